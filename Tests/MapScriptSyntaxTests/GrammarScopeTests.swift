import Foundation
@testable import MapScriptSyntax
import Testing

/// Keeps `Grammar/mapscript.tmLanguage.json` (the editors' colouring) and the lexer in
/// agreement: on every example script, every script test and a script with every keyword and
/// operator, each token's text gets the scope its kind calls for, and each comment a comment
/// scope. The grammar is run by `TextMateMatcher`, whose subset of TextMate the grammar keeps to.
@Suite struct GrammarScopeTests {
    static let grammarURL = TestSupport.packageRoot.appendingPathComponent("Grammar/mapscript.tmLanguage.json")

    static func matcher() throws -> TextMateMatcher {
        let data = try Data(contentsOf: grammarURL)
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw TextMateMatcher.GrammarError(description: "the grammar is not a JSON object")
        }
        return try TextMateMatcher(grammar: json)
    }

    /// The scopes a token of this kind may have, by prefix. Identifiers are names of several
    /// sorts; the contextual words may also be declaration keywords.
    static func expectedScopes(_ kind: TokenKind, _ text: String) -> [String] {
        switch kind {
        case .identifier:
            let names = ["variable.other", "entity.name", "variable.language"]
            return Keywords.contextual.contains(text) ? names + ["keyword.other.declaration"] : names
        case .number: return ["constant.numeric", "keyword.other.unit"]
        case .string, .stringHead, .stringMiddle, .stringTail:
            return ["string.quoted.double", "constant.character.escape", "punctuation.section.interpolation"]
        case .color: return ["constant.other.color"]
        case .coordinateStart: return ["punctuation.definition.coordinate.begin"]
        case .ifKeyword, .elseKeyword, .whileKeyword, .forKeyword, .inKeyword, .breakKeyword, .continueKeyword,
             .returnKeyword, .switchKeyword, .caseKeyword, .defaultKeyword, .importKeyword:
            return ["keyword.control"]
        case .letKeyword, .varKeyword, .funcKeyword, .classKeyword, .enumKeyword, .initKeyword: return ["storage.type"]
        case .nilKeyword, .trueKeyword, .falseKeyword: return ["constant.language"]
        case .selfKeyword, .superKeyword: return ["variable.language"]
        case .andKeyword, .orKeyword, .notKeyword, .isKeyword: return ["keyword.operator.word"]
        case .questionDot, .dot: return ["punctuation.accessor"]
        case .comma, .colon: return ["punctuation.separator"]
        case .semicolon: return ["punctuation.terminator"]
        case .leftParen, .rightParen: return ["punctuation.section.parens", "punctuation.definition.coordinate.end"]
        case .leftBracket, .rightBracket: return ["punctuation.section.brackets"]
        case .leftBrace, .rightBrace: return ["punctuation.section.block"]
        case .newline, .endOfFile: return []
        default: return ["keyword.operator"]
        }
    }

    /// Every problem in one script: a token or comment whose text has another scope.
    static func disagreements(_ text: String, path: String, _ matcher: TextMateMatcher) throws -> [String] {
        let file = SourceFile(path: path, text: text)
        let lexed = Lexer.lex(file)
        let scopes = try matcher.scopes(of: text)
        // Byte offsets to UTF-16 offsets, as the matcher counts.
        var units = [Int](repeating: 0, count: file.bytes.count + 1)
        var unit = 0
        var byte = 0
        for scalar in text.unicodeScalars {
            let length = String(scalar).utf8.count
            for offset in 0..<length { units[byte + offset] = unit }
            byte += length
            unit += scalar.utf16.count
        }
        units[file.bytes.count] = unit
        var problems: [String] = []
        func check(_ span: SourceSpan, _ expected: [String], _ what: String) {
            for index in units[span.start]..<units[span.end] {
                let scope = scopes[index] ?? "(none)"
                if !expected.contains(where: { scope.hasPrefix($0) }) {
                    let (line, column) = file.location(of: span.start)
                    problems.append("\(path):\(line):\(column): \(what) '\(file.text(of: span))' has '\(scope)', expected \(expected)")
                    return
                }
            }
        }
        let tokens = lexed.tokens
        for (position, token) in tokens.enumerated() where token.kind != .newline && token.kind != .endOfFile {
            var expected = expectedScopes(token.kind, file.text(of: token.span))
            // A keyword as an argument's label is a label right after `(` or `,` (and a space);
            // after a line break the grammar, which sees one line at a time, cannot tell.
            if token.kind.isKeyword, position >= 1, position + 1 < tokens.count, tokens[position + 1].kind == .colon,
               [.leftParen, .comma].contains(tokens[position - 1].kind) {
                let gap = token.span.start - tokens[position - 1].span.end
                expected = gap <= 1 && !file.text(of: SourceSpan(start: tokens[position - 1].span.end, end: token.span.start)).contains("\n")
                    ? ["variable.parameter.label"] : expected + ["variable.parameter.label"]
            }
            check(token.span, expected, token.kind.name)
        }
        for comment in lexed.comments { check(comment, ["comment"], "comment") }
        return problems
    }

    @Test func everyExampleIsColouredAsTheLexerReadsIt() throws {
        let matcher = try Self.matcher()
        let paths = TestSupport.scriptPaths(below: "Examples")
        #expect(paths.count >= 20)
        for path in paths {
            let text = TestSupport.read(TestSupport.packageRoot.appendingPathComponent(path))
            #expect(!text.isEmpty, "\(path) is empty or unreadable")
            let problems = try Self.disagreements(text, path: path, matcher)
            #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
        }
    }

    /// The script tests too: hundreds of scripts written to reach every corner of the language.
    /// Those the lexer rejects are left out (the grammar need not agree on malformed text).
    @Test func everyScriptTestIsColouredAsTheLexerReadsIt() throws {
        let matcher = try Self.matcher()
        let paths = TestSupport.scriptPaths(below: "Tests/Scripts")
        #expect(paths.count >= 100)
        var problems: [String] = []
        for path in paths {
            let text = TestSupport.read(TestSupport.packageRoot.appendingPathComponent(path))
            guard Lexer.tokenize(SourceFile(path: path, text: text)).diagnostics.isEmpty else { continue }
            problems += try Self.disagreements(text, path: path, matcher)
        }
        #expect(problems.isEmpty, "\(problems.count) disagreements:\n\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test func everyKeywordOperatorAndLiteralIsColoured() throws {
        let matcher = try Self.matcher()
        let words = Keywords.all.joined(separator: " ")
        let symbols = TokenKind.allCases.filter { !$0.isKeyword }.compactMap(\.fixedText).joined(separator: " ")
        let text = """
        \(words)
        \(symbols)
        let n = 0x1F + 1_000 + 2.5e-3 + 3km + 12ft + 1mi + 5m
        let c = [#F80, #FF8800, #FF880080]
        let s = "tab\\t \\u{1F3A2} \\(n + f("inner \\(s)")) and \\(@(1, 2)) end"
        /* a /* nested */ block */ let é = "Café" // a comment
        annotation home at @(1, 2) { title = "x" }
        circle ring at @(1, 2) radius 500m
        polygon area [@(0, 0), @(0, 1), @(1, 1)]
        renderer for Polygon { fillColor = #0F0 }
        on viewFor(annotation) {
          return annotation.title
        }
        """
        let problems = try Self.disagreements(text, path: "all.map", matcher)
        #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
    }

    /// A contextual word is a keyword only where the declaration has it: `radius` after a
    /// circle's centre, not a loop's variable named `radius`.
    @Test func aContextualWordIsAKeywordOnlyInItsDeclaration() throws {
        let matcher = try Self.matcher()
        let text = "circle ring at @(1, 2) radius size\nfor radius in [1, 2] { print(radius and true) }\n"
        let scopes = try matcher.scopes(of: text)
        let offsets = text.ranges(of: "radius").map { text.utf16.distance(from: text.startIndex, to: $0.lowerBound) }
        try #require(offsets.count == 3)
        #expect(scopes[offsets[0]]?.hasPrefix("keyword.other.declaration") == true)
        for offset in offsets.dropFirst() {
            #expect(scopes[offset]?.hasPrefix("keyword") != true, "radius at \(offset) is \(scopes[offset] ?? "(none)")")
        }
    }

    /// The matcher is strict enough to notice a grammar that disagrees.
    @Test func aWrongScopeIsNoticed() throws {
        var grammar = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.grammarURL)) as! [String: Any]
        var repository = grammar["repository"] as! [String: Any]
        repository["colors"] = ["name": "string.quoted.double.mapscript", "match": "#[0-9A-Fa-f]+\\b"]
        grammar["repository"] = repository
        let problems = try Self.disagreements("let c = #F80\n", path: "c.map", TextMateMatcher(grammar: grammar))
        #expect(problems == ["c.map:1:9: color '#F80' has 'string.quoted.double.mapscript', expected [\"constant.other.color\"]"])
    }
}
