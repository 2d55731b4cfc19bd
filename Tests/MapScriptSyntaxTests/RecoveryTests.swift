import Testing
@testable import MapScriptSyntax

/// The parser never stops at the first error: it reports every broken statement, keeps the
/// good ones, and bounds its nesting.
@Suite struct RecoveryTests {
    @Test func severalErrorsInOneFile() {
        let script = """
        let a = 1 +
        let b = (2
        print(a b)
        func f( {
          return 1
        }
        let ok = 3
        class C { x = 1 }
        if a < b < c { }
        """
        let result = TestSupport.parse(script)
        let lines = result.diagnostics.compactMap { $0.location?.line }
        // line 2's unclosed '(' joins the lines up to the next statement word (line 7): their
        // errors cannot be told apart from the bracket's
        #expect(lines == [1, 2, 8, 9])
        // the statements around the errors survive
        let names = result.program.statements.compactMap { statement -> String? in
            if case .variable(let decl) = statement.kind { return decl.name.name }
            return nil
        }
        #expect(names.contains("ok"))
    }

    @Test func anUnreadableCharacterIsReportedOnceNotAlsoAsTheGapBeforeIt() {
        let result = TestSupport.parse("let x = 1\r\nlet y = $\r\nlet z = (1 + ) $\n")
        #expect(result.diagnostics.map(\.message) == [
            "unexpected character '$' (U+0024)",
            // an error before the unreadable text, at a token of its own, still stands
            "expected an expression after '+'",
            "unexpected character '$' (U+0024)",
        ])
    }

    /// A member access left unfinished at the end of a line is reported at its `.`, and the
    /// next line is a statement of its own: the declaration there is kept.
    @Test func aDotAtTheEndOfALineKeepsTheNextLine() {
        let result = TestSupport.parse("let p = Point(1, 2)\np.\nlet c = @(1, 2)\nprint(c)\n")
        #expect(result.diagnostics.map(\.message) == ["expected a member name after '.', found the end of the line"])
        #expect(result.diagnostics.map { $0.location?.line } == [2])
        #expect(result.diagnostics.map { $0.location?.column } == [3])
        let names = result.program.statements.compactMap { statement -> String? in
            if case .variable(let decl) = statement.kind { return decl.name.name }
            return nil
        }
        #expect(names == ["p", "c"])
        #expect(result.program.statements.count == 3)
        // Inside a block too, after `?.`.
        let inBlock = TestSupport.parse("func f(p) {\n  p?.\n  return 1\n}\n")
        #expect(inBlock.diagnostics.map(\.message) == ["expected a member name after '?.', found the end of the line"])
        guard case .function(let function)? = inBlock.program.statements.first?.kind else {
            Issue.record("the function was lost")
            return
        }
        #expect(function.body.statements.count == 1)
    }

    @Test func anErrorInsideABlockKeepsTheBlock() {
        let result = TestSupport.parse("func f() {\n  let x = \n  let y = 2\n  return y\n}\nlet after = 1\n")
        #expect(result.diagnostics.count == 1)
        #expect(result.program.statements.count == 2)
        guard case .function(let function) = result.program.statements[0].kind else {
            Issue.record("the function was lost")
            return
        }
        #expect(function.body.statements.count == 2)   // `let y` and `return y`
    }

    @Test func errorsInEveryKindOfBody() {
        let script = """
        class A {
          var = 1
          func ok() {}
        }
        enum E {
          case
          func ok() {}
        }
        switch x {
        case 1: let = 2
        default: print(1)
        }
        renderer for T {
          lineWidth = = 2
        }
        """
        let result = TestSupport.parse(script)
        #expect(result.diagnostics.compactMap { $0.location?.line } == [2, 6, 10, 14])
        #expect(result.program.statements.count == 4)
    }

    @Test func aMissingClosingBraceIsReportedOnceAtTheEnd() {
        let result = TestSupport.parse("if x {\n  f()\n  g()\n")
        #expect(result.diagnostics.map(\.message) == ["expected '}' to close '{' at 1:6"])
        guard case .ifStatement(let statement) = result.program.statements.first?.kind else {
            Issue.record("the if statement was lost")
            return
        }
        #expect(statement.branches[0].body.statements.count == 2)
    }

    @Test func strayClosingBracesAreSkipped() {
        let result = TestSupport.parse("}\n}\nlet x = 1\n")
        #expect(result.diagnostics.count == 2)
        #expect(result.program.statements.count == 1)
    }

    @Test func anUnclosedBracketDoesNotSwallowTheFile() {
        let result = TestSupport.parse("let a = f(1,\nlet b = 2\nlet c = ]\n")
        #expect(result.diagnostics.compactMap { $0.location?.line } == [1, 3])
    }

    @Test func twentyThousandNestedBracketsGiveOneError() {
        for (open, close) in [("(", ")"), ("[", "]"), ("@(", ")")] {
            let script = "let x = " + String(repeating: open, count: 20_000) + "1" + String(repeating: close, count: 20_000)
            let result = TestSupport.parse(script)
            #expect(result.diagnostics.count == 1, "\(open)")
            #expect(result.diagnostics.first?.message.hasPrefix("maximum nesting depth exceeded") == true, "\(open)")
        }
        let blocks = String(repeating: "{", count: 20_000) + String(repeating: "}", count: 20_000)
        #expect(TestSupport.messages(blocks).count == 1)
        let unclosed = String(repeating: "(", count: 20_000)
        #expect(TestSupport.messages(unclosed).count == 1)
    }

    /// Prefix operators and postfix chains nest; a chain of infix operators does not (see
    /// LongChainTests).
    @Test func prefixRunsAndPostfixChainsAreBounded() {
        #expect(TestSupport.messages("x = " + String(repeating: "-", count: 20_000) + "1").count == 1)
        #expect(TestSupport.messages("x = " + String(repeating: "not ", count: 20_000) + "1").count == 1)
        #expect(TestSupport.messages("x = 1" + String(repeating: " + 1", count: 20_000)).isEmpty)
        #expect(TestSupport.messages("x = a" + String(repeating: ".b", count: 20_000)).count == 1)
        #expect(TestSupport.messages("x = " + String(repeating: "\"\\(", count: 5_000)).count >= 1)
    }

    /// Each kind of nesting is one level, as the language reference says: brackets, calls,
    /// subscripts, lists and coordinates go 200 deep, and the 201st is the error.
    @Test(arguments: [("(", ")"), ("f(", ")"), ("a[", "]"), ("[", "]"), ("@(0, ", ")")])
    func eachKindOfNestingGoesExactly200Deep(_ open: String, _ close: String) {
        func script(_ depth: Int) -> String {
            "let x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
        }
        #expect(TestSupport.messages(script(200)).isEmpty)
        #expect(TestSupport.messages(script(201)).first?.hasPrefix("maximum nesting depth exceeded") == true)
    }

    @Test func nestingJustUnderTheBoundIsFine() {
        let depth = 60
        let script = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(TestSupport.messages(script).isEmpty)
        // and the tree is usable by the tools
        let file = SourceFile(path: "t.map", text: script)
        #expect(ASTDumper.dump(Parser.parse(file).program).contains("(number 1"))
        #expect((try? ScriptFormatter.format(file).get()) == script + "\n")
    }
}
