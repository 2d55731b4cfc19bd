extension SVGWriter {
    /// Closes everything and hands over the bytes with `fragment` (closed in turn) placed where
    /// the writer stands now, before its own closing tags. The result is built with one copy
    /// of each part, which matters when the fragment is a 10 MB picture body.
    mutating func finish(inserting fragment: inout SVGWriter) -> [UInt8] {
        fragment.close(toDepth: 0)
        newline()
        let split = bytes.count
        close(toDepth: 0)
        bytes.append(UInt8(ascii: "\n"))
        let total = bytes.count + fragment.bytes.count
        return bytes.withBytes { own in
            fragment.bytes.withBytes { inner in
                [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
                    guard let target = buffer.baseAddress else { initialized = 0; return }
                    if let head = own.baseAddress { (target).update(from: head, count: split) }
                    if let body = inner.baseAddress { (target + split).update(from: body, count: inner.count) }
                    if let head = own.baseAddress { (target + split + inner.count).update(from: head + split, count: own.count - split) }
                    initialized = total
                }
            }
        }
    }
}
