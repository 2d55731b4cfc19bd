/// `switch subject { cases }`.
public struct SwitchStatement: Sendable {
    public var subject: Expr
    public var cases: [SwitchCase]

    public init(subject: Expr, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}
