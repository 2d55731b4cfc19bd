/// The one way numbers become text in mapscript's SVG.
///
/// Rules (svg.md): at most two decimals, trailing zeros dropped, never `-0`, never exponent
/// notation, no locale. Rounding is half away from zero on the value times 100 (so 0.005 gives
/// 0.01 and -0.005 gives -0.01), which is what people expect from "2 decimals"; the binary
/// value decides ties (1.005 is stored as 1.00499999... and gives 1).
///
/// Non-finite numbers are never written: NaN and ±∞ come out as `0`. This is a last line of
/// defence; the renderer drops non-finite geometry before it reaches the writer, so a `0`
/// here never places a shape by accident in practice.
///
/// Magnitudes too large for 64-bit hundredths (beyond about 9.2e16) are whole numbers in
/// binary floating point; they are written with all their exact digits (1e21 gives
/// `1000000000000000000000`), never in exponent form.
public enum SVGNumberFormat {
    /// The formatted text (for descriptions and tests; writers append bytes instead).
    public static func text(_ value: Double) -> String {
        var bytes = ByteBuffer(capacity: 32)
        append(value, to: &bytes)
        return String(decoding: bytes.array, as: UTF8.self)
    }

    /// The value in hundredths, rounded half away from zero; nil when it does not fit in Int64
    /// or is not finite.
    @inline(__always)
    public static func hundredths(_ value: Double) -> Int64? {
        let scaled = value * 100
        // Also false for NaN and the infinities.
        guard abs(scaled) < 9.2e18 else { return nil }
        // Truncate, then step away from zero when the dropped part is a half or more: the same
        // as `rounded(.toNearestOrAwayFromZero)` (the difference is exact below 2^52) without
        // a call into the C library on the hot path.
        var whole = Int64(scaled)
        let rest = scaled - Double(whole)
        if rest >= 0.5 { whole += 1 } else if rest <= -0.5 { whole -= 1 }
        return whole
    }

    /// Appends `value` formatted by the rules above.
    @inline(__always)
    static func append(_ value: Double, to bytes: inout ByteBuffer) {
        if let h = hundredths(value) {
            appendHundredths(h, to: &bytes)
        } else if value.isFinite {
            appendHugeInteger(value, to: &bytes)
        } else {
            bytes.append(UInt8(ascii: "0"))
        }
    }

    /// Appends a number given in hundredths (`-1234` is `-12.34`).
    @inline(__always)
    static func appendHundredths(_ hundredths: Int64, to bytes: inout ByteBuffer) {
        if hundredths == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        appendDigits(magnitude / 100, to: &bytes)
        let fraction = magnitude % 100
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") &+ UInt8(fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") &+ UInt8(fraction % 10)) }
        }
    }

    /// How many bytes `appendHundredths` writes for this value (used to pick the shorter of
    /// two spellings of path data without writing both).
    @inline(__always)
    public static func length(ofHundredths hundredths: Int64) -> Int {
        if hundredths == 0 { return 1 }
        let magnitude = hundredths.magnitude
        var length = hundredths < 0 ? 1 : 0
        length += digitCount(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 { length += fraction % 10 != 0 ? 3 : 2 }
        return length
    }

    @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        var count = 1
        var v = value
        while v >= 10 { v /= 10; count += 1 }
        return count
    }

    /// Appends the decimal digits of a non-negative integer.
    @inline(__always)
    static func appendDigits(_ value: UInt64, to bytes: inout ByteBuffer) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(value))
            return
        }
        let start = bytes.count
        var v = value
        while v > 0 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(v % 10))
            v /= 10
        }
        bytes.reverseTail(from: start)
    }

    /// Exact decimal digits of a large finite double (a whole number: its ulp exceeds 1).
    /// Rare, so it favours simplicity: a little-endian base-10^9 big number doubled once
    /// per binary exponent step.
    static func appendHugeInteger(_ value: Double, to bytes: inout ByteBuffer) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var limbs: [UInt64] = []
        var significand = magnitude.significandBitPattern | (1 << 52)
        while significand > 0 {
            limbs.append(significand % 1_000_000_000)
            significand /= 1_000_000_000
        }
        let shift = Int(magnitude.exponent) - 52
        for _ in 0..<max(0, shift) {
            var carry: UInt64 = 0
            for k in limbs.indices {
                let doubled = limbs[k] * 2 + carry
                limbs[k] = doubled % 1_000_000_000
                carry = doubled / 1_000_000_000
            }
            if carry > 0 { limbs.append(carry) }
        }
        appendDigits(limbs[limbs.count - 1], to: &bytes)
        for k in stride(from: limbs.count - 2, through: 0, by: -1) {
            let limb = limbs[k]
            var divisor: UInt64 = 100_000_000
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") &+ UInt8(limb / divisor % 10))
                divisor /= 10
            }
        }
    }
}
