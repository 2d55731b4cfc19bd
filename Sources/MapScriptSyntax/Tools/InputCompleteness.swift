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

    /// How an entry starts when, in a file, it would continue the statement before it: with
    /// `else`, with `.name`, or with a binary operator that cannot start an expression (`??`,
    /// `+`, `==`, `and`...; not `-`, which may negate). The REPL ran that statement as soon as
    /// it was complete.
    public enum Continuation { case elseBranch, member, binaryOperator }

    /// The binary operators that cannot start an expression.
    private static let binaryOnly: Set<TokenKind> = [
        .plus, .star, .slash, .percent, .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual,
        .ampersandAmpersand, .pipePipe, .questionQuestion, .halfOpenRange, .closedRange, .andKeyword, .orKeyword, .isKeyword,
    ]

    /// The continuation `source` starts with, and where, or nil.
    public static func continuation(startingEntry source: SourceFile) -> (kind: Continuation, span: SourceSpan)? {
        let tokens = Lexer.lex(source).tokens.filter { $0.kind != .newline }
        guard let first = tokens.first else { return nil }
        switch first.kind {
        case .elseKeyword: return (.elseBranch, first.span)
        case .dot where tokens.count > 1 && tokens[1].kind == .identifier: return (.member, first.span.union(tokens[1].span))
        case let kind where binaryOnly.contains(kind): return (.binaryOperator, first.span)
        default: return nil
        }
    }
}
