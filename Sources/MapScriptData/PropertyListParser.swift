/// Reads an XML property list (plist 1.0) into a `DataValue`.
///
/// `dict` becomes an object (keys in file order; a repeated key takes the last value), `array`
/// an array, `string` a string, `integer` and `real` numbers, `true`/`false` booleans. There
/// is no date or binary type in the neutral tree, so `date` becomes its ISO 8601 text
/// (`2026-11-21T20:14:37Z`, checked) and `data` its base64 text with the whitespace removed
/// (checked). Binary property lists are refused with a message saying how to convert them.
/// The XML is read by `XMLReader`, which never expands entities.
public enum PropertyListParser {
    public static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits = .standard) throws(DataError) -> DataValue {
        try limits.checkSize(bytes.count, file: file)
        try TextEncodingCheck.requireUTF8(bytes, file: file)
        if bytes.starts(with: Array("bplist".utf8)) {
            throw DataError(file: file, line: 1, column: 1, message: "binary property lists are not supported; convert it with `plutil -convert xml1 FILE`")
        }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(DataError) -> DataValue in
            var reader = PropertyListReader(xml: XMLReader(bytes: buffer, file: file, maximumDepth: limits.maximumDepth))
            return try reader.readDocument()
        }
    }

    public static func parse(_ text: String, file: String, limits: ParseLimits = .standard) throws(DataError) -> DataValue {
        try parse(Array(text.utf8), file: file, limits: limits)
    }
}
