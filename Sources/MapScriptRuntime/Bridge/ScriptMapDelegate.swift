import MapScriptGeometry
import MapScriptScene
import MapScriptSyntax

/// The map's delegate: the script's `on HOOK(params) { ... }` hooks and `renderer ... for Type`
/// rules (language reference §5 and §6).
///
/// Each hook is kept in an array indexed by `Hook` (the hook table), so the map's calls during layout cost an
/// index and a script call. A value a hook returns is checked here, and a wrong one is an error
/// that names the hook and points at its declaration. A renderer comes from the
/// `rendererFor` hook, or when there is none or it returns nil, from the most specific rule
/// whose type the overlay is (a later rule wins a tie); with neither, the overlay is not drawn.
final class ScriptMapDelegate: MapViewDelegate {
    weak var interpreter: Interpreter?
    // Unchecked exclusivity: read for every annotation laid out (most often to find no hook),
    // only ever replaced whole, and used from the one thread that runs the script.
    @exclusivity(unchecked) private var hooks: [Value?] = Array(repeating: nil, count: Hook.allCases.count)
    private(set) var rules: [RendererRule] = []
    /// Overlays the map asked a renderer for and got none, in the order asked (an overlay asked
    /// again and given a renderer leaves `undrawnIdentities`), for `check`'s warnings.
    private var undrawnOrder: [Overlay] = []
    private var undrawnIdentities: Set<ObjectIdentifier> = []

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    // MARK: Registration

    /// Keeps a hook the compiler has checked (its name and parameters come from `Hook`).
    func register(hookNamed name: String, function: Value) throws {
        guard let hook = Hook.named(name) else { throw RuntimeError("unknown hook '\(name)'") }
        hooks[hook.rawValue] = function
    }

    func register(rule: RendererRule) throws {
        guard ScriptMapDelegate.isOverlayClass(rule.type) else {
            throw RuntimeError(Self.notAnOverlayClass(rule.type.typeName, isClass: rule.type.isClassValue))
        }
        rules.append(rule)
    }

    func has(_ hook: Hook) -> Bool { hooks[hook.rawValue] != nil }

    /// Forgets hooks and rules (a REPL `:reset` makes a new delegate instead; this is for tests).
    func removeAll() {
        hooks = hooks.map { _ in nil }
        rules.removeAll()
    }

    // MARK: MapViewDelegate

    func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? {
        guard let result = try call(.viewFor, SceneValue.of(annotation)) else { return nil }
        if result.isNil { return nil }
        guard let view = result.nativeObject as? AnnotationView else {
            throw misuse(.viewFor, "viewFor returned \(Value.article(result.typeName)) \(result.typeName); it must return an AnnotationView or nil")
        }
        // The map refuses it too; saying so here points the error at the hook.
        if let refusal = mapView.refusal(ofView: view, for: annotation) { throw misuse(.viewFor, refusal) }
        return view
    }

    func mapView(_ mapView: MapView, clusterAnnotationForMemberAnnotations memberAnnotations: [Annotation]) throws -> ClusterAnnotation? {
        guard let result = try call(.clusterAnnotationFor, SceneValue.list(memberAnnotations)) else { return nil }
        if result.isNil { return nil }
        guard let cluster = result.nativeObject as? ClusterAnnotation else {
            throw misuse(.clusterAnnotationFor, "clusterAnnotationFor returned \(Value.article(result.typeName)) \(result.typeName); "
                         + "it must return a ClusterAnnotation or nil")
        }
        // The map refuses it too; saying so here points the error at the hook.
        if let refusal = mapView.refusal(ofCluster: cluster, for: memberAnnotations) { throw misuse(.clusterAnnotationFor, refusal) }
        return cluster
    }

    func mapView(_ mapView: MapView, rendererFor overlay: Overlay) throws -> OverlayRenderer? {
        if let result = try call(.rendererFor, SceneValue.of(overlay)), !result.isNil {
            guard let renderer = result.nativeObject as? OverlayRenderer else {
                throw misuse(.rendererFor, "rendererFor returned \(Value.article(result.typeName)) \(result.typeName); it must return a renderer or nil")
            }
            // The map refuses it too; saying so here points the error at the hook.
            guard renderer.overlay === overlay else {
                throw misuse(.rendererFor, "rendererFor returned a renderer made for another overlay; make it with the overlay it was asked for")
            }
            undrawnIdentities.remove(ObjectIdentifier(overlay))
            return renderer
        }
        let renderer = try ruleRenderer(for: overlay)
        if renderer == nil {
            if undrawnIdentities.insert(ObjectIdentifier(overlay)).inserted { undrawnOrder.append(overlay) }
        } else {
            undrawnIdentities.remove(ObjectIdentifier(overlay))
        }
        return renderer
    }

    /// The overlays that nothing renders: asked for, and given no renderer by the hook or a rule.
    var undrawnOverlays: [Overlay] {
        var listed: Set<ObjectIdentifier> = []
        return undrawnOrder.filter { undrawnIdentities.contains(ObjectIdentifier($0)) && listed.insert(ObjectIdentifier($0)).inserted }
    }

    func mapView(_ mapView: MapView, didAdd renderers: [OverlayRenderer]) throws {
        _ = try call(.didAddRenderers, SceneValue.list(renderers))
    }

    func mapView(_ mapView: MapView, didAdd views: [AnnotationView]) throws {
        _ = try call(.didAddViews, SceneValue.list(views))
    }

    func mapView(_ mapView: MapView, regionWillChangeAnimated animated: Bool) throws {
        _ = try call(.regionWillChange, .bool(animated))
    }

