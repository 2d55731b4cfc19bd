/// A piece of a string literal.
public enum StringPart: Sendable {
    /// Literal text, escapes resolved; the span covers its source (without quotes).
    case text(String, SourceSpan)
    /// `\(expr)`.
    case interpolation(Expr)
}
