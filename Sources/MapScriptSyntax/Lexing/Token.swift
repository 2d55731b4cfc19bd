/// One token: its kind, where it is, and for literals the value the lexer computed.
public struct Token: Sendable {
    public var kind: TokenKind
    public var span: SourceSpan
    /// The value of a number (in metres) or colour literal; `.none` for everything else
    /// (the text of a string is decoded by the parser, so tokens stay plain values).
    public var value: TokenValue
    /// Whitespace or a comment comes right before this token. It matters in one place:
    /// `polygon [` starts a declaration, `polygon[0]` subscripts a variable named `polygon`.
    public var isPrecededBySpace: Bool

    public init(kind: TokenKind, span: SourceSpan, value: TokenValue = .none, isPrecededBySpace: Bool = false) {
        self.kind = kind
        self.span = span
        self.value = value
        self.isPrecededBySpace = isPrecededBySpace
    }
}
