/// Reads the bytes of a blob stored as base64 text (`BaseMapData`) from any byte offset,
/// decoding one 4-character group at a time as it goes, and the varints the blobs are made of.
///
/// The literals are written by the project's own converter, so a malformed one is a build
/// defect: invalid characters decode as zero bits and reading past the end yields zero bytes,
/// which keeps a reader from trapping (the base map then draws wrong, and its tests fail).
struct BaseMapCursor {
    private let text: UnsafePointer<UInt8>
    private let textLength: Int
    private var group: Int
    private var decoded: (UInt8, UInt8, UInt8) = (0, 0, 0)
    private var indexInGroup: Int

    init(_ literal: StaticString, byteOffset: Int = 0) {
        text = literal.utf8Start
        textLength = literal.utf8CodeUnitCount
        group = byteOffset / 3
        indexInGroup = byteOffset % 3
        decodeGroup()
    }

    /// The byte offset of the next byte to be read.
    var byteOffset: Int { group * 3 + indexInGroup }

    mutating func byte() -> UInt8 {
        if indexInGroup == 3 {
            group += 1
            indexInGroup = 0
            decodeGroup()
        }
        defer { indexInGroup += 1 }
        switch indexInGroup {
        case 0: return decoded.0
        case 1: return decoded.1
        default: return decoded.2
        }
    }

    /// An unsigned LEB128 varint.
    mutating func varint() -> Int {
        var result = 0
        var shift = 0
        while shift < 63 {
            let b = byte()
            result |= Int(b & 0x7F) << shift
            if b & 0x80 == 0 { break }
            shift += 7
        }
        return result
    }

    /// A zigzag-coded signed varint.
    mutating func signedVarint() -> Int {
        let raw = varint()
        return (raw >> 1) ^ -(raw & 1)
    }

    /// A zigzag-coded signed varint that fits 32 bits (a coordinate).
    mutating func signedInt32() -> Int32 {
        Int32(truncatingIfNeeded: signedVarint())
    }

    mutating func string(byteCount: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount)
        for _ in 0..<byteCount { bytes.append(byte()) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func decodeGroup() {
        let start = group * 4
        guard start + 4 <= textLength else { decoded = (0, 0, 0); return }
        let a = Self.value(text[start]), b = Self.value(text[start + 1])
        let c = Self.value(text[start + 2]), d = Self.value(text[start + 3])
        let bits = a << 18 | b << 12 | c << 6 | d
        decoded = (UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits))
    }

    @inline(__always)
    private static func value(_ character: UInt8) -> UInt32 {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt32(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt32(character - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(character - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return 0
        }
    }
}
