import MapScriptSyntax

extension Compiler {
    func compileBlock(_ block: Block) -> BlockNode {
        beginScope()
        let nodes = compileStatements(block.statements)
        endScope()
        return BlockNode(nodes, span: block.span)
    }

    /// Statements of one scope; local functions are declared first so they may call each
    /// other and themselves.
    func compileStatements(_ statements: [Stmt]) -> [StmtNode] {
        var nodes: [StmtNode] = []
        nodes.reserveCapacity(statements.count)
        for statement in statements {
            if let node = compileStatement(statement) { nodes.append(node) }
        }
        return nodes
    }

    func compileStatement(_ statement: Stmt) -> StmtNode? {
        let span = statement.span
        switch statement.kind {
        case .expression(let e):
            if reportsUnfinishedDeclaration(e) { return nil }
            warnIfValueIsUnused(e)
            return ExpressionStatement(compileExpression(e), span: span)

        case .assignment(let target, let op, let value):
            return compileAssignment(target: target, op: op, value: value, span: span)

        case .variable(let declaration):
            return compileVariable(declaration, span: span)

        case .function(let function):
            guard let name = function.name else {
                return ExpressionStatement(compileExpression(Expr(.function(function), span: span)), span: span)
            }
            let location: VariableLocation
            if isGlobalScope {
                location = declareVariable(name, isConstant: true)
            } else {
                location = declareLocal(name.name, span: name.span, isConstant: true).location
            }
            let prototype = compileFunction(function, name: name.name, kind: .function)
            let store = VariableStore(location, value: FunctionNode(prototype, span: function.span), isDeclaration: !location.isBoxed, span: span)
            // A boxed local function refers to itself: its box must exist before the closure
            // that captures it is made.
            return location.isBoxed ? BlockNode([BoxDeclaration(location, span: span), store], span: span) : store

        case .classDecl(let declaration):
            return compileClass(declaration, span: span)

        case .enumDecl(let declaration):
            return compileEnum(declaration, span: span)

        case .ifStatement(let s):
            guard !s.branches.isEmpty else { return s.elseBlock.map(compileBlock) }
            var conditions: [ExprNode] = []
            var bodies: [BlockNode] = []
            for branch in s.branches {
                conditions.append(compileExpression(branch.condition))
                bodies.append(compileBlock(branch.body))
            }
            return IfNode(conditions: conditions, bodies: bodies, elseBody: s.elseBlock.map(compileBlock), span: span)

        case .whileLoop(let condition, let body):
            let conditionNode = compileExpression(condition)
            context.loopDepth += 1
            let bodyNode = compileBlock(body)
            context.loopDepth -= 1
            return WhileNode(condition: conditionNode, body: bodyNode, span: span)

        case .forIn(let variable, let sequence, let body):
            let sequenceNode = compileExpression(sequence)
            beginScope()
            let local = declareLocal(variable.name, span: variable.span, isConstant: true)
            context.loopDepth += 1
            let bodyNode = compileBlock(body)
            context.loopDepth -= 1
            endScope()
            return ForInNode(variable: local.location, sequence: sequenceNode, body: bodyNode, span: span)

        case .breakStatement:
            if context.loopDepth == 0 && context.switchDepth == 0 {
                error("'break' can only be used inside a loop or a switch", span)
            }
            return BreakNode(span: span)

        case .continueStatement:
            if context.loopDepth == 0 {
                error("'continue' can only be used inside a loop", span)
            }
            return ContinueNode(span: span)

        case .returnStatement(let value):
            switch context.kind {
            case .topLevel, .config, .fieldInitializer:
                error("'return' can only be used inside a function", span)
            case .initializer:
                if value != nil { error("an initializer cannot return a value", span) }
            default:
                break
            }
            return ReturnNode(value.map(compileExpression), span: span)

        case .switchStatement(let s):
            let subject = compileExpression(s.subject)
            var patterns: [[ExprNode]] = []
            var bodies: [BlockNode] = []
            var defaultBody: BlockNode?
            context.switchDepth += 1
            for c in s.cases {
                beginScope()
                let body = BlockNode(compileStatements(c.body), span: c.span)
                endScope()
                if c.isDefault {
                    if defaultBody != nil { error("a switch has only one 'default'", c.span) }
                    defaultBody = body
                } else {
                    patterns.append(c.patterns.map { namedValue($0, meeting: s.subject) ?? compileExpression($0) })
                    bodies.append(body)
                }
            }
            context.switchDepth -= 1
            return SwitchNode(subject: subject, patterns: patterns, bodies: bodies, defaultBody: defaultBody, span: span)

        case .importFile(let path, let pathSpan):
            if let compiled = compiledImports[span.start] { return compiled }
            return compileImport(path: path, pathSpan: pathSpan, span: span)

        case .block(let block):
            return compileBlock(block)

        case .scene(let declaration):
            return compileScene(declaration, span: span)

        case .renderer(let declaration):
            return compileRenderer(declaration, span: span)

        case .hook(let declaration):
            return compileHook(declaration, span: span)
        }
    }

