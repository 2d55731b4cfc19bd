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
    /// Brackets, blocks and operands nested deeper than this give
    /// "maximum nesting depth exceeded".
    public static let maximumDepth = 200

    let file: SourceFile
    let tokens: [Token]
    var index = 0
    var diagnostics: [Diagnostic] = []
    var depth = 0

    /// Parses a whole file. Never throws and never aborts.
    public static func parse(_ file: SourceFile) -> ParseResult {
        let lexed = Lexer.lex(file)
        var parser = Parser(file: file, tokens: lexed.tokens)
        let statements = parser.parseProgram()
        // A token the lexer could not read usually derails the statement around it; the parser's
        // complaint after it on the same line would only repeat the problem.
        let lexicalLines = Set(lexed.diagnostics.compactMap { $0.span.map { file.line(of: $0.start) } })
        let parserDiagnostics = parser.diagnostics.filter { diagnostic in
            guard let span = diagnostic.span, lexicalLines.contains(file.line(of: span.start)) else { return true }
            return !lexed.diagnostics.contains { lexical in
                guard let lexicalSpan = lexical.span else { return false }
                return file.line(of: lexicalSpan.start) == file.line(of: span.start) && lexicalSpan.start <= span.start
            }
        }
        let all = (lexed.diagnostics + parserDiagnostics).enumerated().sorted { lhs, rhs in
            let left = lhs.element.span?.start ?? 0
            let right = rhs.element.span?.start ?? 0
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        return ParseResult(program: Program(file: file, statements: statements), diagnostics: all)
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

/// Why a parse function stopped early.
enum ParseFailure: Error {
    /// An error was reported; the enclosing statement list recovers.
    case reported
    /// The nesting bound was passed; parsing stops.
    case tooDeep
}
