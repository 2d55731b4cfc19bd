extension SVGWriter {
    /// Appends everything another writer wrote (closing what it left open) as content of the
    /// current element. The fragment is itself well-formed, so the document stays so.
    mutating func append(fragment: inout SVGWriter) {
        fragment.close(toDepth: 0)
        newline()
        bytes.append(fragment.bytes)
    }
}
