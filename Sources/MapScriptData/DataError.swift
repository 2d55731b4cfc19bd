/// An error in a data file or in access to it: where it is and what was expected.
///
/// Rendered as `park.geojson:12:7: expected ',' or ']' in array`, or with the JSON path of the
/// offending value: `park.geojson:40:21: features[2].geometry: unknown geometry type "Pointt"
/// (did you mean "Point"?)`. Lines and columns are 1-based; columns count Unicode scalars.
public struct DataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as it should be shown (usually the path the script gave).
    public var file: String
    public var line: Int?
    public var column: Int?
    /// The path of the offending value inside the document, e.g. `features[3].geometry`.
    public var path: String?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// An error at a UTF-8 byte offset of `bytes`, located by counting lines up to it.
    init(file: String, bytes: UnsafeBufferPointer<UInt8>, offset: Int, path: String? = nil, message: String) {
        let (line, column) = DataError.location(of: offset, in: bytes)
        self.init(file: file, line: line, column: column, path: path, message: message)
    }

    public var description: String {
        var text = file
        if file.isEmpty { return (path.map { $0.isEmpty ? "" : $0 + ": " } ?? "") + message }
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": "
        if let path, !path.isEmpty { text += path + ": " }
        return text + message
    }

    /// The 1-based line and column of a byte offset. A line ends at LF, CR or CRLF; the column
    /// counts Unicode scalars, so it matches what an editor shows for any UTF-8 text (a byte
    /// order mark at the start is not counted).
    static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < end {
            let byte = bytes[index]
            let isLoneCarriageReturn = byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)
            if byte == 0x0A || isLoneCarriageReturn {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var column = 1
        var scan = lineStart
        // A UTF-8 byte order mark, which the readers skip, is no column an editor shows.
        if scan == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scan = 3 }
        while scan < end {
            if bytes[scan] & 0xC0 != 0x80 { column += 1 }
            scan += 1
        }
        return (line, column)
    }
}
