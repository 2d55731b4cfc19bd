public enum EnumMember: Sendable {
    /// `case a, b, c`, with the span of the whole line.
    case cases([Identifier], SourceSpan)
    case method(FunctionLiteral)

    public var span: SourceSpan {
        switch self {
        case .cases(_, let span): span
        case .method(let function): function.span
        }
    }
}
