/// Characters that look like the ones scripts are written with, usually pasted from a
/// document, a web page or a chat: a no-break space looks like a space, a minus sign like
/// `-`. The lexer cannot read them; its error names the character and says what to type.
enum Lookalike {
    /// "U+00A0 is a no-break space, ...: type a plain space instead", for a known lookalike.
    static func help(for scalar: Unicode.Scalar) -> String? {
        guard let (name, replacement) = known[scalar.value] else { return nil }
        return "\(code(of: scalar)) is \(name), which often comes with text pasted from a document or a web page: \(replacement)"
    }

    /// "U+00A0": the code point, at least four hex digits.
    static func code(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static let known: [UInt32: (String, String)] = [
        0x00A0: ("a no-break space", "type a plain space instead"),
        0x2007: ("a figure space", "type a plain space instead"),
        0x202F: ("a narrow no-break space", "type a plain space instead"),
        0x200B: ("a zero-width space", "delete it"),
        0x200C: ("a zero-width non-joiner", "delete it"),
        0x200D: ("a zero-width joiner", "delete it"),
        0x2060: ("a word joiner", "delete it"),
        0xFEFF: ("a zero-width no-break space", "delete it"),
        0x2018: ("a curly quote", "strings are written between straight double quotes (\")"),
        0x2019: ("a curly quote", "strings are written between straight double quotes (\")"),
        0x201C: ("a curly quote", "strings are written between straight double quotes (\")"),
        0x201D: ("a curly quote", "strings are written between straight double quotes (\")"),
        0x201E: ("a curly quote", "strings are written between straight double quotes (\")"),
        0x2212: ("a minus sign", "type '-' instead"),
        0x2013: ("an en dash", "type '-' instead"),
        0x2014: ("an em dash", "type '-' instead"),
        0x00D7: ("a multiplication sign", "type '*' instead"),
        0x00F7: ("a division sign", "type '/' instead"),
        0x2260: ("a not-equal sign", "type '!=' instead"),
        0x2264: ("a less-than-or-equal sign", "type '<=' instead"),
        0x2265: ("a greater-than-or-equal sign", "type '>=' instead"),
        0x2026: ("an ellipsis", "type '...' instead"),
    ]
}
