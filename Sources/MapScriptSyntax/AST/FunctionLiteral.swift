/// A function: named (`func name(...) {}`, `init(...) {}`, a hook) or anonymous (`func (x) {}`).
public struct FunctionLiteral: Sendable {
    /// nil for an anonymous function.
    public var name: Identifier?
    public var parameters: [Parameter]
    public var body: Block
    /// From the `func` (or `init`) keyword to the closing brace.
    public var span: SourceSpan

    public init(name: Identifier?, parameters: [Parameter], body: Block, span: SourceSpan) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.span = span
    }
}

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

/// `{ statements }`.
public struct Block: Sendable {
    public var statements: [Stmt]
    /// From `{` to `}` inclusive.
    public var span: SourceSpan

    public init(statements: [Stmt], span: SourceSpan) {
        self.statements = statements
        self.span = span
    }
}
