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
