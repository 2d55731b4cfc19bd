import MapScriptData

/// Converts between the UTF-8 byte offsets of the project's spans and LSP positions (a
/// 0-based line and a column in UTF-16 code units, the protocol's default encoding), so that
/// a line with `é` or an emoji is marked where the editor shows it. Lines end at `\n`; a `\r`
/// before it counts as part of the line, as editors count it.
struct TextPositions {
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    var endOffset: Int { bytes.count }

    /// The position of a byte offset, clamped to the text.
    func position(of offset: Int) -> (line: Int, character: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let prefix = bytes[lineStarts[low]..<offset]
        return (low, String(decoding: prefix, as: UTF8.self).utf16.count)
    }

    /// The byte offset of a position; a line past the end is the end of the text, a character
    /// past the end of its line is the end of that line (as the protocol says to treat them).
    func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        var units = 0
        var offset = start
        while offset < end, units < character {
            let length = TextPositions.sequenceLength(bytes[offset])
            let scalarEnd = min(offset + length, end)
            units += length == 4 ? 2 : 1
            offset = scalarEnd
        }
        return offset
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
