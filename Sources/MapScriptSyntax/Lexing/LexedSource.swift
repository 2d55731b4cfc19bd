/// Everything the lexer learns about a file: the tokens the parser reads, plus what tools
/// need besides (comments for the formatter, what is still open for the REPL).
struct LexedSource {
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    /// Every comment, in order; `//` comments end before the newline.
    var comments: [SourceSpan] = []
    /// Brackets, blocks and interpolations still open at the end, outermost first.
    var openDelimiters: [OpenDelimiter] = []
    /// The file ends inside a block comment.
    var endsInsideComment = false
    /// The file ends inside a string literal.
    var endsInsideString = false
}
