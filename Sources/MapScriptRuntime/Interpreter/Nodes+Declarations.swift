import MapScriptSyntax

/// A method as the compiler leaves it: its interned name and its prototype.
struct MethodPrototype {
    let name: String
    let symbol: Int
    let prototype: FunctionPrototype
}

/// `class Name: Super { ... }`: builds the class when the declaration runs (the superclass
/// is a value, known only then), numbering fields after the inherited ones and copying the
/// method table down.
final class ClassDeclNode: StmtNode {
    struct Field {
        let name: String
        let symbol: Int
        /// Declared with `let`.
        let isConstant: Bool
    }

    let name: String
    let superclass: ExprNode?
    let superclassName: String?
    let fields: [Field]
    let fieldInitializer: FunctionPrototype?
    let initializer: FunctionPrototype?
    let methods: [MethodPrototype]
    let location: VariableLocation
    let file: SourceFile

    init(name: String, superclass: ExprNode?, superclassName: String?, fields: [Field],
         fieldInitializer: FunctionPrototype?, initializer: FunctionPrototype?, methods: [MethodPrototype],
         location: VariableLocation, file: SourceFile, span: SourceSpan) {
        self.name = name
        self.superclass = superclass
        self.superclassName = superclassName
        self.fields = fields
        self.fieldInitializer = fieldInitializer
        self.initializer = initializer
        self.methods = methods
        self.location = location
        self.file = file
        super.init(span: span)
    }

    override func exec(_ ip: Interpreter) throws -> Flow {
        if location.isBoxed { try location.declare(.nil, ip, span: span) }
        var scriptSuper: ScriptClass?
        var nativeRoot: NativeClass?
        if let superclass {
            switch try superclass.eval(ip) {
            case .class(let c):
                guard c.depth < ScriptClass.maximumDepth else {
                    throw RuntimeError("'\(name)' would make a chain of more than \(ScriptClass.maximumDepth) classes, "
                                       + "the most a chain may have", span: superclass.span)
                }
                scriptSuper = c
                nativeRoot = c.nativeSuperclass
            case .nativeClass(let n):
                nativeRoot = n
            case let other:
                throw RuntimeError("'\(superclassName ?? "?")' is not a class (it is a \(other.typeName))", span: superclass.span)
            }
        }
        var fieldNames = scriptSuper?.fieldNames ?? []
        var fieldSlots = scriptSuper?.fieldSlots ?? [:]
        var constantFields = scriptSuper?.constantFields ?? []
        var constantNativeProperties = scriptSuper?.constantNativeProperties ?? []
        for field in fields {
            // A field named as a property of the built-in superclass (`let coordinate`,
            // `var title`, `let boundingMapRect`) provides that property, as a Swift class
            // adopting MKAnnotation does: it gets no slot of its own, so reads and writes reach
            // the property the map reads, and its initial value is written there at super.init.
            if fieldSlots[field.symbol] == nil, let nativeRoot, nativeRoot.property(named: field.name) != nil {
                if field.isConstant { constantNativeProperties.insert(field.symbol) }
                continue
            }
            if let inherited = fieldSlots[field.symbol] {
                // Declaring an inherited field again keeps its slot; a `let` on either side
                // makes it constant.
                if field.isConstant { constantFields[inherited] = true }
                continue
            }
            fieldSlots[field.symbol] = fieldNames.count
            fieldNames.append(field.name)
            constantFields.append(field.isConstant)
        }
        let scriptClass = ScriptClass(
            name: name, superclass: scriptSuper, nativeSuperclass: nativeRoot,
            fieldNames: fieldNames, fieldSlots: fieldSlots, fieldInitializer: nil,
            methods: scriptSuper?.methods ?? [:], methodsByName: scriptSuper?.methodsByName ?? [:],
            initializer: scriptSuper?.initializer, declarationSpan: SourceLocation(file: file, span: span))
        scriptClass.constantFields = constantFields
        scriptClass.constantNativeProperties = constantNativeProperties
        if let fieldInitializer {
            scriptClass.fieldInitializer = try FunctionNode.makeClosure(fieldInitializer, ip, homeClass: scriptClass, span: span)
        }
        if let initializer {
            scriptClass.initializer = try FunctionNode.makeClosure(initializer, ip, homeClass: scriptClass, span: span)
        }
        for method in methods {
            let closure = try FunctionNode.makeClosure(method.prototype, ip, homeClass: scriptClass, span: span)
            scriptClass.methods[method.symbol] = closure
            scriptClass.methodsByName[method.name] = closure
        }
        try location.store(.class(scriptClass), ip, span: span)
        return .normal
    }
}

