/// Standard base64 (RFC 4648, with padding), appended as bytes; used for `data:` URLs of
/// embedded images.
enum Base64 {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func append(_ data: [UInt8], to bytes: inout ByteBuffer) {
        bytes.reserve((data.count + 2) / 3 * 4)
        let table = alphabet
        var i = 0
        let n = data.count
        while i + 3 <= n {
            let chunk = UInt32(data[i]) << 16 | UInt32(data[i + 1]) << 8 | UInt32(data[i + 2])
            bytes.append(table[Int(chunk >> 18 & 63)])
            bytes.append(table[Int(chunk >> 12 & 63)])
            bytes.append(table[Int(chunk >> 6 & 63)])
            bytes.append(table[Int(chunk & 63)])
            i += 3
        }
        let rest = n - i
        if rest == 1 {
            let chunk = UInt32(data[i]) << 16
            bytes.append(table[Int(chunk >> 18 & 63)])
            bytes.append(table[Int(chunk >> 12 & 63)])
            bytes.append(UInt8(ascii: "="))
            bytes.append(UInt8(ascii: "="))
        } else if rest == 2 {
            let chunk = UInt32(data[i]) << 16 | UInt32(data[i + 1]) << 8
            bytes.append(table[Int(chunk >> 18 & 63)])
            bytes.append(table[Int(chunk >> 12 & 63)])
            bytes.append(table[Int(chunk >> 6 & 63)])
            bytes.append(UInt8(ascii: "="))
        }
    }

    static func encode(_ data: [UInt8]) -> String {
        var bytes = ByteBuffer()
        append(data, to: &bytes)
        return String(decoding: bytes.array, as: UTF8.self)
    }
}
