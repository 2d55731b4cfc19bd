import MapScriptScene

/// What a backing knows of its script side: the instance it backs (whose fields and methods
/// the script sees), and the script's overrides, looked up once when the backing is made so a
/// call from the map costs an array index.
///
/// Calling the built-in behaviour from a script (`super.setSelected(selected, animated)`)
/// reaches the Swift override again, because Swift dispatch is dynamic; `markSuperCall()`
/// makes that one call skip the script and run the built-in method instead.
///
/// The instance and its backing refer to each other (the map keeps only the backing, and the
/// script's fields live in the instance), so the bridge breaks the cycle with `detach()` when
/// its session ends.
final class ScriptLink {
    weak var interpreter: Interpreter?
    private(set) var instance: Instance?
    private var overrides: [Closure?]
    private var bypassNextCall = false

    /// The link of a script instance's backing.
    init(interpreter: Interpreter, instance: Instance) {
        self.interpreter = interpreter
        self.instance = instance
        overrides = OverridableMethod.allCases.map { instance.scriptClass.method(named: $0.scriptName) }
        // The scene detaches the links it knows of when it is discarded.
        (interpreter.sceneHost as? SceneBridge)?.adopt(self)
    }

    /// The link of a renderer made by a rule: the rule's methods override, `self` is the renderer.
    init(interpreter: Interpreter, methods: [String: Closure]) {
        self.interpreter = interpreter
        overrides = OverridableMethod.allCases.map { methods[$0.scriptName] }
    }

    /// The script value of the backing: the instance, or the backing itself for a rule's renderer.
    func value(of backing: any NativeObject) -> Value {
        if let instance { return .instance(instance) }
        return .native(backing)
    }

    /// The next call of an overridable method runs the built-in behaviour (a script's `super` call).
    func markSuperCall() {
        bypassNextCall = true
    }

    /// Calls the script's override of `method` with `arguments`; nil when there is none (or the
    /// call is a script's `super` call), so the caller runs the built-in method.
    func forward(_ method: OverridableMethod, from backing: any NativeObject, _ arguments: [Value]) throws -> Value? {
        if bypassNextCall {
            bypassNextCall = false
            return nil
        }
        guard let closure = overrides[method.rawValue], let interpreter else { return nil }
        return try interpreter.call(method: closure, self: value(of: backing), arguments: arguments)
    }

    func overrides(_ method: OverridableMethod) -> Bool {
        overrides[method.rawValue] != nil
    }

    /// Breaks the instance–backing cycle.
    func detach() {
        instance = nil
        overrides = overrides.map { _ in nil }
    }
}
