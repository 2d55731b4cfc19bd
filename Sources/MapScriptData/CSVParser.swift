#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads CSV (RFC 4180) with a header row into an array of objects, one per row, keyed by the
/// header's names in their order.
///
/// Choices, so that a script knows what it gets:
/// - Fields are separated by `,`, or by `;` when the header has semicolons and no commas (as
///   spreadsheets write CSV where the decimal mark is a comma), or by tabs when it has tabs and
///   neither (tab-separated values, which a `.tsv` file always is); records end at CRLF, LF or CR.
///   Quoted fields may hold separators, line breaks and doubled quotes (`""`), and may have
///   spaces or tabs around them. A quote inside an unquoted field is an error.
/// - Spaces and tabs around an unquoted header name are not part of it (`name, lat, lon` has
///   the columns `lat` and `lon`); a quoted name keeps what it quotes.
/// - An unquoted field that is exactly a JSON number (`12`, `-3.5`, `1e3`), spaces and tabs
///   around it aside, becomes a number; in a file separated by `;`, so does one with a decimal
///   comma (`-104,9903`). Everything else stays a string, with its spaces, so `007`, `+1` and
///   `.5` keep their text. A quoted field is always a string, which is how a file keeps a
///   numeric-looking code as text.
/// - An empty unquoted field is a missing value, `null`; a quoted empty field `""` is the empty
///   string.
/// - Completely empty lines are skipped. Every other row must have as many fields as the header
///   (an error points where the row's fields run out, or at its first field too many). Header
///   names must be distinct.
public enum CSVParser {
    /// `separator` nil chooses it from the header.
    public static func parse(_ bytes: [UInt8], file: String, separator: CSVSeparator? = nil,
                             limits: ParseLimits = .standard) throws(DataError) -> DataValue {
        try parseTable(bytes, file: file, separator: separator, limits: limits).objects
    }

    /// The file as a table: the header's names and the rows' fields, before they become objects.
    public static func parseTable(_ bytes: [UInt8], file: String, separator: CSVSeparator? = nil,
                                  limits: ParseLimits = .standard) throws(DataError) -> CSVTable {
        try limits.checkSize(bytes.count, file: file)
        try TextEncodingCheck.requireUTF8(bytes, file: file)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(DataError) -> CSVTable in
            // Text never holds a NUL: one is a file that is not CSV, or was cut or joined
            // wrongly, and kept in a field it would end the string in whatever reads it next.
            if let base = buffer.baseAddress, let nul = memchr(base, 0, buffer.count) {
                throw DataError(file: file, bytes: buffer, offset: base.distance(to: nul.assumingMemoryBound(to: UInt8.self)),
                                message: "a NUL byte, which no text holds; is this file text?")
            }
            var reader = CSVRecordReader(bytes: buffer, file: file, separator: separator)
            guard let header = try reader.nextRecord() else { return CSVTable(names: [], fields: []) }
            let names = try columnNames(header, reader: reader)
            reader.expectedCount = names.count
            var fields: [DataValue] = []
            while let extent = try reader.nextRecord(appendingTo: &fields) {
                guard extent.count == names.count else { throw fieldCountError(extent, names: names, reader: reader) }
            }
            return CSVTable(names: names, fields: fields)
        }
    }

    /// A row with too few fields is reported where it ends, naming the columns it leaves
    /// without a value; one with too many at its first field past the header's last column.
    private static func fieldCountError(_ extent: CSVRecordReader.Extent, names: [String], reader: CSVRecordReader) -> DataError {
        let found = extent.count
        let counts = "row has \(found) field\(found == 1 ? "" : "s"); the header has \(names.count)"
        if found < names.count {
            let missing = names[found...].map(JSONByteWriter.quoted)
            let shown = missing.count > 3 ? missing.prefix(3).joined(separator: ", ") + " and \(missing.count - 3) more" : missing.joined(separator: ", ")
            return reader.error(counts + " (no value for \(shown))", at: extent.end)
        }
        return reader.error(counts + " (this field is past the last column, \(JSONByteWriter.quoted(names[names.count - 1])))", at: extent.firstExtraField ?? extent.end)
    }

    public static func parse(_ text: String, file: String, separator: CSVSeparator? = nil,
                             limits: ParseLimits = .standard) throws(DataError) -> DataValue {
        try parse(Array(text.utf8), file: file, separator: separator, limits: limits)
    }

    private static func columnNames(_ header: CSVRecordReader.Record, reader: CSVRecordReader) throws(DataError) -> [String] {
        var names: [String] = []
        var firstColumn: [String: Int] = [:]
        for (index, field) in header.fields.enumerated() {
            let name: String
            switch field {
            case .string(let text): name = text
            case .number: name = header.rawTexts[index]
            default: name = ""
            }
            if let earlier = firstColumn[name] {
                throw reader.error(
                    "duplicate column name \(JSONByteWriter.quoted(name)) in the header (columns \(earlier + 1) and \(index + 1))",
                    at: header.starts[index])
            }
            firstColumn[name] = index
            names.append(name)
        }
        return names
    }
}
