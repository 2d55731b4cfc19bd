/// What the parser gives back: always a tree (possibly partial) and every diagnostic.
public struct ParseResult: Sendable {
    public var program: Program
    /// Lexer and parser diagnostics in source order.
    public var diagnostics: [Diagnostic]

    public init(program: Program, diagnostics: [Diagnostic]) {
        self.program = program
        self.diagnostics = diagnostics
    }

    /// True when there is no error (warnings do not count).
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
}
