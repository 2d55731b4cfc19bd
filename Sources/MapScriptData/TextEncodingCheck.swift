/// Recognises a text file that is UTF-16 or UTF-32 rather than UTF-8, so that its reader can
/// say so instead of failing on its first byte.
///
/// Such files are common: Excel's "Unicode Text" and Windows PowerShell 5's `Out-File` and `>`
/// write UTF-16. Read as UTF-8 they gave "expected a value" or "invalid UTF-8 in field" at
/// 1:1, which does not tell the user what to do. A byte order mark names the encoding; without
/// one, JSON, GeoJSON and CSV files start with ASCII characters, so NULs in every other byte of
/// the first few are UTF-16 (or UTF-32), as RFC 4627 §3 told JSON readers to detect it.
enum TextEncodingCheck {
    /// Throws when `bytes` are UTF-16 or UTF-32 text; UTF-8 (with or without its byte order
    /// mark) and anything else pass, for the reader to judge.
    static func requireUTF8(_ bytes: [UInt8], file: String) throws(DataError) {
        guard let encoding = foreignEncoding(of: bytes) else { return }
        throw DataError(file: file, line: 1, column: 1, message: "the file is \(encoding) text; load reads UTF-8: save it as UTF-8")
    }

    private static func foreignEncoding(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        guard bytes.count >= 2 else { return nil }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] != 0 { return "UTF-32" }
        if bytes.count >= 4, bytes[0] != 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 { return "UTF-32" }
        if isASCIIInUTF16(bytes, zeroFirst: true) || isASCIIInUTF16(bytes, zeroFirst: false) { return "UTF-16" }
        return nil
    }

    /// Whether the first code units (up to four) are ASCII characters in UTF-16, big-endian
    /// (`zeroFirst`) or little-endian: each a NUL and a byte that is not. One NUL alone (a
    /// stray one in UTF-8 text, `a\0,b`) is not UTF-16, and is for the reader to name where it is.
    private static func isASCIIInUTF16(_ bytes: [UInt8], zeroFirst: Bool) -> Bool {
        // UTF-16 text is whole code units: an odd count of bytes is not.
        guard bytes.count % 2 == 0 else { return false }
        let units = min(4, bytes.count / 2)
        return (0..<units).allSatisfy { unit in
            let high = bytes[2 * unit + (zeroFirst ? 0 : 1)], low = bytes[2 * unit + (zeroFirst ? 1 : 0)]
            return high == 0 && low != 0
        }
    }
}
