/// A range of a source file in UTF-8 byte offsets, `end` exclusive.
///
/// Byte offsets rather than `String.Index` keep every AST node small and make spans
/// comparable and hashable; `SourceFile.location(of:)` turns them into line:column.
public struct SourceSpan: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty span at `offset` (used for "missing" things, such as a ')' at the end of a file).
    public init(at offset: Int) {
        self.start = offset
        self.end = offset
    }

    public var length: Int { end - start }
    public var isEmpty: Bool { end == start }

    /// The smallest span covering both.
    public func union(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(start: min(start, other.start), end: max(end, other.end))
    }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
}
