/// A script's text, its display path and a table of line starts.
///
/// Immutable and shared by reference: every diagnostic and AST of a file points at the same
/// instance, so spans stay two integers.
public final class SourceFile: Sendable {
    /// The path as shown in diagnostics.
    public let path: String
    /// The number diagnostics give the text's first line: 1 for a file, the line of the input
    /// an entry started on for the REPL reading a pipe (so `<stdin>:7:3` is line 7 of it).
    public let firstLine: Int
    public let text: String
    /// The text as UTF-8 bytes; spans index into this.
    public let bytes: [UInt8]
    /// Whether the bytes it was read from were not valid UTF-8: its U+FFFD characters may
    /// then stand for bytes they replaced.
    public let hasInvalidUTF8: Bool
    /// Byte offset at which each line starts; `lineStarts[0]` is 0, or 3 after a byte order mark.
    let lineStarts: [Int]
    /// Whether each line is ASCII only, where a column is a byte count: columns then cost
    /// nothing, however long the line and however many diagnostics it has.
    let asciiLines: [Bool]
    /// Columns on the other lines (`ColumnIndex`), worked out when first asked for.
    private let columns = ColumnIndex()

    public convenience init(path: String, text: String, firstLine: Int = 1) {
        self.init(path: path, text: text, firstLine: firstLine, hasInvalidUTF8: false)
    }

    /// A file from raw bytes; invalid UTF-8 becomes U+FFFD, which the lexer then reports.
    public convenience init(path: String, bytes: [UInt8]) {
        self.init(path: path, text: String(decoding: bytes, as: UTF8.self), firstLine: 1,
                  hasInvalidUTF8: String(validating: bytes, as: UTF8.self) == nil)
    }

    private init(path: String, text: String, firstLine: Int, hasInvalidUTF8: Bool) {
        self.hasInvalidUTF8 = hasInvalidUTF8
        self.path = path
        self.firstLine = firstLine
        self.text = text
        let bytes = Array(text.utf8)
        self.bytes = bytes
        // A byte order mark is not part of the script (the lexer skips it): line 1 starts after
        // it, so its columns count from the first character and its text is shown without it.
        let first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts = [first]
        var ascii: [Bool] = []
        var lineIsASCII = true
        for (offset, byte) in bytes.enumerated().dropFirst(first) {
            if byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
                ascii.append(lineIsASCII)
                lineIsASCII = true
            } else if byte >= 0x80 {
                lineIsASCII = false
            }
        }
        ascii.append(lineIsASCII)
        self.lineStarts = starts
        self.asciiLines = ascii
    }

    public var lineCount: Int { lineStarts.count }

    /// The 1-based line holding `offset` (clamped to the file).
    public func line(of offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The line and column diagnostics show for a UTF-8 offset: the line counted from
    /// `firstLine`, the column from 1 in characters, not bytes.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, lineStarts[0]), bytes.count)
        let line = line(of: offset)
        let start = lineStarts[line - 1]
        let shownLine = line + firstLine - 1
        // An ASCII line holds no "\r\n" pair (the one ASCII cluster of two): one byte, one column.
        if asciiLines[line - 1] { return (shownLine, offset - start + 1) }
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return (shownLine, columns.column(of: offset, line: line, lineStart: start, lineEnd: end, bytes: bytes))
    }

    /// The byte range of a 1-based line, without its line break.
    public func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The text of a 1-based line, without its line break ("" outside the file).
    public func lineText(_ line: Int) -> String {
        String(decoding: bytes[lineRange(line)], as: UTF8.self)
    }

    /// The source text of a span.
    public func text(of span: SourceSpan) -> String {
        let start = min(max(span.start, 0), bytes.count)
        let end = min(max(span.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// "path:line:column" of an offset, as diagnostics and stack traces show it.
    public func describe(_ offset: Int) -> String {
        let (line, column) = location(of: offset)
        return "\(path):\(line):\(column)"
    }
}
