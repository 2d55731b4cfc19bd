public struct ConditionalBlock: Sendable {
    public var condition: Expr
    public var body: Block

    public init(condition: Expr, body: Block) {
        self.condition = condition
        self.body = body
    }
}