    // MARK: Variables

    private func compileVariable(_ declaration: VariableDecl, span: SourceSpan) -> StmtNode {
        let id = declaration.name
        if isGlobalScope {
            var value: ExprNode
            if declaration.isConstant { ip.topLevelConstantNames.insert(id.name) }
            if declaration.isConstant, let given = ip.constants[id.name] {
                let defaultSpan = declaration.initializer?.span ?? span
                switch given.value(named: id.name, replacing: declaration.initializer) {
                case .success(let replacement):
                    value = ConstantNode(replacement, span: defaultSpan)
                case .failure(let rejection):
                    error(rejection.message, defaultSpan)
                    ip.rejectedConstants.append(id.name)
                    value = ConstantNode(.nil, span: defaultSpan)
                }
            } else if let initializer = declaration.initializer {
                globalBeingDeclared = id.name
                value = compileExpression(initializer)
                globalBeingDeclared = nil
            } else {
                value = ConstantNode(.nil, span: span)
            }
            let location = declareVariable(id, isConstant: declaration.isConstant)
            if case .global(let slot) = location {
                // A value given on the command line replaces the literal, so only the literal's own kind counts.
                if declaration.isConstant, ip.constants[id.name] == nil, let initializer = declaration.initializer {
                    globalLiteralKinds[slot] = LiteralKind(initializer)
                }
                return GlobalSet(slot: slot, value: value, span: span)
            }
            return VariableStore(location, value: value, isDeclaration: true, span: span)
        }
        let local = declareLocal(id.name, span: id.span, isConstant: declaration.isConstant, isReady: false)
        let value = declaration.initializer.map(compileExpression) ?? ConstantNode(.nil, span: span)
        local.isReady = true
        if declaration.isConstant { local.literalKind = declaration.initializer.flatMap(LiteralKind.init) }
        if !local.isBoxed { return LocalSet(slot: local.slot, value: value, span: span) }
        return VariableStore(local.location, value: value, isDeclaration: true, span: span)
    }

    // MARK: Assignment

