/// A scene declaration: sugar that constructs a scene object, adds it to the map, binds `name`
/// and runs the config block with `self` bound to the object.
///
///     annotation NAME? (: Type)? at COORD { config }
///     polygon    NAME? (: Type)? COORDS { config }
///     polyline   NAME? (: Type)? COORDS { config }
///     circle     NAME? (: Type)? at COORD radius METRES { config }
///     overlay    NAME? : Type (args) { config }
public struct SceneDecl: Sendable {
    public var kind: SceneDeclKind
    /// The declaration word (`annotation`, `polygon`, ...).
    public var keywordSpan: SourceSpan
    public var name: Identifier?
    /// `: Type`: a class to construct instead of the standard one (required for `overlay`).
    public var type: Identifier?
    /// nil when the declaration has no `{ }`.
    public var config: Block?

    public init(kind: SceneDeclKind, keywordSpan: SourceSpan, name: Identifier?, type: Identifier?, config: Block?) {
        self.kind = kind
        self.keywordSpan = keywordSpan
        self.name = name
        self.type = type
        self.config = config
    }
}

public enum SceneDeclKind: Sendable {
    /// `at COORD`
    case annotation(coordinate: Expr)
    /// `COORDS`: an expression giving a list of coordinates.
    case polygon(coordinates: Expr)
    case polyline(coordinates: Expr)
    /// `at COORD radius METRES`
    case circle(center: Expr, radius: Expr)
    /// `(args)`: the arguments passed to the type's initializer.
    case overlay(arguments: [Argument])

    /// The declaration word.
    public var keyword: String {
        switch self {
        case .annotation: "annotation"
        case .polygon: "polygon"
        case .polyline: "polyline"
        case .circle: "circle"
        case .overlay: "overlay"
        }
    }
}

/// `renderer NAME? for Type { body }`: a renderer rule for overlays of `type`.
public struct RendererDecl: Sendable {
    public var keywordSpan: SourceSpan
    public var name: Identifier?
    public var type: Identifier
    /// Config statements and, as `.function` statements, the methods that override the
    /// renderer's (`draw`, `canDraw`), in source order.
    public var body: Block

    public init(keywordSpan: SourceSpan, name: Identifier?, type: Identifier, body: Block) {
        self.keywordSpan = keywordSpan
        self.name = name
        self.type = type
        self.body = body
    }

    /// The `func` declarations of the body.
    public var methods: [FunctionLiteral] {
        body.statements.compactMap { if case .function(let function) = $0.kind { function } else { nil } }
    }
    /// The body without its methods: what runs on each new renderer.
    public var configuration: [Stmt] {
        body.statements.filter { if case .function = $0.kind { false } else { true } }
    }
}

/// `on hook(params) { body }`: a delegate hook.
public struct HookDecl: Sendable {
    public var keywordSpan: SourceSpan
    /// `viewFor`, `rendererFor`, ... (checked by the runtime, which suggests near misses).
    public var name: Identifier
    public var parameters: [Identifier]
    public var body: Block

    public init(keywordSpan: SourceSpan, name: Identifier, parameters: [Identifier], body: Block) {
        self.keywordSpan = keywordSpan
        self.name = name
        self.parameters = parameters
        self.body = body
    }
}
