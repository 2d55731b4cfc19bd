import MapScriptSyntax

/// The arguments of a call site: positional expressions, then labelled ones.
final class ArgumentNodes {
    let positional: ExpressionList
    let keywords: [(label: String, value: ExprNode)]
    let hasKeywords: Bool
    /// The labels of `keywords` and their expressions, apart, for calls into Swift: the values
    /// go on the stack after the positional ones and the labels are shared by every call.
    private let labels: [String]
    private let keywordValues: ExpressionList

    /// Where each label of `keywords` is written, for an error about the label itself.
    private let labelSpans: [SourceSpan]

    init(positional: [ExprNode], keywords: [(label: String, value: ExprNode)], labelSpans: [SourceSpan] = []) {
        self.positional = ExpressionList(positional)
        self.keywords = keywords
        self.labelSpans = labelSpans
        self.hasKeywords = !keywords.isEmpty
        labels = keywords.map(\.label)
        keywordValues = ExpressionList(keywords.map(\.value))
    }

    func evaluate(_ ip: Interpreter) throws -> (positional: [Value], keywords: [(label: String, value: Value)]) {
        var values: [Value] = []
        values.reserveCapacity(positional.count)
        for node in positional.nodes { values.append(try node.eval(ip)) }
        var labelled: [(label: String, value: Value)] = []
        for (label, node) in keywords { labelled.append((label, try node.eval(ip))) }
        return (values, labelled)
    }

    /// Pushes the positional arguments onto the value stack (the fast path).
    @inline(__always)
    func push(_ ip: Interpreter) throws {
        try positional.push(ip)
    }

    /// Runs a call of a script function with these arguments pushed: an error about one of
    /// them raised before the call begins (one too many, a leading-dot case its override
    /// cannot read) gets its caret under that argument.
    @inline(__always)
    func pointing(_ call: () throws -> Value) throws -> Value {
        do {
            return try call()
        } catch let error as RuntimeError where error.argument != nil && error.file == nil {
            throw pointing(error)
        }
    }

    /// An error a call into Swift raised about one of these arguments, with its caret moved
    /// from the whole call to that argument.
    func pointing(_ error: RuntimeError) -> RuntimeError {
        var error = error
        guard let argument = error.argument, error.file == nil else { return error }
        error.argument = nil
        switch argument {
        case .position(let index):
            if index < positional.nodes.count { error.span = positional.nodes[index].span }
        case .label(let label):
            if let node = keywords.first(where: { $0.label == label })?.value { error.span = node.span }
        case .unknownLabel(let label):
            if let index = keywords.firstIndex(where: { $0.label == label }), index < labelSpans.count { error.span = labelSpans[index] }
        }
        return error
    }

    /// Calls Swift code (a built-in function, a built-in class's constructor or method) with
    /// these arguments: evaluated onto the value stack, positional ones first, and read there
    /// through an `Arguments` view, so the call allocates no argument arrays. The values are
    /// taken off the stack when the body returns or throws.
    @inline(__always)
    func callNative(_ ip: Interpreter, name: String, span: SourceSpan, _ body: (Arguments) throws -> Value) throws -> Value {
        let argBase = ip.top
        do {
            try positional.push(ip)
            if hasKeywords { try keywordValues.push(ip) }
        } catch {
            ip.discardPushed(from: argBase)
            throw error
        }
        defer { ip.discardPushed(from: argBase) }
        let arguments = Arguments(stackOf: ip, from: argBase, positionalCount: positional.count, labels: labels, functionName: name)
        do {
            return try ip.callNative(span: span) { try body(arguments) }
        } catch let error as RuntimeError where error.argument != nil {
            throw pointing(error)
        }
    }
}

