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

    /// Reserved words by their bytes packed into an integer (every one is at most 8 bytes), so
    /// telling a keyword from a name costs one integer hash rather than string comparisons.
    private static let kindsByPackedSpelling: [UInt64: TokenKind] = {
        var table: [UInt64: TokenKind] = [:]
        for entry in reservedKinds {
            if let key = pack(Array(entry.text.utf8)[...]) { table[key] = entry.kind }
        }
        return table
    }()

    private static func pack(_ bytes: ArraySlice<UInt8>) -> UInt64? {
        guard bytes.count >= 2, bytes.count <= 8 else { return nil }
        var key: UInt64 = 0
        for byte in bytes { key = key << 8 | UInt64(byte) }
        return key
    }

    /// The keyword kind spelt by `text`, if it is a reserved word.
    static func kind(of text: ArraySlice<UInt8>) -> TokenKind? {
        guard let key = pack(text) else { return nil }
        return kindsByPackedSpelling[key]
    }

    static func text(of kind: TokenKind) -> String? {
        for entry in reservedKinds where entry.kind == kind { return entry.text }
        return nil
    }
}
