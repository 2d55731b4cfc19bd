/// An operator of a chain and the operand after it: `- c` in `a + b - c`. A chain
/// (`ExprKind.binary`) is its first operand followed by these, so a chain of any length is
/// one node of the tree and walking it needs no recursion per operand.
public struct BinaryOperand: Sendable {
    public var op: BinaryOperator
    public var operand: Expr

    public init(_ op: BinaryOperator, _ operand: Expr) {
        self.op = op
        self.operand = operand
    }
}
