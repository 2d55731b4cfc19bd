/// Splits CSV bytes into records of typed fields, tracking line numbers for messages.
///
/// The separator is the header's: `,`, or `;` for a header with semicolons and no commas, as
/// spreadsheets write CSV where the decimal mark is a comma (in such a file a number may be
/// written with a decimal comma, `39,7392`), or a tab for a header with tabs and neither.
/// Spaces and tabs (spaces alone where tabs separate) around a field are not part of a number
/// or of a header's name, and may stand around a quoted field; the text of any other unquoted
/// field keeps them.
struct CSVRecordReader {
    struct Record {
        var fields: [DataValue]
        /// The text of each field as written (only kept for the header, whose names are text).
        var rawTexts: [String]
        /// The byte offset where each field starts (only kept for the header, for messages).
        var starts: [Int]
        var line: Int
    }

    /// Where a record lies, for a message about its number of fields: its first line, its
    /// count of fields, the offset just past its last field, and the offset where its field
    /// number `expectedCount + 1` starts, when it has that many.
    struct Extent {
        var line: Int
        var count: Int
        var end: Int
        var firstExtraField: Int?
    }

    /// The header's number of fields, once it is read: a field past it is noted in `Extent`.
    var expectedCount = Int.max

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// `,`, `;` or a tab, chosen from the header (`separator(ofHeaderIn:from:)`) unless given.
    let separator: UInt8
    private var position: Int
    private var line = 1
    private var isHeader = true

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, separator: CSVSeparator? = nil) {
        self.bytes = bytes
        self.file = file
        position = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        self.separator = (separator ?? CSVRecordReader.separator(ofHeaderIn: bytes, from: position)).rawValue
    }

    /// `,` when the first line that is not empty has a comma outside quotes; else `;` when it
    /// has a semicolon, else a tab when it has a tab, else `,`. A file of one column has none
    /// and reads the same either way. A comma wins, and then a semicolon, because a tab may
    /// also be the layout around a name (`name,\tlat`).
    static func separator(ofHeaderIn bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> CSVSeparator {
        var index = start
        while index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        var quoted = false, semicolons = false, tabs = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { quoted.toggle(); continue }
            if quoted { continue }
            if byte == UInt8(ascii: ",") { return .comma }
            if byte == UInt8(ascii: ";") { semicolons = true }
            if byte == 0x09 { tabs = true }
            if byte == 0x0A || byte == 0x0D { break }
        }
        return semicolons ? .semicolon : tabs ? .tab : .comma
    }

    /// An error at a byte offset, with its line and column.
    func error(_ message: String, at offset: Int) -> DataError {
        DataError(file: file, bytes: bytes, offset: offset, message: message)
    }

    /// Consumes a line break at `position` if there is one.
    private mutating func consumeLineBreak() -> Bool {
        guard position < bytes.count else { return false }
        if bytes[position] == 0x0A {
            position += 1
        } else if bytes[position] == 0x0D {
            position += 1
            if position < bytes.count, bytes[position] == 0x0A { position += 1 }
        } else {
            return false
        }
        line += 1
        return true
    }

    mutating func nextRecord() throws(DataError) -> Record? {
        var record = Record(fields: [], rawTexts: [], starts: [], line: line)
        guard let extent = try readRecord(into: &record.fields, texts: &record.rawTexts, starts: &record.starts) else { return nil }
        record.line = extent.line
        return record
    }

    /// The next record's fields appended to `fields`, so that reading a file's rows makes no
    /// array per row; where the record lies and its number of fields, or nil at the end.
    mutating func nextRecord(appendingTo fields: inout [DataValue]) throws(DataError) -> Extent? {
        var unusedTexts: [String] = [], unusedStarts: [Int] = []
        return try readRecord(into: &fields, texts: &unusedTexts, starts: &unusedStarts)
    }

    /// Reads one record; the texts and starts of its fields are kept only for the header.
    private mutating func readRecord(into fields: inout [DataValue], texts: inout [String], starts: inout [Int]) throws(DataError) -> Extent? {
        while consumeLineBreak() {}
        guard position < bytes.count else { return nil }
        let keepText = isHeader
        isHeader = false
        let firstLine = line
        var count = 0
        var firstExtraField: Int? = nil
        while true {
            if count == expectedCount { firstExtraField = position }
            if keepText { starts.append(position) }
            let (field, text) = try nextField(keepText: keepText)
            fields.append(field)
            count += 1
            if keepText { texts.append(text) }
            if position < bytes.count, bytes[position] == separator {
                position += 1
                continue
            }
            let end = position
            _ = consumeLineBreak()
            return Extent(line: firstLine, count: count, end: end, firstExtraField: firstExtraField)
        }
    }

    /// Whether `byte` ends a field: the separator or either byte of a line break.
    @inline(__always)
    private func endsField(_ byte: UInt8) -> Bool {
        byte == separator || byte == 0x0A || byte == 0x0D
    }

    /// A space, or a tab where tabs do not separate: a tab that separates ends a field, and
    /// skipped as layout it would run two fields together.
    @inline(__always)
    private func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte == 0x09 && separator != 0x09)
    }

    /// One field, leaving `position` on the separator or line break after it (or at the end).
    /// Small, so that it is inlined into the loop over a record's fields: a number, the field
    /// of most rows, is read here; other unquoted fields in `unquotedField`.
    private mutating func nextField(keepText: Bool) throws(DataError) -> (DataValue, String) {
        // A field that starts like a number is scanned as one first: when the number runs to
        // the field's end, that is the field, and its bytes are read once rather than twice.
        if !keepText, position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] &- 0x30 < 10,
           case .success(let scanned) = NumberScanner.scan(bytes, from: position), let value = scanned.value,
           scanned.end == bytes.count || endsField(bytes[scanned.end]) {
            position = scanned.end
            return (.number(value), "")
        }
        // A quoted field, perhaps after spaces (`name, "lat"`): the spaces are not part of it.
        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") || isBlank(bytes[position]), let quote = quote(after: position) {
            position = quote
            let text = try quotedField()
            return (.string(text), text)
        }
        return try unquotedField(keepText: keepText)
    }

    /// An unquoted field that is not simply a number.
    private mutating func unquotedField(keepText: Bool) throws(DataError) -> (DataValue, String) {
        let start = position
        // The scan runs on locals: through `self`, the position was stored and the separator
        // read again at every byte, some 100 instructions a field.
        let bytes = self.bytes, separator = self.separator
        var end = start, isASCII = true
        while end < bytes.count {
            let byte = bytes[end]
            if byte == separator || byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: "\"") {
                throw error("a '\"' inside an unquoted field; quote the whole field and write the quote twice (\"\")", at: end)
            }
            if byte >= 0x80 { isASCII = false }
            end += 1
        }
        position = end
        if position == start { return (.null, "") }
        // Spaces around a number or a header's name are the file's layout (`name, lat, lon`),
        // not part of it: kept, `row.lat` would be nil and ` 39.7` a string.
        var trimmed = start..<position
        while !trimmed.isEmpty, isBlank(bytes[trimmed.lowerBound]) { trimmed = trimmed.dropFirst() }
        while !trimmed.isEmpty, isBlank(bytes[trimmed.upperBound - 1]) { trimmed = trimmed.dropLast() }
        if isASCII, let number = number(in: trimmed) {
            return (.number(number), keepText ? String(decoding: UnsafeBufferPointer(rebasing: bytes[trimmed]), as: UTF8.self) : "")
        }
        let content = UnsafeBufferPointer(rebasing: bytes[keepText ? trimmed : start..<position])
        let text: String
        if isASCII {
            text = String(decoding: content, as: UTF8.self)
        } else {
            guard let valid = String(validating: content, as: UTF8.self) else { throw error("invalid UTF-8 in field", at: start) }
            text = valid
        }
        return (.string(text), text)
    }

    /// Where a quoted field starts that starts at `start` or after spaces from there, if one does.
    private func quote(after start: Int) -> Int? {
        var index = start
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"") ? index : nil
    }

    /// The number an unquoted field's text is exactly, JSON's syntax; in a file separated by
    /// `;`, also with a decimal comma in its place (`-104,9903`), as such spreadsheets write.
    private func number(in range: Range<Int>) -> Double? {
        if let number = NumberScanner.exactNumber(bytes, in: range) { return number }
        guard separator == UInt8(ascii: ";"), let comma = bytes[range].firstIndex(of: UInt8(ascii: ",")),
              !bytes[range].suffix(from: comma + 1).contains(UInt8(ascii: ",")) else { return nil }
        var pointed = Array(bytes[range])
        pointed[comma - range.lowerBound] = UInt8(ascii: ".")
        return pointed.withUnsafeBufferPointer { NumberScanner.exactNumber($0, in: 0..<$0.count) }
    }

    /// A field in double quotes (position on the opening quote): `""` stands for one quote.
    private mutating func quotedField() throws(DataError) -> String {
        let opening = position
        position += 1
        var content: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\"") {
                    content.append(byte)
                    position += 2
                    continue
                }
                position += 1
                while position < bytes.count, isBlank(bytes[position]) { position += 1 }
                if position < bytes.count, !endsField(bytes[position]) {
                    let name = CSVSeparator(rawValue: separator)?.name ?? "the separator"
                    throw error("expected \(name) or a line break after the closing quote", at: position)
                }
                guard let text = String(validating: content, as: UTF8.self) else {
                    throw error("invalid UTF-8 in field", at: opening)
                }
                return text
            }
            if byte == 0x0A || (byte == 0x0D && !(position + 1 < bytes.count && bytes[position + 1] == 0x0A)) {
                line += 1
            }
            content.append(byte)
            position += 1
        }
        throw error("unterminated quoted field (the closing '\"' is missing)", at: opening)
    }
}
