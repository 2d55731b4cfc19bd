/// What editor help says of one built-in function (`Region`, `print`, `abs`): its typed
/// signatures, one per calling form, as the class reference writes them (`(center:
/// Coordinate, span: Span) -> Region`), and one line saying what it does. Each definition
/// passes its own to the `define` that installs it, so the function and its description are
/// written in one place, and a test fails for a global function without one.
public struct FunctionReference: Equatable, Sendable {
    public let signatures: [String]
    public let summary: String

    public init(_ signatures: [String], _ summary: String) {
        self.signatures = signatures
        self.summary = summary
    }
}
