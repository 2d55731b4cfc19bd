import Testing
@testable import MapScriptSyntax

@Suite struct LexerTests {
    func tokens(_ text: String) -> [Token] {
        Lexer.tokenize(SourceFile(path: "t.map", text: text)).tokens
    }

    func diagnostics(_ text: String) -> [String] {
        Lexer.tokenize(SourceFile(path: "t.map", text: text)).diagnostics.map(\.message)
    }

    func number(_ text: String) -> Double? {
        let all = tokens(text)
        guard all.count == 2, all[0].kind == .number, case .number(let value) = all[0].value else { return nil }
        return value
    }

    /// The text parts of the string literal `literal`, as the parser decodes them.
    func stringParts(_ literal: String) -> [String] {
        let program = TestSupport.parse("x = " + literal).program
        guard case .assignment(_, _, let value) = program.statements.first?.kind, case .string(let parts) = value.kind else { return [] }
        return parts.compactMap { if case .text(let text, _) = $0 { text } else { nil } }
    }

    @Test func everyOperatorAndPunctuation() {
        let text = "+ - * / % == != < <= > >= && || ! ?? ?. ..< ... = += -= *= /= . , : ; ( ) [ ] { } @("
        let expected: [TokenKind] = [
            .plus, .minus, .star, .slash, .percent, .equalEqual, .bangEqual, .less, .lessEqual,
            .greater, .greaterEqual, .ampersandAmpersand, .pipePipe, .bang, .questionQuestion,
            .questionDot, .halfOpenRange, .closedRange, .equal, .plusEqual, .minusEqual, .starEqual,
            .slashEqual, .dot, .comma, .colon, .semicolon, .leftParen, .rightParen, .leftBracket,
            .rightBracket, .leftBrace, .rightBrace, .coordinateStart,
        ]
        #expect(TestSupport.kinds(text) == expected)
        #expect(diagnostics(text).isEmpty)
    }

    @Test func operatorsNeedNoSpaces() {
        #expect(TestSupport.kinds("a+=b..<c?.d??e") == [.identifier, .plusEqual, .identifier, .halfOpenRange, .identifier, .questionDot, .identifier, .questionQuestion, .identifier])
        #expect(TestSupport.kinds("1...2") == [.number, .closedRange, .number])
        #expect(TestSupport.kinds("x!=y") == [.identifier, .bangEqual, .identifier])
    }

    @Test func everyReservedWordIsAKeyword() {
        for word in Keywords.reserved {
            let kinds = TestSupport.kinds(word)
            #expect(kinds.count == 1 && kinds[0].isKeyword && kinds[0].keywordText == word, "\(word)")
        }
    }

    @Test func contextualWordsAreIdentifiers() {
        for word in Keywords.contextual {
            #expect(TestSupport.kinds(word) == [.identifier], "\(word)")
        }
    }

    @Test func identifiers() {
        #expect(TestSupport.kinds("_x x1 straße 名前 letter") == [.identifier, .identifier, .identifier, .identifier, .identifier])
        #expect(TestSupport.kinds("lets") == [.identifier])   // a keyword prefix is still a name
    }

    @Test func decimalNumbers() {
        #expect(number("12") == 12)
        #expect(number("12.5") == 12.5)
        #expect(number("1e-3") == 0.001)
        #expect(number("2.5E+3") == 2500)
        #expect(number("1_000") == 1000)
        #expect(number("0") == 0)
    }

    @Test func hexadecimalNumbers() {
        #expect(number("0x1F") == 31)
        #expect(number("0XFF_FF") == 65535)
    }

    @Test func distanceSuffixesAreMetres() {
        #expect(number("2km") == 2000)
        #expect(number("300m") == 300)
        #expect(number("10ft") == 3.048)
        #expect(number("1mi") == 1609.344)
        #expect(number("1.5km") == 1500)
        #expect(number("0x10m") == 16)
    }

    @Test func aDotNeedsADigitToBeAFraction() {
        #expect(TestSupport.kinds("1..<5") == [.number, .halfOpenRange, .number])
        #expect(TestSupport.kinds("1.description") == [.number, .dot, .identifier])
        #expect(TestSupport.kinds("1e") == [.number])   // and an error: 'e' is no suffix
    }

