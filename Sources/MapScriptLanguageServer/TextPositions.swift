import MapScriptData
import MapScriptSyntax

/// Converts between the UTF-8 byte offsets of the project's spans and LSP positions (a
/// 0-based line and a column in UTF-16 code units, the protocol's default encoding), so that
/// a line with `é` or an emoji is marked where the editor shows it. Lines end at `\n`; a `\r`
/// before it counts as part of the line, as editors count it.
struct TextPositions {
    /// The text's lines are the source file's, so a span and its position agree on them.
    private let file: SourceFile

    init(_ text: String) {
        file = SourceFile(path: "", text: text)
    }

    var bytes: [UInt8] { file.bytes }
    var endOffset: Int { file.bytes.count }

    /// The position of a byte offset, clamped to the text.
    func position(of offset: Int) -> (line: Int, character: Int) {
        let offset = min(max(offset, 0), file.bytes.count)
        let line = file.line(of: offset)
        let prefix = file.bytes[lineStart(line)..<offset]
        return (line - 1, String(decoding: prefix, as: UTF8.self).utf16.count)
    }

    /// The byte offset of a position; a line past the end is the end of the text, a character
    /// past the end of its line is the end of that line (as the protocol says to treat them).
    func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < file.lineCount else { return file.bytes.count }
        let start = lineStart(line + 1)
        let end = line + 1 < file.lineCount ? file.lineRange(line + 2).lowerBound - 1 : file.bytes.count
        var units = 0
        var offset = start
        while offset < end, units < character {
            let length = TextPositions.sequenceLength(file.bytes[offset])
            units += length == 4 ? 2 : 1
            offset = min(offset + length, end)
        }
        return offset
    }

    /// Where a 1-based line starts for the editor: a byte order mark, which diagnostics leave
    /// out of line 1, is a character of the editor's text like any other.
    private func lineStart(_ line: Int) -> Int {
        line == 1 ? 0 : file.lineRange(line).lowerBound
    }

    func range(of start: Int, _ end: Int) -> DataValue {
        .object([("start", positionValue(start)), ("end", positionValue(end))])
    }

    func positionValue(_ offset: Int) -> DataValue {
        let (line, character) = position(of: offset)
        return .object([("line", .int(line)), ("character", .int(character))])
    }

    /// The byte length of the UTF-8 sequence a lead byte starts; a stray continuation byte
    /// (not in a Swift string's UTF-8, but harmless) counts as one.
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
