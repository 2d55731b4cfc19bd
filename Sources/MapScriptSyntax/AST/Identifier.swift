/// A name as written at one place: a variable use, a member, a label, a declared name.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan

    public init(name: String, span: SourceSpan) {
        self.name = name
        self.span = span
    }
}