    func mapViewDidChangeVisibleRegion(_ mapView: MapView) throws {
        _ = try call(.didChangeVisibleRegion, [])
    }

    func mapView(_ mapView: MapView, regionDidChangeAnimated animated: Bool) throws {
        _ = try call(.regionDidChange, .bool(animated))
    }

    func mapView(_ mapView: MapView, didSelect view: AnnotationView) throws {
        _ = try call(.didSelect, SceneValue.of(view))
    }

    func mapView(_ mapView: MapView, didDeselect view: AnnotationView) throws {
        _ = try call(.didDeselect, SceneValue.of(view))
    }

    func mapView(_ mapView: MapView, annotationView view: AnnotationView, calloutAccessoryControlTapped control: CalloutAccessoryControl) throws {
        _ = try call(.calloutAccessoryTapped, [SceneValue.of(view), .native(CalloutControlObject(control))])
    }

    func mapView(_ mapView: MapView, annotationView view: AnnotationView, didChange newState: DragState, fromOldState oldState: DragState) throws {
        let states = BuiltinEnums.dragState
        _ = try call(.didChangeDragState, [SceneValue.of(view), BuiltinEnums.value(newState, in: states), BuiltinEnums.value(oldState, in: states)])
    }

    // MARK: Calling

    /// The hook's result, or nil when the script has no such hook.
    /// The arguments are made only when the script has the hook: the map asks for every
    /// annotation's view and tells of every view added, and most scripts answer neither.
    private func call(_ hook: Hook, _ arguments: @autoclosure () -> [Value]) throws -> Value? {
        guard let function = hooks[hook.rawValue], let interpreter else { return nil }
        return try interpreter.call(function, arguments: arguments())
    }

    /// `call(_:_:)` for a hook of one parameter, without a list of arguments.
    private func call(_ hook: Hook, _ argument: @autoclosure () -> Value) throws -> Value? {
        guard let function = hooks[hook.rawValue], let interpreter else { return nil }
        return try interpreter.call(function, argument: argument())
    }

    /// The error that the map refuses a hook's answer: at the `return` that gave it, when it
    /// is the hook's own, else at the hook.
    private func misuse(_ hook: Hook, _ message: String) -> RuntimeError {
        var error = RuntimeError(message)
        if case .function(let closure)? = hooks[hook.rawValue] {
            let prototype = closure.prototype
            let span = interpreter?.answerSpan(of: prototype) ?? prototype.span
            error.file = prototype.file
            error.span = span
            error.callStack = [StackFrame(name: prototype.frameName, file: prototype.file, span: span)]
        }
        return error
    }

    // MARK: Renderer rules

    /// The renderer the best matching rule makes for `overlay`, or nil when no rule matches.
    private func ruleRenderer(for overlay: Overlay) throws -> OverlayRenderer? {
        guard !rules.isEmpty, let interpreter else { return nil }
        let overlayValue = SceneValue.of(overlay)
        var best: (rule: RendererRule, depth: Int)?
        for rule in rules {
            guard let depth = ScriptMapDelegate.depth(of: rule.type, matching: overlayValue) else { continue }
            if depth >= best?.depth ?? 0 { best = (rule, depth) }
        }
        guard let rule = best?.rule else { return nil }
        // The overlay's class row names its standard renderer (CircleRenderer for a Circle...).
        let rendererClass = overlay.nativeClass.defaultRendererClass ?? SceneClasses.overlayRenderer
        guard let construct = rendererClass.construct,
              let renderer = try construct(interpreter, Arguments([.native(overlay)], functionName: rendererClass.name)).nativeObject as? OverlayRenderer
        else { return nil }
        if !rule.methods.isEmpty { renderer.overrides = ScriptLink(interpreter: interpreter, methods: rule.methods) }
        try rule.configure(renderer: .native(renderer), overlay: overlayValue, interpreter: interpreter)
        return renderer
    }

    /// How derived the rule's type is, when `value` is of that type; nil when it is not.
    /// A script class counts below its built-in ancestor, so `renderer for SquareZone` beats
    /// `renderer for Overlay` for a SquareZone.
    static func depth(of type: Value, matching value: Value) -> Int? {
        switch type {
        case .nativeClass(let nativeClass):
            guard let object = value.nativeObject, object.nativeClass.isSubclass(of: nativeClass) else { return nil }
            return nativeDepth(nativeClass)
        case .class(let scriptClass):
            guard case .instance(let instance) = value, instance.scriptClass.isSubclass(of: scriptClass) else { return nil }
            var depth = scriptClass.nativeSuperclass.map(nativeDepth) ?? 0
            var current: ScriptClass? = scriptClass
            while let c = current { depth += 1; current = c.superclass }
            return depth
        default:
            return nil
        }
    }

    private static func nativeDepth(_ nativeClass: NativeClass) -> Int {
        var depth = 0
        var current: NativeClass? = nativeClass
        while let c = current { depth += 1; current = c.superclass }
        return depth
    }

    /// The error of a renderer rule for something else than an overlay class: `what` is how
    /// the value's type is named ("class Annotation", "function").
    static func notAnOverlayClass(_ what: String, isClass: Bool) -> String {
        "a renderer rule is for an overlay class (Circle, Polygon, Polyline, TileOverlay, Overlay or a class extending one), not "
            + (isClass ? what : "\(Value.article(what)) \(what)")
    }

    static func isOverlayClass(_ type: Value) -> Bool {
        switch type {
        case .nativeClass(let nativeClass): return nativeClass.isSubclass(of: SceneClasses.overlay)
        case .class(let scriptClass): return scriptClass.nativeSuperclass?.isSubclass(of: SceneClasses.overlay) ?? false
        default: return false
        }
    }
}
