/// An instance of a script class.
///
/// When the class extends a built-in class, `native` is the Swift object behind the
/// instance (made by `NativeClass.makeBacking` at `super.init`); member reads and writes
/// that the script class does not declare go to it. A host that lets scripts override the
/// object's methods asks `scriptMethod(named:)` for the script's version and calls it with
/// `Interpreter.call(_:arguments:)` (the bridge looks them all up once, in `ScriptLink`).
public final class Instance {
    public let scriptClass: ScriptClass
    @exclusivity(unchecked) public var fields: [Value]
    public internal(set) var native: (any NativeObject)?
    /// Initial values of fields that the built-in superclass holds, waiting for `super.init`.
    var pendingNativeValues: [PendingNativeValue] = []

    init(scriptClass: ScriptClass) {
        self.scriptClass = scriptClass
        self.fields = Array(repeating: .nil, count: scriptClass.fieldNames.count)
    }

    deinit {
        DeferredRelease.release(&fields)
    }

    /// The script's own method `name` bound to this instance, or nil when the script class
    /// (and its script superclasses) do not declare one.
    public func scriptMethod(named name: String) -> Value? {
        guard let method = scriptClass.method(named: name) else { return nil }
        return .boundMethod(BoundMethod(receiver: .instance(self), callee: .script(method)))
    }

    /// The value of a declared field, or nil when the class has no such field.
    public func field(named name: String) -> Value? {
        guard let index = scriptClass.fieldNames.firstIndex(of: name) else { return nil }
        return fields[index]
    }
}
