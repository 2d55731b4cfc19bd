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
