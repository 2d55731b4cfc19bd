import MapScriptSyntax

extension Compiler {
    // MARK: Functions

    /// Compiles a function body in a context of its own. `self` takes slot 0 when
    /// `hasSelf`; parameters follow.
    func compileFunction(_ function: FunctionLiteral, name: String, kind: FunctionContext.Kind, ownerName: String? = nil,
                         allowsSuper: Bool = false, classShape: ClassShape? = nil, selfClasses: [NativeClass] = []) -> FunctionPrototype {
        let hasSelf = kind == .method || kind == .initializer || kind == .config || kind == .fieldInitializer
        let prototypeKind: FunctionPrototype.Kind
        switch kind {
        case .method, .fieldInitializer: prototypeKind = .method
        case .config: prototypeKind = .block
        case .initializer: prototypeKind = .initializer
        case .hook: prototypeKind = .hook
        case .topLevel: prototypeKind = .topLevel
        case .function: prototypeKind = .function
        }
        let prototype = FunctionPrototype(name: name, kind: prototypeKind, file: file, span: function.span,
                                          parameterNames: function.parameters.map(\.name.name), hasSelf: hasSelf)
        prototype.ownerName = ownerName
        let context = FunctionContext(kind: kind, prototype: prototype, capturedNames: CaptureAnalysis.namesCaptured(in: function))
        context.allowsSuper = allowsSuper
        context.classShape = classShape
        context.selfClasses = selfClasses
        contexts.append(context)
        if hasSelf {
            let selfLocal = declareLocal("self", span: function.span, isConstant: true)
            if selfLocal.isBoxed { prototype.boxedParameters.append(selfLocal.slot) }
        }
        let parameters = function.parameters.map { parameter in
            let local = declareLocal(parameter.name.name, span: parameter.name.span, isConstant: false)
            if local.isBoxed { prototype.boxedParameters.append(local.slot) }
            return local
        }
        prototype.defaults = function.parameters.indices.map { index in
            guard let value = function.parameters[index].defaultValue else { return nil }
            // The defaults run in order once the arguments are bound: one may read the
            // parameters before it, but a later one has no value yet unless a caller gave it.
            for (other, local) in parameters.enumerated() {
                local.isReady = other < index
                local.notReadyMessage = other == index
                    ? "cannot read '\(local.name)' in its own default value"
                    : "'\(local.name)' is used before its declaration: a default value may use only the parameters before it"
            }
            defer { parameters.forEach { $0.isReady = true } }
            return compileExpression(value)
        }
        prototype.body = StatementList(compileStatements(function.body.statements))
        contexts.removeLast()
        return prototype
    }

    /// A block that runs with `self` bound (config blocks, renderer configuration).
    func compileSelfBlock(_ statements: [Stmt], span: SourceSpan, name: String, parameters: [Identifier] = [],
                          selfClasses: [NativeClass] = []) -> FunctionPrototype {
        let function = FunctionLiteral(name: nil, parameters: parameters.map { Parameter(name: $0, defaultValue: nil) },
                                       body: Block(statements: statements, span: span), span: span)
        return compileFunction(function, name: name, kind: .config, selfClasses: selfClasses)
    }

    // MARK: Classes

