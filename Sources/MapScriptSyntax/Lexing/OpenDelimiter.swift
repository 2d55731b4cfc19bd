/// A bracket the lexer has seen open and not yet closed.
struct OpenDelimiter {
    enum Kind {
        case parenthesis, bracket, brace, coordinate
        /// `\(` inside a string; `stringStart` is the offset of the string's opening quote.
        case interpolation(stringStart: Int)
    }

    var kind: Kind
    var offset: Int

    /// Inside these a newline does not end a statement.
    var joinsLines: Bool {
        if case .brace = kind { return false }
        return true
    }
}
