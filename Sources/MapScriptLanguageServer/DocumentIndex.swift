import MapScriptSyntax

/// What one version of a script declares, found by walking its syntax tree once: the parser
/// recovers from errors, so a script being typed still has its other declarations indexed.
/// Completion, hover, definition and document symbols all read this.
struct DocumentIndex {
    let file: SourceFile
    let tokens: [Token]
    /// The comments, in order: no completion is offered inside one.
    let comments: [SourceSpan]
    let program: Program
    private(set) var declarations: [Declaration] = []
    /// Where each name is declared, so that looking a name up costs its own declarations only.
    private var positionsByName: [String: [Int]] = [:]
    /// `import "path"` statements: the path and the span of its string.
    private(set) var imports: [(path: String, span: SourceSpan)] = []
    /// The blocks whose assignments set an object's properties (`annotation a at @(1, 2) {
    /// title = "A" }`, `renderer for Polygon { fillColor = #0F0 }`) and the class of that object.
    private(set) var propertyBlocks: [(span: SourceSpan, className: String)] = []
    private let registry: Registry
    /// What a string value is called where a class name is kept (`Declaration.className`).
    static let stringClassName = "string"
    /// Likewise for a list and a dictionary: `[Annotation]` and `[1, 2]` are lists. Other
    /// kinds of value are kept by the name their values give them too (`Point`, `Color`).
    static let listClassName = "list"
    static let dictionaryClassName = "dictionary"
    static let rangeClassName = "range"

    init(file: SourceFile, registry: Registry) {
        self.file = file
        self.registry = registry
        (tokens, comments) = Lexer.tokenizeKeepingComments(file)
        program = Parser.parse(file).program
        let whole = SourceSpan(start: 0, end: file.bytes.count + 1)
        walk(program.statements, scope: whole, container: nil)
        typeCallbackParameters()
    }

    /// A function named as the argument of a built-in call whose parameter is a function
    /// (`TapGestureRecognizer(action: tapped)` takes `(GestureRecognizer) -> any`): the call
    /// says what its parameters hold, as the map says what a hook's do, so that
    /// `recognizer.state == .` offers the states.
    private mutating func typeCallbackParameters() {
        let help = SignatureHelpProvider(index: self, registry: registry)
        for (position, token) in tokens.enumerated() where token.kind == .identifier && position >= 2 && position + 1 < tokens.count {
            guard tokens[position - 1].kind == .colon, tokens[position - 2].kind == .identifier,
                  tokens[position + 1].kind == .rightParen || tokens[position + 1].kind == .comma,
                  let function = declaration(named: text(of: token), at: token.span.start), function.kind == .function,
                  let (signatures, _) = help.signatures(at: token.span.start) else { continue }
            let label = text(of: tokens[position - 2])
            let parameterTypes = signatures.lazy.flatMap(\.parameters).compactMap(SignatureText.label(of:))
                .first { $0.label == label && $0.type.hasPrefix("(") }.map { SignatureText.parameters(of: $0.type) } ?? []
            for (name, type) in zip(function.parameters, parameterTypes) {
                guard let className = registry.className(ofType: type),
                      let parameter = declarations.firstIndex(where: {
                          $0.kind == .parameter && $0.name == name && function.span.contains($0.nameSpan.start)
                      }) else { continue }
                declarations[parameter].className = className
            }
        }
    }

    /// The class whose property the name at `tokenIndex` sets, when it starts an assignment in
    /// a property block (`title` in `annotation a at @(1, 2) { title = "A" }`).
    func propertyBlockClass(settingAt tokenIndex: Int) -> String? {
        let assignments: [TokenKind] = [.equal, .plusEqual, .minusEqual, .starEqual, .slashEqual]
        guard tokenIndex >= 1, tokenIndex + 1 < tokens.count, assignments.contains(tokens[tokenIndex + 1].kind),
              [.leftBrace, .newline, .semicolon].contains(tokens[tokenIndex - 1].kind) else { return nil }
        let offset = tokens[tokenIndex].span.start
        return propertyBlocks.filter { $0.span.contains(offset) }.min { $0.span.length < $1.span.length }?.className
    }

