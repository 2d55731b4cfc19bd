/// The words of the language.
///
/// Reserved words can never be names. Contextual words start a declaration only at the start
/// of a statement and when followed by what that declaration needs; everywhere else they are
/// ordinary names (`annotation.title`, `on viewFor(annotation) { ... }`).
public enum Keywords {
    /// Reserved words with their token kinds, in the order the language reference lists them.
    static let reservedKinds: [(text: String, kind: TokenKind)] = [
        ("let", .letKeyword), ("var", .varKeyword), ("func", .funcKeyword),
        ("class", .classKeyword), ("enum", .enumKeyword), ("case", .caseKeyword),
        ("init", .initKeyword), ("if", .ifKeyword), ("else", .elseKeyword),
        ("while", .whileKeyword), ("for", .forKeyword), ("in", .inKeyword),
        ("break", .breakKeyword), ("continue", .continueKeyword), ("return", .returnKeyword),
        ("switch", .switchKeyword), ("default", .defaultKeyword), ("import", .importKeyword),
        ("self", .selfKeyword), ("super", .superKeyword), ("nil", .nilKeyword),
        ("true", .trueKeyword), ("false", .falseKeyword), ("and", .andKeyword),
        ("or", .orKeyword), ("not", .notKeyword), ("is", .isKeyword),
    ]

    /// Words that can never be used as names.
    public static let reserved: [String] = reservedKinds.map(\.text)

    /// Declaration words that are names everywhere except where a declaration starts.
    public static let contextual: [String] = [
        "annotation", "polygon", "polyline", "circle", "overlay", "renderer", "on", "at", "radius",
    ]

    /// Every word of the language, reserved first (for completion and the grammar check).
    public static let all: [String] = reserved + contextual

    /// The keyword kind spelt by `text`, if it is a reserved word.
    static func kind(of text: some Collection<UInt8>) -> TokenKind? {
        // A linear scan over 27 short words is faster than hashing a String built for it.
        let count = text.count
        guard count >= 2, count <= 8 else { return nil }
        outer: for entry in reservedKinds where entry.text.utf8.count == count {
            var index = text.startIndex
            for byte in entry.text.utf8 {
                if text[index] != byte { continue outer }
                index = text.index(after: index)
            }
            return entry.kind
        }
        return nil
    }

    static func text(of kind: TokenKind) -> String? {
        for entry in reservedKinds where entry.kind == kind { return entry.text }
        return nil
    }
}