    @Test func badNumbers() {
        #expect(diagnostics("12abc") == ["invalid suffix 'abc' on a number; a distance takes m, km, ft or mi"])
        #expect(diagnostics("0x") == ["expected hexadecimal digits after '0x'"])
        #expect(diagnostics("0x20000000000001") == ["hexadecimal literal is too large to be exact (more than 2^53)"])
        #expect(diagnostics("1e999") == ["number literal '1e999' is out of range"])
        #expect(diagnostics("0xFFFFFFFFFFFFFFFFFFFF") == ["hexadecimal literal is too large to be exact (more than 2^53)"])
    }

    @Test func colours() {
        let three = tokens("#F80")[0]
        #expect(three.kind == .color && three.value == .color(ColorLiteral(red: 255, green: 136, blue: 0, alpha: 255)))
        #expect(tokens("#ff8800")[0].value == .color(ColorLiteral(red: 255, green: 136, blue: 0)))
        #expect(tokens("#FF880080")[0].value == .color(ColorLiteral(red: 255, green: 136, blue: 0, alpha: 128)))
        #expect(diagnostics("#12345") == ["invalid colour literal '#12345'; a colour is #RGB, #RRGGBB or #RRGGBBAA in hexadecimal digits"])
        #expect(diagnostics("#GGG").count == 1)
        #expect(diagnostics("# ") == ["expected hexadecimal digits after '#', as in #FF8800"])
    }

    @Test func coordinateStart() {
        #expect(TestSupport.kinds("@(1, 2)") == [.coordinateStart, .number, .comma, .number, .rightParen])
        #expect(diagnostics("@ (1, 2)") == ["'@' must be followed by '(' to make a coordinate, as in @(51.5, -0.12)"])
    }

    @Test func stringEscapes() {
        let literal = #""a\nb\tc\"d\\e\u{1F3A2}\r\0""#
        #expect(TestSupport.kinds(literal) == [.string])
        #expect(stringParts(literal) == ["a\nb\tc\"d\\e\u{1F3A2}\r\0"])
        #expect(stringParts(#""\\""#) == ["\\"])
        #expect(stringParts(#""""#) == [])
    }

    @Test func badEscapes() {
        #expect(diagnostics(#""\q""#) == [#"unknown escape sequence '\q'; the escapes are \n \t \r \0 \" \\ \u{...} and \(...)"#])
        #expect(diagnostics(#""\u{}""#) == ["a Unicode escape takes 1 to 8 hexadecimal digits"])
        #expect(diagnostics(#""\u{D800}""#) == ["invalid Unicode scalar U+D800 in escape"])
        #expect(diagnostics(#""\u41""#) == [#"expected '{' after '\u'; a Unicode escape is written \u{1F3A2}"#])
        #expect(diagnostics(#""\u{41""#) == ["expected '}' to end the Unicode escape"])
    }

    @Test func interpolationMakesHeadMiddleTail() {
        let all = tokens(#""a \(x) b \(y) c""#)
        #expect(all.map(\.kind) == [.stringHead, .identifier, .stringMiddle, .identifier, .stringTail, .endOfFile])
        #expect(stringParts(#""a \(x) b \(y) c""#) == ["a ", " b ", " c"])
    }

    @Test func interpolationsNest() {
        let kinds = TestSupport.kinds(#""a \(f("b \(c)", (d))) e""#)
        #expect(kinds == [.stringHead, .identifier, .leftParen, .stringHead, .identifier, .stringTail, .comma,
                          .leftParen, .identifier, .rightParen, .rightParen, .stringTail])
        #expect(diagnostics(#""a \(f("b \(c)", (d))) e""#).isEmpty)
    }

    @Test func unterminatedStrings() {
        #expect(diagnostics("\"abc") == ["unterminated string literal; it needs a closing '\"'"])
        #expect(diagnostics("\"abc \\(x") == ["unterminated string literal"])
    }

    @Test func commentsNest() {
        #expect(TestSupport.kinds("a /* x /* y */ z */ b") == [.identifier, .identifier])
        #expect(TestSupport.kinds("a // rest ) ] }\nb") == [.identifier, .newline, .identifier])
        #expect(diagnostics("/* a /* b */") == ["unterminated block comment; '/*' needs a matching '*/'"])
        let lexed = Lexer.lex(SourceFile(path: "t", text: "// one\nx /* two */"))
        #expect(lexed.comments.count == 2)
    }