    /// The declarations usable at `offset`, innermost scope and latest declaration first.
    func visible(at offset: Int) -> [Declaration] {
        declarations.filter { isVisible($0, at: offset) }.sorted(by: DocumentIndex.isNearer)
    }

    func declaration(named name: String, at offset: Int) -> Declaration? {
        (positionsByName[name] ?? []).map { declarations[$0] }.filter { isVisible($0, at: offset) }.min(by: DocumentIndex.isNearer)
    }

    private func isVisible(_ declaration: Declaration, at offset: Int) -> Bool {
        ![.method, .field, .enumCase, .initializer, .rendererRule].contains(declaration.kind)
            && declaration.scope.contains(offset)
            && (declaration.isVisibleBeforeDeclaration || declaration.nameSpan.start < offset)
    }

    /// The declaration in the smaller scope, or in one scope the later one, is the one a name means.
    private static func isNearer(_ first: Declaration, _ second: Declaration) -> Bool {
        (first.scope.length, -first.nameSpan.start) < (second.scope.length, -second.nameSpan.start)
    }

    /// The script class or enum named `name`, and the methods, fields or cases it declares.
    func members(ofContainer name: String) -> [Declaration] {
        declarations.filter { $0.container == name && ($0.kind == .method || $0.kind == .field || $0.kind == .enumCase) }
    }

    /// The class the script class `name` extends, as its declaration names it; nil for a
    /// class the script does not declare, or one that extends nothing.
    func superclass(ofScriptClass name: String) -> String? {
        declarations.first { $0.kind == .classDecl && $0.name == name }?.className
    }

    /// The members a value of script class `name` answers: its own methods and fields, then
    /// those of the script classes it extends that it does not declare again, nearest first
    /// (`class B: A`: a `B` answers A's `x`). For an enum, its cases and methods.
    func members(of name: String) -> [Declaration] {
        var result: [Declaration] = []
        var names = Set<String>()
        var seen = Set<String>()
        var container: String? = name
        while let current = container, seen.insert(current).inserted {
            for member in members(ofContainer: current) where names.insert(member.name).inserted { result.append(member) }
            container = superclass(ofScriptClass: current)
        }
        return result
    }

    /// The built-in class a value of class `name` is: itself, or the one at the root of the
    /// script classes it extends (`class Mine: Base`, `class Base: PinAnnotationView`); nil
    /// when the chain reaches no built-in class.
    func builtInClassName(of name: String, registry: Registry) -> String? {
        var name = name
        var seen = Set<String>()
        while registry.sceneClass(named: name) == nil {
            guard seen.insert(name).inserted,
                  let superclass = superclass(ofScriptClass: name) else { return nil }
            name = superclass
        }
        return name
    }

    /// The built-in class or kind of value whose members a value of class `name` answers
    /// besides the script's own: the scene class it is or extends, or a kind of value
    /// (`string`, `Point`); nil for a class the script declares that extends no scene class.
    func builtInKind(of name: String) -> String? {
        builtInClassName(of: name, registry: registry) ?? (declares(typeNamed: name) ? nil : name)
    }

    /// The class or kind of value a call of method `name` on a value of class `className`
    /// gives, read from the built-in signatures (see `Registry.kind(returnedByMethod:)`); nil
    /// for a method the script declares, whose result is not known without running it.
    func kind(returnedBy name: String, of className: String, labels: Set<String>, firstArgument: String?) -> String? {
        guard !members(of: className).contains(where: { $0.name == name }), let builtIn = builtInKind(of: className) else { return nil }
        return registry.kind(returnedByMethod: name, in: builtIn, labels: labels, firstArgument: firstArgument)
    }

    /// The `{` of the innermost block still open at the token at `tokenIndex`, counting the
    /// blocks closed between; nil at the top level.
    func openBrace(before tokenIndex: Int) -> Int? {
        var depth = 0
        var position = tokenIndex - 1
        while position >= 0 {
            switch tokens[position].kind {
            case .rightBrace: depth += 1
            case .leftBrace where depth == 0: return position
            case .leftBrace: depth -= 1
            default: break
            }
            position -= 1
        }
        return nil
    }