/// Writes `self.field = initial value` for each field of one class (run per instance).
final class FieldInitNode: StmtNode {
    let symbol: Int
    let name: String
    let value: ExprNode
    init(symbol: Int, name: String, value: ExprNode, span: SourceSpan) {
        self.symbol = symbol
        self.name = name
        self.value = value
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        let v = try value.eval(ip)
        guard case .instance(let instance) = ip.frame[0] else {
            throw RuntimeError("field '\(name)' cannot be initialised here", span: span)
        }
        if let slot = instance.scriptClass.fieldSlots[symbol] {
            instance.fields[slot] = v
            return .normal
        }
        guard instance.scriptClass.nativeSuperclass?.property(named: name) != nil else {
            throw RuntimeError("field '\(name)' cannot be initialised here", span: span)
        }
        // A property of the built-in superclass: written now if its object exists, else at super.init.
        let pending = PendingNativeValue(name: name, value: v, span: span, valueSpan: value.span)
        if let native = instance.native {
            try Members.setNative(native, receiver: .instance(instance), name: name, to: v, span: span, valueSpan: value.span, ip: ip)
        } else {
            instance.pendingNativeValues.append(pending)
        }
        return .normal
    }
}

/// `enum Name { case ...; func ... }`.
final class EnumDeclNode: StmtNode {
    let name: String
    let caseNames: [String]
    let methods: [MethodPrototype]
    let location: VariableLocation
    init(name: String, caseNames: [String], methods: [MethodPrototype], location: VariableLocation, span: SourceSpan) {
        self.name = name
        self.caseNames = caseNames
        self.methods = methods
        self.location = location
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        if location.isBoxed { try location.declare(.nil, ip, span: span) }
        let enumType = EnumType(name: name, caseNames: caseNames)
        for method in methods {
            enumType.addMethod(try FunctionNode.makeClosure(method.prototype, ip, homeClass: nil, span: span), symbol: method.symbol)
        }
        try location.store(.enumType(enumType), ip, span: span)
        return .normal
    }
}

/// `import "file.map"`: runs the file's top level the first time only.
final class ImportNode: StmtNode {
    let module: Module
    init(module: Module, span: SourceSpan) {
        self.module = module
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        guard !module.hasRun else { return .normal }
        module.hasRun = true
        _ = try ip.invoke(module.body, argBase: ip.top, callSpan: span)
        return .normal
    }
}

/// `annotation`/`polygon`/`polyline`/`circle`/`overlay` declarations: the scene host makes
/// the object, the config block runs with `self` bound to it, the host adds it to the map,
/// and the name (if any) is bound.
final class SceneDeclNode: StmtNode {
    let kind: SceneObjectRequest.Kind
    let name: String?
    let type: ExprNode?
    let coordinate: ExprNode?
    let coordinates: ExprNode?
    let radius: ExprNode?
    let arguments: ArgumentNodes
    let config: FunctionPrototype?
    let location: VariableLocation?

    init(kind: SceneObjectRequest.Kind, name: String?, type: ExprNode?, coordinate: ExprNode?, coordinates: ExprNode?,
         radius: ExprNode?, arguments: ArgumentNodes, config: FunctionPrototype?, location: VariableLocation?, span: SourceSpan) {
        self.kind = kind
        self.name = name
        self.type = type
        self.coordinate = coordinate
        self.coordinates = coordinates
        self.radius = radius
        self.arguments = arguments
        self.config = config
        self.location = location
        super.init(span: span)
    }