    @Test func newlinesEndStatementsOnlyWhereTheyCan() {
        #expect(TestSupport.kinds("a\nb") == [.identifier, .newline, .identifier])
        #expect(TestSupport.kinds("a\n\n\n// c\n\nb") == [.identifier, .newline, .identifier])
        #expect(TestSupport.kinds("\n\na") == [.identifier])
        #expect(TestSupport.kinds("f(a,\nb)") == [.identifier, .leftParen, .identifier, .comma, .identifier, .rightParen])
        #expect(TestSupport.kinds("[a\n]") == [.leftBracket, .identifier, .rightBracket])
        #expect(TestSupport.kinds("a +\nb") == [.identifier, .plus, .identifier])
        #expect(TestSupport.kinds("a and\nb") == [.identifier, .andKeyword, .identifier])
        #expect(TestSupport.kinds("x =\n1") == [.identifier, .equal, .number])
    }

    @Test func blocksInsideBracketsHaveStatementsAgain() {
        let kinds = TestSupport.kinds("f(func () {\na\nb\n})")
        #expect(kinds == [.identifier, .leftParen, .funcKeyword, .leftParen, .rightParen, .leftBrace, .newline,
                          .identifier, .newline, .identifier, .newline, .rightBrace, .rightParen])
    }

    @Test func aLineStartingWithAnInfixOperatorContinues() {
        #expect(TestSupport.kinds("a\n  ?? b") == [.identifier, .questionQuestion, .identifier])
        #expect(TestSupport.kinds("a\n  .b()") == [.identifier, .dot, .identifier, .leftParen, .rightParen])
        #expect(TestSupport.kinds("a\n-b") == [.identifier, .newline, .minus, .identifier])
        #expect(TestSupport.kinds("{\n.b\n}") == [.leftBrace, .newline, .dot, .identifier, .newline, .rightBrace])
    }

    /// A chain breaks before its `.`: a `.` or `?.` that ends a line is a member still to be
    /// named, and the next line's first word is not taken for its name.
    @Test func aLineEndingWithADotDoesNotContinue() {
        #expect(TestSupport.kinds("p.\nc") == [.identifier, .dot, .newline, .identifier])
        #expect(TestSupport.kinds("p?.\nc") == [.identifier, .questionDot, .newline, .identifier])
        #expect(TestSupport.kinds("p.\nlet c = 1") == [.identifier, .dot, .newline, .letKeyword, .identifier, .equal, .number])
    }

    @Test func aStatementWordInsideBracketsClosesThem() {
        let kinds = TestSupport.kinds("f(1\nlet x = 2")
        #expect(kinds == [.identifier, .leftParen, .number, .newline, .letKeyword, .identifier, .equal, .number])
        // but an argument label spelt like a keyword is no statement
        #expect(TestSupport.kinds("f(1,\nfor: 2)") == [.identifier, .leftParen, .number, .comma, .forKeyword, .colon, .number, .rightParen])
    }

    @Test func spacesBeforeTokensAreRecorded() {
        let all = tokens("polygon [1] p[2]")
        #expect(all[1].isPrecededBySpace)
        #expect(!all[5].isPrecededBySpace)
    }

    @Test func spansAreUTF8Offsets() {
        let all = tokens("é = \"ü\"")
        #expect(all[0].span == SourceSpan(start: 0, end: 2))
        #expect(all[1].span == SourceSpan(start: 3, end: 4))
        #expect(all[2].span == SourceSpan(start: 5, end: 9))
    }

    @Test func unexpectedCharactersAreReportedOnceAndSkipped() {
        #expect(diagnostics("a $ b") == ["unexpected character '$' (U+0024)"])
        #expect(diagnostics("a $$$ b") == ["unexpected characters '$$$'"])
        #expect(diagnostics("a \u{0} b") == ["unexpected character U+0000"])
        #expect(diagnostics("🎢") == ["unexpected character '🎢' (U+1F3A2)"])
        #expect(TestSupport.kinds("a $ b") == [.identifier, .identifier])
        // A run ends where the next token begins: the token is not part of it.
        #expect(diagnostics("a $+ b") == ["unexpected character '$' (U+0024)"])
        #expect(TestSupport.kinds("a $+ b") == [.identifier, .plus, .identifier])
    }

    /// A no-break space, a zero-width space or a minus sign pasted from a document: the error
    /// names the character by its code and says what to type instead.
    @Test func pastedLookalikesAreNamedWithWhatToType() {
        let (tokens, found) = Lexer.tokenize(SourceFile(path: "t.map", text: "1 \u{A0}+ 2\n3 \u{200B}- 1\n3 \u{2212} 1"))
        #expect(found.map(\.message) == ["unexpected character U+00A0", "unexpected character U+200B", "unexpected character '\u{2212}' (U+2212)"])
        #expect(found.map(\.help) == [
            "U+00A0 is a no-break space, which often comes with text pasted from a document or a web page: type a plain space instead",
            "U+200B is a zero-width space, which often comes with text pasted from a document or a web page: delete it",
            "U+2212 is a minus sign, which often comes with text pasted from a document or a web page: type '-' instead",
        ])
        #expect(tokens.filter { $0.kind == .plus || $0.kind == .minus }.count == 2)
    }

    /// `“text”` is one error and a string, so the rest of the line reads as meant.
    @Test func curlyQuotesAreStraightenedInTheAdvice() {
        let (tokens, found) = Lexer.tokenize(SourceFile(path: "t.map", text: "print(\u{201C}hello\u{201D})"))
        #expect(found.map(\.message) == ["strings are written between straight double quotes, not curly ones"])
        #expect(found.map(\.help) == ["write \"hello\""])
        #expect(tokens.map(\.kind) == [.identifier, .leftParen, .string, .rightParen, .endOfFile])
    }

    @Test func nearMissOperatorsNameTheRealOne() {
        #expect(diagnostics("a & b") == ["unexpected '&'; the logical and is '&&' or 'and'"])
        #expect(diagnostics("a | b") == ["unexpected '|'; the logical or is '||' or 'or'"])
        #expect(diagnostics("a ? b") == ["unexpected '?'; optional member access is '?.' and the nil-coalescing operator is '??'"])
        #expect(diagnostics("0..5") == ["unexpected '..'; a range is written 'a..<b' or 'a...b'"])
    }

    @Test func invalidUTF8IsReportedNotFatal() {
        let file = SourceFile(path: "t.map", bytes: [0x61, 0xFF, 0xFE, 0x62])
        let result = Lexer.tokenize(file)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics[0].notes.first?.message == "the file may not be valid UTF-8 text")
        #expect(result.tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
    }

    @Test func windowsLineEndings() {
        #expect(TestSupport.kinds("let a = 1\r\nlet b = 2 // note\r\n") == [.letKeyword, .identifier, .equal, .number, .newline, .letKeyword, .identifier, .equal, .number, .newline])
        let lexed = Lexer.lex(SourceFile(path: "t", text: "x // note\r\n"))
        #expect(lexed.comments.map { $0.length } == [7])
    }

    @Test func byteOrderMarkIsIgnored() {
        #expect(TestSupport.kinds("\u{FEFF}let x = 1") == [.letKeyword, .identifier, .equal, .number])
        #expect(diagnostics("\u{FEFF}let x = 1").isEmpty)
        // Nor is it a column: `let` starts line 1 at column 1, and the line is shown without it.
        let file = SourceFile(path: "t.map", text: "\u{FEFF}let x = 1 +\n")
        let tokens = Lexer.tokenize(file).tokens
        #expect(file.location(of: tokens[0].span.start) == (1, 1) && file.location(of: tokens[4].span.start) == (1, 11))
        #expect(file.lineText(1) == "let x = 1 +")
    }

    @Test func tokenDumpShowsPositionKindAndText() {
        let file = SourceFile(path: "t.map", text: "let s = \"a\\n\"\n  x")
        let dump = TokenDumper.dump(Lexer.tokenize(file).tokens, in: file)
        #expect(dump == """
        1:1 keyword 'let'
        1:5 identifier 's'
        1:7 operator '='
        1:9 string '"a\\n"'
        1:14 newline '\\n'
        2:3 identifier 'x'
        2:4 end-of-file ''

        """)
    }
}