/// `callee(arguments)`. A script function called with positional arguments takes the fast
/// path: arguments are evaluated straight into the callee's slots.
final class CallNode: ExprNode {
    let callee: ExprNode
    let arguments: ArgumentNodes
    /// The global slot of a callee named at top level (`fib(n - 1)`), read in place: the
    /// closure is taken straight out of the slot, without a node call and a `Value` copy.
    private let calleeGlobalSlot: Int?
    /// The argument of a call with exactly one, positional: a built-in with a
    /// single-argument body takes it without an argument list.
    private let onlyArgument: ExprNode?

    init(callee: ExprNode, arguments: ArgumentNodes, span: SourceSpan) {
        self.callee = callee
        self.arguments = arguments
        self.calleeGlobalSlot = arguments.hasKeywords ? nil : (callee as? GlobalGet)?.slot
        self.onlyArgument = arguments.positional.count == 1 && !arguments.hasKeywords ? arguments.positional.nodes[0] : nil
        super.init(span: span)
    }

    override func eval(_ ip: Interpreter) throws -> Value {
        if let slot = calleeGlobalSlot {
            if case .function(let closure) = ip.globals[slot] {
                let argBase = ip.top
                try arguments.push(ip)
                return try arguments.pointing { try ip.invoke(closure, argBase: argBase, callSpan: span) }
            }
            if let onlyArgument, case .builtin(let builtin) = ip.globals[slot], let single = builtin.single {
                let argument = try onlyArgument.eval(ip)
                return try ip.callNative(span: span) {
                    do {
                        return try single(ip, argument)
                    } catch var error as RuntimeError where error.span == nil && error.file == nil {
                        // A one-argument built-in's own error (not a hook's) is about that argument.
                        error.span = onlyArgument.span
                        throw error
                    }
                }
            }
        }
        let f = try callee.eval(ip)
        if case .function(let closure) = f, !arguments.hasKeywords {
            let argBase = ip.top
            try arguments.push(ip)
            return try arguments.pointing { try ip.invoke(closure, argBase: argBase, callSpan: span) }
        }
        switch f {
        case .builtin(let builtin):
            // `String(i)`, `sqrt(x)`, `load(file)`: straight to the body.
            return try arguments.callNative(ip, name: builtin.name, span: span) { try builtin.body(ip, $0) }
        case .nativeClass(let nativeClass):
            // `PointAnnotation(coordinate, title: t)`: straight to the constructor, and what it
            // made charged to the memory bound.
            if let construct = nativeClass.construct {
                return try arguments.callNative(ip, name: nativeClass.name, span: span) {
                    let made = try construct(ip, $0)
                    try ip.allocate(LiveSize.footprint(ofMade: made), nil)
                    return made
                }
            }
        case .boundMethod(let bound):
            if case .native(let method) = bound.callee {
                return try arguments.callNative(ip, name: method.qualifiedName, span: span) { try method.body(ip, bound.receiver, $0) }
            }
        default:
            break
        }
        let (positional, keywords) = try arguments.evaluate(ip)
        do {
            return try ip.callValue(f, positional: positional, keywords: keywords, span: span)
        } catch let error as RuntimeError where error.argument != nil {
            throw arguments.pointing(error)
        }
    }
}

/// `object.name(arguments)`: script methods are found once per receiver class and called
/// without making a bound method; built-in methods are cached per receiver kind.
final class MethodCallNode: ExprNode {
    let object: ExprNode
    let name: String
    /// Where the method's name is: an error about a member that is not there points at it.
    let nameSpan: SourceSpan
    let symbol: Int
    let arguments: ArgumentNodes
    @exclusivity(unchecked) private var cachedClass: ScriptClass?
    @exclusivity(unchecked) private var cachedMethod: Unmanaged<Closure>?
    @exclusivity(unchecked) private var cachedNativeClass: NativeClass?
    @exclusivity(unchecked) private var cachedNativeMethod: NativeMethod?
    @exclusivity(unchecked) private var cachedKind: ValueKind?
    @exclusivity(unchecked) private var cachedBuiltinMethod: NativeMethod?

