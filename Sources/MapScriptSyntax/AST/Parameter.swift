/// A parameter: `name` or `name = default`.
public struct Parameter: Sendable {
    public var name: Identifier
    /// Evaluated at each call that leaves the argument out.
    public var defaultValue: Expr?

    public init(name: Identifier, defaultValue: Expr?) {
        self.name = name
        self.defaultValue = defaultValue
    }
}
