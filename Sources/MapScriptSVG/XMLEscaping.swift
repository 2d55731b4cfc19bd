/// XML 1.0 escaping of text and attribute values, appended as bytes.
///
/// All five special characters (`& < > " '`) are escaped in both contexts, so a value can never
/// close its attribute or element whatever quote the reader expects. Characters XML 1.0 forbids
/// (C0 controls other than tab, newline and carriage return; U+FFFE and U+FFFF) are removed:
/// they cannot be escaped (`&#1;` is not well-formed either). Inside attribute values tab,
/// newline and carriage return are written as character references so attribute-value
/// normalisation keeps them.
public enum XMLEscaping {
    public enum Context { case text, attribute }

    static func append(_ string: String, context: Context, to bytes: inout ByteBuffer) {
        // `withUTF8` reads small strings from the stack and native ones in place; only a
        // bridged string is copied (once) to make it contiguous.
        var text = string
        text.withUTF8 { append($0, context: context, to: &bytes) }
    }

    /// True for the bytes that need a second look: markup characters, C0 controls and the lead
    /// byte of U+FFFE/U+FFFF. Everything else is copied in runs.
    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0xEF
    }

    static func append(_ source: UnsafeBufferPointer<UInt8>, context: Context, to bytes: inout ByteBuffer) {
        var i = 0
        let n = source.count
        while i < n {
            var runEnd = i
            while runEnd < n && !isSpecial(source[runEnd]) { runEnd += 1 }
            if runEnd > i {
                bytes.append(UnsafeBufferPointer(rebasing: source[i..<runEnd]))
                i = runEnd
                if i == n { break }
            }
            let byte = source[i]
            switch byte {
            case UInt8(ascii: "&"): appendASCII("&amp;", to: &bytes)
            case UInt8(ascii: "<"): appendASCII("&lt;", to: &bytes)
            case UInt8(ascii: ">"): appendASCII("&gt;", to: &bytes)
            case UInt8(ascii: "\""): appendASCII("&quot;", to: &bytes)
            case UInt8(ascii: "'"): appendASCII("&apos;", to: &bytes)
            case 0x09, 0x0A, 0x0D:
                if context == .attribute {
                    appendASCII(byte == 0x09 ? "&#9;" : byte == 0x0A ? "&#10;" : "&#13;", to: &bytes)
                } else {
                    bytes.append(byte)
                }
            case 0x00..<0x20:
                break  // forbidden in XML 1.0: dropped
            case 0xEF where i + 2 < n && source[i + 1] == 0xBF && (source[i + 2] == 0xBE || source[i + 2] == 0xBF):
                i += 2  // U+FFFE or U+FFFF: not XML characters
            default:
                bytes.append(byte)
            }
            i += 1
        }
    }

    @inline(__always)
    static func appendASCII(_ text: StaticString, to bytes: inout ByteBuffer) {
        bytes.append(text)
    }

    /// The escaped text as a String (for tests and diagnostics).
    public static func escaped(_ string: String, context: Context = .text) -> String {
        var bytes = ByteBuffer()
        append(string, context: context, to: &bytes)
        return String(decoding: bytes.array, as: UTF8.self)
    }
}
