/// Tells the REPL whether an entry is complete or needs more lines, using the real lexer so
/// that brackets inside strings and comments, nested comments and interpolations all count
/// exactly as they will when the entry runs.
public enum InputCompleteness {
    /// nil when `text` is complete (or wrong in a way more lines cannot fix); otherwise the
    /// construct left open, for the continuation prompt: "{", "(", "[", "@(", "\"", "/*",
    /// or the binary operator the text ends with, such as "+".
    public static func openConstruct(in text: String) -> String? {
        let lexed = Lexer.lex(SourceFile(path: "<input>", text: text))
        if lexed.endsInsideComment { return "/*" }
        if let innermost = lexed.openDelimiters.last {
            switch innermost.kind {
            case .brace: return "{"
            case .parenthesis: return "("
            case .bracket: return "["
            case .coordinate: return "@("
            case .interpolation: return "\\("
            }
        }
        if lexed.endsInsideString { return "\"" }
        let significant = lexed.tokens.last { $0.kind != .endOfFile && $0.kind != .newline }
        if let last = significant, last.kind.continuesLine, let symbol = last.kind.fixedText {
            return symbol
        }
        return nil
    }
}