    init(object: ExprNode, name: String, nameSpan: SourceSpan, symbol: Int, arguments: ArgumentNodes, span: SourceSpan) {
        self.object = object
        self.name = name
        self.nameSpan = nameSpan
        self.symbol = symbol
        self.arguments = arguments
        super.init(span: span)
    }

    override func eval(_ ip: Interpreter) throws -> Value {
        // The receiver goes straight into the slot it takes as `self` of a script method, so
        // the common call (a cached method of a script class) copies it once.
        let argBase = ip.top
        ip.push(try object.eval(ip))
        if !arguments.hasKeywords, let method = cachedMethod, ip.stack[argBase].isInstance(of: cachedClass) {
            try arguments.push(ip)
            return try arguments.pointing { try method._withUnsafeGuaranteedRef { try ip.invoke($0, argBase: argBase, callSpan: span) } }
        }
        let receiver = ip.pop()
        switch receiver {
        case .instance(let instance):
            if let method = instance.scriptClass.method(symbol: symbol) {
                // The class holds its methods for its whole life and the node holds the
                // class, so the method needs no reference of its own here.
                cachedClass = instance.scriptClass
                cachedMethod = Unmanaged.passUnretained(method)
                return try callScript(method, receiver: receiver, ip)
            }
            if let slot = instance.scriptClass.fieldSlots[symbol] {
                return try callMember(instance.fields[slot], ip)
            }
        case .native(let native):
            if let nativeMethod = nativeMethod(for: native.nativeClass) {
                return try callNativeMethod(nativeMethod, receiver: receiver, ip)
            }
        case .enumCase(let c):
            if let method = c.type.methods[symbol] { return try callScript(method, receiver: receiver, ip) }
        case .list, .string, .dictionary, .color, .rect, .mapRect:
            let kind = ValueKind(receiver)
            if kind == cachedKind, let method = cachedBuiltinMethod {
                return try callNativeMethod(method, receiver: receiver, ip)
            }
            if let method = Members.builtinMethod(of: receiver, named: name) {
                cachedKind = kind
                cachedBuiltinMethod = method
                return try callNativeMethod(method, receiver: receiver, ip)
            }
        default:
            break
        }
        let member = try Members.get(receiver, name: name, symbol: symbol, builtin: BuiltinProperty(rawValue: name), span: nameSpan, ip: ip)
        return try callMember(member, ip)
    }

    private func nativeMethod(for nativeClass: NativeClass) -> NativeMethod? {
        if nativeClass === cachedNativeClass { return cachedNativeMethod }
        guard let method = nativeClass.method(named: name) else { return nil }
        cachedNativeClass = nativeClass
        cachedNativeMethod = method
        return method
    }

    @inline(__always)
    private func callScript(_ method: Closure, receiver: Value, _ ip: Interpreter) throws -> Value {
        if !arguments.hasKeywords {
            let argBase = ip.top
            ip.push(receiver)
            try arguments.push(ip)
            return try arguments.pointing { try ip.invoke(method, argBase: argBase, callSpan: span) }
        }
        let (positional, keywords) = try arguments.evaluate(ip)
        do {
            return try ip.callClosure(method, selfValue: receiver, positional: positional, keywords: keywords, span: span)
        } catch let error as RuntimeError where error.argument != nil {
            throw arguments.pointing(error)
        }
    }

    private func callNativeMethod(_ method: NativeMethod, receiver: Value, _ ip: Interpreter) throws -> Value {
        try arguments.callNative(ip, name: method.qualifiedName, span: span) { try method.body(ip, receiver, $0) }
    }

    private func callMember(_ member: Value, _ ip: Interpreter) throws -> Value {
        let (positional, keywords) = try arguments.evaluate(ip)
        do {
            return try ip.callValue(member, positional: positional, keywords: keywords, span: span)
        } catch let error as RuntimeError where error.argument != nil {
            throw arguments.pointing(error)
        }
    }
}