    func compileClass(_ declaration: ClassDecl, span: SourceSpan) -> StmtNode {
        let name = declaration.name
        let superclassNode = declaration.superclass.map { superclass -> ExprNode in
            if superclass.name == name.name {
                error("a class cannot extend itself", superclass.span)
                return ConstantNode(.nil, span: superclass.span)
            }
            // Known before the run: an instance of such a class could never be made.
            if let builtIn = builtInClass(named: superclass.name), !builtIn.isExtensible {
                error("the built-in class '\(builtIn.name)' cannot be extended", superclass.span)
            }
            return compileRead(superclass)
        }
        let superclassShape = declaration.superclass.flatMap { $0.name == name.name ? nil : knownClassShape(named: $0.name) }
        let builtInRoot = declaration.superclass.flatMap { builtInClass(named: $0.name) ?? superclassShape?.builtInRoot }
        var shapeFields: [String: ClassShape.Field] = [:]
        for case .field(let field, _) in declaration.members where shapeFields[field.name.name] == nil {
            shapeFields[field.name.name] = ClassShape.Field(isConstant: field.isConstant, file: file, span: field.name.span)
        }
        var methodNames: Set<String> = []
        for case .method(let method) in declaration.members { if let methodName = method.name?.name { methodNames.insert(methodName) } }
        let shape = ClassShape(name: name.name, fields: shapeFields, methods: methodNames, superclass: superclassShape,
                               builtInRoot: builtInRoot)
        let location: VariableLocation
        if isGlobalScope {
            location = declareVariable(name, isConstant: true)
            if case .global(let slot) = location { globalClassShapes[slot] = shape }
        } else {
            let local = declareLocal(name.name, span: name.span, isConstant: true)
            local.classShape = shape
            location = local.location
        }
        var seen: [String: SourceSpan] = [:]
        func checkDuplicate(_ id: Identifier) {
            if let previous = seen[id.name] {
                error("'\(id.name)' is already declared in class '\(name.name)'", id.span,
                      notes: [.note("'\(id.name)' was declared here", in: file, at: previous)])
            }
            seen[id.name] = id.span
        }
        var fields: [ClassDeclNode.Field] = []
        var fieldInitializers: [(field: VariableDecl, span: SourceSpan)] = []
        var initializer: FunctionPrototype?
        var methods: [MethodPrototype] = []
        for member in declaration.members {
            switch member {
            case .field(let field, let fieldSpan):
                checkDuplicate(field.name)
                fields.append(ClassDeclNode.Field(name: field.name.name, symbol: ip.symbols.intern(field.name.name),
                                                  isConstant: field.isConstant))
                if field.initializer != nil { fieldInitializers.append((field, fieldSpan)) }
            case .initializer(let function):
                if initializer != nil {
                    error("class '\(name.name)' already has an init", function.span)
                }
                initializer = compileFunction(function, name: "init", kind: .initializer, ownerName: name.name, allowsSuper: true,
                                              classShape: shape)
            case .method(let function):
                let methodName = function.name?.name ?? "method"
                if let id = function.name { checkDuplicate(id) }
                let prototype = compileFunction(function, name: methodName, kind: .method, ownerName: name.name, allowsSuper: true,
                                                classShape: shape)
                methods.append(MethodPrototype(name: methodName, symbol: ip.symbols.intern(methodName), prototype: prototype))
                if let builtInRoot {
                    checkOverride(function, of: builtInRoot)
                    // `view.setDragState(.starting, animated: false)` reaches the override
                    // with a DragState, as the map's own call does.
                    if let readers = builtInRoot.implicitMemberReaders(ofOverridable: methodName) {
                        prototype.implicitMemberReaders = Array(readers.prefix(prototype.parameterCount))
                    }
                }
            }
        }
        var fieldInitializer: FunctionPrototype?
        if !fieldInitializers.isEmpty {
            let prototype = FunctionPrototype(name: "fields of \(name.name)", kind: .fieldInitializers, file: file, span: span, parameterNames: [],
                                              hasSelf: true)
            prototype.ownerName = name.name
            var captured: Set<String> = []
            for (field, _) in fieldInitializers {
                if let value = field.initializer {
                    captured.formUnion(CaptureAnalysis.namesCaptured(in: [Stmt(.expression(value), span: value.span)]))
                }
            }
            let context = FunctionContext(kind: .fieldInitializer, prototype: prototype, capturedNames: captured)
            context.classShape = shape
            contexts.append(context)
            let selfLocal = declareLocal("self", span: span, isConstant: true)
            if selfLocal.isBoxed { prototype.boxedParameters.append(selfLocal.slot) }
            var nodes: [StmtNode] = []
            for (field, fieldSpan) in fieldInitializers {
                guard let value = field.initializer else { continue }
                nodes.append(FieldInitNode(symbol: ip.symbols.intern(field.name.name), name: field.name.name,
                                           value: compileExpression(value), span: fieldSpan))
            }
            contexts.removeLast()
            prototype.body = StatementList(nodes)
            fieldInitializer = prototype
        }
        return ClassDeclNode(name: name.name, superclass: superclassNode, superclassName: declaration.superclass?.name,
                             fields: fields, fieldInitializer: fieldInitializer, initializer: initializer, methods: methods,
                             location: location, file: file, span: span)
    }

