import Testing
@testable import MapScriptSyntax

@Suite struct DiagnosticFormatterTests {
    let plain = DiagnosticFormatter(color: false)

    @Test func headerSourceLineAndCaretRun() {
        let file = SourceFile(path: "park.map", text: "let a = 1\nlet total = count + 1\n")
        let diagnostic = Diagnostic.error("unknown name 'count'", in: file, at: SourceSpan(start: 22, end: 27))
        #expect(plain.format(diagnostic) == """
        park.map:2:13: error: unknown name 'count'
        let total = count + 1
                    ^~~~~

        """)
    }

    @Test func tabsAreCopiedSoTheCaretLinesUp() {
        let file = SourceFile(path: "t.map", text: "\t\tx = y\n")
        let diagnostic = Diagnostic.error("bad", in: file, at: SourceSpan(start: 6, end: 7))
        #expect(plain.format(diagnostic) == "t.map:1:7: error: bad\n\t\tx = y\n\t\t    ^\n")
    }

    @Test func columnsCountCharactersNotBytesAndWideCharactersPadTwice() {
        let file = SourceFile(path: "t.map", text: "let 名前 = ünknown\n")
        let start = Array("let 名前 = ".utf8).count
        let diagnostic = Diagnostic.error("unknown name 'ünknown'", in: file, at: SourceSpan(start: start, end: start + Array("ünknown".utf8).count))
        // Column 10 counts characters; the caret sits under 'ü' in a terminal, where 名 and 前
        // each take two columns.
        #expect(plain.format(diagnostic) == """
        t.map:1:10: error: unknown name 'ünknown'
        let 名前 = ünknown
                   ^~~~~~~

        """)
    }

    @Test func aSpanOfWideCharactersIsUnderlinedAcrossTheirColumns() {
        let file = SourceFile(path: "t.map", text: "let s = \"日本🎢\" + 1\n")
        let diagnostic = Diagnostic.error("mixed", in: file, at: SourceSpan(start: 8, end: Array("let s = \"日本🎢\"".utf8).count))
        #expect(plain.format(diagnostic) == "t.map:1:9: error: mixed\nlet s = \"日本🎢\" + 1\n        ^~~~~~~~\n")
    }

    @Test func aVeryLongLineIsShownAsAWindowAroundTheSpan() {
        let line = String(repeating: "abcdefghij", count: 100)   // 1000 characters
        let file = SourceFile(path: "t.map", text: "x\n" + line + "\n")
        let start = 2 + 500
        let diagnostic = Diagnostic.error("bad", in: file, at: SourceSpan(start: start, end: start + 3))
        let window = String(Array(line)[460..<580])
        #expect(plain.format(diagnostic) == "t.map:2:501: error: bad\n…\(window)…\n" + String(repeating: " ", count: 41) + "^~~\n")
        // Each of many errors on the line costs a window, not the line.
        let many = (0..<500).map { Diagnostic.error("bad", in: file, at: SourceSpan(start: 2 + 2 * $0, end: 3 + 2 * $0)) }
        #expect(plain.format(many).utf8.count < 500 * 300)
    }

    @Test func columnsOfASCIIAndOtherLinesAgreeWithCharacterCounts() {
        let text = "a\rb\tc\r\nlet é = \"x\"\r\n\n  z"
        let file = SourceFile(path: "t.map", text: text)
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count {
            let (line, column) = file.location(of: offset)
            let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            #expect(column == String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1, "offset \(offset), line \(line)")
        }
    }

    /// Columns on long lines come from checkpoints a few hundred bytes apart (`ColumnIndex`):
    /// they must agree with counting from the start of the line at every offset, inside
    /// characters too, whatever straddles a checkpoint (combining marks, emoji sequences,
    /// flags, CR LF), and whichever line is asked first.
    @Test func columnsOnLongLinesAgreeWithCharacterCountsAtEveryOffset() {
        let piece = "ab é e\u{301}\u{302} 🇫🇷🇩🇪 👩‍👩‍👧 漢字 \t"
        let long = String(repeating: piece, count: 60)
        let text = "x\n" + long + "\r\n" + long + "@\n" + long
        let file = SourceFile(path: "t.map", text: text)
        let bytes = Array(text.utf8)
        for offset in stride(from: bytes.count, through: 0, by: -1) {
            let (line, column) = file.location(of: offset)
            let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            #expect(column == String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1, "offset \(offset), line \(line)")
        }
    }

    @Test func aLineOfUpToTwoHundredCharactersIsShownWhole() {
        let line = String(repeating: "é", count: 200)
        let file = SourceFile(path: "t.map", text: line)
        let diagnostic = Diagnostic.error("bad", in: file, at: SourceSpan(start: 398, end: 400))
        #expect(plain.format(diagnostic) == "t.map:1:200: error: bad\n\(line)\n" + String(repeating: " ", count: 199) + "^\n")
    }

    @Test func controlCharactersCannotReachTheTerminal() {
        let file = SourceFile(path: "t.map", text: "let s = \"\u{1B}[2J\" + \r1\n")
        let diagnostic = Diagnostic.error("bad '\u{1B}[31m'\u{9B}", in: file, at: SourceSpan(start: 8, end: 14))
        #expect(plain.format(diagnostic) == "t.map:1:9: error: bad '\u{241B}[31m'\u{FFFD}\nlet s = \"\u{241B}[2J\" + \u{240D}1\n        ^~~~~~\n")
    }

    @Test func aMultiLineSpanIsUnderlinedOnItsFirstLine() {
        let file = SourceFile(path: "t.map", text: "f(a,\n  b)\n")
        let diagnostic = Diagnostic.error("bad call", in: file, at: SourceSpan(start: 0, end: 9))
        #expect(plain.format(diagnostic) == "t.map:1:1: error: bad call\nf(a,\n^~~~\n")
    }

    @Test func anEmptySpanGetsOneCaret() {
        let file = SourceFile(path: "t.map", text: "let x =")
        let diagnostic = Diagnostic.error("expected an expression after '='", in: file, at: SourceSpan(at: 7))
        #expect(plain.format(diagnostic) == "t.map:1:8: error: expected an expression after '='\nlet x =\n       ^\n")
    }

    @Test func windowsLineEndingsAreNotShown() {
        let file = SourceFile(path: "t.map", text: "a\r\nbad\r\n")
        let diagnostic = Diagnostic.error("bad", in: file, at: SourceSpan(start: 3, end: 6))
        #expect(plain.format(diagnostic) == "t.map:2:1: error: bad\nbad\n^~~\n")
    }

    @Test func notesSuggestionsAndCallStack() {
        let file = SourceFile(path: "f.map", text: "func fib(n) {\n  return fib(n - 1) + boundry\n}\nfib(3)\n")
        var diagnostic = Diagnostic.error("unknown name 'boundry'", in: file, at: SourceSpan(start: 36, end: 43), suggestion: "boundary")
        diagnostic.notes = [
            .note("'boundary' is declared here", in: file, at: SourceSpan(start: 5, end: 8)),
            .note("names are case-sensitive"),
        ]
        diagnostic.callStack = [
            StackFrame(name: "function 'fib'", file: file, span: SourceSpan(start: 23, end: 33)),
            StackFrame(name: "top level", file: file, span: SourceSpan(start: 46, end: 52)),
        ]
        #expect(plain.format(diagnostic) == """
        f.map:2:23: error: unknown name 'boundry'
          return fib(n - 1) + boundry
                              ^~~~~~~
        f.map:1:6: note: 'boundary' is declared here
        func fib(n) {
             ^~~
        note: names are case-sensitive
        help: did you mean 'boundary'?
          in function 'fib' at f.map:2:10
          in top level at f.map:4:1

        """)
    }

    @Test func helpInWordsFollowsTheSuggestion() {
        let file = SourceFile(path: "f.map", text: "if x = Polygon { }\n")
        let diagnostic = Diagnostic.error("'=' assigns", in: file, at: SourceSpan(start: 5, end: 6), suggestion: "==",
                                          help: "write 'is' to test a value's class")
        #expect(plain.format(diagnostic) == """
        f.map:1:6: error: '=' assigns
        if x = Polygon { }
             ^
        help: did you mean '=='?
        help: write 'is' to test a value's class

        """)
    }

    @Test func aWarningIsFormattedAsAnErrorIsAndColouredYellow() {
        let file = SourceFile(path: "w.map", text: "on viewFor(a) { }\n")
        let warning = Diagnostic(severity: .warning, message: "can end", file: file, span: SourceSpan(start: 3, end: 10), help: "return")
        #expect(plain.format(warning) == "w.map:1:4: warning: can end\non viewFor(a) { }\n   ^~~~~~~\nhelp: return\n")
        let coloured = DiagnosticFormatter(color: true).format(warning)
        #expect(coloured.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;32mhelp:\u{1B}[0m return"))
    }

    @Test func diagnosticsWithoutPositions() {
        let file = SourceFile(path: "f.map", text: "")
        #expect(plain.format(Diagnostic(message: "cannot read the file")) == "error: cannot read the file\n")
        #expect(plain.format(Diagnostic(message: "is empty", file: file)) == "f.map: error: is empty\n")
        #expect(plain.format(Diagnostic(severity: .warning, message: "careful")) == "warning: careful\n")
    }

    @Test func colourOnlyWhenAskedFor() {
        let file = SourceFile(path: "t.map", text: "x\n")
        let diagnostic = Diagnostic.error("bad", in: file, at: SourceSpan(start: 0, end: 1), suggestion: "y")
        let coloured = DiagnosticFormatter(color: true).format(diagnostic)
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}["))
        #expect(!plain.format(diagnostic).contains("\u{1B}"))
        // Without the escapes, the coloured text is the plain text.
        var stripped = ""
        var skipping = false
        for character in coloured {
            if character == "\u{1B}" { skipping = true; continue }
            if skipping { if character == "m" { skipping = false }; continue }
            stripped.append(character)
        }
        #expect(stripped == plain.format(diagnostic))
    }

    @Test func descriptionIsThePlainRendering() {
        let file = SourceFile(path: "t.map", text: "x\n")
        let diagnostic = Diagnostic.error("bad", in: file, at: SourceSpan(start: 0, end: 1))
        #expect(diagnostic.description == plain.format(diagnostic))
        #expect(diagnostic.location?.line == 1 && diagnostic.location?.column == 1)
    }
}

@Suite struct SourceFileTests {
    @Test func locationsAreOneBasedAndCountCharacters() {
        let file = SourceFile(path: "t.map", text: "ab\nçd\n\nx")
        #expect(file.location(of: 0) == (1, 1))
        #expect(file.location(of: 2) == (1, 3))
        #expect(file.location(of: 3) == (2, 1))
        #expect(file.location(of: 5) == (2, 2))   // after the two bytes of 'ç'
        #expect(file.location(of: 7) == (3, 1))
        #expect(file.location(of: 8) == (4, 1))
        #expect(file.location(of: 99) == (4, 2))   // clamped to the end
        #expect(file.location(of: -5) == (1, 1))
        #expect(file.lineCount == 4)
    }

    @Test func aTextThatStartsLaterInItsInputCountsLinesFromThere() {
        // An entry read from line 7 of piped input.
        let file = SourceFile(path: "<stdin>", text: "let a = 1\nlet b = ç + c", firstLine: 7)
        #expect(file.location(of: 0) == (7, 1))
        #expect(file.location(of: 23) == (8, 13))
        #expect(file.describe(23) == "<stdin>:8:13")
        let diagnostic = Diagnostic.error("cannot find 'c' in scope", in: file, at: SourceSpan(start: 23, end: 24))
        #expect(diagnostic.description.hasPrefix("<stdin>:8:13: error: cannot find 'c' in scope\nlet b = ç + c\n"))
    }

    @Test func lineText() {
        let file = SourceFile(path: "t.map", text: "first\r\nsecond\nthird")
        #expect(file.lineText(1) == "first")
        #expect(file.lineText(2) == "second")
        #expect(file.lineText(3) == "third")
        #expect(file.lineText(4) == "")
        #expect(file.lineText(0) == "")
    }

    @Test func textOfSpansIsClamped() {
        let file = SourceFile(path: "t.map", text: "hello")
        #expect(file.text(of: SourceSpan(start: 1, end: 3)) == "el")
        #expect(file.text(of: SourceSpan(start: 3, end: 100)) == "lo")
        #expect(file.describe(4) == "t.map:1:5")
    }

    @Test func spans() {
        let a = SourceSpan(start: 3, end: 5)
        #expect(a.union(SourceSpan(start: 1, end: 4)) == SourceSpan(start: 1, end: 5))
        #expect(SourceSpan(start: 5, end: 2).isEmpty)
        #expect(a.contains(3) && !a.contains(5))
        #expect(a.length == 2)
    }
}

@Suite struct SuggestionsTests {
    @Test func closeNamesAreSuggested() {
        #expect(Suggestions.closest(to: "boundry", among: ["boundary", "bound", "country"]) == "boundary")
        #expect(Suggestions.closest(to: "veiwFor", among: ["viewFor", "rendererFor"]) == "viewFor")
        #expect(Suggestions.closest(to: "Colour", among: ["Color", "Circle"]) == "Color")
    }

    @Test func farNamesAreNot() {
        #expect(Suggestions.closest(to: "xyz", among: ["boundary", "map"]) == nil)
        #expect(Suggestions.closest(to: "", among: ["a"]) == nil)
        #expect(Suggestions.closest(to: "same", among: ["same"]) == nil)
    }

    @Test func aNameCutShortMeansTheOneCandidateItBegins() {
        #expect(Suggestions.closest(to: "rect", among: ["rectangle", "circle", "none"]) == "rectangle")
        #expect(Suggestions.closest(to: "default", among: ["defaultHigh", "defaultLow", "required"]) == nil, "two candidates: no guess")
        #expect(Suggestions.closest(to: "re", among: ["rectangle"]) == nil, "too short to say")
    }

    /// MapKit's `coordinateRegion:` from `region:`: the last words of a camel-case name.
    @Test func aNameWithoutItsFirstWordsMeansTheOneCandidateItEnds() {
        #expect(Suggestions.closest(to: "region", among: ["mapRect", "coordinateRegion"]) == "coordinateRegion")
        #expect(Suggestions.closest(to: "Region", among: ["coordinateRegion"]) == "coordinateRegion")
        #expect(Suggestions.closest(to: "meters", among: ["latitudinalMeters", "longitudinalMeters"]) == nil, "two candidates: no guess")
        #expect(Suggestions.closest(to: "title", among: ["subtitle"]) == nil, "not at a word's start")
        #expect(Suggestions.closest(to: "padding", among: ["coordinateRegion"]) == nil)
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(Suggestions.closest(to: "cat", among: ["bat", "hat"]) == "bat")
        #expect(Suggestions.closest(to: "cat", among: ["hat", "bat"]) == "hat")
    }
}
