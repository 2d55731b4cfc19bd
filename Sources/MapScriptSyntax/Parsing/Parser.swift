/// The recursive-descent parser.
public enum Parser {
    /// Parses a whole file. Never throws and never aborts.
    public static func parse(_ file: SourceFile) -> ParseResult {
        let lexed = Lexer.tokenize(file)
        return ParseResult(program: Program(file: file, statements: []), diagnostics: lexed.diagnostics)
    }
}
