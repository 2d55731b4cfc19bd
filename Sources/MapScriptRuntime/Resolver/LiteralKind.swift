import MapScriptSyntax

/// What a constant is known to hold from the literal that declares it (`let c = [1]`): a
/// constant is never set again, so reading one of its built-in properties (`c.count`) can
/// neither fail nor act, and a statement that only does that is flagged as unused.
enum LiteralKind {
    case list, string, dictionary

    init?(_ expression: Expr) {
        switch expression.kind {
        case .list: self = .list
        case .string: self = .string
        case .dictionary: self = .dictionary
        case .parenthesized(let inner): self.init(inner)
        default: return nil
        }
    }

    /// Whether a value of this kind answers `name` with a built-in property, which only reads.
    /// An empty value is asked, so the properties are those the interpreter reads, not a list
    /// kept beside them.
    func hasProperty(_ name: String) -> Bool {
        guard let property = BuiltinProperty(rawValue: name) else { return false }
        let empty: Value = switch self {
        case .list: .list(ListObject([]))
        case .string: .string("")
        case .dictionary: .dictionary(DictionaryObject())
        }
        return property.get(empty) != nil
    }
}
