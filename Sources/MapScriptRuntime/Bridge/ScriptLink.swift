import MapScriptScene

/// A script's side of a scene object, kept in the object's override slot: the script instance
/// that the object backs (whose fields and methods the script sees), and the script's versions of
/// the overridable methods, looked up once when the link is made so that a call from the map
/// costs an array index.
///
/// The map asks the slot before running a built-in method, so a script's `super.method(...)`
/// simply calls the built-in method: nothing needs to tell the slot to stand aside.
///
/// The instance and its scene object refer to each other (the map keeps only the scene object,
/// and the script's fields live in the instance), so the bridge breaks the cycle with `detach()`
/// when its session ends.
final class ScriptLink: OverrideSlot {
    weak var interpreter: Interpreter?
    private(set) var instance: Instance?
    private var overrides: [Closure?]
    let fixesCoordinate: Bool

    /// The link of a script instance's scene object.
    init(interpreter: Interpreter, instance: Instance) {
        self.interpreter = interpreter
        self.instance = instance
        overrides = OverridableMethod.allCases.map { instance.scriptClass.method(named: $0.name) }
        fixesCoordinate = instance.scriptClass.constantNativeProperties.contains(interpreter.symbols.intern("coordinate"))
        // The scene detaches the links it knows of when it is discarded.
        interpreter.scene?.adopt(self)
    }

    /// The link of a renderer made by a rule: the rule's methods override, `self` is the renderer.
    init(interpreter: Interpreter, methods: [String: Closure]) {
        self.interpreter = interpreter
        overrides = OverridableMethod.allCases.map { methods[$0.name] }
        fixesCoordinate = false
    }

    /// The script instance behind a scene object, when a script class made it.
    static func instance(behind object: AnyObject) -> Instance? {
        // Casts to the three classes with a slot, not to `OverridableObject`: a cast to a
        // protocol looks the conformance up, and every scene object shown to a script
        // (`map.annotations` makes a value of each) comes through here.
        let slot: (any OverrideSlot)?
        if let annotation = object as? Annotation {
            slot = annotation.overrides
        } else if let view = object as? AnnotationView {
            slot = view.overrides
        } else if let renderer = object as? OverlayRenderer {
            slot = renderer.overrides
        } else {
            slot = (object as? OverridableObject)?.overrides
        }
        guard let slot else { return nil }
        return (slot as? ScriptLink)?.instance
    }

    /// The script value of the scene object: the instance, or the object itself for a rule's renderer.
    func value(of object: AnyObject) -> Value {
        if let instance { return .instance(instance) }
        if let native = object as? any NativeObject { return .native(native) }
        return .nil
    }

    func provides(_ method: OverridableMethod) -> Bool {
        overrides[method.rawValue] != nil
    }

    func perform(_ call: OverrideCall, on object: AnyObject) throws -> OverrideAnswer? {
        guard let closure = overrides[call.method.rawValue], let interpreter else { return nil }
        let arguments = ScriptLink.arguments(of: call)
        try ScriptLink.requireArity(of: closure, toTake: arguments, for: call.method)
        let answer = try interpreter.call(method: closure, self: value(of: object), arguments: arguments)
        switch call {
        case .canDraw:
            return .bool(answer.isTruthy)
        case .url:
            guard case .string(let url) = answer else {
                throw RuntimeError("url(x, y, z, scale) of a tile overlay must return a string, got \(answer.typeName)",
                                   file: closure.prototype.file, span: interpreter.answerSpan(of: closure.prototype))
            }
            return .string(url)
        case .hitTest:
            if answer.isNil { return .view(nil) }
            guard let view = answer.nativeObject as? AnnotationView else {
                // At the override, which is what to fix; the call stack shows the touch that asked.
                throw RuntimeError("hitTest(point) must return an annotation view or nil, got \(answer.typeName)",
                                   file: closure.prototype.file, span: interpreter.answerSpan(of: closure.prototype))
            }
            return .view(view)
        default:
            return .done
        }
    }

    /// An override the compiler could not check (its class's built-in root known only when
    /// the class declaration ran) that cannot take the map's arguments fails at its
    /// declaration, as the compiler would have said, not at the map's call.
    private static func requireArity(of closure: Closure, toTake arguments: [Value], for method: OverridableMethod) throws {
        let prototype = closure.prototype
        let required = prototype.defaults.count { $0 == nil }
        guard arguments.count < required || arguments.count > prototype.parameterCount else { return }
        throw RuntimeError("the map calls '\(method.name)' with \(arguments.count) argument\(arguments.count == 1 ? "" : "s"), "
                           + "but this declaration takes \(MemberReference.takes(required, prototype.parameterCount))",
                           file: prototype.file, span: prototype.span)
    }

    /// The script's arguments for one call, in the order of the method's parameters.
    private static func arguments(of call: OverrideCall) -> [Value] {
        switch call {
        case .drawView(let rect, let context): return [.rect(rect), .native(context)]
        case .drawOverlay(let mapRect, let zoomScale, let context): return [.mapRect(mapRect), .number(zoomScale), .native(context)]
        case .canDraw(let mapRect, let zoomScale): return [.mapRect(mapRect), .number(zoomScale)]
        case .prepareForReuse, .touchesCancelled, .createPath: return []
        case .setSelected(let selected, let animated): return [.bool(selected), .bool(animated)]
        case .setDragState(let state, let animated): return [BuiltinEnums.value(state, in: BuiltinEnums.dragState), .bool(animated)]
        case .touchesBegan(let point), .touchesMoved(let point), .touchesEnded(let point), .hitTest(let point): return [.point(point)]
        case .url(let path):
            return [.number(Double(path.x)), .number(Double(path.y)), .number(Double(path.z)), .number(path.contentScaleFactor)]
        }
    }

    /// Breaks the instance–object cycle.
    func detach() {
        instance = nil
        overrides = overrides.map { _ in nil }
    }
}