    private func compileAssignment(target: Expr, op: AssignmentOperator, value: Expr, span: SourceSpan) -> StmtNode {
        if let chained = compileAssignmentThroughOptionalChain(target: target, op: op, value: value, span: span) {
            return chained
        }
        switch target.kind {
        case .identifier(let id):
            if context.kind == .config, !isDeclaredInCurrentFunction(id.name) {
                // A bare assignment in a config block sets a property of `self`.
                checkRuleProperty(id)
                let selfNode = compileSelf(span: id.span)
                let valueNode = compileAssigned(value, toProperty: id.name, op: op)
                return MemberSet(object: selfNode, name: id.name, nameSpan: id.span, symbol: ip.symbols.intern(id.name), value: valueNode,
                                 compound: op.binaryOperator, writeBack: nil, initializesConstant: false, span: span)
            }
            guard let resolution = resolve(id.name) else {
                reportUndefined(id)
                return ExpressionStatement(compileExpression(value), span: span)
            }
            if resolution.isBuiltin {
                error("cannot assign to the built-in '\(id.name)'; declare your own with 'var \(id.name)'", id.span)
            } else if resolution.isConstant {
                let notes: [Diagnostic] = resolution.declaration.map { [.note("'\(id.name)' is declared here", in: file, at: $0)] } ?? []
                error("cannot assign to '\(id.name)': it is a constant (declared with 'let')", id.span, notes: notes)
            }
            if resolution.local == nil, contexts.count == 1, fileGlobals[id.name] != nil, !declaredGlobals.contains(id.name) {
                error("'\(id.name)' is used before its declaration", id.span)
            }
            var valueNode = compileExpression(value)
            if let binary = op.binaryOperator {
                if binary == .add, case .local(let slot) = resolution.location {
                    return LocalAddNumber(slot: slot, value: valueNode, span: span)
                }
                if binary == .add, case .global(let slot) = resolution.location {
                    return GlobalAdd(slot: slot, value: valueNode, nameSpan: id.span, span: span)
                }
                valueNode = binaryNode(binary, resolution.location.reader(span: id.span), valueNode, span: span)
            }
            switch resolution.location {
            case .local(let slot): return LocalSet(slot: slot, value: valueNode, span: span)
            case .global(let slot): return GlobalSet(slot: slot, value: valueNode, span: span)
            default: return VariableStore(resolution.location, value: valueNode, isDeclaration: false, span: span)
            }

        case .member(let object, let name):
            let objectNode = compileExpression(object)
            let initializesConstant = isSelf(object) && checkFieldAssignment(name)
            let valueNode = compileAssigned(value, toProperty: name.name, op: op)
            return MemberSet(object: objectNode, name: name.name, nameSpan: name.span, symbol: ip.symbols.intern(name.name), value: valueNode,
                             compound: op.binaryOperator, writeBack: writer(for: object), initializesConstant: initializesConstant,
                             span: span)

        case .superMember(let name):
            // `super.x` is the field `x` of `self`: the same rules as for `self.x`.
            let initializesConstant = checkSuper(span: target.span) && checkFieldAssignment(name)
            return MemberSet(object: compileSelf(span: target.span), name: name.name, nameSpan: name.span, symbol: ip.symbols.intern(name.name),
                             value: compileExpression(value), compound: op.binaryOperator, writeBack: nil,
                             initializesConstant: initializesConstant, span: span)

        case .subscriptAccess(let container, let index):
            let containerNode = compileExpression(container)
            (containerNode as? MemberGet)?.changedInPlaceBy = "assigning an element"
            return SubscriptSet(container: containerNode, index: compileExpression(index),
                                value: compileExpression(value), compound: op.binaryOperator, span: span)

        case .parenthesized(let inner):
            return compileAssignment(target: inner, op: op, value: value, span: span)

        default:
            error("cannot assign to this expression", target.span)
            return ExpressionStatement(compileExpression(value), span: span)
        }
    }

    // MARK: Fields

