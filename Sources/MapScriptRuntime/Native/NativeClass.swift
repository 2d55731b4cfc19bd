/// The description of a built-in class, filled in by the code that exposes it (the bridge
/// for scene classes, the runtime for `random`).
///
/// - `construct` makes `Name(args)` work; without it the class cannot be called.
/// - `makeBacking` lets script classes extend the class (`class Pin: AnnotationView`):
///   when a script instance runs `super.init(args)` (or finishes `init` without calling it),
///   the runtime asks for the Swift object behind the instance, passing the instance so the
///   bridge can fill the object's override slot with a link back to the script's methods.
/// - Properties and methods are found by name along the superclass chain, once per call
///   site (the site caches what it found), so dictionaries here are off the hot path.
/// - Setters receive the script's value as is; they coerce it (numbers, `.purple` through
///   `EnumType.resolve`, ...) and throw `RuntimeError` with a message when they cannot.
/// - `staticMembers` answer `Name.member` (`Accessory.detailDisclosure`, `Accessory.image`).
public final class NativeClass {
    public let name: String
    public let superclass: NativeClass?
    // Filled in when the class is installed and only read after: read on every `Name(...)`,
    // where a checked access cost a call to the runtime.
    @exclusivity(unchecked) public var construct: ((Interpreter, Arguments) throws -> Value)?
    public var makeBacking: ((Interpreter, Instance, Arguments) throws -> any NativeObject)?
    /// How `print` and the REPL show an object of this class: by default as its superclass
    /// shows one, `<Name>` when no class of the chain says.
    public var describe: ((any NativeObject) -> String)?
    public private(set) var properties: [String: NativeProperty] = [:]
    public private(set) var methods: [String: NativeMethod] = [:]
    public private(set) var staticMembers: [String: Value] = [:]
    /// A one-line description of the class, for the reference, completion and hover.
    public var summary = ""
    /// Whether a script class may extend it (`class Pin: AnnotationView`).
    public var isExtensible: Bool { makeBacking != nil }
    /// For an overlay class, the renderer class MapKit pairs with it (a `renderer ... for Type`
    /// rule makes one); subclasses inherit it (see `defaultRendererClass`).
    public var defaultRenderer: NativeClass?
    /// The Swift class of the objects it describes, when the class is declared by registry rows;
    /// the bridge finds an object's descriptor from it (`SceneClasses.nativeClass(of:)`).
    public internal(set) var objectType: AnyObject.Type?
    /// The members as the reference describes them, in the order they were declared.
    public internal(set) var reference: [MemberReference] = []
    /// For each overridable method, how each of its parameters reads a leading-dot argument
    /// (`.starting`): a script's override takes the argument as the built-in would.
    var implicitMemberReaders: [String: [(Value, ValueContext) throws -> Value]] = [:]

    public init(name: String, superclass: NativeClass? = nil) {
        self.name = name
        self.superclass = superclass
        describe = superclass?.describe
    }

    /// Adds a property; each write of it is counted among the interpreter's edits, as a change
    /// of presentation alone (a view's size, offset or colours, which a layout running at the
    /// time takes in) when `changesPresentationOnly`, else as any change
    /// (`Interpreter.countingChange`).
    public func addProperty(
        _ name: String,
        changesPresentationOnly: Bool = false,
        get: @escaping (Interpreter, any NativeObject) throws -> Value,
        set: ((Interpreter, any NativeObject, Value) throws -> Void)? = nil
    ) {
        let countedSet = set.map { set in
            { (interpreter: Interpreter, object: any NativeObject, value: Value) throws in
                if changesPresentationOnly {
                    interpreter.presentationEdits &+= 1
                    try set(interpreter, object, value)
                } else {
                    try interpreter.countingChange { try set(interpreter, object, value) }
                }
            }
        }
        properties[name] = NativeProperty(name: name, get: get, set: countedSet)
    }

    public func addMethod(_ name: String, _ body: @escaping (Interpreter, any NativeObject, Arguments) throws -> Value) {
        let className = self.name
        methods[name] = NativeMethod(name: name) { interpreter, receiver, arguments in
            guard let object = receiver.nativeObject else {
                throw RuntimeError("'\(name)' needs a \(className) receiver")
            }
            return try interpreter.countingChange { try body(interpreter, object, arguments) }
        }
    }

