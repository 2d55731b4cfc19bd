import MapScriptRuntime

/// Tab completion in the REPL: the REPL's own commands after a leading ':', otherwise what the
/// session offers for the word at the cursor (keywords, names in scope, members after '.').
struct REPLCompletion {
    let session: ScriptSession

    func candidates(lineBeforeCursor: String, word: String) -> [String] {
        let leading = lineBeforeCursor.drop(while: { $0 == " " || $0 == "\t" })
        if leading.hasPrefix(":"), !leading.contains(" ") {
            return REPLCommandName.allCases.map(\.rawValue).filter { $0.hasPrefix(word) }
        }
        return session.completions(forLine: lineBeforeCursor).filter { $0.hasPrefix(word) }
    }
}