    override func exec(_ ip: Interpreter) throws -> Flow {
        guard let host = ip.sceneHost else {
            throw RuntimeError("'\(kind.rawValue)' declarations need a map", span: span)
        }
        let (positional, keywords) = try arguments.evaluate(ip)
        let request = SceneObjectRequest(
            kind: kind, type: try type?.eval(ip), coordinate: try coordinate?.eval(ip),
            coordinates: try coordinates?.eval(ip), radius: try radius?.eval(ip),
            arguments: Arguments(positional, keywords: keywords, functionName: kind.rawValue), name: name)
        let object: Value
        do {
            object = try ip.callNative(span: span) {
                let made = try host.makeSceneObject(request, interpreter: ip)
                try ip.allocate(LiveSize.footprint(ofMade: made), nil)
                return made
            }
        } catch var error as RuntimeError {
            // An error about one part points at that part's value; a type's constructor names
            // the value it was given first, the coordinate or the coordinates, by position.
            let part: ExprNode?
            switch error.argument {
            case .label("at"), .label("center"): part = coordinate
            case .label("coordinates"): part = coordinates
            case .label("radius"): part = radius
            case .position(0) where kind != .overlay: part = coordinate ?? coordinates
            default: part = nil
            }
            if let part, error.span == span {
                error.span = part.span
                error.argument = nil
            }
            throw error
        }
        if let config {
            let closure = try FunctionNode.makeClosure(config, ip, homeClass: ip.currentClosure.homeClass, span: span)
            _ = try ip.callClosure(closure, selfValue: object, positional: [], keywords: [], span: span)
        }
        _ = try ip.callNative(span: span) {
            try host.addSceneObject(object, interpreter: ip)
            return .nil
        }
        if let location { try location.declare(object, ip, span: span) }
        return .normal
    }
}

/// `renderer NAME? for Type { ... }`.
final class RendererDeclNode: StmtNode {
    let name: String?
    let type: ExprNode
    let methods: [MethodPrototype]
    let configuration: FunctionPrototype
    let location: VariableLocation?

    init(name: String?, type: ExprNode, methods: [MethodPrototype], configuration: FunctionPrototype, location: VariableLocation?, span: SourceSpan) {
        self.name = name
        self.type = type
        self.methods = methods
        self.configuration = configuration
        self.location = location
        super.init(span: span)
    }

    override func exec(_ ip: Interpreter) throws -> Flow {
        guard let host = ip.sceneHost else {
            throw RuntimeError("'renderer' declarations need a map", span: span)
        }
        let typeValue = try type.eval(ip)
        var closures: [String: Closure] = [:]
        for method in methods {
            closures[method.name] = try FunctionNode.makeClosure(method.prototype, ip, homeClass: nil, span: span)
        }
        let configure = try FunctionNode.makeClosure(configuration, ip, homeClass: nil, span: span)
        let rule = RendererRule(name: name, type: typeValue, methods: closures, configuration: configure)
        // A type that is no overlay class is the fault of the type named.
        _ = try ip.callNative(span: type.span) {
            try host.registerRendererRule(rule, interpreter: ip)
            return .nil
        }
        if let location { try location.declare(.nil, ip, span: span) }
        return .normal
    }
}

/// `on hook(params) { body }`.
final class HookNode: StmtNode {
    let name: String
    let prototype: FunctionPrototype
    init(name: String, prototype: FunctionPrototype, span: SourceSpan) {
        self.name = name
        self.prototype = prototype
        super.init(span: span)
    }
    override func exec(_ ip: Interpreter) throws -> Flow {
        let function = Value.function(try FunctionNode.makeClosure(prototype, ip, homeClass: nil, span: span))
        if let host = ip.sceneHost {
            _ = try ip.callNative(span: span) {
                try host.registerHook(named: name, function: function, interpreter: ip)
                return .nil
            }
        } else {
            ip.storeHook(name, function)
        }
        return .normal
    }
}
