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
