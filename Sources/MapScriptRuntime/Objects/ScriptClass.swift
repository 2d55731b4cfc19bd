/// A class declared in a script.
///
/// Fields and methods are numbered once, when the declaration runs: an instance keeps its
/// fields in an array, and the method table is copied down from the superclass so a lookup
/// is one hash of an interned name, done once per call site and then cached there.
/// `nativeSuperclass` is the built-in class at the root of the chain, if any
/// (`class Pin: AnnotationView`); instances of such classes carry a native backing object.
public final class ScriptClass {
    public let name: String
    public let superclass: ScriptClass?
    public let nativeSuperclass: NativeClass?
    /// Field names in slot order (inherited fields first).
    public let fieldNames: [String]
    let fieldSlots: [Int: Int]
    /// By slot: whether the field is constant (declared with `let`).
    var constantFields: [Bool] = []
    /// Symbols of the built-in superclass's properties that the class declares with `let`:
    /// the property itself is the field (see `ClassDeclNode`), constant in these instances.
    var constantNativeProperties: Set<Int> = []
    /// Sets this class's own fields to their initial values (a method of the class; the
    /// superclass's runs first).
    var fieldInitializer: Closure?
    /// Methods by interned name, inherited ones included.
    var methods: [Int: Closure]
    var methodsByName: [String: Closure]
    /// `init`, declared here or inherited from a script superclass.
    var initializer: Closure?
    /// The file and span of the declaration, for errors raised while constructing.
    let declarationSpan: SourceLocation
    /// How many script classes the chain holds, this one included.
    let depth: Int
    /// The deepest chain of script classes: each class copies its superclass's field and
    /// method tables, so a chain costs the square of its depth; this keeps that to megabytes.
    static let maximumDepth = 1000

    init(
        name: String, superclass: ScriptClass?, nativeSuperclass: NativeClass?,
        fieldNames: [String], fieldSlots: [Int: Int], fieldInitializer: Closure?,
        methods: [Int: Closure], methodsByName: [String: Closure], initializer: Closure?,
        declarationSpan: SourceLocation
    ) {
        self.name = name
        self.superclass = superclass
        depth = (superclass?.depth ?? 0) + 1
        self.nativeSuperclass = nativeSuperclass
        self.fieldNames = fieldNames
        self.fieldSlots = fieldSlots
        self.fieldInitializer = fieldInitializer
        self.methods = methods
        self.methodsByName = methodsByName
        self.initializer = initializer
        self.declarationSpan = declarationSpan
    }

    func method(symbol: Int) -> Closure? { methods[symbol] }

    /// The script method `name`, declared here or inherited from a script superclass.
    public func method(named name: String) -> Closure? { methodsByName[name] }

    public func isSubclass(of other: ScriptClass) -> Bool {
        var current: ScriptClass? = self
        while let c = current {
            if c === other { return true }
            current = c.superclass
        }
        return false
    }

    /// Field and method names, sorted (completion, suggestions).
    public var memberNames: [String] {
        var names = Set(fieldNames)
        names.formUnion(methodsByName.keys)
        if let native = nativeSuperclass { names.formUnion(native.memberNames) }
        return names.sorted()
    }
}
