/// `case p1, p2: statements` or `default: statements`. No fallthrough.
public struct SwitchCase: Sendable {
    /// The values to compare with (`.ride` is an `.implicitMember`); empty for `default`.
    public var patterns: [Expr]
    public var body: [Stmt]
    /// From `case`/`default` to the end of its last statement.
    public var span: SourceSpan

    public init(patterns: [Expr], body: [Stmt], span: SourceSpan) {
        self.patterns = patterns
        self.body = body
        self.span = span
    }

    public var isDefault: Bool { patterns.isEmpty }
}
