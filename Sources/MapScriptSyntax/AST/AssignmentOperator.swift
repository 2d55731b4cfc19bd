/// `=` and the compound assignments of an assignment statement.
public enum AssignmentOperator: String, Sendable {
    case assign = "="
    case addAssign = "+="
    case subtractAssign = "-="
    case multiplyAssign = "*="
    case divideAssign = "/="

    /// The arithmetic of a compound assignment (`+=` is `.add`); nil for plain `=`.
    public var binaryOperator: BinaryOperator? {
        switch self {
        case .assign: nil
        case .addAssign: .add
        case .subtractAssign: .subtract
        case .multiplyAssign: .multiply
        case .divideAssign: .divide
        }
    }
}