    /// The class whose body holds `offset` (its `className` being the class it extends), for
    /// what `self` and `super` are there.
    func enclosingClass(at offset: Int) -> Declaration? {
        declarations.last { $0.kind == .classDecl && $0.span.start < offset && offset < $0.span.end }
    }

    /// Through the name's own declarations: the walk asks this of each `let x = Name(...)`, and
    /// a pass over every declaration made indexing a long script quadratic.
    func declares(typeNamed name: String) -> Bool {
        positionsByName[name, default: []].contains { declarations[$0].kind == .classDecl || declarations[$0].kind == .enumDecl }
    }

    /// The index of the token under `offset`, or of the one just before it when `offset` is
    /// at its end (where the cursor is after typing a name). Where two tokens meet (`area|(`),
    /// a name or keyword is preferred: it is what the cursor is on for an editor.
    func tokenIndex(at offset: Int) -> Int? {
        var touching: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind != .newline && token.kind != .endOfFile {
            if token.span.start > offset { break }
            if offset <= token.span.end { touching.append(index) }
        }
        return touching.last { tokens[$0].kind == .identifier || tokens[$0].kind.isKeyword } ?? touching.last
    }

    /// The index of the last token that ends at or before `offset`.
    func tokenIndex(before offset: Int) -> Int? {
        tokens.lastIndex { $0.kind != .endOfFile && $0.span.end <= offset }
    }

    func text(of token: Token) -> String { file.text(of: token.span) }

