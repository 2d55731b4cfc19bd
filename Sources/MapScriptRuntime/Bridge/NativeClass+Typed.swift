import MapScriptScene

/// Typed helpers for filling in descriptors: the closure receives the Swift object already
/// cast, and a setter gets the property's full name on the receiver's class
/// ("PolygonRenderer.fillColor", even when OverlayPathRenderer declares it) for its errors.
extension NativeClass {
    func property<T>(
        _ name: String, _ type: T.Type,
        changesPresentationOnly: Bool = false,
        get: @escaping (T) throws -> Value,
        set: ((T, Value, ValueContext) throws -> Void)? = nil
    ) {
        let className = self.name
        let setter: ((Interpreter, any NativeObject, Value) throws -> Void)?
        if let set {
            setter = { _, object, value in
                guard let typed = object as? T else { throw RuntimeError("'\(name)' needs a \(className)") }
                try SceneCall.run { try set(typed, value, .property(name, of: object.nativeClass.name)) }
            }
        } else {
            setter = nil
        }
        addProperty(name, changesPresentationOnly: changesPresentationOnly, get: { _, object in
            guard let typed = object as? T else { throw RuntimeError("'\(name)' needs a \(className)") }
            return try get(typed)
        }, set: setter)
    }

    func method<T>(_ name: String, _ type: T.Type, _ body: @escaping (Interpreter, T, Arguments) throws -> Value) {
        let className = self.name
        // Built once here, not on every call: most calls succeed and never show it.
        let qualifiedName = "\(className).\(name)"
        // Told once here: a cast on every call of every method would cost the hot path.
        let grows = T.self is any GrowingNativeObject.Type
        // One closure between the call site and the body: the receiver is cast here, once.
        add(NativeMethod(name: name, qualifiedName: qualifiedName) { interpreter, receiver, arguments in
            guard let typed = receiver.nativeObject as? T else {
                if receiver.nativeObject == nil { throw RuntimeError("'\(name)' needs a \(className) receiver") }
                throw RuntimeError("'\(name)' needs a \(className)")
            }
            // Any method may change the scene.
            return try interpreter.countingChange {
                guard grows, let growing = typed as? any GrowingNativeObject else {
                    return try SceneCall.run(arguments) { try body(interpreter, typed, arguments) }
                }
                let before = growing.memoryFootprint
                let result = try SceneCall.run(arguments) { try body(interpreter, typed, arguments) }
                try interpreter.allocate(max(0, growing.memoryFootprint - before), nil)
                if let refusal = growing.growthRefusal { throw RuntimeError(refusal) }
                return result
            }
        })
    }

    /// Makes the class callable as `Name(args)` and extensible by script classes: a script
    /// instance's `super.init(args)` makes the same object and puts the instance's link in its
    /// override slot, so the map runs the script's overrides and shows the instance to scripts.
    func extensible<T: NativeObject & OverridableObject>(_ make: @escaping (Arguments) throws -> T) {
        construct = { _, args in .native(try make(args)) }
        makeBacking = { interpreter, instance, args in
            let object = try make(args)
            object.overrides = ScriptLink(interpreter: interpreter, instance: instance)
            return object
        }
    }
}
