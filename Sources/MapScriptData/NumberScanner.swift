/// Reads a number in JSON's grammar (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) from
/// bytes. JSON values and CSV fields both use it, so "numbers" mean the same thing everywhere.
///
/// Up to 19 significant digits are gathered into an integer; when it fits in 53 bits and the
/// decimal exponent is within ±22, one multiplication or division by an exact power of ten
/// gives the correctly rounded result (Clinger's fast path). Anything else goes through the
/// standard library's correctly rounded conversion, so results never depend on the path.
enum NumberScanner {
    struct Scanned {
        /// The offset just past the number.
        var end: Int
        /// The value, or nil when it is too large for a Double (e.g. `1e400`).
        var value: Double?
    }

    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    @inline(__always)
    private static func digit(_ byte: UInt8) -> UInt64? {
        byte >= 0x30 && byte <= 0x39 ? UInt64(byte - 0x30) : nil
    }

    /// Scans a number starting at `start` (a '-' or a digit expected there) and stops at the
    /// first byte that cannot continue it; the caller decides what may follow.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Result<Scanned, Failure> {
        let count = bytes.count
        var index = start
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < count, digit(bytes[index]) != nil else {
            return .failure(Failure(message: "invalid number; expected a digit", offset: index))
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var truncated = false

        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < count, digit(bytes[index]) != nil {
                return .failure(Failure(message: "invalid number; leading zeros are not allowed", offset: start))
            }
        } else {
            while index < count {
                let value = bytes[index] &- 0x30
                if value >= 10 { break }
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(value)
                    significantDigits += 1
                } else {
                    exponent += 1
                    truncated = truncated || value != 0
                }
                index += 1
            }
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < count, digit(bytes[index]) != nil else {
                return .failure(Failure(message: "invalid number; expected a digit after '.'", offset: index))
            }
            while index < count {
                let value = bytes[index] &- 0x30
                if value >= 10 { break }
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(value)
                    if mantissa != 0 { significantDigits += 1 }
                    exponent -= 1
                } else {
                    truncated = truncated || value != 0
                }
                index += 1
            }
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < count, digit(bytes[index]) != nil else {
                return .failure(Failure(message: "invalid number; expected a digit in the exponent", offset: index))
            }
            var written = 0
            while index < count, let value = digit(bytes[index]) {
                // Saturate: beyond this every Double is zero or infinite anyway.
                if written < 100_000 { written = written * 10 + Int(value) }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }

        let value: Double
        if mantissa == 0 {
            value = 0
        } else if !truncated, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            let exact = Double(mantissa)
            value = exponent < 0 ? exact / powersOfTen[-exponent] : exact * powersOfTen[exponent]
        } else {
            let digits = UnsafeBufferPointer(rebasing: bytes[(negative ? start + 1 : start)..<index])
            guard let converted = Double(String(decoding: digits, as: UTF8.self)) else {
                return .failure(Failure(message: "invalid number", offset: start))
            }
            value = converted
        }
        let signed = negative ? -value : value
        return .success(Scanned(end: index, value: signed.isFinite ? signed : nil))
    }

    /// The value of `bytes[range]` when the whole range is one finite number, else nil.
    static func exactNumber(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Double? {
        guard !range.isEmpty else { return nil }
        let first = bytes[range.lowerBound]
        guard first == UInt8(ascii: "-") || digit(first) != nil else { return nil }
        let slice = UnsafeBufferPointer(rebasing: bytes[..<range.upperBound])
        guard case .success(let scanned) = scan(slice, from: range.lowerBound), scanned.end == range.upperBound else { return nil }
        return scanned.value
    }
}