    /// The built-in class `name` refers to here, when it is one (not shadowed by a script's name).
    private func builtInClass(named name: String) -> NativeClass? {
        builtInValue(named: name)?.nativeClass
    }

    /// The built-in value (a class, a function...) `name` refers to here, when it is one.
    private func builtInValue(named name: String) -> Value? {
        guard let resolution = resolve(name), resolution.isBuiltin, case .global(let slot) = resolution.location else { return nil }
        return ip.globals[slot]
    }

    /// A method that overrides one the map calls (`touchesEnded`, `draw`, `url`...) must take
    /// the arguments the map passes: one that cannot would fail at the map's first call.
    /// A method whose name is a near miss of one (`drow`, `setSelcted`) and that could take
    /// that one's arguments overrides nothing, and the map never calls it: a warning, with the
    /// name it was likely meant to have. (A helper such as `drawn()` takes other arguments.)
    private func checkOverride(_ function: FunctionLiteral, of builtIn: NativeClass) {
        guard let id = function.name else { return }
        let declared = function.parameters.map(\.name.name)
        let required = function.parameters.count { $0.defaultValue == nil }
        guard let reference = builtIn.overridableReference(named: id.name) else {
            if let meant = Suggestions.closest(to: id.name, among: builtIn.overridableMethodNames), !meant.hasPrefix(id.name),
               builtIn.overridableReference(named: meant)?.overrideMismatch(declared: declared, required: required) == nil {
                diagnostics.append(Diagnostic(
                    severity: .warning, message: "'\(id.name)' overrides nothing: the map never calls it", file: file, span: id.span,
                    suggestion: meant, help: "a method the map calls is overridden by its exact name; this one runs only when the script calls it"))
            }
            return
        }
        guard let mismatch = reference.overrideMismatch(declared: declared, required: required) else { return }
        let span = function.parameters.isEmpty ? id.span
            : function.parameters[0].name.span.union(function.parameters[function.parameters.count - 1].name.span)
        diagnostics.append(Diagnostic(severity: .error, message: mismatch.message, file: file, span: span, help: mismatch.help))
    }

    /// The shape of the class `name` refers to here, when it is a class declaration this
    /// compiler (or the compiler of a file it imported) has seen.
    private func knownClassShape(named name: String) -> ClassShape? {
        guard let resolution = resolve(name) else { return nil }
        if let local = resolution.local { return local.classShape }
        if case .global(let slot) = resolution.location { return globalClassShapes[slot] }
        return nil
    }

    // MARK: Enums

    func compileEnum(_ declaration: EnumDecl, span: SourceSpan) -> StmtNode {
        let name = declaration.name
        let location: VariableLocation
        if isGlobalScope {
            location = declareVariable(name, isConstant: true)
        } else {
            location = declareLocal(name.name, span: name.span, isConstant: true).location
        }
        var seen: [String: SourceSpan] = [:]
        for c in declaration.cases { seen[c.name] = c.span }
        if declaration.cases.isEmpty {
            error("enum '\(name.name)' has no cases", name.span)
        }
        var methods: [MethodPrototype] = []
        for function in declaration.methods {
            let methodName = function.name?.name ?? "method"
            if let id = function.name, let previous = seen[id.name] {
                error("'\(id.name)' is already declared in enum '\(name.name)'", id.span,
                      notes: [.note("'\(id.name)' was declared here", in: file, at: previous)])
            }
            if let id = function.name { seen[id.name] = id.span }
            let prototype = compileFunction(function, name: methodName, kind: .method, ownerName: name.name)
            methods.append(MethodPrototype(name: methodName, symbol: ip.symbols.intern(methodName), prototype: prototype))
        }
        return EnumDeclNode(name: name.name, caseNames: declaration.cases.map(\.name), methods: methods, location: location, span: span)
    }

    // MARK: Scene declarations

