/// Bounds that keep hostile or broken input from exhausting memory or the stack.
public struct ParseLimits: Sendable, Equatable {
    /// The largest input accepted, in bytes.
    public var maximumBytes: Int
    /// The deepest nesting of arrays and objects (or XML elements) accepted. Readers recurse
    /// once per level, so this also bounds their stack use.
    public var maximumDepth: Int

    public init(maximumBytes: Int = 256 * 1024 * 1024, maximumDepth: Int = 512) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
    }

    public static let standard = ParseLimits()

    func checkSize(_ count: Int, file: String) throws(DataError) {
        if count > maximumBytes {
            throw DataError(file: file, message: "file is too large (\(count) bytes; the limit is \(maximumBytes) bytes)")
        }
    }
}