/// The kinds of built-in values whose methods a call site caches.
enum ValueKind {
    case list, string, dictionary, color, rect, mapRect, other

    init(_ value: Value) {
        switch value {
        case .list: self = .list
        case .string: self = .string
        case .dictionary: self = .dictionary
        case .color: self = .color
        case .rect: self = .rect
        case .mapRect: self = .mapRect
        default: self = .other
        }
    }
}

/// `super.name(arguments)` and `super.name`: the method of the superclass of the class that
/// declared the running method, or the built-in class's method when the chain ends in one.
final class SuperMemberNode: ExprNode {
    let receiver: ExprNode
    let name: String
    let symbol: Int
    /// nil for a read (`super.name` without a call).
    let arguments: ArgumentNodes?

    init(receiver: ExprNode, name: String, symbol: Int, arguments: ArgumentNodes?, span: SourceSpan) {
        self.receiver = receiver
        self.name = name
        self.symbol = symbol
        self.arguments = arguments
        super.init(span: span)
    }

    override func eval(_ ip: Interpreter) throws -> Value {
        let selfValue = try receiver.eval(ip)
        let member = try resolve(selfValue, ip)
        guard let arguments else { return member }
        let (positional, keywords) = try arguments.evaluate(ip)
        do {
            return try ip.callValue(member, positional: positional, keywords: keywords, span: span)
        } catch let error as RuntimeError where error.argument != nil {
            throw arguments.pointing(error)
        }
    }

    private func resolve(_ selfValue: Value, _ ip: Interpreter) throws -> Value {
        let home = ip.currentClosure.homeClass
        if let superclass = home?.superclass, let method = superclass.method(symbol: symbol) {
            return .boundMethod(BoundMethod(receiver: selfValue, callee: .script(method)))
        }
        if let native = selfValue.nativeObject {
            let nativeClass = home?.nativeSuperclass ?? native.nativeClass
            if let method = nativeClass.method(named: name) {
                return .boundMethod(BoundMethod(receiver: selfValue, callee: .native(method)))
            }
            if arguments == nil, let property = nativeClass.property(named: name) {
                return try ip.callNative(span: span) { try property.get(ip, native) }
            }
        }
        throw RuntimeError("the superclass has no member '\(name)'", span: span)
    }
}

/// `super.init(arguments)`: the superclass's `init`, or, at the built-in root, the making
/// of the Swift object behind the instance.
final class SuperInitNode: ExprNode {
    let receiver: ExprNode
    let arguments: ArgumentNodes

    init(receiver: ExprNode, arguments: ArgumentNodes, span: SourceSpan) {
        self.receiver = receiver
        self.arguments = arguments
        super.init(span: span)
    }

    override func eval(_ ip: Interpreter) throws -> Value {
        let selfValue = try receiver.eval(ip)
        guard case .instance(let instance) = selfValue, let home = ip.currentClosure.homeClass else {
            throw RuntimeError("super.init can only be called from an initializer", span: span)
        }
        let (positional, keywords) = try arguments.evaluate(ip)
        if let superclass = home.superclass {
            if let initializer = superclass.initializer {
                do {
                    _ = try ip.callClosure(initializer, selfValue: selfValue, positional: positional, keywords: keywords, span: span)
                } catch let error as RuntimeError where error.argument != nil {
                    throw arguments.pointing(error)
                }
            } else if superclass.nativeSuperclass != nil {
                try ip.makeBacking(for: instance, positional: positional, keywords: keywords, span: span)
            } else if !positional.isEmpty || !keywords.isEmpty {
                throw RuntimeError("'\(superclass.name)' has no init and takes no arguments", span: span)
            }
        } else if home.nativeSuperclass != nil {
            try ip.makeBacking(for: instance, positional: positional, keywords: keywords, span: span)
        } else {
            throw RuntimeError("'\(home.name)' has no superclass", span: span)
        }
        return .nil
    }
}
