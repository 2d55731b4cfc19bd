/// Appends JSON to a byte buffer: escaped strings and numbers in a fixed decimal format.
///
/// Numbers are written with at most `fractionDigits` decimals, rounded half away from zero,
/// trailing zeros dropped, never with an exponent and never as `-0`, so the same value always
/// gives the same bytes on every platform and locale.
public struct JSONByteWriter {
    public private(set) var bytes: [UInt8] = []
    let fractionDigits: Int
    private let scale: Double

    public init(fractionDigits: Int = 7, capacity: Int = 0) {
        self.fractionDigits = fractionDigits
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        self.scale = scale
        bytes.reserveCapacity(capacity)
    }

    public mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// A quoted, escaped string: `"`, `\` and control characters escaped; the rest as UTF-8.
    public mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                append("\\u00")
                let digits: StaticString = "0123456789abcdef"
                bytes.append(digits.utf8Start[Int(byte >> 4)])
                bytes.append(digits.utf8Start[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A finite number in the fixed format; non-finite values, which JSON cannot hold, are
    /// written as `null` (writers that must not lose a value check `isFinite` first).
    /// Magnitudes from 9e15 up, whole numbers all, are the integer digits of Swift's shortest
    /// round-trip representation in full, so `1e20` is `100000000000000000000`.
    public mutating func appendNumber(_ value: Double) {
        guard value.isFinite else {
            append("null")
            return
        }
        guard abs(value) < 9e15 else {
            appendLargeInteger(value)
            return
        }
        let (integerPart, fraction) = split(value)
        if integerPart == 0 && fraction == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(integerPart)
        guard fraction > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        // Leading zeros come out of the division; the loop stops once the rest is zero, which
        // drops the trailing ones.
        var remaining = fraction
        var divisor = UInt64(scale) / 10
        while remaining > 0 && divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(remaining / divisor))
            remaining %= divisor
            divisor /= 10
        }
    }

    /// The magnitude's whole part and its fraction in units of 10^-fractionDigits, rounded.
    private func split(_ value: Double) -> (UInt64, UInt64) {
        let magnitude = abs(value)
        let whole = magnitude.rounded(.towardZero)
        var integerPart = UInt64(whole)
        // Scaling only the fraction keeps full precision for large coordinates and radii.
        var fraction = UInt64(((magnitude - whole) * scale).rounded(.toNearestOrAwayFromZero))
        let unit = UInt64(scale)
        if fraction >= unit {
            fraction -= unit
            integerPart += 1
        }
        return (integerPart, fraction)
    }

    /// A whole number too large for `split`: the shortest representation's significant digits
    /// (`9.007199254740992e+15`) moved past the decimal point and padded with zeros.
    private mutating func appendLargeInteger(_ value: Double) {
        let text = value.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        var exponent = parts.count > 1 ? Int(String(parts[1].filter { $0 != "+" })) ?? 0 : 0
        var digits = Substring(mantissa)
        if let dot = mantissa.firstIndex(of: ".") {
            let fraction = mantissa[mantissa.index(after: dot)...]
            digits = mantissa[..<dot]
            // A description without an exponent ends `.0`; its fraction is no digit.
            if !(parts.count == 1 && fraction == "0") {
                digits += fraction
                exponent -= fraction.count
            }
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.append(contentsOf: digits.utf8)
        if exponent > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: exponent)) }
    }

    private mutating func appendDigits(_ value: UInt64) {
        var divisor: UInt64 = 1
        while divisor <= value / 10 { divisor *= 10 }
        var remaining = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(remaining / divisor))
            remaining %= divisor
            divisor /= 10
        }
    }

    /// A string quoted and escaped as JSON, for messages and paths.
    static func quoted(_ text: String) -> String {
        var writer = JSONByteWriter(fractionDigits: 0)
        writer.appendString(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
