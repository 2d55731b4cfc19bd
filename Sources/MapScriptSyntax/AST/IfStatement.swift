/// `if c1 { } else if c2 { } else { }`: the conditional branches in order, then the else block.
public struct IfStatement: Sendable {
    public var branches: [ConditionalBlock]
    public var elseBlock: Block?

    public init(branches: [ConditionalBlock], elseBlock: Block?) {
        self.branches = branches
        self.elseBlock = elseBlock
    }
}
