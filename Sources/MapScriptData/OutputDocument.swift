/// The bytes of an output: in memory, or for a picture too large to hold twice, a head in
/// memory, a body spooled to disk as it was written (`SpoolFile`), and a tail. `OutputFile`
/// and standard output write the three in order.
public struct OutputDocument {
    public var head: [UInt8]
    public var spool: SpoolFile?
    public var tail: [UInt8]

    public init(_ bytes: [UInt8]) {
        head = bytes
        spool = nil
        tail = []
    }

    public init(head: [UInt8], spool: SpoolFile?, tail: [UInt8]) {
        self.head = head
        self.spool = spool
        self.tail = tail
    }

    /// Writes the document to `descriptor`, after what it holds. `path` names the destination
    /// in messages; a spool that failed while it was filled fails here, before a byte is written.
    public func write(to descriptor: Int32, path: String) throws(OutputFile.WriteError) {
        if let failure = spool?.failure { throw failure }
        try OutputFile.writeAll(head, to: descriptor, path: path)
        try spool?.copy(to: descriptor, path: path)
        try OutputFile.writeAll(tail, to: descriptor, path: path)
    }
}
