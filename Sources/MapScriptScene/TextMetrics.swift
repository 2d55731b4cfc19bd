/// Text widths without a browser, from the advance widths of Helvetica (Arial has the same
/// metrics), in thousandths of the font size.
///
/// The SVG names `Helvetica, Arial, sans-serif`; a reader that falls back to a wider face
/// (DejaVu Sans is about 8% wider) still fits, because `width(of:)` is used with the padding
/// callouts add around it. Characters outside ASCII get a sensible default: Latin letters with
/// diacritics the width of a typical lowercase letter, combining marks nothing, and CJK,
/// kana, Hangul, full-width forms and emoji a full em.
public enum TextMetrics {
    public enum Weight { case regular, bold }

    /// Widths of U+0020 through U+007E, Helvetica.
    private static let regular: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ to O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,       // p to ~
    ]

    /// Widths of U+0020 through U+007E, Helvetica Bold.
    private static let bold: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    ]

    /// The advance width of one scalar, in thousandths of an em.
    public static func advance(of scalar: Unicode.Scalar, weight: Weight = .regular) -> Int {
        let v = scalar.value
        if v >= 0x20 && v <= 0x7E {
            let table = weight == .bold ? bold : regular
            return Int(table[Int(v - 0x20)])
        }
        switch v {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0      // combining marks, zero-width
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1FAFF, 0x20000...0x3FFFD: return 1000                // wide: CJK, Hangul, emoji
        case 0x00A0: return 278
        case 0x00C0...0x024F, 0x0370...0x03FF, 0x0400...0x04FF:                // Latin, Greek, Cyrillic
            return weight == .bold ? 620 : 580
        default: return weight == .bold ? 611 : 556
        }
    }

    /// The width of `text` set at `fontSize` points.
    public static func width(of text: String, fontSize: Double, weight: Weight = .regular) -> Double {
        var total = 0
        for scalar in text.unicodeScalars { total += advance(of: scalar, weight: weight) }
        return Double(total) * fontSize / 1000
    }

    /// The longest prefix of `text` (whole characters) that, with an ellipsis, fits `maxWidth`;
    /// `text` itself when it fits.
    public static func truncated(_ text: String, toWidth maxWidth: Double, fontSize: Double, weight: Weight = .regular) -> String {
        if width(of: text, fontSize: fontSize, weight: weight) <= maxWidth { return text }
        let ellipsis = "\u{2026}"
        let budget = maxWidth - width(of: ellipsis, fontSize: fontSize, weight: weight)
        var used = 0.0
        var result = ""
        for character in text {
            let w = width(of: String(character), fontSize: fontSize, weight: weight)
            if used + w > budget { break }
            used += w
            result.append(character)
        }
        return result + ellipsis
    }
}