    func compileScene(_ declaration: SceneDecl, span: SourceSpan) -> StmtNode {
        let type = declaration.type.map(compileRead)
        var coordinate: ExprNode?
        var coordinates: ExprNode?
        var radius: ExprNode?
        var arguments = ArgumentNodes(positional: [], keywords: [])
        let kind: SceneObjectRequest.Kind
        switch declaration.kind {
        case .annotation(let c):
            kind = .annotation
            coordinate = compileExpression(c)
        case .polygon(let c):
            kind = .polygon
            coordinates = compileExpression(c)
        case .polyline(let c):
            kind = .polyline
            coordinates = compileExpression(c)
        case .circle(let c, let r):
            kind = .circle
            coordinate = compileExpression(c)
            radius = compileExpression(r)
        case .overlay(let args):
            kind = .overlay
            arguments = compileArguments(args)
        }
        let config = declaration.config.map {
            compileSelfBlock($0.statements, span: $0.span, name: declaration.name.map { "\(kind.rawValue) '\($0.name)'" } ?? kind.rawValue)
        }
        var location: VariableLocation?
        if let name = declaration.name {
            location = isGlobalScope ? declareVariable(name, isConstant: true) : declareLocal(name.name, span: name.span, isConstant: true).location
        }
        return SceneDeclNode(kind: kind, name: declaration.name?.name, type: type, coordinate: coordinate, coordinates: coordinates,
                             radius: radius, arguments: arguments, config: config, location: location, span: span)
    }

    func compileRenderer(_ declaration: RendererDecl, span: SourceSpan) -> StmtNode {
        let type = compileRead(declaration.type)
        let owner = "renderer for \(declaration.type.name)"
        // A second rule for a class would replace the first whole, which is never what two rules mean.
        if isGlobalScope {
            if let previous = rendererRulesDeclared[declaration.type.name] {
                error("a renderer rule for '\(declaration.type.name)' is already declared; the second would replace the first",
                      declaration.type.span, notes: [.note("the first rule is here", in: file, at: previous)])
            }
            rendererRulesDeclared[declaration.type.name] = declaration.type.span
            reportDeclaredByAnImportToo(Compiler.rendererRuleKey(declaration.type.name), at: declaration.type.span)
        }
        // The rule's methods override those of the renderer the overlay class draws with.
        let builtIn = builtInValue(named: declaration.type.name), shape = knownClassShape(named: declaration.type.name)
        let overlayClass = builtIn?.nativeClass ?? shape?.builtInRoot
        // A type known here that is no overlay class is reported now, at its name, with any
        // other such rule, rather than by the first of them when the script runs.
        if let builtIn, !ScriptMapDelegate.isOverlayClass(builtIn) {
            error(ScriptMapDelegate.notAnOverlayClass(builtIn.typeName, isClass: builtIn.isClassValue), declaration.type.span)
        } else if builtIn == nil, let shape, !(shape.builtInRoot?.isSubclass(of: SceneClasses.overlay) ?? false) {
            error(ScriptMapDelegate.notAnOverlayClass("class \(shape.name)", isClass: true), declaration.type.span)
        }
        let rendererClass = overlayClass?.defaultRendererClass
        var methods: [MethodPrototype] = []
        var seen: Set<String> = []
        for function in declaration.methods {
            let methodName = function.name?.name ?? "method"
            if !seen.insert(methodName).inserted, let id = function.name {
                error("'\(methodName)' is already declared in this renderer", id.span)
            }
            let prototype = compileFunction(function, name: methodName, kind: .method, ownerName: owner, allowsSuper: true)
            methods.append(MethodPrototype(name: methodName, symbol: ip.symbols.intern(methodName), prototype: prototype))
            if let rendererClass { checkOverride(function, of: rendererClass) }
        }
        let overlayParameter = Identifier(name: "overlay", span: declaration.type.span)
        // The rule makes the standard renderer of each overlay's own shape: a rule for a class
        // with subclasses (`Overlay`, `Shape`) may configure any of theirs.
        var selfClasses: [NativeClass] = []
        if let overlayClass {
            for candidate in SceneClasses.globals where candidate.isSubclass(of: overlayClass) {
                if let renderer = candidate.defaultRendererClass, !selfClasses.contains(where: { $0 === renderer }) {
                    selfClasses.append(renderer)
                }
            }
        }
        let configuration = compileSelfBlock(declaration.configuration, span: declaration.body.span, name: owner,
                                             parameters: [overlayParameter], selfClasses: selfClasses)
        var location: VariableLocation?
        if let name = declaration.name {
            location = isGlobalScope ? declareVariable(name, isConstant: true) : declareLocal(name.name, span: name.span, isConstant: true).location
        }
        return RendererDeclNode(name: declaration.name?.name, type: type, methods: methods, configuration: configuration,
                                location: location, span: span)
    }

