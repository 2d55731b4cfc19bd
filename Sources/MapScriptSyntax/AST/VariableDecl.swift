/// `let name = value` or `var name (= value)?`.
public struct VariableDecl: Sendable {
    public var isConstant: Bool
    public var name: Identifier
    /// Always present for `let`; nil for `var name` (which starts as nil).
    public var initializer: Expr?

    public init(isConstant: Bool, name: Identifier, initializer: Expr?) {
        self.isConstant = isConstant
        self.name = name
        self.initializer = initializer
    }
}
