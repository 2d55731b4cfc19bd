import MapScriptSyntax

/// What the interpreter hands to the scene layer: the scene declarations, renderer rules
/// and delegate hooks of a script. The bridge implements it; the interpreter compiles the
/// syntax and evaluates the expressions, the host gives them meaning.
public protocol SceneHost: AnyObject {
    /// Makes the object of `annotation`/`polygon`/`polyline`/`circle`/`overlay` (not yet on
    /// the map). The interpreter then runs the config block with `self` bound to it and
    /// calls `addSceneObject`.
    func makeSceneObject(_ request: SceneObjectRequest, interpreter: Interpreter) throws -> Value
    /// Adds a configured object to the map.
    func addSceneObject(_ object: Value, interpreter: Interpreter) throws
    /// `on name(params) { body }`: `function` takes the hook's parameters.
    func registerHook(named name: String, function: Value, interpreter: Interpreter) throws
    /// `renderer NAME? for Type { ... }`.
    func registerRendererRule(_ rule: RendererRule, interpreter: Interpreter) throws
}

/// One scene declaration, its expressions evaluated.
public struct SceneObjectRequest {
    public enum Kind: String {
        case annotation, polygon, polyline, circle, overlay
    }

    public var kind: Kind
    /// The value of `: Type` (a built-in or script class), if written.
    public var type: Value?
    /// `at COORD` of annotations and circles.
    public var coordinate: Value?
    /// The coordinate list of polygons and polylines.
    public var coordinates: Value?
    /// `radius METRES` of circles.
    public var radius: Value?
    /// `(args)` of `overlay NAME: Type(args)`.
    public var arguments: Arguments
    /// The declared name, if any (the interpreter binds it).
    public var name: String?
}

/// `renderer NAME? for Type { config and methods }`.
///
/// The host makes the standard renderer for an overlay of `type`, lets the rule's methods
/// override the renderer's (`methods["draw"]`, called with `Interpreter.call(method:self:arguments:)`)
/// and runs `configure` with the renderer and its overlay.
public final class RendererRule {
    public let name: String?
    public let type: Value
    /// Methods declared in the block, by name.
    public let methods: [String: Closure]
    let configuration: Closure

    init(name: String?, type: Value, methods: [String: Closure], configuration: Closure) {
        self.name = name
        self.type = type
        self.methods = methods
        self.configuration = configuration
    }

    /// Runs the block's configuration statements with `self` bound to `renderer` and
    /// `overlay` to the overlay.
    public func configure(renderer: Value, overlay: Value, interpreter: Interpreter) throws {
        _ = try interpreter.call(method: configuration, self: renderer, arguments: [overlay])
    }
}
