/// `data:` URLs (RFC 2397) with base64 content, for embedding images in SVG.
public enum DataURL {
    /// `data:<mimeType>;base64,<bytes in base64>`.
    public static func make(mimeType: String, bytes: [UInt8]) -> String {
        var text = "data:" + mimeType + ";base64,"
        text.reserveCapacity(text.utf8.count + (bytes.count + 2) / 3 * 4)
        text += base64(bytes)
        return text
    }

    /// Standard base64 with `=` padding and no line breaks.
    public static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let chunk = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            output.append(alphabet[Int(chunk >> 18 & 0x3F)])
            output.append(alphabet[Int(chunk >> 12 & 0x3F)])
            output.append(alphabet[Int(chunk >> 6 & 0x3F)])
            output.append(alphabet[Int(chunk & 0x3F)])
            index += 3
        }
        let remaining = bytes.count - index
        if remaining > 0 {
            let first = UInt32(bytes[index]) << 16
            let chunk = remaining == 2 ? first | UInt32(bytes[index + 1]) << 8 : first
            output.append(alphabet[Int(chunk >> 18 & 0x3F)])
            output.append(alphabet[Int(chunk >> 12 & 0x3F)])
            output.append(remaining == 2 ? alphabet[Int(chunk >> 6 & 0x3F)] : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
        return String(decoding: output, as: UTF8.self)
    }
}
