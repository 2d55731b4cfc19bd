/// `{ statements }`.
public struct Block: Sendable {
    public var statements: [Stmt]
    /// From `{` to `}` inclusive.
    public var span: SourceSpan

    public init(statements: [Stmt], span: SourceSpan) {
        self.statements = statements
        self.span = span
    }
}
