/// Where the body of a large picture goes while it is written, so that it is never held whole:
/// once the body has gathered `threshold` bytes, at the end of an element, they are handed to
/// `receive` in document order and forgotten. A picture of a million pins then needs a buffer
/// of `threshold` bytes rather than a hundred megabytes.
///
/// `receive` cannot fail: a receiver that meets an error (a full disk) keeps it and reports it
/// when the document is written out, as a C stream keeps its error flag.
public struct BodySpill {
    public var threshold: Int
    public var receive: (UnsafeRawBufferPointer) -> Void

    public init(threshold: Int, receive: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.threshold = max(1, threshold)
        self.receive = receive
    }
}
