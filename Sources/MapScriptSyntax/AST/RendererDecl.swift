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
