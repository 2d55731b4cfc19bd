/// The byte-level JSON reader (RFC 8259) shared by `JSONParser` and `GeoJSONReader`.
///
/// It reads straight from the file's bytes: strings without escapes are copied once, numbers
/// take Clinger's exact fast path when they can and the standard library's correctly rounded
/// conversion otherwise. Recursion is bounded by `maximumDepth`. The GeoJSON reader drives it
/// member by member and can move `position` back to re-read a member it had to skip.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maximumDepth: Int
    var position: Int

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
        // A UTF-8 byte order mark may precede the text (RFC 8259 §8.1 lets readers ignore it).
        position = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    // MARK: Errors

    func error(_ message: String, at offset: Int, path: JSONPath? = nil) -> DataError {
        DataError(file: file, bytes: bytes, offset: offset, path: path?.rendered, message: message)
    }

    /// "expected X" at the current position, or "unexpected end of file" when there is nothing.
    func expected(_ what: String) -> DataError {
        if position >= bytes.count {
            return error("unexpected end of file; expected \(what)", at: position)
        }
        return error("expected \(what)", at: position)
    }

    // MARK: Tokens

    var isAtEnd: Bool { position >= bytes.count }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// The next non-blank byte, or nil at the end, leaving `position` on it.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return position < bytes.count ? bytes[position] : nil
    }

    /// Consumes `byte` if it is next (after blanks).
    mutating func consume(_ byte: UInt8) -> Bool {
        if peek() == byte {
            position += 1
            return true
        }
        return false
    }

    /// After the top-level value only blanks may remain.
    mutating func expectEnd() throws(DataError) {
        if peek() != nil {
            throw error("unexpected content after the JSON value", at: position)
        }
    }

    // MARK: Values

    /// value = object / array / string / number / true / false / null
    mutating func parseValue(depth: Int) throws(DataError) -> DataValue {
        guard let byte = peek() else { throw expected("a value") }
        switch byte {
        case UInt8(ascii: "{"): return .object(try parseObject(depth: depth + 1))
        case UInt8(ascii: "["): return .array(try parseArray(depth: depth + 1))
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: return try parseLiteral()
        }
    }

    /// true / false / null, with a precise message for the usual mistakes.
    mutating func parseLiteral() throws(DataError) -> DataValue {
        if matchWord("true") { return .bool(true) }
        if matchWord("false") { return .bool(false) }
        if matchWord("null") { return .null }
        let start = position
        switch bytes[start] {
        case UInt8(ascii: "'"):
            throw error("expected a value; JSON strings use double quotes", at: start)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("expected a value; NaN and Infinity are not JSON numbers", at: start)
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            throw error("invalid number; a JSON number starts with '-' or a digit", at: start)
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
            throw error("expected a value", at: start)
        case 0x80...:
            // Not ASCII: a word processor's curly quote, or bytes that are not UTF-8 at all.
            let tail = bytes[start..<min(start + 4, bytes.endIndex)]
            guard let scalar = String(decoding: tail, as: UTF8.self).unicodeScalars.first, scalar != "\u{FFFD}" else {
                throw error("invalid UTF-8 where a value should be", at: start)
            }
            if "\u{2018}\u{2019}\u{201C}\u{201D}".unicodeScalars.contains(scalar) {
                throw error("expected a value; JSON strings use straight double quotes (\"), not '\(scalar)'", at: start)
            }
            throw error("expected a value (an object, array, string, number, true, false or null), not '\(scalar)'", at: start)
        default:
            throw error("expected a value (an object, array, string, number, true, false or null)", at: start)
        }
    }

    private mutating func matchWord(_ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard position + length <= bytes.count else { return false }
        let text = word.utf8Start
        for offset in 0..<length where bytes[position + offset] != text[offset] { return false }
        // "nullx" is not null followed by garbage we would report later at a confusing place.
        if position + length < bytes.count, JSONScanner.isWordByte(bytes[position + length]) { return false }
        position += length
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    /// Checks the depth of a new array or object against the limit.
    func checkDepth(_ depth: Int) throws(DataError) {
        if depth > maximumDepth {
            throw error("nesting is deeper than \(maximumDepth) levels", at: position)
        }
    }

    /// array = "[" [ value *( "," value ) ] "]"   (position on "[")
    mutating func parseArray(depth: Int) throws(DataError) -> [DataValue] {
        try checkDepth(depth)
        position += 1
        var elements: [DataValue] = []
        if consume(UInt8(ascii: "]")) { return elements }
        while true {
            elements.append(try parseValue(depth: depth))
            if try !arrayContinues() { return elements }
        }
    }

    /// After an array element: true after ",", false after "]" (both consumed).
    mutating func arrayContinues() throws(DataError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            if peek() == UInt8(ascii: "]") { throw error("a trailing ',' is not allowed in JSON", at: position) }
            return true
        case UInt8(ascii: "]"):
            position += 1
            return false
        default:
            throw expected("',' or ']' in array")
        }
    }

    /// object = "{" [ member *( "," member ) ] "}"   (position on "{")
    /// A repeated key keeps its first position and takes the last value.
    mutating func parseObject(depth: Int) throws(DataError) -> DataObject {
        try checkDepth(depth)
        position += 1
        if consume(UInt8(ascii: "}")) { return DataObject() }
        var builder = DataObjectBuilder()
        while true {
            let key = try parseMemberName()
            builder.set(try parseValue(depth: depth), for: key)
            if try !objectContinues() { return builder.object }
        }
    }

    /// member name = string ":"  (returns the name, consumes the colon)
    mutating func parseMemberName() throws(DataError) -> String {
        guard let byte = peek() else { throw expected("a string key in object") }
        guard byte == UInt8(ascii: "\"") else {
            if byte == UInt8(ascii: "}") { throw error("expected a string key in object", at: position) }
            throw error("expected a string key in object; keys are written in double quotes", at: position)
        }
        let key = try parseString()
        guard consume(UInt8(ascii: ":")) else { throw expected("':' after object key") }
        return key
    }

    /// After an object member: true after ",", false after "}" (both consumed).
    mutating func objectContinues() throws(DataError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            if peek() == UInt8(ascii: "}") { throw error("a trailing ',' is not allowed in JSON", at: position) }
            return true
        case UInt8(ascii: "}"):
            position += 1
            return false
        default:
            throw expected("',' or '}' in object")
        }
    }

    /// Skips one value, checking its syntax, without building anything.
    mutating func skipValue(depth: Int) throws(DataError) {
        guard let byte = peek() else { throw expected("a value") }
        switch byte {
        case UInt8(ascii: "{"):
            try checkDepth(depth + 1)
            position += 1
            if consume(UInt8(ascii: "}")) { return }
            repeat {
                try skipMemberName()
                try skipValue(depth: depth + 1)
            } while try objectContinues()
        case UInt8(ascii: "["):
            try checkDepth(depth + 1)
            position += 1
            if consume(UInt8(ascii: "]")) { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while try arrayContinues()
        case UInt8(ascii: "\""):
            _ = try scanString(keep: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try parseNumber()
        default:
            _ = try parseLiteral()
        }
    }

    private mutating func skipMemberName() throws(DataError) {
        guard peek() == UInt8(ascii: "\"") else { _ = try parseMemberName(); return }
        _ = try scanString(keep: false)
        guard consume(UInt8(ascii: ":")) else { throw expected("':' after object key") }
    }

    // MARK: Strings

    /// A string as its raw bytes when it has no escapes and is ASCII (no String is made), or
    /// decoded otherwise. Readers that only compare a string with known names use it.
    enum RawString {
        case bytes(UnsafeBufferPointer<UInt8>)
        case decoded(String)

        /// True when the string is exactly `name` (an ASCII name).
        func equals(_ name: StaticString) -> Bool {
            let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            switch self {
            case .bytes(let bytes): return bytes.elementsEqual(expected)
            case .decoded(let text): return text.utf8.elementsEqual(expected)
            }
        }

        var text: String {
            switch self {
            case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .decoded(let text): return text
            }
        }
    }

    /// (position on the opening quote)
    mutating func parseRawString() throws(DataError) -> RawString {
        let contentStart = position + 1
        var index = contentStart
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return .bytes(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            index += 1
        }
        return .decoded(try parseString())
    }

    /// A member name as a raw string, and its colon.
    mutating func parseRawMemberName() throws(DataError) -> RawString {
        guard peek() == UInt8(ascii: "\"") else { return .decoded(try parseMemberName()) }
        let name = try parseRawString()
        guard consume(UInt8(ascii: ":")) else { throw expected("':' after object key") }
        return name
    }

    /// string = quotation-mark *char quotation-mark   (position on the opening quote)
    mutating func parseString() throws(DataError) -> String {
        try scanString(keep: true) ?? ""
    }

    /// Reads a string; returns it when `keep`, nil otherwise (the syntax is checked either way).
    private mutating func scanString(keep: Bool) throws(DataError) -> String? {
        let start = position
        position += 1
        let contentStart = position
        var isASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<position])
                position += 1
                if isASCII { return keep ? String(decoding: content, as: UTF8.self) : nil }
                guard let text = String(validating: content, as: UTF8.self) else {
                    throw error("invalid UTF-8 in string", at: start)
                }
                return keep ? text : nil
            }
            if byte == UInt8(ascii: "\\") {
                return try scanEscapedString(start: start, contentStart: contentStart, keep: keep)
            }
            if byte < 0x20 { throw controlCharacterError() }
            if byte >= 0x80 { isASCII = false }
            position += 1
        }
        throw error("unterminated string", at: start)
    }

    private func controlCharacterError() -> DataError {
        let byte = bytes[position]
        let hint = byte == 0x0A ? "a line break inside a string must be written \\n" : "control characters in strings must be escaped"
        return error("unescaped control character in string; \(hint)", at: position)
    }

    /// The slow path, from the first backslash on: decodes escapes into a byte buffer.
    private mutating func scanEscapedString(start: Int, contentStart: Int, keep: Bool) throws(DataError) -> String? {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(position - contentStart + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                guard let text = String(validating: buffer, as: UTF8.self) else {
                    throw error("invalid UTF-8 in string", at: start)
                }
                return keep ? text : nil
            }
            if byte < 0x20 { throw controlCharacterError() }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                position += 1
                continue
            }
            let escapeStart = position
            guard position + 1 < bytes.count else { break }
            let escaped = bytes[position + 1]
            position += 2
            switch escaped {
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try readUnicodeEscape(escapeStart: escapeStart)
                appendUTF8(scalar, to: &buffer)
            default:
                let shown = escaped < 0x80 && escaped >= 0x20 ? String(UnicodeScalar(escaped)) : "?"
                throw error("invalid escape '\\\(shown)' in string", at: escapeStart)
            }
        }
        throw error("unterminated string", at: start)
    }

    /// After "\u": four hex digits, and for a high surrogate the "\uDC00"-style low half.
    private mutating func readUnicodeEscape(escapeStart: Int) throws(DataError) -> UInt32 {
        let high = try readHex4(escapeStart: escapeStart)
        switch high {
        case 0xD800...0xDBFF:
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate '\\u\(JSONScanner.hex4(high))' in string", at: escapeStart)
            }
            let lowStart = position
            position += 2
            let low = try readHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("unpaired surrogate '\\u\(JSONScanner.hex4(high))' in string", at: escapeStart)
            }
            return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw error("unpaired surrogate '\\u\(JSONScanner.hex4(high))' in string", at: escapeStart)
        default:
            return high
        }
    }

    private mutating func readHex4(escapeStart: Int) throws(DataError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = JSONScanner.hexValue(bytes[position]) else {
                throw error("invalid \\u escape; expected 4 hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var text = ""
        for shift in stride(from: 12, through: 0, by: -4) {
            text.unicodeScalars.append(UnicodeScalar(digits[Int((value >> UInt32(shift)) & 0xF)]))
        }
        return text
    }

    private func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | (scalar >> 6)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | (scalar >> 12)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            buffer.append(UInt8(0xF0 | (scalar >> 18)))
            buffer.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    // MARK: Numbers

    /// number = [ "-" ] int [ frac ] [ exp ]   (position on "-" or a digit)
    mutating func parseNumber() throws(DataError) -> Double {
        let start = position
        switch NumberScanner.scan(bytes, from: start) {
        case .success(let scanned):
            position = scanned.end
            if let value = scanned.value { return value }
            throw error("number \(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<scanned.end]), as: UTF8.self)) is out of range", at: start)
        case .failure(let failure):
            // A file cut off inside a number (a truncated download) says so, as one cut off
            // anywhere else does, rather than blaming a digit that was never written.
            if failure.offset >= bytes.count, let expectation = failure.message.split(separator: "; ").last, expectation.hasPrefix("expected") {
                throw error("unexpected end of file; \(expectation)", at: failure.offset)
            }
            // `-Infinity` and `-NaN` (as JavaScript and Python write them) get the advice
            // `NaN` and `Infinity` get from `parseLiteral`.
            if failure.offset == start + 1, bytes[failure.offset] == UInt8(ascii: "I") || bytes[failure.offset] == UInt8(ascii: "N") {
                throw error("expected a value; NaN and Infinity are not JSON numbers", at: start)
            }
            throw error(failure.message, at: failure.offset)
        }
    }
}