    /// Whether `offset` is inside a comment: after its `//` or `/*`, up to the end of its line
    /// or its `*/` (a cursor just after `*/` is past it).
    func isInsideComment(_ offset: Int) -> Bool {
        // The last comment starting before the offset, by binary search over their starts.
        var low = 0, high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return false }
        let comment = comments[low - 1]
        let bytes = file.bytes
        let isClosedBlock = bytes[comment.start + 1] == UInt8(ascii: "*") && comment.end - comment.start >= 4
            && bytes[comment.end - 2] == UInt8(ascii: "*") && bytes[comment.end - 1] == UInt8(ascii: "/")
        return offset <= (isClosedBlock ? comment.end - 1 : comment.end)
    }

    // MARK: Walking the tree

    private mutating func add(_ declaration: Declaration) {
        positionsByName[declaration.name, default: []].append(declarations.count)
        declarations.append(declaration)
    }

    private mutating func walk(_ statements: [Stmt], scope: SourceSpan, container: String?) {
        for statement in statements { walk(statement, scope: scope, container: container) }
    }

    private mutating func walk(_ block: Block, container: String? = nil) {
        walk(block.statements, scope: block.span, container: container)
    }

    private mutating func walk(_ statement: Stmt, scope: SourceSpan, container: String?) {
        switch statement.kind {
        case .variable(let variable):
            var declaration = Declaration(kind: variable.isConstant ? .constant : .variable, name: variable.name.name,
                                          nameSpan: variable.name.span, span: statement.span, scope: scope)
            if let value = variable.initializer {
                declaration.className = className(of: value, at: statement.span.start)
                declaration.literal = literalText(of: value)
            }
            add(declaration)
            if let value = variable.initializer { walkFunctions(in: value) }
        case .function(let function):
            addFunction(function, kind: .function, scope: scope, container: nil)
        case .classDecl(let classDecl):
            add(Declaration(kind: .classDecl, name: classDecl.name.name, nameSpan: classDecl.name.span,
                                            span: statement.span, scope: scope, className: classDecl.superclass?.name))
            for member in classDecl.members {
                switch member {
                case .field(let field, let span):
                    var declaration = Declaration(kind: .field, name: field.name.name, nameSpan: field.name.span, span: span,
                                                  scope: statement.span, container: classDecl.name.name)
                    if let value = field.initializer {
                        declaration.className = className(of: value, at: span.start)
                        declaration.literal = literalText(of: value)
                    }
                    declaration.keyword = field.isConstant ? "let" : "var"
                    add(declaration)
                    if let value = field.initializer { walkFunctions(in: value) }
                case .initializer(let function):
                    if let keyword = function.name {
                        add(Declaration(kind: .initializer, name: keyword.name, nameSpan: keyword.span, span: function.span,
                                        scope: statement.span, parameters: function.parameters.map(\.name.name),
                                        container: classDecl.name.name))
                    }
                    walkFunctionBody(function)
                case .method(let method):
                    addFunction(method, kind: .method, scope: statement.span, container: classDecl.name.name)
                    typeOverrideParameters(of: method, inClassExtending: classDecl.superclass?.name)
                }
            }
        case .enumDecl(let enumDecl):
            add(Declaration(kind: .enumDecl, name: enumDecl.name.name, nameSpan: enumDecl.name.span,
                                            span: statement.span, scope: scope))
            for member in enumDecl.members {
                switch member {
                case .cases(let names, let span):
                    for name in names {
                        add(Declaration(kind: .enumCase, name: name.name, nameSpan: name.span, span: span,
                                                        scope: statement.span, container: enumDecl.name.name))
                    }
                case .method(let method):
                    addFunction(method, kind: .method, scope: statement.span, container: enumDecl.name.name)
                }
            }
        case .ifStatement(let ifStatement):
            for branch in ifStatement.branches {
                walkFunctions(in: branch.condition)
                walk(branch.body)
            }
            if let elseBlock = ifStatement.elseBlock { walk(elseBlock) }
        case .whileLoop(let condition, let body):
            walkFunctions(in: condition)
            walk(body)
        case .forIn(let variable, let sequence, let body):
            walkFunctions(in: sequence)
            add(Declaration(kind: .constant, name: variable.name, nameSpan: variable.span, span: variable.span,
                                            scope: body.span))
            walk(body)
        case .switchStatement(let switchStatement):
            walkFunctions(in: switchStatement.subject)
            for switchCase in switchStatement.cases { walk(switchCase.body, scope: switchCase.span, container: nil) }
        case .importFile(let path, let pathSpan):
            imports.append((path, pathSpan))
        case .block(let block):
            walk(block)
        case .scene(let scene):
            switch scene.kind {
            case .annotation(let coordinate): walkFunctions(in: coordinate)
            case .polygon(let coordinates), .polyline(let coordinates): walkFunctions(in: coordinates)
            case .circle(let center, let radius):
                walkFunctions(in: center)
                walkFunctions(in: radius)
            case .overlay(let arguments): for argument in arguments { walkFunctions(in: argument.value) }
            }
            if let name = scene.name {
                var declaration = Declaration(kind: .scene, name: name.name, nameSpan: name.span, span: statement.span, scope: scope)
                declaration.keyword = scene.kind.keyword
                declaration.className = scene.type?.name ?? sceneClassName(scene.kind.keyword)
                add(declaration)
            }
            if let config = scene.config {
                if let className = scene.type?.name ?? sceneClassName(scene.kind.keyword) {
                    propertyBlocks.append((config.span, className))
                }
                walk(config)
            }
        case .renderer(let renderer):
            if let name = renderer.name {
                add(Declaration(kind: .renderer, name: name.name, nameSpan: name.span, span: statement.span,
                                                scope: scope, className: renderer.type.name))
            } else {
                add(Declaration(kind: .rendererRule, name: "renderer for \(renderer.type.name)", nameSpan: renderer.type.span,
                                span: statement.span, scope: scope, className: renderer.type.name))
            }
            if let rendererClass = registry.sceneClass(named: renderer.type.name)?.defaultRenderer {
                propertyBlocks.append((renderer.body.span, rendererClass.name))
            }
            walk(renderer.body)
        case .hook(let hook):
            var declaration = Declaration(kind: .hook, name: hook.name.name, nameSpan: hook.name.span, span: statement.span,
                                          scope: scope, parameters: hook.parameters.map(\.name))
            declaration.keyword = "on"
            add(declaration)
            // The map passes values of known classes (a view to didSelect...), whatever the
            // script names the parameters.
            let types = registry.hook(named: hook.name.name)?.parameterTypes ?? []
            for (index, parameter) in hook.parameters.enumerated() {
                var declaration = Declaration(kind: .parameter, name: parameter.name, nameSpan: parameter.span,
                                              span: parameter.span, scope: hook.body.span)
                if index < types.count { declaration.className = registry.className(ofType: types[index]) }
                add(declaration)
            }
            walk(hook.body)
        case .expression(let expression), .returnStatement(let expression?):
            walkFunctions(in: expression)
        case .assignment(let target, _, let value):
            walkFunctions(in: target)
            walkFunctions(in: value)
        case .breakStatement, .continueStatement, .returnStatement(nil):
            break
        }
    }

    /// Indexes the parameters and bodies of the function literals inside `expression`
    /// (`list.map(func (k) { return k + top })`), so that their names are found, hovered and
    /// renamed as a named function's are, and a rename cannot capture a name with one. A
    /// worklist, not recursion: an expression nested deep costs no native stack.
    private mutating func walkFunctions(in expression: Expr) {
        var pending = [expression]
        while let expression = pending.popLast() {
            switch expression.kind {
            case .function(let function):
                for parameter in function.parameters { if let value = parameter.defaultValue { pending.append(value) } }
                walkFunctionBody(function)
            case .string(let parts):
                for case .interpolation(let inner) in parts { pending.append(inner) }
            case .coordinate(let latitude, let longitude):
                pending += [latitude, longitude]
            case .list(let elements):
                pending += elements
            case .dictionary(let entries):
                for entry in entries { pending += [entry.key, entry.value] }
            case .parenthesized(let inner), .unary(_, let inner), .typeCheck(let inner, _), .member(let inner, _),
                 .optionalMember(let inner, _):
                pending.append(inner)
            case .binary(let first, let rest):
                pending.append(first)
                pending += rest.map(\.operand)
            case .range(let from, let to, _):
                pending += [from, to]
            case .subscriptAccess(let base, let index):
                pending += [base, index]
            case .call(let callee, let arguments):
                pending.append(callee)
                pending += arguments.map(\.value)
            case .number, .bool, .nilLiteral, .color, .identifier, .selfExpr, .superMember, .implicitMember:
                break
            }
        }
    }

    /// A method overriding one the built-in class it extends lets a subclass override
    /// (`draw(rect, context)` of a view) takes what the map passes it: its parameters have the
    /// classes of the built-in signature, whatever the script names them, so `context.` offers
    /// a drawing context's members as a hook's parameters offer theirs.
    private mutating func typeOverrideParameters(of method: FunctionLiteral, inClassExtending superclass: String?) {
        guard let name = method.name?.name, let superclass, let builtIn = builtInClassName(of: superclass, registry: registry),
              let nativeClass = registry.sceneClass(named: builtIn),
              let overridden = registry.member(named: name, in: nativeClass)?.member, overridden.kind == .overridableMethod else { return }
        let types = SignatureText.parameters(of: overridden.type).map { SignatureText.label(of: $0)?.type ?? $0 }
        for (parameter, type) in zip(method.parameters, types) {
            guard let position = declarations.lastIndex(where: { $0.kind == .parameter && $0.nameSpan == parameter.name.span }) else { continue }
            declarations[position].className = registry.className(ofType: type)
        }
    }

    private mutating func addFunction(_ function: FunctionLiteral, kind: Declaration.Kind, scope: SourceSpan, container: String?) {
        if let name = function.name {
            add(Declaration(kind: kind, name: name.name, nameSpan: name.span, span: function.span, scope: scope,
                                            parameters: function.parameters.map(\.name.name), container: container))
        }
        walkFunctionBody(function)
    }

    private mutating func walkFunctionBody(_ function: FunctionLiteral) {
        for parameter in function.parameters {
            add(Declaration(kind: .parameter, name: parameter.name.name, nameSpan: parameter.name.span,
                                            span: parameter.name.span, scope: function.body.span))
        }
        walk(function.body)
    }

    // MARK: What is known of a value

    /// The class of an expression's value when it can be told without running: a call of a
    /// class, a name whose class is known, a property of a known class, a case of an enum
    /// (`CalloutSide.left` is a `CalloutSide`), `a ?? b`; or the kind of a value with members
    /// of its own: a literal, a call of a built-in function that makes one (`Point(1, 2)`), a
    /// call of a built-in method whose signature gives one (`r.union(r)`).
    func className(of expression: Expr, at offset: Int) -> String? {
        switch expression.kind {
        case .call(let callee, let arguments):
            if case .member(let receiver, let method) = callee.kind, let receiverClass = className(of: receiver, at: offset) {
                let first = arguments.first.flatMap { $0.label == nil ? className(of: $0.value, at: offset) : nil }
                return kind(returnedBy: method.name, of: receiverClass, labels: Set(arguments.compactMap { $0.label?.name }), firstArgument: first)
            }
            guard case .identifier(let name) = callee.kind else { return nil }
            if registry.sceneClass(named: name.name) != nil || declares(typeNamed: name.name) { return name.name }
            // A built-in function, unless the script declares the name for something else.
            guard declaration(named: name.name, at: offset) == nil else { return nil }
            return registry.valueKind(returnedBy: name.name)
        case .identifier(let name):
            if let declaration = declaration(named: name.name, at: offset) { return declaration.className }
            return registry.className(ofGlobal: name.name)
        case .member(let receiver, let name), .optionalMember(let receiver, let name):
            if case .identifier(let typeName) = receiver.kind, namesEnum(typeName.name, at: offset) { return typeName.name }
            guard let receiverClass = className(of: receiver, at: offset) else { return nil }
            if let nativeClass = registry.sceneClass(named: receiverClass) {
                // An enum-typed property too: a `switch` on it offers the enum's cases.
                return registry.member(named: name.name, in: nativeClass).flatMap { registry.className(ofType: $0.member.type) }
            }
            return registry.className(ofMember: name.name, in: receiverClass)
        case .binary(let first, let rest) where rest.first?.op == .nilCoalesce:
            // The first operand whose class is known; a loop, however long the chain.
            if let known = className(of: first, at: offset) { return known }
            return rest.lazy.compactMap { className(of: $0.operand, at: offset) }.first
        case .parenthesized(let inner):
            return className(of: inner, at: offset)
        case .string:
            return DocumentIndex.stringClassName
        case .list:
            return DocumentIndex.listClassName
        case .dictionary:
            return DocumentIndex.dictionaryClassName
        case .coordinate:
            // `@(lat, lon)` writes what `Coordinate(lat, lon)` makes, and `#f80` what `Color` does.
            return registry.valueKind(returnedBy: "Coordinate")
        case .color:
            return registry.valueKind(returnedBy: "Color")
        case .range:
            return DocumentIndex.rangeClassName
        default:
            return nil
        }
    }

    /// Whether `name` is an enum where `offset` sees it: the script's own, or a built-in one
    /// the script does not shadow.
    private func namesEnum(_ name: String, at offset: Int) -> Bool {
        if let declaration = declaration(named: name, at: offset) { return declaration.kind == .enumDecl }
        return registry.enumType(named: name) != nil
    }

    /// The class a scene declaration makes (`annotation` makes a `PointAnnotation`), as the
    /// registry names it.
    private func sceneClassName(_ keyword: String) -> String? {
        let candidates = keyword == "annotation" ? ["PointAnnotation"] : [keyword.prefix(1).uppercased() + keyword.dropFirst()]
        return candidates.first { registry.sceneClass(named: $0) != nil }
    }

    private func literalText(of expression: Expr) -> String? {
        switch expression.kind {
        case .number, .bool, .color, .nilLiteral:
            return file.text(of: expression.span)
        case .string(let parts):
            let isPlain = parts.allSatisfy { if case .text = $0 { true } else { false } }
            return isPlain ? file.text(of: expression.span) : nil
        case .unary(_, let operand):
            if case .number = operand.kind { return file.text(of: expression.span) }
            return nil
        default:
            return nil
        }
    }
}
