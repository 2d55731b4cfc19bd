public enum ClassMember: Sendable {
    /// `var name = value` / `let name = value`, with the span of the whole declaration.
    case field(VariableDecl, SourceSpan)
    /// `init(params) { body }`; its name is the `init` keyword.
    case initializer(FunctionLiteral)
    case method(FunctionLiteral)

    public var span: SourceSpan {
        switch self {
        case .field(_, let span): span
        case .initializer(let function), .method(let function): function.span
        }
    }
}
