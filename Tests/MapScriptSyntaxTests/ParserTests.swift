import Testing
@testable import MapScriptSyntax

/// The shape of the trees the parser builds (as position-free dumps), and what it rejects.
@Suite struct ParserTests {
    /// The dump of a one-statement script, without the `(program` wrapper.
    func tree(_ text: String) -> String {
        let result = TestSupport.parse(text)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter(color: false).format(result.diagnostics))")
        let lines = ASTDumper.dump(result.program, locations: false).split(separator: "\n").dropFirst()
        let body = lines.map { String($0.dropFirst(2)) }.joined(separator: "\n")
        return String(body.dropLast())   // the program's closing parenthesis
    }

    func expression(_ text: String) -> String {
        let statement = tree(text)
        // (expr\n  X) -> X
        let lines = statement.split(separator: "\n").dropFirst().map { String($0.dropFirst(2)) }
        return String(lines.joined(separator: "\n").dropLast())
    }

    @Test func precedenceFollowsTheTable() {
        #expect(expression("a or b and c") == """
        (binary or
          (name a)
          (binary and
            (name b)
            (name c)))
        """)
        #expect(expression("not a == b") == """
        (unary not
          (binary ==
            (name a)
            (name b)))
        """)
        #expect(expression("!a == b") == """
        (binary ==
          (unary not
            (name a))
          (name b))
        """)
        #expect(expression("a == b ?? c") == """
        (binary ==
          (name a)
          (binary ??
            (name b)
            (name c)))
        """)
        #expect(expression("a ?? 0..<n + 1") == """
        (binary ??
          (name a)
          (range ..<
            (number 0)
            (binary +
              (name n)
              (number 1))))
        """)
        #expect(expression("a + b * c % d - e") == """
        (binary + -
          (name a)
          (binary * %
            (name b)
            (name c)
            (name d))
          (name e))
        """)
        #expect(expression("-a.b(c)[d]") == """
        (unary -
          (subscript
            (call
              (member .b
                (name a))
              (name c))
            (name d)))
        """)
    }

    @Test func symbolicAndWordOperatorsAreTheSame() {
        #expect(expression("a && b || !c") == expression("a and b or !c"))
    }

    @Test func aChainOfOneLevelIsOneNode() {
        #expect(expression("a ?? b ?? c") == """
        (binary ?? ??
          (name a)
          (name b)
          (name c))
        """)
        #expect(expression("a or b or c and d") == """
        (binary or or
          (name a)
          (name b)
          (binary and
            (name c)
            (name d)))
        """)
    }

    @Test func typeCheck() {
        #expect(expression("overlay is Polygon") == """
        (is Polygon
          (name overlay))
        """)
    }

    @Test func literals() {
        #expect(expression("[1, \"a\", true, nil, #000, @(1, 2),]") == """
        (list
          (number 1)
          (string "a")
          (bool true)
          (nil)
          (color #000000FF)
          (coordinate
            (number 1)
            (number 2)))
        """)
        #expect(expression("[\"k\": 1, \"j\": 2,]") == """
        (dictionary
          (entry
            (string "k")
            (number 1))
          (entry
            (string "j")
            (number 2)))
        """)
        #expect(expression("[:]") == "(dictionary)")
        #expect(expression("[]") == "(list)")
        #expect(expression("\"x = \\(x)!\"") == """
        (interpolation
          (text "x = ")
          (name x)
          (text "!"))
        """)
    }

    @Test func callsWithLabelsThatAreKeywords() {
        #expect(expression("map.view(for: a, in: b, c,)") == """
        (call
          (member .view
            (name map))
          (label for
            (name a))
          (label in
            (name b))
          (name c))
        """)
    }

    @Test func membersMayBeKeywords() {
        #expect(expression("x.init") == "(member .init\n  (name x))")
        #expect(expression(".default") == "(implicit .default)")
        #expect(expression("a?.b") == "(optional-member ?.b\n  (name a))")
    }

    @Test func selfAndSuper() {
        #expect(expression("super.init(a)") == """
        (call
          (super .init)
          (name a))
        """)
        #expect(expression("self.x") == "(member .x\n  (self))")
    }

    @Test func anonymousFunctions() {
        #expect(expression("func (x, y = 2) { return x }") == """
        (func
          (param x)
          (param y
            (number 2))
          (block
            (return
              (name x))))
        """)
    }

    @Test func assignments() {
        #expect(tree("a.b[0] += 1") == """
        (assign +=
          (subscript
            (member .b
              (name a))
            (number 0))
          (number 1))
        """)
        #expect(tree("super.x = 1").hasPrefix("(assign =\n  (super .x)"))
    }

    @Test func variablesAndFunctions() {
        #expect(tree("var x") == "(var x)")
        #expect(tree("func f(a, b = 2) {}") == """
        (func f
          (param a)
          (param b
            (number 2))
          (block))
        """)
    }

    @Test func classes() {
        #expect(tree("class A: B { var x = 0; init(a) { super.init(a) } func m() {} }") == """
        (class A : B
          (var x
            (number 0))
          (init
            (param a)
            (block
              (expr
                (call
                  (super .init)
                  (name a)))))
          (method m
            (block)))
        """)
        let declaration = TestSupport.parse("class A { var x; init() {} func m() {} func n() {} }").program.statements[0]
        guard case .classDecl(let decl) = declaration.kind else { Issue.record("not a class"); return }
        #expect(decl.fields.map(\.name.name) == ["x"])
        #expect(decl.initializer != nil)
        #expect(decl.methods.map { $0.name?.name } == ["m", "n"])
    }

    @Test func enums() {
        let result = TestSupport.parse("enum Kind { case misc, ride\n case food; func image() {} }")
        guard case .enumDecl(let decl) = result.program.statements[0].kind else { Issue.record("not an enum"); return }
        #expect(decl.cases.map(\.name) == ["misc", "ride", "food"])
        #expect(decl.methods.count == 1)
    }

    @Test func ifElseChains() {
        #expect(tree("if a { } else if b { } else { }") == """
        (if
          (branch
            (name a)
            (block))
          (branch
            (name b)
            (block))
          (else
            (block)))
        """)
        #expect(TestSupport.parse("if a {\n}\nelse {\n}").diagnostics.isEmpty)
    }

    @Test func loops() {
        #expect(tree("for i in 0..<10 { break }") == """
        (for i
          (range ..<
            (number 0)
            (number 10))
          (block
            (break)))
        """)
        #expect(tree("while true { continue }") == "(while\n  (bool true)\n  (block\n    (continue)))")
    }

    @Test func switches() {
        #expect(tree("switch k {\ncase .a, .b: f()\ncase 3:\n  g()\n  h()\ndefault: break\n}") == """
        (switch
          (name k)
          (case
            (implicit .a)
            (implicit .b)
            (body
              (expr
                (call
                  (name f)))))
          (case
            (number 3)
            (body
              (expr
                (call
                  (name g)))
              (expr
                (call
                  (name h)))))
          (default
            (body
              (break))))
        """)
    }

    @Test func imports() {
        #expect(tree("import \"lib/shapes.map\"") == "(import \"lib/shapes.map\")")
    }

    @Test func sceneDeclarations() {
        #expect(tree("annotation denver: Pin at @(1, 2) { title = \"D\" }") == """
        (annotation denver : Pin
          (at
            (coordinate
              (number 1)
              (number 2)))
          (config
            (assign =
              (name title)
              (string "D"))))
        """)
        #expect(tree("annotation at p") == "(annotation\n  (at\n    (name p)))")
        #expect(tree("annotation at at p") == "(annotation at\n  (at\n    (name p)))")
        #expect(tree("polygon colorado [a, b]") == """
        (polygon colorado
          (coordinates
            (list
              (name a)
              (name b))))
        """)
        #expect(tree("polyline coords.reversed()").hasPrefix("(polyline\n  (coordinates\n    (call"))
        #expect(tree("circle c at p radius 5km") == """
        (circle c
          (at
            (name p))
          (radius
            (number 5000)))
        """)
        #expect(tree("overlay park: Park(1, label: 2)") == """
        (overlay park : Park
          (arguments
            (number 1)
            (label label
              (number 2))))
        """)
    }

    @Test func renderersAndHooks() {
        #expect(tree("renderer rings for Ring { lineWidth = 2; func draw(r) {} }") == """
        (renderer rings for Ring
          (assign =
            (name lineWidth)
            (number 2))
          (func draw
            (param r)
            (block)))
        """)
        #expect(tree("on viewFor(annotation) { return nil }") == """
        (on viewFor (annotation)
          (block
            (return
              (nil))))
        """)
        let renderer = TestSupport.parse("renderer for Circle { a = 1; func draw() {} }").program.statements[0]
        guard case .renderer(let decl) = renderer.kind else { Issue.record("not a renderer"); return }
        #expect(decl.methods.count == 1)
        #expect(decl.configuration.count == 1)
    }

    @Test func contextualWordsAreNamesElsewhere() {
        #expect(tree("annotation.title = \"x\"") == "(assign =\n  (member .title\n    (name annotation))\n  (string \"x\"))")
        #expect(tree("polygon[0] = 1").hasPrefix("(assign =\n  (subscript"))
        #expect(tree("on(x)") == "(expr\n  (call\n    (name on)\n    (name x)))")
        #expect(tree("renderer = nil") == "(assign =\n  (name renderer)\n  (nil))")
        #expect(tree("let at = radius") == "(let at\n  (name radius))")
    }

    @Test func identifiersKeepTheirSpans() {
        let program = TestSupport.parse("let total = count + extra").program
        guard case .variable(let decl) = program.statements[0].kind,
              case .binary(let lhs, let rest) = decl.initializer?.kind, rest.count == 1,
              case .identifier(let count) = lhs.kind, case .identifier(let extra) = rest[0].operand.kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(decl.name.span == SourceSpan(start: 4, end: 9))
        #expect(count.span == SourceSpan(start: 12, end: 17))
        #expect(extra.span == SourceSpan(start: 20, end: 25))
        #expect(program.statements[0].span == SourceSpan(start: 0, end: 25))
    }

    @Test func astDumpHasPositions() {
        let dump = ASTDumper.dump(TestSupport.parse("let x = 1 +\n  2").program)
        #expect(dump == """
        (program
          (let x 1:1
            (binary + 1:9
              (number 1 1:9)
              (number 2 2:3))))

        """)
    }
}
