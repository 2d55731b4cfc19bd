extension SVGWriter {
    /// Closes everything and hands over the bytes with `fragment` (closed in turn) placed where
    /// the writer stands now, before its own closing tags. The result is built with one copy
    /// of each part, which matters when the fragment is a 10 MB picture body.
    mutating func finish(inserting fragment: inout SVGWriter) -> [UInt8] {
        let split = closeAround(&fragment)
        return joined(around: fragment, at: split)
    }

    /// `finish(inserting:)` for a fragment written from the start of `storage`
    /// (`init(writingInto:)`): the document is assembled in `storage` itself, the fragment
    /// moved up to make room for what goes before it, so a large body is never copied to a
    /// second place. Returns the document's length; nil when the fragment outgrew `storage`
    /// or the document does not fit it, and then the document is assembled in `overflow`.
    mutating func finish(inserting fragment: inout SVGWriter, inPlace storage: UnsafeMutableBufferPointer<UInt8>,
                         overflow: inout [UInt8]) -> Int? {
        let split = closeAround(&fragment)
        let bodyCount = fragment.bytes.count
        let total = bytes.count + bodyCount
        guard let start = storage.baseAddress, fragment.bytes.borrowedStart == start, total <= storage.count else {
            overflow = joined(around: fragment, at: split)
            return nil
        }
        // Overlapping regions: a memmove.
        UnsafeMutableRawPointer(start + split).copyMemory(from: start, byteCount: bodyCount)
        bytes.withBytes { own in
            guard let head = own.baseAddress else { return }
            start.update(from: head, count: split)
            (start + split + bodyCount).update(from: head + split, count: own.count - split)
        }
        return total
    }

    /// `finish(inserting:)` for a fragment whose first bytes were handed over as it was written
    /// (`handOverBytes(to:)`): the document is what goes before them (`head`), the bytes
    /// handed over, then `tail`, which starts with what the fragment still holds.
    mutating func finish(around fragment: inout SVGWriter) -> SpilledDocument {
        let split = closeAround(&fragment)
        return bytes.withBytes { own in
            fragment.bytes.withBytes { inner in
                SpilledDocument(head: Array(own[..<split]), tail: Array(inner) + own[split...])
            }
        }
    }

    /// Closes `fragment` and this writer around the place it goes; returns that place. Once
    /// only: the writers are finished after it.
    private mutating func closeAround(_ fragment: inout SVGWriter) -> Int {
        fragment.close(toDepth: 0)
        newline()
        let split = bytes.count
        close(toDepth: 0)
        bytes.append(UInt8(ascii: "\n"))
        return split
    }

    /// This writer's bytes with the fragment's inserted at `split`, in a new array.
    private func joined(around fragment: borrowing SVGWriter, at split: Int) -> [UInt8] {
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
