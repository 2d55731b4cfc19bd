/// What Tab offers for the word at the cursor, and whether a space follows a single match.
///
/// A space is right after a command (`:render `) and a keyword that must be followed by
/// something (`let `), and wrong after a name, which `.`, `(` or `[` may follow
/// (`eiffel.title`), and after a file name (a folder's name goes on with its `/`).
struct CompletionMatches: Equatable {
    var candidates: [String]
    var appendsSpace: Bool

    static let none = CompletionMatches(candidates: [], appendsSpace: false)
}
