/// An infix operator of an expression (assignment operators are `AssignmentOperator`).
public enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    /// `and` / `&&`; short-circuits, gives a boolean.
    case and = "and"
    /// `or` / `||`; short-circuits, gives a boolean.
    case or = "or"
    /// `??`: the left value unless it is nil.
    case nilCoalesce = "??"

    public var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: true
        default: false
        }
    }
}