    private func isSelf(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .selfExpr: return true
        case .parenthesized(let inner): return isSelf(inner)
        default: return false
        }
    }

    /// The class of `self` here, when the compiler knows it, and whether the code is the
    /// body of its `init` itself (a closure inside `init` may run after it).
    private func enclosingClass() -> (shape: ClassShape, inInitializer: Bool)? {
        var isDirect = true
        for context in contexts.reversed() {
            if context.kind == .function {
                isDirect = false
                continue
            }
            guard let shape = context.classShape else { return nil }
            return (shape, isDirect && context.kind == .initializer)
        }
        return nil
    }

    /// Whether `self.name = ...` here is in the `init` of the class declaring `let name`.
    private func mayInitialize(_ name: String) -> Bool {
        guard let enclosing = enclosingClass() else { return false }
        return enclosing.inInitializer && enclosing.shape.declaresConstant(name)
    }

    /// `self.name = ...`: reports an assignment to a `let` field the compiler knows of, unless
    /// it is in the `init` of the class declaring it. Returns whether it is (the write may
    /// then set the constant).
    private func checkFieldAssignment(_ name: Identifier) -> Bool {
        guard let enclosing = enclosingClass(), let field = enclosing.shape.constantDeclaration(of: name.name) else { return false }
        if enclosing.inInitializer && enclosing.shape.declaresConstant(name.name) { return true }
        error("cannot assign to '\(name.name)': it is a constant (declared with 'let')", name.span,
              notes: [.note("'\(name.name)' is declared here", in: field.file, at: field.span),
                      .note("a 'let' field is set only by its declaration and by the 'init' of its class")])
        return false
    }

    /// Whether `name` is declared in the function being compiled (not an enclosing one).
    private func isDeclaredInCurrentFunction(_ name: String) -> Bool {
        context.scopes.contains { $0[name] != nil }
    }

    /// How to store a changed plain value back into what `expression` read it from.
    func writer(for expression: Expr) -> ValueWriter? {
        switch expression.kind {
        case .identifier(let id):
            guard let resolution = resolve(id.name), !resolution.isConstant || resolution.local != nil else { return nil }
            if resolution.isConstant { return nil }
            return ValueWriter(.variable(resolution.location), span: expression.span)
        case .selfExpr:
            return nil
        case .member(let object, let name):
            let member = MemberGet(object: compileExpression(object), name: name.name, symbol: ip.symbols.intern(name.name), span: expression.span)
            // Whether a plain value held in the field can be stored back is known only when it
            // happens, so a `let` field here is left to the run-time check.
            return ValueWriter(.member(member, writer(for: object)), initializesConstant: isSelf(object) && mayInitialize(name.name),
                               span: expression.span)
        case .subscriptAccess(let container, let index):
            let element = SubscriptGet(container: compileExpression(container), index: compileExpression(index), span: expression.span)
            return ValueWriter(.element(element, nil), span: expression.span)
        case .parenthesized(let inner):
            return writer(for: inner)
        default:
            return nil
        }
    }

    // MARK: Imports

    func compileImport(path: String, pathSpan: SourceSpan, span: SourceSpan) -> StmtNode? {
        guard contexts.count == 1, context.scopes.count == 1 else {
            error("'import' must be at the top level of a file", span)
            return nil
        }
        guard let loader = ip.sourceLoader else {
            importFailed("cannot import '\(path)': files cannot be read here", pathSpan)
            return nil
        }
        let imported: SourceFile
        do {
            imported = try loader.loadSource(path, importedFrom: file)
        } catch let failure as RuntimeError {
            importFailed("cannot import '\(path)': \(failure.message)", pathSpan)
            return nil
        } catch {
            importFailed("cannot import '\(path)': \(error)", pathSpan)
            return nil
        }
        if importChain.contains(imported.path) {
            importFailed("import cycle: '\(path)' is already being imported", pathSpan)
            return nil
        }
        if let module = ip.modules[imported.path] {
            globalClassShapes.merge(module.classShapes) { mine, _ in mine }
            noteDeclarations(of: module, importedAt: pathSpan)
            return ImportNode(module: module, span: span)
        }
        if let namesAreUnknown = failedImports.namesAreUnknown(afterImportOf: imported.path) {
            // Its errors are already reported.
            if namesAreUnknown { importedNamesAreUnknown = true }
            return nil
        }
        let parsed = Parser.parse(imported)
        diagnostics += parsed.diagnostics
        guard parsed.succeeded else {
            // As for the main file, resolving a tree with syntax errors would mostly echo
            // them; and what the declarations that did not parse would have named is unknown.
            failedImports.record(imported.path, namesAreUnknown: true)
            importedNamesAreUnknown = true
            return nil
        }
        let compiler = Compiler(interpreter: ip, file: imported, isREPL: false, importChain: importChain, failedImports: failedImports)
        let body = compiler.compileProgram(parsed.program)
        diagnostics += compiler.diagnostics
        globalClassShapes.merge(compiler.globalClassShapes) { mine, _ in mine }
        if compiler.importedNamesAreUnknown { importedNamesAreUnknown = true }
        guard compiler.diagnostics.isEmpty else {
            failedImports.record(imported.path, namesAreUnknown: compiler.importedNamesAreUnknown)
            return nil
        }
        var declarations = compiler.importedDeclarations
        for (name, span) in compiler.fileGlobals { declarations[name] = SourceLocation(file: imported, span: span) }
        // Hooks and renderer rules too: one file's would replace another's without a word.
        for (name, span) in compiler.hooksDeclared { declarations[Compiler.hookKey(name)] = SourceLocation(file: imported, span: span) }
        for (type, span) in compiler.rendererRulesDeclared {
            declarations[Compiler.rendererRuleKey(type)] = SourceLocation(file: imported, span: span)
        }
        let module = Module(body: body, classShapes: compiler.globalClassShapes, declarations: declarations)
        ip.modules[imported.path] = module
        noteDeclarations(of: module, importedAt: pathSpan)
        return ImportNode(module: module, span: span)
    }

    /// Takes in the names an import declares. Two files that both declare a name would have
    /// the one imported last silently replace the other, so that is an error at the import.
    /// (A file reached twice, directly and through another import, declares its names once.)
    private func noteDeclarations(of module: Module, importedAt pathSpan: SourceSpan) {
        for (name, place) in module.declarations.sorted(by: { $0.key < $1.key }) {
            guard let earlier = importedDeclarations[name] else {
                importedDeclarations[name] = place
                continue
            }
            guard earlier.file.path != place.file.path || earlier.span != place.span else { continue }
            let what = Compiler.describeDeclaration(name)
            error("this import declares \(what) again: another imported file declares it too", pathSpan,
                  notes: [.note("\(what) is declared here", in: earlier.file, at: earlier.span),
                          .note("and here", in: place.file, at: place.span)])
        }
    }

    /// A top-level name this file declares that an import declares too: which one the name
    /// means would depend on the order in which the two run, so it is an error, as a name
    /// declared twice in one file is. The REPL lets an entry declare a name anew.
    func reportNamesDeclaredByImportsToo() {
        for (name, span) in fileGlobals.sorted(by: { $0.value.start < $1.value.start }) {
            reportDeclaredByAnImportToo(name, at: span)
        }
    }

    /// A top-level name, hook (`hookKey`) or renderer rule (`rendererRuleKey`) this file
    /// declares at `span` that an import declares too: an error, as in one file. A hook or
    /// rule here would replace the import's without a word.
    func reportDeclaredByAnImportToo(_ key: String, at span: SourceSpan) {
        guard !isREPL, let imported = importedDeclarations[key] else { return }
        let what = Compiler.describeDeclaration(key)
        error("\(what) is already declared by an imported file", span,
              notes: [.note("\(what) is declared here", in: imported.file, at: imported.span)])
    }

    /// How hooks and renderer rules are kept among the names a file declares: under keys no
    /// name can be, since they hold a space.
    static func hookKey(_ name: String) -> String { "on " + name }
    static func rendererRuleKey(_ type: String) -> String { "renderer for " + type }

    /// "'home'", "hook 'viewFor'", "a renderer rule for 'Circle'": a declared name as messages say it.
    static func describeDeclaration(_ key: String) -> String {
        if key.hasPrefix("on ") { return "hook '\(key.dropFirst(3))'" }
        if key.hasPrefix("renderer for ") { return "a renderer rule for '\(key.dropFirst("renderer for ".count))'" }
        return "'\(key)'"
    }

    /// An import that declares nothing: its names are unknown from here on.
    private func importFailed(_ message: String, _ span: SourceSpan) {
        error(message, span)
        importedNamesAreUnknown = true
    }

    /// Whether a statement is a word that starts a declaration (`on`, `annotation`, `polygon`,
    /// `renderer`...) alone, naming nothing in scope: a declaration still to be written, rather
    /// than a read of an unknown name whose value would go unused. (`let on = 1` makes `on` a
    /// name again, as the language's contextual words are.)
    func isUnfinishedDeclaration(_ statement: Expr) -> Bool {
        unfinishedDeclaration(statement) != nil
    }

    /// The word of an unfinished declaration, what is expected after it, and the declaration's
    /// form (the hooks, for `on`).
    private func unfinishedDeclaration(_ statement: Expr) -> (word: Identifier, expected: String, help: String)? {
        guard case .identifier(let word) = statement.kind, resolve(word.name) == nil, !importedNamesAreUnknown else { return nil }
        switch word.name {
        case "on":
            return (word, "a hook name", "the hooks are \(Hook.names.joined(separator: ", ")), as in 'on viewFor(annotation) { ... }'")
        case "annotation":
            return (word, "'at' and a coordinate",
                    "an annotation is declared as 'annotation NAME? (: Type)? at COORD { config }', as in 'annotation at @(39.7, -104.9)'")
        case "circle":
            return (word, "'at' and a centre",
                    "a circle is declared as 'circle NAME? (: Type)? at COORD radius METRES { config }', as in 'circle at @(39.7, -104.9) radius 5km'")
        case "polygon", "polyline":
            return (word, "the list of coordinates of the \(word.name)",
                    "a \(word.name) is declared as '\(word.name) NAME? (: Type)? LIST_OF_COORDS { config }', as in '\(word.name) [@(1, 2), @(3, 4), @(5, 6)]'")
        case "overlay":
            return (word, "the overlay's class",
                    "an overlay is declared as 'overlay NAME? : Type (args) { config }', as in 'overlay park: ParkMap(...)'")
        case "renderer":
            return (word, "'for' and the overlay type",
                    "a renderer rule is declared as 'renderer NAME? for Type { config and methods }', as in 'renderer for Circle { ... }'")
        default:
            return nil
        }
    }

    /// Reports an unfinished declaration after its word, saying what belongs there, and
    /// answers whether it did.
    private func reportsUnfinishedDeclaration(_ statement: Expr) -> Bool {
        guard let (word, expected, help) = unfinishedDeclaration(statement) else { return false }
        diagnostics.append(Diagnostic(
            severity: .error, message: "expected \(expected) after '\(word.name)'", file: file, span: SourceSpan(at: word.span.end),
            help: help))
        return true
    }

    /// A statement that computes a value and does nothing with it (`-3`, `a + b`, a literal)
    /// is a mistake, most often a line starting with `-` that was meant to continue the
    /// expression above it: `-` there begins a statement of its own, so the subtraction was
    /// silently lost.
    private func warnIfValueIsUnused(_ expression: Expr) {
        guard onlyComputes(expression) else { return }
        let startsWithMinus = if case .unary(.negate, _) = expression.kind { true } else { false }
        diagnostics.append(Diagnostic(
            severity: .warning,
            message: startsWithMinus ? "the value of this line is not used: a line that starts with '-' begins a statement of its own"
                : "the value of this statement is not used",
            file: file, span: expression.span,
            help: startsWithMinus ? "to continue the expression on the line above, end that line with the '-' instead"
                : "keep it with 'let', or show it with print(...)"))
    }

    /// Whether evaluating the expression does nothing but compute its value: literals,
    /// variables, operators over them, and a built-in property of a list or string literal or
    /// of a constant a literal declares (`c.count`); not calls, subscripts or other member
    /// reads, which may act or fail (a native getter, a dictionary's missing key).
    func onlyComputes(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .number, .bool, .nilLiteral, .color, .identifier:
            return true
        case .string(let parts):
            return parts.allSatisfy { if case .interpolation(let inner) = $0 { onlyComputes(inner) } else { true } }
        case .coordinate(let latitude, let longitude):
            return onlyComputes(latitude) && onlyComputes(longitude)
        case .list(let elements):
            return elements.allSatisfy(onlyComputes)
        case .unary(_, let operand), .typeCheck(let operand, _):
            return onlyComputes(operand)
        case .binary(let first, let rest):
            return onlyComputes(first) && rest.allSatisfy { onlyComputes($0.operand) }
        case .range(let lhs, let rhs, _):
            return onlyComputes(lhs) && onlyComputes(rhs)
        case .member(let base, let name):
            return literalKind(of: base)?.hasProperty(name.name) == true
        default:
            return false
        }
    }

    /// What `base` is known to be without running it: a list or string literal that only
    /// computes, or a constant declared by a literal. A dictionary literal itself is not
    /// counted: building it may fail on a key.
    private func literalKind(of base: Expr) -> LiteralKind? {
        switch base.kind {
        case .list, .string:
            return onlyComputes(base) ? LiteralKind(base) : nil
        case .identifier(let id):
            guard let resolution = resolve(id.name), resolution.isConstant else { return nil }
            if let local = resolution.local { return local.isReady ? local.literalKind : nil }
            if case .global(let slot) = resolution.location, declaredGlobals.contains(id.name) { return globalLiteralKinds[slot] }
            return nil
        default:
            return nil
        }
    }

    /// A bare assignment in a renderer rule's block names a property of the renderer it makes:
    /// one that no renderer the rule can make has is the error drawing would raise, said even
    /// when no overlay of the class is ever added (a rule in a file others import).
    private func checkRuleProperty(_ id: Identifier) {
        let classes = context.selfClasses
        guard !classes.isEmpty,
              !classes.contains(where: { $0.property(named: id.name) != nil || $0.method(named: id.name) != nil }) else { return }
        let names = Array(Set(classes.flatMap(\.memberNames))).sorted()
        let message = classes.count == 1
            ? "'\(classes[0].name)' has no member '\(id.name)'"
            : "no renderer the rule makes (\(classes.map(\.name).joined(separator: ", "))) has a member '\(id.name)'"
        let suggestion = Suggestions.closest(to: id.name, among: names)
        error(message, id.span, suggestion: suggestion, help: suggestion == nil ? ruleRendererHelp(id.name) : nil)
    }

    /// Where a renderer comes from that has a member a rule's block names and the renderers
    /// the rule makes lack (`setColors` of GradientPolylineRenderer): a rule makes the standard
    /// renderer of its class, so another is returned from the hook. Nil outside a rule's block.
    func ruleRendererHelp(_ name: String) -> String? {
        let classes = context.selfClasses
        guard !classes.isEmpty else { return nil }
        let owner = SceneClasses.globals.first { candidate in
            candidate.isSubclass(of: SceneClasses.overlayRenderer) && !classes.contains { $0 === candidate }
                && classes.contains { candidate.isSubclass(of: $0) }
                && (candidate.property(named: name) != nil || candidate.method(named: name) != nil)
        }
        return owner.map { "'\(name)' belongs to \($0.name), which a rule does not make: return one from 'on rendererFor(overlay)'" }
    }
}
