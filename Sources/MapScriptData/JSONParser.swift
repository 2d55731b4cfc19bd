/// Reads JSON (RFC 8259) into a `DataValue`.
///
/// Choices: numbers become `Double` (a number too large for one is an error); a repeated key in
/// an object keeps its first position and takes the last value (as JavaScript, Python and
/// Foundation do); a leading UTF-8 byte order mark is ignored; strings must be valid UTF-8.
public enum JSONParser {
    /// Parses a whole document. `file` is the name shown in errors.
    public static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits = .standard) throws(DataError) -> DataValue {
        try limits.checkSize(bytes.count, file: file)
        try TextEncodingCheck.requireUTF8(bytes, file: file)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(DataError) -> DataValue in
            var scanner = JSONScanner(bytes: buffer, file: file, maximumDepth: limits.maximumDepth)
            if scanner.peek() == nil { throw scanner.error("empty file; expected a JSON value", at: scanner.position) }
            let value = try scanner.parseValue(depth: 0)
            try scanner.expectEnd()
            return value
        }
    }

    /// Parses JSON text (a convenience for tests and small inputs).
    public static func parse(_ text: String, file: String, limits: ParseLimits = .standard) throws(DataError) -> DataValue {
        try parse(Array(text.utf8), file: file, limits: limits)
    }
}
