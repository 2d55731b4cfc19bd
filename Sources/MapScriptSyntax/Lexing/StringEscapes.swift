/// The escapes of string literals: `\n \t \r \0 \" \\ \u{1F3A2}`.
///
/// One reader serves both sides: the lexer runs it to find and report bad escapes without
/// building any text, and the parser runs it to decode the text of the string tokens it
/// keeps, so tokens carry no strings and stay plain values.
enum StringEscapes {
    struct Problem {
        var message: String
        var span: SourceSpan
    }

    /// Reads the escape whose backslash is at `index`. With `out`, appends the bytes it stands
    /// for. Returns where the escape ends and what is wrong with it, if anything.
    static func read(_ bytes: [UInt8], at index: Int, into out: inout [UInt8], decoding: Bool) -> (end: Int, problem: Problem?) {
        let start = index
        var position = index + 1
        guard position < bytes.count else { return (position, nil) }
        let byte = bytes[position]
        position += 1
        func emit(_ value: UInt8, _ out: inout [UInt8]) { if decoding { out.append(value) } }
        switch byte {
        case UInt8(ascii: "n"): emit(0x0A, &out)
        case UInt8(ascii: "t"): emit(0x09, &out)
        case UInt8(ascii: "r"): emit(0x0D, &out)
        case UInt8(ascii: "0"): emit(0x00, &out)
        case UInt8(ascii: "\""): emit(0x22, &out)
        case UInt8(ascii: "\\"): emit(0x5C, &out)
        case UInt8(ascii: "u"):
            guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else {
                return (position, Problem(message: "expected '{' after '\\u'; a Unicode escape is written \\u{1F3A2}", span: SourceSpan(start: start, end: position)))
            }
            position += 1
            var value: UInt32 = 0
            var digits = 0
            while position < bytes.count, let digit = hexValue(bytes[position]) {
                if digits < 9 { value = value << 4 | UInt32(digit) }
                digits += 1
                position += 1
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else {
                return (position, Problem(message: "expected '}' to end the Unicode escape", span: SourceSpan(start: start, end: position)))
            }
            position += 1
            let span = SourceSpan(start: start, end: position)
            if digits == 0 || digits > 8 {
                return (position, Problem(message: "a Unicode escape takes 1 to 8 hexadecimal digits", span: span))
            }
            guard let scalar = Unicode.Scalar(value) else {
                return (position, Problem(message: "invalid Unicode scalar U+\(String(value, radix: 16, uppercase: true)) in escape", span: span))
            }
            if decoding { out.append(contentsOf: Array(String(Character(scalar)).utf8)) }
        default:
            // Report the whole character after the backslash, however many bytes it has.
            var end = position
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = String(decoding: bytes[(position - 1)..<end], as: UTF8.self)
            let shown = character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } ? character : "U+" + String(byte, radix: 16, uppercase: true)
            return (end, Problem(
                message: "unknown escape sequence '\\\(shown)'; the escapes are \\n \\t \\r \\0 \\\" \\\\ \\u{...} and \\(...)",
                span: SourceSpan(start: start, end: end)
            ))
        }
        return (position, nil)
    }

    /// The text of a string token's contents between `start` and `end`, escapes resolved (bad
    /// ones, already reported by the lexer, are left out).
    static func decodedText(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        let end = min(end, bytes.count)
        guard start < end else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\\") {
                index = min(read(bytes, at: index, into: &out, decoding: true).end, end)
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 0x30
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 0x61 + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 0x41 + 10
        default: nil
        }
    }
}