    /// Adds a method whose body checks its receiver itself (the typed methods of the bridge,
    /// which cast it once instead of once here and again in a wrapper).
    func add(_ method: NativeMethod) {
        methods[method.name] = method
    }

    public func addStatic(_ name: String, _ value: Value) {
        staticMembers[name] = value
    }

    /// A static method, called as `Name.method(args)`.
    public func addStaticMethod(_ name: String, _ body: @escaping (Interpreter, Arguments) throws -> Value) {
        staticMembers[name] = .builtin(BuiltinFunction(name: "\(self.name).\(name)", body))
    }

    public func property(named name: String) -> NativeProperty? {
        var current: NativeClass? = self
        while let c = current {
            if let p = c.properties[name] { return p }
            current = c.superclass
        }
        return nil
    }

    public func method(named name: String) -> NativeMethod? {
        var current: NativeClass? = self
        while let c = current {
            if let m = c.methods[name] { return m }
            current = c.superclass
        }
        return nil
    }

    /// The reference of the overridable method `name` of this class or a superclass: what a
    /// script subclass's method of that name overrides, and the arguments the map passes it.
    func overridableReference(named name: String) -> MemberReference? {
        var current: NativeClass? = self
        while let c = current {
            if let reference = c.reference.first(where: { $0.kind == .overridableMethod && $0.name == name }) { return reference }
            current = c.superclass
        }
        return nil
    }

    /// How the parameters of the overridable method `name` of this class or a superclass read
    /// a leading-dot argument; nil when no class of the chain declares one of that name.
    func implicitMemberReaders(ofOverridable name: String) -> [(Value, ValueContext) throws -> Value]? {
        var current: NativeClass? = self
        while let c = current {
            if let readers = c.implicitMemberReaders[name] { return readers }
            current = c.superclass
        }
        return nil
    }

    /// The names of the methods the map calls that this class and its superclasses let
    /// scripts override, nearest class first, each in the order its rows declare them.
    var overridableMethodNames: [String] {
        var names: [String] = []
        var current: NativeClass? = self
        while let c = current {
            names += c.reference.filter { $0.kind == .overridableMethod && !names.contains($0.name) }.map(\.name)
            current = c.superclass
        }
        return names
    }

    public func staticMember(named name: String) -> Value? {
        var current: NativeClass? = self
        while let c = current {
            if let v = c.staticMembers[name] { return v }
            current = c.superclass
        }
        return nil
    }

    /// The nearest `defaultRenderer` along the superclass chain.
    public var defaultRendererClass: NativeClass? {
        var current: NativeClass? = self
        while let c = current {
            if let renderer = c.defaultRenderer { return renderer }
            current = c.superclass
        }
        return nil
    }

    public func isSubclass(of other: NativeClass) -> Bool {
        var current: NativeClass? = self
        while let c = current {
            if c === other { return true }
            current = c.superclass
        }
        return false
    }

    /// Every property and method name along the chain, sorted (completion, suggestions).
    public var memberNames: [String] {
        var names = Set<String>()
        var current: NativeClass? = self
        while let c = current {
            names.formUnion(c.properties.keys)
            names.formUnion(c.methods.keys)
            current = c.superclass
        }
        return names.sorted()
    }
}

/// A property of a built-in class.
public struct NativeProperty {
    public let name: String
    public let get: (Interpreter, any NativeObject) throws -> Value
    public let set: ((Interpreter, any NativeObject, Value) throws -> Void)?
}

/// A method of a built-in class or of a built-in value kind (lists, strings...). The
/// receiver is the script value the method was called on.
public final class NativeMethod {
    public let name: String
    /// The name its errors give: "Class.method" for a method of a scene class. Calls put it
    /// in the arguments from the start, so no layer between the call and the body copies
    /// them to rename them.
    public let qualifiedName: String
    public let body: (Interpreter, Value, Arguments) throws -> Value
    /// What editor help shows of a method of a value kind (a string's `split`, a colour's
    /// `withAlpha`): its signature and one-line description, given where the method is
    /// defined. A scene class's methods are described by the class's registry rows instead.
    public let reference: MemberReference?

    public init(name: String, qualifiedName: String? = nil, described: (signature: String, summary: String)? = nil,
                _ body: @escaping (Interpreter, Value, Arguments) throws -> Value) {
        self.name = name
        self.qualifiedName = qualifiedName ?? name
        self.reference = described.map { MemberReference(.method, name, $0.signature, summary: $0.summary) }
        self.body = body
    }
}
