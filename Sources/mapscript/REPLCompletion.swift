import MapScriptRuntime
import MapScriptSyntax

/// Tab completion in the REPL. What the word at the cursor is decides what completes it:
/// - after a leading `:`, the REPL's own commands;
/// - the argument of `:load` and `:render`, file names relative to the current folder, where
///   those commands read and write; the string of `load("`, `Image("` and `import "`, file
///   names relative to the session's folder, where the script reads;
/// - anything else, what the session offers: keywords, names in scope, members after `.`.
///
/// readline splits the line into words before asking for candidates, so the same decision
/// also gives it the characters that end a word: a file name is one word up to its quote or
/// the command before it (`data/white.csv`), while in code `.` and brackets end words
/// (`denver.ti` completes `ti` alone).
struct REPLCompletion {
    let session: ScriptSession
    /// The session's folder, where the file names of `load`, `Image` and `import` start.
    let folder: String

    static let codeWordBreaks = " \t\n\"'`@$><=;|&{}()[],.+-*/%!?:"
    static let commandArgumentWordBreaks = " \t"
    static let quotedFileNameWordBreaks = "\""

    /// The functions whose string argument is a file name, as they appear before the quote.
    static let fileNameOpeners = ["load(", "Image(", "import"]

    /// Reserved words that something must follow: a space after them saves a keystroke. The
    /// others (`true`, `self`, `init`...) may be followed by `.` or `(`, as names may.
    static let keywordsFollowedBySpace: Set<String> = [
        "let", "var", "func", "class", "enum", "case", "if", "else", "while", "for", "in",
        "return", "switch", "import", "and", "or", "not", "is",
    ]

    func wordBreakCharacters(lineBeforeCursor line: String) -> String {
        if REPLCompletion.fileNameCommandArgument(in: line) != nil { return REPLCompletion.commandArgumentWordBreaks }
        if REPLCompletion.quotedFileName(in: line) != nil { return REPLCompletion.quotedFileNameWordBreaks }
        return REPLCompletion.codeWordBreaks
    }

    func completions(lineBeforeCursor line: String, word: String) -> CompletionMatches {
        let leading = line.drop(while: { $0 == " " || $0 == "\t" })
        if leading.hasPrefix(":"), !leading.contains(where: { $0 == " " || $0 == "\t" }) {
            let names = REPLCommandName.allCases.map(\.rawValue).filter { $0.hasPrefix(word) }
            return CompletionMatches(candidates: names, appendsSpace: true)
        }
        if let typed = REPLCompletion.fileNameCommandArgument(in: line) {
            return CompletionMatches(candidates: FileNameCompletion.candidates(for: typed, relativeTo: "."), appendsSpace: false)
        }
        if let typed = REPLCompletion.quotedFileName(in: line) {
            return CompletionMatches(candidates: FileNameCompletion.candidates(for: typed, relativeTo: folder), appendsSpace: false)
        }
        let names = session.completions(forLine: line).filter { $0.hasPrefix(word) }
        let appendsSpace = names.count == 1 && REPLCompletion.keywordsFollowedBySpace.contains(names[0])
        return CompletionMatches(candidates: names, appendsSpace: appendsSpace)
    }

    /// The file name typed so far after `:load ` or `:render `, if the cursor is there.
    static func fileNameCommandArgument(in line: String) -> String? {
        guard let command = REPLCommandLine(line),
              REPLCommandName.named(command.name)?.takesFileName == true else { return nil }
        // `:load` alone is still the command's name being typed.
        let afterColon = line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst()
        guard afterColon.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
        let argument = afterColon.drop(while: { $0 != " " && $0 != "\t" }).drop(while: { $0 == " " || $0 == "\t" })
        return String(argument)
    }

    /// The file name typed so far, when the cursor is inside the string of `load("`,
    /// `Image("` or `import "`.
    static func quotedFileName(in line: String) -> String? {
        var openQuote: String.Index?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if openQuote != nil, character == "\\" {
                index = line.index(after: index)
                if index == line.endIndex { break }
            } else if character == "\"" {
                openQuote = openQuote == nil ? index : nil
            }
            index = line.index(after: index)
        }
        guard let openQuote else { return nil }
        var before = line[..<openQuote]
        while let last = before.last, last == " " || last == "\t" { before = before.dropLast() }
        for opener in fileNameOpeners where before.hasSuffix(opener) {
            // `reload(` is not `load(`: the name must start a word.
            let nameStart = before.index(before.endIndex, offsetBy: -opener.count)
            if nameStart == before.startIndex || !isNameCharacter(before[before.index(before: nameStart)]) {
                return String(line[line.index(after: openQuote)...])
            }
        }
        return nil
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
