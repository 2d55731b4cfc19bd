import Foundation
import Testing
@testable import MapScriptSyntax

/// The formatter over every script of these tests and the examples: idempotent, the same
/// tree, every comment kept where it was; and its layout rules on small cases.
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

    /// The comments of a script, without the blanks at the ends of their lines, which the
    /// formatter removes.
    static func comments(_ text: String) -> [String] {
        let file = SourceFile(path: "t.map", text: text)
        return Lexer.lex(file).comments.map { comment in
            file.text(of: comment).split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var line = line
                while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
                return String(line)
            }.joined(separator: "\n")
        }
    }

    /// `script` formats as `expected`, which formatting leaves as it is.
    func expectFormat(_ script: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(format(script) == expected, sourceLocation: sourceLocation)
        #expect(format(expected) == expected, "a second pass changes it", sourceLocation: sourceLocation)
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
        #expect(Self.comments(original) == Self.comments(once), "formatting \(url.lastPathComponent) loses or changes comments")
        #expect(CommentPlacementTests.codeBeforeComments(original) == CommentPlacementTests.codeBeforeComments(once),
                "formatting \(url.lastPathComponent) moves a comment past code")
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
        #expect(format("let   x=1+2*  3\nif x{\nprint( x )}else{ y=-x\n}") == """
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
        #expect(format("let a = [\n1,\n 2]") == "let a = [\n  1,\n  2,\n]\n")
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

    @Test func semicolonsBecomeLinesUnlessTheStatementsShareALine() {
        #expect(format("a();\nb();;\n") == "a()\nb()\n")
        #expect(format("a() ;b();;") == "a(); b()\n")
        #expect(format("class A {\n  var x=0;var y=1\n}") == "class A {\n  var x = 0; var y = 1\n}\n")
    }

    @Test func aBlockWrittenOnOneLineStaysOnOne() {
        #expect(format("if x{print( x )}else{ y=-x;z() }") == "if x { print(x) } else { y = -x; z() }\n")
        #expect(format("annotation p at @(1,2){title=\"x\"}") == "annotation p at @(1, 2) { title = \"x\" }\n")
        #expect(format("let f = list.map(func(o){return o.title})") == "let f = list.map(func (o) { return o.title })\n")
        #expect(format("class H{var w=@(0,0)}\nenum K{case a,b;func f(){}}") == "class H { var w = @(0, 0) }\nenum K { case a, b; func f() {} }\n")
        // Not with a comment inside: the comment would end the line.
        #expect(format("if x { /* why */ y() }") == "if x {  /* why */\n  y()\n}\n")
    }

    /// A `switch` takes lines of its own, so a block, class body or case written on one line
    /// around one opens, in one pass (a second pass used to open it further).
    @Test func aOneLineBlockAroundASwitchOpens() {
        expectFormat("func n(x) { switch x { case 1: return 1; default: return 2 } }\n",
                     "func n(x) {\n  switch x {\n  case 1: return 1\n  default: return 2\n  }\n}\n")
        expectFormat("class C { func m(x) { switch x { default: return 0 } } }\n",
                     "class C {\n  func m(x) {\n    switch x {\n    default: return 0\n    }\n  }\n}\n")
        expectFormat("switch a { case 1: switch b { default: f() }; default: g() }\n",
                     "switch a {\ncase 1:\n  switch b {\n  default: f()\n  }\ndefault: g()\n}\n")
    }

    @Test func anElseOnTheLineAfterAOneLineBlockStaysThere() {
        #expect(format("if a { x() }\nelse if b { y() }\nelse { z() }") == "if a { x() }\nelse if b { y() }\nelse { z() }\n")
        // After a block of several lines it joins the brace, as always.
        #expect(format("if a {\n  x()\n}\nelse { z() }") == "if a {\n  x()\n} else { z() }\n")
    }

    @Test func aCaseWrittenOnTheLineOfItsBodyStaysThere() {
        #expect(format("switch k {\ncase .a,.b:f()\ncase .c: g(); h()\ndefault:\n  i()\n}") == """
        switch k {
        case .a, .b: f()
        case .c: g(); h()
        default:
          i()
        }

        """)
    }

    @Test func listElementsKeepTheirLinesOfTheSource() {
        let polygon = "polygon c [\n  @(41, -109), @(41, -102),\n  @(36, -102),   @(36, -109)\n] { title = \"C\" }\n"
        #expect(format(polygon) == "polygon c [\n  @(41, -109), @(41, -102),\n  @(36, -102), @(36, -109),\n] { title = \"C\" }\n")
        // A break after the first element puts the brackets on lines of their own.
        #expect(format("f(a, b,\n       c)") == "f(\n  a, b,\n  c,\n)\n")
    }

    @Test func aLineBreakBeforeAnOperatorOrADotIsKept() {
        let script = "let view = map.dequeue(\"Pin\")\n    ?? Pin(annotation) // made\n  ?? nil\nlet names = places\n.filter(func (p) { return p.open })\n      .map(func (p) { return p.name }).count\nlet inside = a\nand b\n"
        #expect(format(script) == """
        let view = map.dequeue("Pin")
          ?? Pin(annotation)  // made
          ?? nil
        let names = places
          .filter(func (p) { return p.open })
          .map(func (p) { return p.name }).count
        let inside = a
          and b

        """)
        // A break after an operator is kept too: the reference's way to break `a - b`, whose
        // `-` starting a line would begin a statement of its own. A comment after the operator
        // breaks the line itself.
        #expect(format("let x = 1 -\n2 -\n      3\nlet y = [a +\n b]\nlet z = 1 +  // why\n2")
            == "let x = 1 -\n  2 -\n  3\nlet y = [a +\n  b]\nlet z = 1 +  // why\n  2\n")
    }

    @Test func declarations() {
        #expect(format("class A:B{\nvar x=0;\ninit(a){\nsuper.init(a)} func m(){}}") == """
        class A: B {
          var x = 0
          init(a) {
            super.init(a)
          }
          func m() {}
        }

        """)
        #expect(format("enum K{\ncase a,b;\nfunc f(){}}") == "enum K {\n  case a, b\n  func f() {}\n}\n")
        #expect(format("annotation p:T at @(1,2){\ntitle=\"x\"}") == "annotation p: T at @(1, 2) {\n  title = \"x\"\n}\n")
        #expect(format("polygon [@(1,2)]") == "polygon [@(1, 2)]\n")
        #expect(format("circle at c radius 5km") == "circle at c radius 5km\n")
        #expect(format("overlay o:T(1)") == "overlay o: T(1)\n")
        #expect(format("renderer r for T{}") == "renderer r for T {}\n")
        #expect(format("on viewFor( a ){\nreturn nil}") == "on viewFor(a) {\n  return nil\n}\n")
    }

    @Test func switchCasesAlignWithTheSwitch() {
        #expect(format("switch k{case .a,.b:\nf()\ndefault:\ng()}") == "switch k {\ncase .a, .b:\n  f()\ndefault:\n  g()\n}\n")
    }

    @Test func endOfLineCommentsOfConsecutiveLinesAlignTwoSpacesAfterTheLongestCode() {
        let script = "func f() {\n  self.frame = Rect(0, 0, 40, 40)   // an explicit frame\n  self.opaque = false // see through\n}\nlet x = 1 // alone\n"
        #expect(format(script) == """
        func f() {
          self.frame = Rect(0, 0, 40, 40)  // an explicit frame
          self.opaque = false              // see through
        }
        let x = 1  // alone

        """)
    }

    @Test func aCommentIndentedUnderAnEndOfLineCommentContinuesItsColumn() {
        let script = """
        map.drag(a, to: p)   // expect: asked starting
                                // expect: none -> dragging
        print(a.coordinate) // expect: @(0.5, 0.5)
        f() // a note
        // about what follows
        g()

        """
        #expect(format(script) == """
        map.drag(a, to: p)   // expect: asked starting
                             // expect: none -> dragging
        print(a.coordinate)  // expect: @(0.5, 0.5)
        f()                  // a note
        // about what follows
        g()

        """)
        // Under a comment after an opening brace, a comment is inside the block.
        #expect(format("func g() {  // a brace\n  // inside\n  return 1\n}\n") == "func g() {  // a brace\n  // inside\n  return 1\n}\n")
        // Under a continuation line, deeper than its statement, the column is that line's too.
        expectFormat("map // c\n.setCenter(p)  // expect: will\n                // expect: did\nf()\n",
                     "map  // c\n  .setCenter(p)  // expect: will\n                 // expect: did\nf()\n")
    }

    @Test func foundByFuzzing() {
        // a comment after the first argument, on the line of the '(', stays with the argument
        #expect(format("let d = f(1,//\n  2)") == "let d = f(\n  1,  //\n  2,\n)\n")
        // a statement starting with an implicit member keeps its ';', or it would join the line before
        #expect(format("f(\na)\n; .g(b)") == "f(\n  a,\n)\n;.g(b)\n")
        #expect(format("f(\na); .g(b)") == "f(\n  a,\n)\n;.g(b)\n")
    }

    /// A comment after the first element written on the opening bracket's line is that
    /// element's; one right after the bracket stays after the bracket.
    @Test func aCommentAfterCodeOnTheOpeningLineStaysWithTheCode() {
        #expect(format("let d = [\"a\": 1,  // one\n  \"b\": 2]\n") == "let d = [\n  \"a\": 1,  // one\n  \"b\": 2,\n]\n")
        #expect(format("func f(a,  // first\n  b) { return a }\n") == "func f(\n  a,  // first\n  b,\n) { return a }\n")
        #expect(format("on didSelect(view) { print(1)  // one\n  print(2)\n}\n") == "on didSelect(view) {\n  print(1)  // one\n  print(2)\n}\n")
        #expect(format("let p = [  // the route\n  @(1, 2),\n]\n") == "let p = [  // the route\n  @(1, 2),\n]\n")
    }

    /// A string is written as it stands: a comment in one of its interpolations is written
    /// with it, once, and formatting again changes nothing.
    @Test func aCommentInAnInterpolationIsWrittenOnce() {
        for script in ["let s = \"\\(1 /* c */ + 2)\"\n", "let s = \"a \\(1 + 2 // c\n) b\"\n"] {
            #expect(format(script) == script)
        }
    }

    /// Block comments between the parts of a line stay between them, and a comment after code
    /// that follows on the same line stays after that code.
    @Test func commentsBetweenCodeOnALineStayBetweenIt() {
        #expect(format("func f(a /* p */, b) { return a }\n") == "func f(a /* p */, b) { return a }\n")
        #expect(format("print(f(/* first */ a, b /* last */))\n") == "print(f(/* first */ a, b /* last */))\n")
        #expect(format("let l = [1 /* one */, 2]  // tail\n") == "let l = [1 /* one */, 2]  // tail\n")
        #expect(format("if a { } /* x */ else /* y */ { }\n") == "if a {} /* x */ else /* y */ {}\n")
        #expect(format("if a /* why */ { print(1) }\n") == "if a /* why */ { print(1) }\n")
        #expect(format("class A { var a = 1; /* mid */ var b = 2 }  // cls\n")
            == "class A {\n  var a = 1; /* mid */ var b = 2\n}  // cls\n")
        // Block comments on either side of a `;` stay there, the statements on their line.
        #expect(format("let a = 1 /* c */ ; let b = 2\n") == "let a = 1 /* c */; let b = 2\n")
        #expect(format("a() /* x */ ; /* y */ b()  // end\n") == "a() /* x */; /* y */ b()  // end\n")
        // A comment after the `{` of a switch stays there, as after the `{` of any block.
        #expect(format("switch x { // pick\ncase 1: f()\ndefault: g()\n}\n") == "switch x {  // pick\ncase 1: f()\ndefault: g()\n}\n")
        #expect(format("switch x {} // after\n") == "switch x {\n}  // after\n")
        #expect(format("let c = f(a,\n  b)  // broken\n") == "let c = f(\n  a,\n  b,\n)  // broken\n")
        #expect(format("func noop() { /* later */ }\n") == "func noop() { /* later */ }\n")
    }

    /// A block comment between elements the source wrote on one line of a broken list stays
    /// between them, and a line comment on the next line is indented as the elements: it does
    /// not continue the block comment's column, which ends no line once formatted.
    @Test func aBlockCommentInABrokenListStaysBetweenItsElements() {
        expectFormat("let a = [1, /* x */ 2,\n  // c\n  3]\n", "let a = [\n  1, /* x */ 2,\n  // c\n  3,\n]\n")
        expectFormat("foo(1, /* x */ 2,\n  // c\n  3)\n", "foo(\n  1, /* x */ 2,\n  // c\n  3,\n)\n")
        expectFormat("foo(1 /* x */, 2,\n  // c\n  3)\n", "foo(\n  1 /* x */, 2,\n  // c\n  3,\n)\n")
        // One after an element's comma that ends the line stays at the end of the line.
        expectFormat("foo(1,\n  2 /* x */,\n  3, /* y */\n  4 /* z */ )\n", "foo(\n  1,\n  2 /* x */,\n  3,  /* y */\n  4 /* z */,\n)\n")
        // A line comment after them continues its column only under a line it ends.
        expectFormat("let a = [1, /* x */ 2,  // tail\n  // c\n  3]\n", "let a = [\n  1, /* x */ 2,  // tail\n                 // c\n  3,\n]\n")
    }

    /// Block comments beside an infix operator stay beside it.
    @Test func aBlockCommentBesideAnOperatorStaysThere() {
        expectFormat("let z = x /* mid */ + y\n", "let z = x /* mid */ + y\n")
        expectFormat("let z = x + /* mid */ y\n", "let z = x + /* mid */ y\n")
        expectFormat("let t = v /* c */ is /* d */ T\n", "let t = v /* c */ is /* d */ T\n")
        expectFormat("let t = x\n  + /* two */ 2\n", "let t = x\n  + /* two */ 2\n")
        // One after the `=` stays before the code that followed it, on the line of the `=`.
        expectFormat("let r = /* e */\n  a + b\n", "let r = /* e */ a + b\n")
    }

    /// Comments one after another on a line stay on that line.
    @Test func commentsSharingALineStayOnIt() {
        expectFormat("let q = 1 /* end */ // more\n", "let q = 1  /* end */ // more\n")
        expectFormat("/* own */ // line\nb()\n", "/* own */ // line\nb()\n")
        expectFormat("let q = 1 /* end */ // more\n   // under\n", "let q = 1  /* end */ // more\n           // under\n")
    }

    /// Blanks at the ends of comment lines go, as at the ends of code lines; the comment's
    /// text stays.
    @Test func blanksAtTheEndsOfCommentLinesGo() {
        expectFormat("let r = 1 // c   \t\n// d \t \n/* e  \n f */\ng()  /* h */  \n", "let r = 1  // c\n// d\n/* e\n f */\ng()  /* h */\n")
        expectFormat("//   \n// expect: \nf()\n", "//\n// expect:\nf()\n")
    }

    /// A comment on a line of its own before a continuation line stays before it, outside
    /// what follows.
    @Test func aCommentBeforeAContinuationLineStaysBeforeIt() {
        let chain = "let w = [1]\n  // c\n  .map(func (p) { return p })  // trailing\n"
        #expect(format(chain) == chain)
        let sum = "let t = 1\n  // add two\n  + 2\n"
        #expect(format(sum) == sum)
    }

    /// A `//` comment after code (`let r = // c`) stays after that code, at the end of its
    /// line, which it lines up with the comment at the end of the line above.
    @Test func aLineCommentAfterCodeStaysAfterIt() {
        expectFormat("print(1)  // x\nlet r = // c\n  a\n  + b\n", "print(1)  // x\nlet r =   // c\n  a\n  + b\n")
        expectFormat("print(1)  // x\nlet read = // c\n  func (n) { return n }\n",
                     "print(1)    // x\nlet read =  // c\n  func (n) { return n }\n")
        expectFormat("print(1)  // x\nfunc g(x // c\n) { return x }\n", "print(1)  // x\nfunc g(\n  x,  // c\n) { return x }\n")
    }

    /// A `//` comment ends its line, so a line the source broke after one stays broken there,
    /// the rest of the expression one level deeper: joining the lines would move the comment
    /// past the code after it. A list, argument or parameter list with one before its closing
    /// bracket is broken over lines, as one broken before an element is.
    @Test func aLineCommentInsideAnExpressionKeepsItsLineBreak() {
        expectFormat("let z = 1 +  // c\n2\n", "let z = 1 +  // c\n  2\n")
        expectFormat("let z = 1 + // c\n  2 +  // d\n  3\n", "let z = 1 +  // c\n  2 +  // d\n  3\n")
        expectFormat("let z = // c\n  1\n", "let z =  // c\n  1\n")
        expectFormat("let t = v is // c\n  T\n", "let t = v is  // c\n  T\n")
        // Arguments, a list, a dictionary.
        expectFormat("let z = f(a: // c\n  1, b: 2)\n", "let z = f(a:  // c\n  1, b: 2)\n")
        expectFormat("f(a, b // c\n)\n", "f(\n  a, b,  // c\n)\n")
        expectFormat("f( // c\n)\n", "f(  // c\n)\n")
        expectFormat("let z = [1, 2 // c\n]\n", "let z = [\n  1, 2,  // c\n]\n")
        expectFormat("let d = [\"a\": 1, \"b\": // c\n  2]\n", "let d = [\"a\": 1, \"b\":  // c\n  2]\n")
        expectFormat("let p = @(1, // c\n  2)\n", "let p = @(1,  // c\n  2)\n")
        // A chain, and arguments inside one.
        expectFormat("let w = list.map(func (p) { return p + // c\n  1 })\n  .filter(f) // d\n  .count\n",
                     "let w = list.map(func (p) {\n  return p +  // c\n    1\n})\n  .filter(f)  // d\n  .count\n")
        expectFormat("let view = map.dequeue(\"Pin\") // reuse\n  ?? PinAnnotationView(annotation, // new\n    reuseIdentifier: \"Pin\")\n",
                     "let view = map.dequeue(\"Pin\")  // reuse\n  ?? PinAnnotationView(\n    annotation,  // new\n    reuseIdentifier: \"Pin\",\n  )\n")
        expectFormat("print(a. // c\n  name)\n", "print(a.  // c\n  name)\n")
    }

    /// Members or statements the source wrote on one line stay on one only while the first
    /// stays whole on it: a comment that opens a one-line body breaks that line.
    @Test func aMemberAfterOneTheFormatterBrokeStartsALine() {
        expectFormat("class A {\n  func f() { /* c */ x() }; func m() {}\n}\n",
                     "class A {\n  func f() {  /* c */\n    x()\n  }\n  func m() {}\n}\n")
        expectFormat("class N: S { var a = 0; init(a) { /* c */ super.init(a) } func m() {} }\n",
                     "class N: S {\n  var a = 0; init(a) {  /* c */\n    super.init(a)\n  }\n  func m() {}\n}\n")
        expectFormat("func early(x) { if x { return /* c */ } ; return x }\n",
                     "func early(x) {\n  if x {\n    return  /* c */\n  }\n  return x\n}\n")
    }

    /// A comment on a line of its own after a case's statements, indented as they are, ends
    /// that case's body and stays with it; one at the `case`'s column belongs to what follows.
    @Test func aCommentEndingACaseBodyStaysWithIt() {
        expectFormat("switch v {\ncase 1:\n  print(\"r\" // c\n)  // d\n}\n",
                     "switch v {\ncase 1:\n  print(\n    \"r\",  // c\n  )  // d\n}\n")
        let cases = "switch v {\ncase 1:\n  f()\n  // end of one\ncase 2:\n  g()\n// before default\ndefault:\n  h()\n"
            + "  // end of default\n// end of switch\n}\n"
        expectFormat(cases, cases)
    }

    /// A range's operator has no spaces, but block comments beside it are spaced as beside
    /// any other operator.
    @Test func blockCommentsBesideARangeAreSpaced() {
        expectFormat("let r = 1 /* a */.../* b */ 5\n", "let r = 1 /* a */ ... /* b */ 5\n")
        expectFormat("let r = 1 ..< /* b */ 5\n", "let r = 1 ..< /* b */ 5\n")
        expectFormat("let r = 1 /* a */...5\n", "let r = 1 /* a */ ... 5\n")
        expectFormat("let r = 1\n  .../* c */ 2\n", "let r = 1\n  ... /* c */ 2\n")
        expectFormat("let r = a /* a */.b\n", "let r = a /* a */ .b\n")
    }

    /// A line break inside a block comment breaks no line of code: the operator after it
    /// stays on the line (a `-` put first on a line would start a statement of its own), and
    /// the comment beside it.
    @Test func aLineBreakInsideACommentIsNotOneBeforeAnOperator() {
        expectFormat("let a = 3 /* c\n d */ - 4\n", "let a = 3 /* c\n d */ - 4\n")
        expectFormat("let a = 3 /* c\n d */  + 4\n", "let a = 3 /* c\n d */ + 4\n")
        expectFormat("let a = 3 - /* c\n d */ 4\n", "let a = 3 - /* c\n d */ 4\n")
        expectFormat("let r = 1 /* c\n d */...5\n", "let r = 1 /* c\n d */ ... 5\n")
        // A break of the code is still kept.
        expectFormat("let a = 3 /* c\n d */\n  + 4\n", "let a = 3 /* c\n d */\n  + 4\n")
    }

    @Test func commentsStayWhereTheyWere() {
        let script = "// head\nlet a = 1  // tail\n\n/* block */\nfunc f() {\n  // inner\n}\n"
        #expect(format(script) == script)
    }
}