    func compileHook(_ declaration: HookDecl, span: SourceSpan) -> StmtNode? {
        let name = declaration.name
        if let hook = Hook.named(name.name) {
            let expected = hook.parameters
            if expected.count != declaration.parameters.count {
                let list = expected.joined(separator: ", ")
                let spanOfParameters = declaration.parameters.isEmpty
                    ? name.span
                    : declaration.parameters[0].span.union(declaration.parameters[declaration.parameters.count - 1].span)
                error("hook '\(name.name)' takes \(expected.count) parameter\(expected.count == 1 ? "" : "s") (\(list)), not \(declaration.parameters.count)",
                      spanOfParameters)
            }
        } else {
            // `on mapView(...)` is MapKit's delegate spelling: every hook is named after what follows it.
            var message = name.name == "mapView"
                ? "unknown hook 'mapView'; a hook is named after what the delegate method does, without its 'mapView' part "
                    + "(didSelect for mapView(_:didSelect:)): \(Hook.names.joined(separator: ", "))"
                : "unknown hook '\(name.name)'"
            var suggestion = Compiler.hookSuggestion(for: name.name)
            // A label of a delegate method, as `annotationView` of two of them: the hooks that have
            // it, the one taking as many parameters suggested.
            let labelled = Hook.allCases.filter { $0.row.delegateMethod.contains("_:\(name.name):") }
            if name.name != "mapView", Hook.meant(byMapKitName: name.name) == nil, !labelled.isEmpty {
                message += "; MapKit's methods with the label '\(name.name)' are the hooks "
                    + labelled.map { "\($0.name)(\($0.parameters.joined(separator: ", "))) for \($0.row.delegateMethod)" }.joined(separator: " and ")
                suggestion = labelled.first { $0.parameters.count == declaration.parameters.count }?.name
            }
            error(message, name.span, suggestion: suggestion)
        }
        if let previous = hooksDeclared[name.name] {
            error("hook '\(name.name)' is already declared", name.span,
                  notes: [.note("the first '\(name.name)' is here", in: file, at: previous)])
        }
        hooksDeclared[name.name] = name.span
        reportDeclaredByAnImportToo(Compiler.hookKey(name.name), at: name.span)
        warnIfHookCanEndWithoutReturn(declaration)
        let function = FunctionLiteral(name: name, parameters: declaration.parameters.map { Parameter(name: $0, defaultValue: nil) },
                                       body: declaration.body, span: span)
        let prototype = compileFunction(function, name: name.name, kind: .hook)
        return HookNode(name: name.name, prototype: prototype, span: span)
    }

    /// A hook asked for something (`viewFor`, `clusterAnnotationFor`, `rendererFor`): a body
    /// whose end can be reached gives nil there, which is more often a forgotten `return` than
    /// a choice.
    private func warnIfHookCanEndWithoutReturn(_ declaration: HookDecl) {
        guard let consequence = Hook.named(declaration.name.name)?.returns.missingReturnConsequence,
              !ReturnAnalysis.alwaysReturns(declaration.body.statements) else { return }
        let name = declaration.name.name
        diagnostics.append(Diagnostic(
            severity: .warning,
            message: "'\(name)' can reach the end of its body without returning \(consequence)",
            file: file, span: declaration.name.span,
            help: "return on every path; end the body with 'return nil' where nil is meant"
        ))
    }

    /// The did-you-mean for an unknown hook: MapKit's spelling of a hook names the hook
    /// (`viewForAnnotation` is `viewFor`), else the closest name.
    static func hookSuggestion(for name: String) -> String? {
        if let hook = Hook.meant(byMapKitName: name) { return hook.name }
        return Suggestions.closest(to: name, among: Hook.names)
    }
}
