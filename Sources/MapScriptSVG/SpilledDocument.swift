/// A document written with a `BodySpill`: `head`, then every piece the spill received, in
/// order, then `tail`. When the body never reached the threshold, nothing was spilled and
/// `head` and `tail` are the whole document.
public struct SpilledDocument: Sendable {
    /// The root element, title, description, style sheet, `<defs>`: what the body turned out
    /// to need, known only once it is written.
    public var head: [UInt8]
    /// The body the spill did not receive, and the closing tags.
    public var tail: [UInt8]

    public init(head: [UInt8], tail: [UInt8]) {
        self.head = head
        self.tail = tail
    }
}
