import Foundation
import Testing
@testable import MapScriptSyntax

/// The formatter over every script of these tests and the examples: idempotent, the same
/// tree, every comment kept; and its layout rules on small cases.
@Suite struct FormatterTests {
    /// Every valid script the syntax tests use, plus the repository's examples.
    static var allScripts: [URL] {
        let tests = TestSupport.testsDirectory
        let examples = TestSupport.packageRoot.appendingPathComponent("Examples")
        return TestSupport.scripts(in: tests.appendingPathComponent("GrammarCorpus/valid"))
            + TestSupport.scripts(in: tests.appendingPathComponent("Goldens"))
            + TestSupport.scripts(in: examples)
            + TestSupport.scripts(in: examples.appendingPathComponent("lessons"))
    }

    func format(_ text: String) -> String? {
        try? ScriptFormatter.format(SourceFile(path: "t.map", text: text)).get()
    }

    func comments(_ text: String) -> [String] {
        let file = SourceFile(path: "t.map", text: text)
        return Lexer.lex(file).comments.map { file.text(of: $0) }
    }

    @Test func thereAreManyScripts() {
        #expect(Self.allScripts.count >= 45)
    }

    @Test(arguments: allScripts)
    func formattingIsIdempotentAndKeepsTheTree(_ url: URL) throws {
        let original = TestSupport.read(url)
        let once = try #require(format(original), "\(url.lastPathComponent) does not format")
        let twice = try #require(format(once), "the formatted \(url.lastPathComponent) does not parse:\n\(once)")
        #expect(once == twice, "formatting \(url.lastPathComponent) twice changes it")
        #expect(TestSupport.tree(original) == TestSupport.tree(once), "formatting \(url.lastPathComponent) changes its tree")
        #expect(comments(original) == comments(once), "formatting \(url.lastPathComponent) loses or changes comments")
    }

    @Test func aScriptThatDoesNotParseGivesItsDiagnostics() {
        let result = ScriptFormatter.format(SourceFile(path: "t.map", text: "let x = (1\nlet y = \n"))
        guard case .failure(let diagnostics) = result else {
            Issue.record("formatted a broken script")
            return
        }
        #expect(diagnostics.count == 2)
    }

    @Test func spacingAndIndentation() {
        #expect(format("let   x=1+2*  3\nif x{print( x )}else{ y=-x }") == """
        let x = 1 + 2 * 3
        if x {
          print(x)
        } else {
          y = -x
        }

        """)
    }

    @Test func symbolicLogicBecomesWordsButTheBangStays() {
        #expect(format("let a = x && y || !z\nlet b = not a") == "let a = x and y or !z\nlet b = not a\n")
    }

    @Test func literalsAreKeptAsWritten() {
        #expect(format("let a = [0x1F, 1_000, 2km, #f80, \"a\\tb \\(c)\"]") == "let a = [0x1F, 1_000, 2km, #f80, \"a\\tb \\(c)\"]\n")
    }

    @Test func listsBreakWhenTheSourceDid() {
        #expect(format("let a = [1,\n2]") == "let a = [\n  1,\n  2,\n]\n")
        #expect(format("let a = [\n1, 2]") == "let a = [\n  1,\n  2,\n]\n")
        #expect(format("let a = [1, 2,]") == "let a = [1, 2]\n")
        #expect(format("f(a: 1,\n b: 2)") == "f(\n  a: 1,\n  b: 2,\n)\n")
        #expect(format("let d = [\"a\": 1,\n\"b\": 2]") == "let d = [\n  \"a\": 1,\n  \"b\": 2,\n]\n")
    }

    @Test func blankLinesAreKeptButNotDoubled() {
        #expect(format("a()\n\n\n\nb()\nc()\n") == "a()\n\nb()\nc()\n")
        #expect(format("\n\n\na()") == "a()\n")
        #expect(format("f {\n\n  a()\n}") == nil)   // not a script: no trailing blocks
        #expect(format("if x {\n\n  a()\n\n}") == "if x {\n  a()\n}\n")
    }

    @Test func semicolonsBecomeLines() {
        #expect(format("a(); b();;") == "a()\nb()\n")
    }

    @Test func declarations() {
        #expect(format("class A:B{var x=0;init(a){super.init(a)} func m(){}}") == """
        class A: B {
          var x = 0
          init(a) {
            super.init(a)
          }
          func m() {}
        }

        """)
        #expect(format("enum K{case a,b;func f(){}}") == "enum K {\n  case a, b\n  func f() {}\n}\n")
        #expect(format("annotation p:T at @(1,2){title=\"x\"}") == "annotation p: T at @(1, 2) {\n  title = \"x\"\n}\n")
        #expect(format("polygon [@(1,2)]") == "polygon [@(1, 2)]\n")
        #expect(format("circle at c radius 5km") == "circle at c radius 5km\n")
        #expect(format("overlay o:T(1)") == "overlay o: T(1)\n")
        #expect(format("renderer r for T{}") == "renderer r for T {}\n")
        #expect(format("on viewFor( a ){return nil}") == "on viewFor(a) {\n  return nil\n}\n")
    }

    @Test func switchCasesAlignWithTheSwitch() {
        #expect(format("switch k{case .a,.b:f()\ndefault:g()}") == "switch k {\ncase .a, .b:\n  f()\ndefault:\n  g()\n}\n")
    }

    @Test func endOfLineCommentsOfConsecutiveLinesAlign() {
        let script = "func f() {\n  self.frame = Rect(0, 0, 40, 40)   // an explicit frame\n  self.opaque = false // see through\n}\nlet x = 1 // alone\n"
        #expect(format(script) == """
        func f() {
          self.frame = Rect(0, 0, 40, 40) // an explicit frame
          self.opaque = false             // see through
        }
        let x = 1 // alone

        """)
    }

    @Test func foundByFuzzing() {
        // a comment after the first argument, on the line of the '('
        #expect(format("let d = f(1,//\n  2)") == "let d = f( //\n  1,\n  2,\n)\n")
        // a statement starting with an implicit member keeps its ';', or it would join the line before
        #expect(format("f(\na); .g(b)") == "f(\n  a,\n)\n;.g(b)\n")
    }

    @Test func commentsStayWhereTheyWere() {
        let script = "// head\nlet a = 1 // tail\n\n/* block */\nfunc f() {\n  // inner\n}\n"
        #expect(format(script) == script)
    }
}
