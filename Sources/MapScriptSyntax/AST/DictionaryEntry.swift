/// `key: value` in a dictionary literal.
public struct DictionaryEntry: Sendable {
    public var key: Expr
    public var value: Expr

    public init(key: Expr, value: Expr) {
        self.key = key
        self.value = value
    }
}
