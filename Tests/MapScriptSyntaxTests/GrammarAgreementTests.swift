import Foundation
import Testing
@testable import MapScriptSyntax

/// Keeps `Grammar/mapscript.ebnf` and the parser in agreement: the grammar, run as a
/// recognizer over the lexer's tokens, must accept and reject the corpus exactly as the parser does.
@Suite struct GrammarAgreementTests {
    static let grammarURL = TestSupport.packageRoot.appendingPathComponent("Grammar/mapscript.ebnf")
    static let corpus = TestSupport.testsDirectory.appendingPathComponent("GrammarCorpus")

    static func loadGrammar() throws -> EBNFGrammar {
        try EBNFGrammar(TestSupport.read(grammarURL))
    }

    /// Accepted by the grammar: no lexical error and the tokens form a `program`.
    static func grammarAccepts(_ file: SourceFile, _ grammar: EBNFGrammar) -> Bool {
        guard Lexer.tokenize(file).diagnostics.isEmpty else { return false }
        var recognizer = GrammarRecognizer(grammar: grammar, file: file)
        return recognizer.accepts()
    }

    @Test func grammarIsWellFormed() throws {
        let grammar = try Self.loadGrammar()
        #expect(grammar.undefinedReferences().filter { GrammarRecognizer.tokenProductions[$0] == nil } == [])
        #expect(grammar.rules["program"] != nil)
        for (name, kind) in GrammarRecognizer.tokenProductions {
            #expect(grammar.rules[name] != nil, "the lexical production \(name) (\(kind)) is missing")
        }
    }

    @Test func corpusIsLargeEnough() {
        let valid = TestSupport.scripts(in: Self.corpus.appendingPathComponent("valid"))
        let invalid = TestSupport.scripts(in: Self.corpus.appendingPathComponent("invalid"))
        #expect(valid.count >= 30)
        #expect(invalid.count >= 30)
        #expect(valid.count + invalid.count >= 60)
    }

    @Test func validScriptsAreAcceptedByBoth() throws {
        let grammar = try Self.loadGrammar()
        for url in TestSupport.scripts(in: Self.corpus.appendingPathComponent("valid")) {
            let file = SourceFile(path: url.lastPathComponent, text: TestSupport.read(url))
            let diagnostics = Parser.parse(file).diagnostics
            #expect(diagnostics.isEmpty, "parser rejects \(url.lastPathComponent):\n\(DiagnosticFormatter(color: false).format(diagnostics))")
            let accepted = Self.grammarAccepts(file, grammar)
            #expect(accepted, "grammar rejects \(url.lastPathComponent)")
        }
    }

    @Test func invalidScriptsAreRejectedByBoth() throws {
        let grammar = try Self.loadGrammar()
        for url in TestSupport.scripts(in: Self.corpus.appendingPathComponent("invalid")) {
            let file = SourceFile(path: url.lastPathComponent, text: TestSupport.read(url))
            let parserAccepts = Parser.parse(file).diagnostics.isEmpty
            let grammarAccepts = Self.grammarAccepts(file, grammar)
            #expect(!parserAccepts, "parser accepts \(url.lastPathComponent)")
            #expect(!grammarAccepts, "grammar accepts \(url.lastPathComponent)")
        }
    }

    /// The examples of the repository are valid scripts too.
    @Test func examplesAreAcceptedByBoth() throws {
        let grammar = try Self.loadGrammar()
        let examples = TestSupport.packageRoot.appendingPathComponent("Examples")
        let urls = TestSupport.scripts(in: examples) + TestSupport.scripts(in: examples.appendingPathComponent("lessons"))
        for url in urls {
            let file = SourceFile(path: url.lastPathComponent, text: TestSupport.read(url))
            let parsed = Parser.parse(file)
            let grammarVerdict = Self.grammarAccepts(file, grammar)
            #expect(parsed.diagnostics.isEmpty == grammarVerdict, "parser and grammar disagree on \(url.lastPathComponent)")
        }
    }

    /// The words quoted in the syntactic productions are exactly the language's keywords.
    @Test func quotedWordsAreTheKeywords() throws {
        let grammar = try Self.loadGrammar()
        let quoted = grammar.quotedTerminals { !EBNFGrammar.isLexical($0) }
        let words = quoted.filter { $0.first?.isLetter ?? false }
        #expect(words.sorted() == Keywords.all.sorted())
        #expect(Keywords.all.count == Set(Keywords.all).count)
    }

    /// Every operator and punctuation token kind appears in the grammar, and nothing else does.
    @Test func quotedSymbolsAreTheOperators() throws {
        let grammar = try Self.loadGrammar()
        let quoted = grammar.quotedTerminals { !EBNFGrammar.isLexical($0) }
        let symbols = quoted.filter { !($0.first?.isLetter ?? false) }
        let kinds = Set(TokenKind.allCases.filter { !$0.isKeyword }.compactMap(\.fixedText))
        #expect(symbols.sorted() == kinds.sorted())
    }
}
