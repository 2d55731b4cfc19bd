import Foundation
import Testing

/// The REPL fed from a pipe (standard input not a terminal): no prompts, values echoed on
/// standard output, errors on standard error, and status 1 if any entry failed.
@Suite struct REPLPipeTests {
    @Test func bareMapscriptReadsEntriesFromAPipe() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run([], in: folder.url, input: "let x = 40\nx + 2\nprint(\"hi\")\n")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "42\nhi\n")
        #expect(run.standardError.isEmpty)
    }

    @Test func aMultiLineEntryIsGatheredUntilItIsComplete() throws {
        let folder = try TemporaryFolder()
        let input = "func double(n) {\n  return n * 2\n}\ndouble(21)\nlet list = [\n  1,\n  2,\n]\nlist.count\n"
        let run = try MapScriptProcess.run(["repl"], in: folder.url, input: input)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "42\n2\n")
    }

    /// An entry that compiles with a warning runs, and the warning is shown as in a script.
    /// An entry runs once complete, so a line that would continue it in a file (`else` on the
    /// line after the `}`, `.map(...)` under a list, `?? 5` under a value) comes too late: it
    /// says so. A line starting with `-` is a negative number, an entry of its own.
    @Test func anEntryContinuingOneThatRanSaysSo() throws {
        let folder = try TemporaryFolder()
        let input = "if false {\n  print(1)\n}\nelse {\n  print(2)\n}\nlet v = [1]\n  .map(func (x) { return x + 1 })\nv\n"
            + "let z = nil\n  ?? 5\n-3\n"
        let run = try MapScriptProcess.run([], in: folder.url, input: input)
        #expect(run.status == 1)
        #expect(run.standardOutput == "[1]\n-3\n")
        #expect(run.standardError == """
            <stdin>:4:1: error: this line continues the entry before it, which has already run: the REPL runs an entry as soon as it is complete
            else {
            ^~~~
            help: write the 'else' on the line of the '}' before it ('} else {'), in one entry with its 'if'
            <stdin>:8:3: error: this line continues the entry before it, which has already run: the REPL runs an entry as soon as it is complete
              .map(func (x) { return x + 1 })
              ^~~~
            help: put it at the end of the line before, or spread the expression over lines inside parentheses
            <stdin>:11:3: error: this line continues the entry before it, which has already run: the REPL runs an entry as soon as it is complete
              ?? 5
              ^~
            help: end the line before with '??' instead, or spread the expression over lines inside parentheses

            """)
    }

    @Test func aWarningOfAnEntryIsShown() throws {
        let folder = try TemporaryFolder()
        let input = "print(1)\non viewFor(annotation) {\n  if annotation.title == \"x\" { return nil }\n}\nprint(2)\n"
        let run = try MapScriptProcess.run([], in: folder.url, input: input)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "1\n2\n")
        #expect(run.standardError.hasPrefix("<stdin>:2:4: warning: 'viewFor' can reach the end of its body without returning a view"),
                "\(run.standardError)")
    }

    @Test func anErrorKeepsTheSessionAndSetsTheStatus() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run([], in: folder.url, input: "let kept = 7\nkept + missing\nkept\n")
        #expect(run.status == 1)
        #expect(run.standardOutput == "7\n")
        #expect(run.standardError.hasPrefix("<stdin>:2:8: error: "), "\(run.standardError)")
    }

    @Test func errorsNameTheLineOfTheInput() throws {
        let folder = try TemporaryFolder()
        let input = """
        let kept = 7

        func total() {
          return kept +
            missing
        }
        :scene
        func broken() {
          return [1][3]
        }
        broken()

        """
        let run = try MapScriptProcess.run([], in: folder.url, input: input)
        #expect(run.status == 1)
        #expect(run.standardError.contains("<stdin>:5:5: error: cannot find 'missing' in scope\n    missing\n    ^~~~~~~\n"), "\(run.standardError)")
        // A runtime error inside a function points at the function's line, and the call's.
        #expect(run.standardError.contains("\n<stdin>:9:10: error: index 3 is out of range"), "\(run.standardError)")
        #expect(run.standardError.contains("at <stdin>:11:1"), "\(run.standardError)")
    }

    @Test func renderRefusesAnExtensionItDoesNotWrite() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run([], in: folder.url, input: "annotation at @(0, 0) {}\n:render map.jpg\n")
        #expect(run.status == 1)
        #expect(run.standardError == """
            <stdin>:2:9: error: cannot tell what to write to 'map.jpg': mapscript writes .svg, .png or .pdf (the picture) or .geojson (the shapes), not .jpg
            :render map.jpg
                    ^~~~~~~

            """)
        #expect(!folder.exists("map.jpg"))
    }

    /// A file name in quotes, as a script writes one, is the name between them; empty quotes,
    /// an unclosed quote or text after the closing one name no file, where the quotes became
    /// part of the name.
    @Test func aQuotedFileNameIsTheNameBetweenTheQuotes() throws {
        let folder = try TemporaryFolder()
        let input = "annotation at @(0, 0) {}\n:render \"map.geojson\"\n:render \"\"\n:render \"open.svg\n:render \"a.svg\" b\n"
        let run = try MapScriptProcess.run([], in: folder.url, input: input)
        #expect(run.status == 1)
        #expect(run.standardOutput == "Wrote map.geojson.\n")
        #expect(run.standardError == """
            <stdin>:3:9: error: the file name in quotes is empty; name a file, or give none for repl.svg
            :render ""
                    ^~
            <stdin>:4:9: error: the quote before the file name is not closed; name a file, or give none for repl.svg
            :render "open.svg
                    ^~~~~~~~~
            <stdin>:5:9: error: text follows the closing quote ('b'); name a file, or give none for repl.svg
            :render "a.svg" b
                    ^~~~~~~~~

            """)
        #expect(try folder.contents() == ["map.geojson"])
    }

    @Test func aMistypedCommandGetsADidYouMean() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run([], in: folder.url, input: ":rendr\n:lod lib.map\n")
        #expect(run.status == 1)
        #expect(run.standardError == """
            <stdin>:1:1: error: unknown command ':rendr'
            :rendr
            ^~~~~~
            help: did you mean ':render'?
            <stdin>:2:1: error: unknown command ':lod'
            :lod lib.map
            ^~~~
            help: did you mean ':load'?

            """)
        #expect(!folder.exists("repl.svg"))
    }

    /// A command's error is placed as an entry's is, at its line of the input, with the
    /// caret under the part at fault: in a long piped input "error: cannot read" alone
    /// would not say which of its commands failed.
    @Test func aCommandsErrorNamesItsLineAndPointsAtTheArgument() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run([], in: folder.url, input: "let a = 1\n\n  :load  missing.map\n:tokens\n")
        #expect(run.status == 1)
        #expect(run.standardError == """
            <stdin>:3:10: error: cannot read 'missing.map': no such file
              :load  missing.map
                     ^~~~~~~~~~~
            <stdin>:4:1: error: usage: :tokens EXPR
            :tokens
            ^~~~~~~

            """)
    }

    /// The expression of `:tokens` and `:ast` is placed where it is on the line: its tokens,
    /// nodes and errors are given the line's columns, and an error shows the line as typed,
    /// not the expression alone under a column of its own.
    @Test func aCommandsExpressionIsPlacedWhereItIsOnTheLine() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run([], in: folder.url, input: "let a = 1\n:tokens 1 + \"a\n  :ast  f(1,\n:ast 2\n")
        #expect(run.status == 1)
        #expect(run.standardOutput == """
            2:9 number '1'
            2:11 operator '+'
            2:13 string '"a'
            2:15 end-of-file ''
            (program
              (expr 4:6
                (number 2 4:6)))

            """)
        #expect(run.standardError == """
            <stdin>:2:13: error: unterminated string literal; it needs a closing '"'
            :tokens 1 + "a
                        ^
            <stdin>:3:13: error: expected an expression after ','
              :ast  f(1,
                        ^

            """)
    }

    /// A command that takes no argument refuses one rather than dropping it: `:quit now` does
    /// not end the session, and the entries after it run.
    @Test func aCommandWithoutArgumentsRefusesOne() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run([], in: folder.url, input: ":quit now\n:scene all\n:reset x\n1 + 1\n")
        #expect(run.status == 1)
        #expect(run.standardOutput == "2\n")
        #expect(run.standardError == """
            <stdin>:1:7: error: ':quit' takes no argument
            :quit now
                  ^~~
            help: write :quit alone
            <stdin>:2:8: error: ':scene' takes no argument
            :scene all
                   ^~~
            help: write :scene alone
            <stdin>:3:8: error: ':reset' takes no argument
            :reset x
                   ^
            help: write :reset alone

            """)
    }

    /// An entry that fails before its `let` has a value leaves the name without one: reading
    /// it later is an error, not a silent nil echoed as nothing.
    @Test func aNameWhoseDeclarationFailedIsNotReadAsNil() throws {
        let folder = try TemporaryFolder()
        let run = try MapScriptProcess.run([], in: folder.url, input: "let rows = [1][5]\nrows\n")
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasSuffix("""
            <stdin>:2:1: error: 'rows' is used before its declaration has run
            rows
            ^~~~
            help: 'rows' gets its value when <stdin>:1:5 runs

            """), "\(run.standardError)")
    }

    @Test func renderingAnUnchangedSceneTwiceWritesTheSameBytes() throws {
        let folder = try TemporaryFolder()
        // The renderer draws at random places: each drawing must start from the same random
        // numbers, those `mapscript stars.map` draws with.
        try folder.write("stars.map", """
        map.size = Size(200, 100)
        map.region = Region(center: @(0, 0), span: Span(2, 2))
        circle sky at @(0, 0) radius 50km { title = "Sky" }
        renderer for Circle {
          func draw(mapRect, zoomScale, context) {
            for i in 0..<5 {
              context.addArc(Point(random.int(0...1000), random.int(0...1000)), 10, 0, 2 * pi, false)
            }
            context.fillPath(yellow)
          }
        }

        """)
        let run = try MapScriptProcess.run([], in: folder.url, input: ":load stars.map\n:render one.svg\n:render two.svg\n:render three.geojson\n:render four.geojson\n")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try folder.bytes("one.svg") == (try folder.bytes("two.svg")))
        #expect(try folder.bytes("three.geojson") == (try folder.bytes("four.geojson")))
        let direct = try MapScriptProcess.run(["stars.map", "-o", "direct.svg"], in: folder.url)
        #expect(direct.status == 0, "\(direct.standardError)")
        #expect(try folder.bytes("one.svg") == (try folder.bytes("direct.svg")))
    }

    @Test func replRunsAScriptFirst() throws {
        let folder = try TemporaryFolder()
        try folder.write("defs.map", "let answer = 42\nfunc greet(name) { return \"hello \" + name }\n")
        let run = try MapScriptProcess.run(["repl", "defs.map"], in: folder.url, input: "answer\ngreet(\"map\")\n")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("42\n"))
        #expect(run.standardOutput.contains("hello map"))
    }

    @Test func commandsWorkFromAPipe() throws {
        let folder = try TemporaryFolder()
        let input = """
        map.size = Size(120, 80)
        :render
        :render picture.svg
        :scene
        :tokens 1 + 2
        :ast 1 + 2
        :bogus
        :quit
        print("not reached")

        """
        let run = try MapScriptProcess.run([], in: folder.url, input: input)
        #expect(try folder.read("repl.svg").contains(#"width="120" height="80""#))
        #expect(try folder.read("picture.svg") == (try folder.read("repl.svg")))
        #expect(run.standardOutput.contains("Wrote repl.svg.\nWrote picture.svg.\n"))
        #expect(run.standardError.contains("unknown command ':bogus'"))
        #expect(!run.standardOutput.contains("not reached"))
        #expect(run.status == 1)
    }

    @Test func renderRefusesToWriteOverAScript() throws {
        let folder = try TemporaryFolder()
        try folder.write("park.map", "let answer = 42\n")
        let run = try MapScriptProcess.run([], in: folder.url, input: ":render park.map\n")
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: :render writes a picture or GeoJSON; 'park.map' is a script name (try park.svg)"), "\(run.standardError)")
        #expect(try folder.read("park.map") == "let answer = 42\n")
    }

    @Test func loadAndResetChangeWhatIsDefined() throws {
        let folder = try TemporaryFolder()
        try folder.write("lib.map", "let fromLib = 5\n")
        let run = try MapScriptProcess.run([], in: folder.url, input: ":load lib.map\nfromLib\n:reset\nfromLib\n")
        #expect(run.standardOutput.hasPrefix("Loaded lib.map.\n5\n"), "\(run.standardOutput)")
        #expect(run.standardError.contains("error:"), "fromLib should be gone after :reset")
    }

    @Test func aOneMegabyteLineIsFine() throws {
        let folder = try TemporaryFolder()
        let big = String(repeating: "a", count: 1 << 20)
        let run = try MapScriptProcess.run([], in: folder.url, input: "let s = \"\(big)\"\ns.count\n", timeout: 60)
        #expect(run.status == 0, "\(run.standardError.prefix(500))")
        #expect(run.standardOutput == "1048576\n")
    }

    /// Generated entries with chains of 100,000 operands: evaluated, shown by `:ast` (one
    /// node, its operators on its line), and a function holding one is defined and called.
    @Test func entriesWithChainsOfAHundredThousandOperands() throws {
        let folder = try TemporaryFolder()
        let sum = "1" + String(repeating: " + 1", count: 99_999)
        let found = "nil" + String(repeating: " ?? nil", count: 99_998) + " ?? 3"
        let input = "\(sum)\n:ast \(found)\nfunc f() { return \(sum) }\nf() - 1\n"
        let run = try MapScriptProcess.run([], in: folder.url, input: input, timeout: 120)
        #expect(run.status == 0, "\(run.standardError.prefix(500))")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.first == "100000")
        #expect(lines.last == "99999")
        #expect(lines.count == 2 + 3 + 100_000, "\(lines.prefix(3))")
        #expect(lines.contains { $0.hasPrefix("    (binary ?? ?? ?? ") })
    }
}
