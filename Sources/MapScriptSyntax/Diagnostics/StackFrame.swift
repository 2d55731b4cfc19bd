/// One active call when a runtime error happened.
public struct StackFrame: Sendable {
    /// What was running, as it should read after "in": `function 'fib'`, `hook 'viewFor'`,
    /// `method 'draw' of 'Ring'`, `top level`.
    public var name: String
    public var file: SourceFile
    /// Where in that frame execution was (the call being made, or the failing expression).
    public var span: SourceSpan

    public init(name: String, file: SourceFile, span: SourceSpan) {
        self.name = name
        self.file = file
        self.span = span
    }
}
