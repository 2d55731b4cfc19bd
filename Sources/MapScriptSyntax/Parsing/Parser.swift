/// The recursive-descent parser: one function per production of `Grammar/mapscript.ebnf`,
/// each quoting its production. Split by category: statements, declarations, scene
/// declarations, expressions, primaries; this file holds the token cursor and recovery.
///
/// Recovery: the first error inside a statement is reported and thrown as
/// `ParseFailure.reported`; the statement list that was parsing catches it and skips to the
/// next newline, `;` or the `}` that closes its block, so one file reports every broken
/// statement while an error inside a block leaves the enclosing statement intact. Every loop
/// consumes a token or ends. Nesting deeper than `maximumDepth` throws
/// `ParseFailure.tooDeep`, which nothing but `parse` catches: one error, and no input can
/// overflow the stack.
public struct Parser {
    /// Brackets, blocks, prefix operators and operands nested deeper than this give
    /// "maximum nesting depth exceeded". A chain of infix operators of one precedence level
    /// (`a + b - c + ...`) is one level, whatever its length.
    public static let maximumDepth = 200

    let file: SourceFile
    let tokens: [Token]
    var index = 0
    var diagnostics: [Diagnostic] = []
    var depth = 0
    /// Offsets of text the lexer could not read that a parser error already explains (the `?`
    /// of Swift's `as?`): the lexer's own error there is left out.
    var explainedLexicalErrors: Set<Int> = []
    /// Stretches of text a parser error already covers whole (a Swift type annotation): the
    /// lexer's errors inside them are left out.
    var explainedLexicalRanges: [Range<Int>] = []

    /// Parses a whole file. Never throws and never aborts.
    public static func parse(_ file: SourceFile) -> ParseResult {
        let lexed = Lexer.lex(file)
        var parser = Parser(file: file, tokens: lexed.tokens)
        let statements = parser.parseProgram()
        // The lexer's errors that a parser error already explains are left out.
        let lexicalDiagnostics = lexed.diagnostics.filter { diagnostic in
            let start = diagnostic.span?.start ?? -1
            return !parser.explainedLexicalErrors.contains(start) && !parser.explainedLexicalRanges.contains { $0.contains(start) }
        }
        // A token the lexer could not read usually derails the statement around it; the parser's
        // complaint on the same line would only repeat the problem. That complaint may point
        // before the unreadable text: at the end of the token before it, where the parser found
        // something missing (`let y = $` is not also "expected an expression after '='").
        var derailedFrom: [Int: Int] = [:]   // line -> first offset whose parser errors are dropped
        for lexical in lexicalDiagnostics {
            guard let span = lexical.span else { continue }
            let line = file.line(of: span.start)
            let from = max(endOfToken(before: span.start, in: lexed.tokens), file.lineRange(line).lowerBound)
            derailedFrom[line] = min(derailedFrom[line] ?? from, from)
        }
        let parserDiagnostics = parser.diagnostics.filter { diagnostic in
            guard let span = diagnostic.span, let from = derailedFrom[file.line(of: span.start)] else { return true }
            return span.start < from
        }
        let all = (lexicalDiagnostics + parserDiagnostics).enumerated().sorted { lhs, rhs in
            let left = lhs.element.span?.start ?? 0
            let right = rhs.element.span?.start ?? 0
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        return ParseResult(program: Program(file: file, statements: statements), diagnostics: all)
    }

    /// The end of the last token that ends at or before `offset` (0 when there is none). The
    /// tokens are in source order, so a binary search finds it.
    private static func endOfToken(before offset: Int, in tokens: [Token]) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].span.end <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? tokens[low - 1].span.end : 0
    }

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        // The lexer always ends with an end-of-file token; keep that true for any caller.
        if tokens.last?.kind == .endOfFile {
            self.tokens = tokens
        } else {
            self.tokens = tokens + [Token(kind: .endOfFile, span: SourceSpan(at: file.bytes.count))]
        }
    }

    /// program ::= statementList
    mutating func parseProgram() -> [Stmt] {
        do {
            return try parseStatementList(until: [.endOfFile])
        } catch {
            // Only a depth overflow gets here; its diagnostic is already recorded.
            return []
        }
    }

    // MARK: - Cursor

    var current: Token { tokens[index] }
    var kind: TokenKind { tokens[index].kind }

    func peek(_ distance: Int = 1) -> Token {
        tokens[min(index + distance, tokens.count - 1)]
    }

    /// End of the last consumed token.
    var previousEnd: Int { index > 0 ? tokens[index - 1].span.end : 0 }
    var previous: Token? { index > 0 ? tokens[index - 1] : nil }

    mutating func advance() {
        if tokens[index].kind != .endOfFile { index += 1 }
    }

    func at(_ kind: TokenKind) -> Bool { tokens[index].kind == kind }

    mutating func consume(_ kind: TokenKind) -> Bool {
        guard at(kind) else { return false }
        advance()
        return true
    }

    func text(of token: Token) -> String { file.text(of: token.span) }

    /// The identifier at the cursor has this spelling (a contextual word).
    func atWord(_ word: String) -> Bool { at(.identifier) && text(of: current) == word }

    func isWord(_ token: Token, _ word: String) -> Bool { token.kind == .identifier && text(of: token) == word }

    func span(from start: Int) -> SourceSpan { SourceSpan(start: start, end: max(start, previousEnd)) }

    mutating func skipNewlines() {
        while at(.newline) { advance() }
    }

    // MARK: - Depth

    /// Counts one level of nesting; throws once the bound is passed.
    mutating func enter() throws(ParseFailure) {
        if depth >= Parser.maximumDepth {
            diagnostics.append(.error("maximum nesting depth exceeded (\(Parser.maximumDepth) levels); simplify the expression or split it up", in: file, at: current.span))
            throw .tooDeep
        }
        depth += 1
    }

    mutating func leave() { depth -= 1 }
}
