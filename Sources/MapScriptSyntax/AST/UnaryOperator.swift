/// A prefix operator.
public enum UnaryOperator: String, Sendable {
    /// `-x`
    case negate = "-"
    /// `!x` or `not x` (the two differ only in precedence, which the tree already encodes).
    case not = "not"
}
