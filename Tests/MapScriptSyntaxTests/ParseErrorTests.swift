import Testing
@testable import MapScriptSyntax

/// The exact text of every kind of syntax error, as `mapscript check` prints it.
@Suite struct ParseErrorTests {
    /// (script, its diagnostics rendered without colour)
    static let cases: [(String, String)] = [
        ("let x = 1 +",
         """
         t.map:1:12: error: expected an expression after '+'
         let x = 1 +
                    ^
         """),
        ("let x = (1 + 2",
         """
         t.map:1:15: error: expected ')' to close '(' at 1:9
         let x = (1 + 2
                       ^
         t.map:1:9: note: '(' opened here
         let x = (1 + 2
                 ^
         """),
        ("let a = [1, 2",
         """
         t.map:1:14: error: expected ']' to close '[' at 1:9
         let a = [1, 2
                      ^
         t.map:1:9: note: '[' opened here
         let a = [1, 2
                 ^
         """),
        ("let a = @(1, 2",
         """
         t.map:1:15: error: expected ')' to close '@(' at 1:9
         let a = @(1, 2
                       ^
         t.map:1:9: note: '@(' opened here
         let a = @(1, 2
                 ^~
         """),
        ("f(1, 2",
         """
         t.map:1:7: error: expected ')' to close '(' at 1:2
         f(1, 2
               ^
         t.map:1:2: note: '(' opened here
         f(1, 2
          ^
         """),
        ("{",
         """
         t.map:1:2: error: expected '}' to close '{' at 1:1
         {
          ^
         t.map:1:1: note: '{' opened here
         {
         ^
         """),
        // The block left open is the inner one; indentation shows which.
        ("func f() {\n    for i in 0..<3 {\n        if i > 1 {\n            print(i)\n    }\n}",
         """
         t.map:6:2: error: expected '}' to close '{' at 1:10
         }
          ^
         t.map:1:10: note: '{' opened here
         func f() {
                  ^
         t.map:3:18: note: this '{' may be the one missing its '}': the '}' at 5:5 that closes it is indented less than the line that opens it
                 if i > 1 {
                          ^
         """),
        // Blocks closed where they were opened give no such note.
        ("func f() {\n    if x {\n        print(x)\n    }",
         """
         t.map:4:6: error: expected '}' to close '{' at 1:10
             }
              ^
         t.map:1:10: note: '{' opened here
         func f() {
                  ^
         """),
        ("if a < b < c { }",
         """
         t.map:1:10: error: comparisons cannot be chained; combine them with 'and', as in 'a < b and b < c'
         if a < b < c { }
                  ^
         """),
        ("if x = 1 { }",
         """
         t.map:1:6: error: '=' assigns; use '==' to compare
         if x = 1 { }
              ^
         """),
        ("if { }",
         """
         t.map:1:4: error: expected a condition after 'if'
         if { }
            ^
         """),
        ("while x",
         """
         t.map:1:8: error: expected '{' after the while condition on the same line
         while x
                ^
         """),
        ("for x list { }",
         """
         t.map:1:7: error: expected 'in' after the loop variable, as in 'for x in list', found 'list'
         for x list { }
               ^~~~
         """),
        ("for in list { }",
         """
         t.map:1:5: error: expected a loop variable name after 'for', found keyword 'in', which cannot be used as a name
         for in list { }
             ^~
         """),
        ("let var = 1",
         """
         t.map:1:5: error: expected a name after 'let', found keyword 'var', which cannot be used as a name
         let var = 1
             ^~~
         """),
        ("let x",
         """
         t.map:1:6: error: expected '=' and a value after 'let x'; a constant needs a value
         let x
              ^
         """),
        ("var x: Int",
         """
         t.map:1:6: error: variables have no type annotations; write 'var x = value'
         var x: Int
              ^
         """),
        ("func 3() {}",
         """
         t.map:1:6: error: expected a function name after 'func', found number '3'
         func 3() {}
              ^
         """),
        ("func f(a, a) {}",
         """
         t.map:1:11: error: duplicate parameter 'a'
         func f(a, a) {}
                   ^
         t.map:1:8: note: the first 'a' is here
         func f(a, a) {}
                ^
         """),
        ("func f(a: 1) {}",
         """
         t.map:1:9: error: parameters have no type annotations; a default value is written 'name = value'
         func f(a: 1) {}
                 ^~~
         help: write 'a = 1'
         """),
        // Swift's typed parameter: one error for the annotation, the `?` of an optional type
        // inside it, and the rest of the list read on.
        ("func f(annotation: Annotation?, id = nil) {}",
         """
         t.map:1:18: error: parameters have no type annotations; a default value is written 'name = value'
         func f(annotation: Annotation?, id = nil) {}
                          ^~~~~~~~~~~~~
         help: write the parameter's name alone: a parameter takes a value of any kind
         """),
        ("class A { x = 1 }",
         """
         t.map:1:11: error: expected 'var', 'let', 'init' or 'func' in the body of class 'A', found 'x'; a field is declared as 'var x = ...'
         class A { x = 1 }
                   ^
         """),
        ("class A { init() {}; init(a) {} }",
         """
         t.map:1:22: error: class 'A' already has an initializer
         class A { init() {}; init(a) {} }
                              ^~~~
         t.map:1:11: note: the first 'init' is here
         class A { init() {}; init(a) {} }
                   ^~~~
         """),
        ("enum E: Int { case a }",
         """
         t.map:1:7: error: enums have no raw type; a case's rawValue is its 0-based position
         enum E: Int { case a }
               ^
         """),
        ("enum E { case a, a }",
         """
         t.map:1:18: error: duplicate case 'a' in enum 'E'
         enum E { case a, a }
                          ^
         t.map:1:15: note: the first 'a' is here
         enum E { case a, a }
                       ^
         """),
        ("enum E { case a(Int) }",
         """
         t.map:1:16: error: enum cases carry no values; declare a class for data
         enum E { case a(Int) }
                        ^
         """),
        ("switch x { print(1) }",
         """
         t.map:1:12: error: expected 'case' or 'default' in a switch, found 'print'
         switch x { print(1) }
                    ^~~~~
         """),
        ("switch x { case 1 f() }",
         """
         t.map:1:19: error: expected ':' after the case values, found 'f'
         switch x { case 1 f() }
                           ^
         """),
        ("import foo",
         """
         t.map:1:8: error: expected a file path string after 'import', as in import "other.map"
         import foo
                ^~~
         """),
        ("import \"\\(a).map\"",
         """
         t.map:1:8: error: the path of an import must be a plain string, without interpolation
         import "\\(a).map"
                ^~~
         """),
        ("let a = [1: 2, 3]",
         """
         t.map:1:17: error: expected ':' and a value after the key in a dictionary, found ']'
         let a = [1: 2, 3]
                         ^
         """),
        ("let a = [1, b: 2]",
         """
         t.map:1:14: error: a list cannot hold 'key: value' entries; a dictionary has them for every element
         let a = [1, b: 2]
                      ^
         """),
        ("let a = (1, 2)",
         """
         t.map:1:11: error: expected ')' to close '(' at 1:9; there are no tuples (for a coordinate write @(lat, lon))
         let a = (1, 2)
                   ^
         """),
        ("let a = ()",
         """
         t.map:1:10: error: expected an expression between '(' and ')'
         let a = ()
                  ^
         """),
        ("let a = x.",
         """
         t.map:1:11: error: expected a member name after '.', found the end of the line
         let a = x.
                   ^
         """),
        ("let a = \"\\(x y)\"",
         """
         t.map:1:14: error: expected ')' to close the interpolation '\\(' at 1:10, found 'y'
         let a = "\\(x y)"
                      ^
         """),
        ("let s = \"a \\() b\"",
         """
         t.map:1:12: error: expected an expression inside '\\(...)'
         let s = "a \\() b"
                    ^~~
         """),
        ("a[]",
         """
         t.map:1:3: error: expected an index between '[' and ']'
         a[]
           ^
         """),
        ("f() = 1",
         """
         t.map:1:1: error: cannot assign to this expression; the left side of '=' must be a name, a member or a subscript
         f() = 1
         ^~~
         """),
        ("a?.b = 1",
         """
         t.map:1:1: error: cannot assign through '?.'; unwrap the value first
         a?.b = 1
         ^~~~
         """),
        ("a = b = c",
         """
         t.map:1:7: error: assignments cannot be chained; an assignment is a statement, not a value
         a = b = c
               ^
         """),
        ("x == y = 3",
         """
         t.map:1:1: error: cannot assign to a comparison
         x == y = 3
         ^~~~~~
         """),
        ("let s = super",
         """
         t.map:1:9: error: 'super' must be followed by '.' and a member, as in 'super.init()'
         let s = super
                 ^~~~~
         """),
        ("let f = func g() {}",
         """
         t.map:1:14: error: a named function is a declaration and cannot be used as a value; write 'func (...) { }' for an anonymous one
         let f = func g() {}
                      ^
         """),
        ("let a = x == not y",
         """
         t.map:1:14: error: 'not' binds more loosely than this operator; put it in parentheses: '(not x)'
         let a = x == not y
                      ^~~
         """),
        ("print(1) print(2)",
         """
         t.map:1:10: error: expected a newline or ';' after the statement, found 'print'
         print(1) print(2)
                  ^~~~~
         """),
        ("else { }",
         """
         t.map:1:1: error: 'else' without an 'if'; it must follow the '}' of an if statement
         else { }
         ^~~~
         """),
        ("case .a:",
         """
         t.map:1:1: error: 'case' is only allowed inside a switch or an enum
         case .a:
         ^~~~
         """),
        ("default:",
         """
         t.map:1:1: error: 'default' is only allowed inside a switch
         default:
         ^~~~~~~
         """),
        ("init(a) { }",
         """
         t.map:1:1: error: 'init' declares an initializer and is only allowed inside a class
         init(a) { }
         ^~~~
         """),
        ("}",
         """
         t.map:1:1: error: unexpected '}' without a matching '{'
         }
         ^
         """),
        ("annotation a at",
         """
         t.map:1:16: error: expected a coordinate after 'at'
         annotation a at
                        ^
         """),
        ("annotation denver @(1, 2)",
         """
         t.map:1:19: error: expected 'at' and a coordinate after 'annotation denver', as in 'annotation at @(39.7, -104.9)'
         annotation denver @(1, 2)
                           ^~
         """),
        ("circle at @(1, 2) { }",
         """
         t.map:1:19: error: expected 'radius' and a length after the circle's centre, as in 'radius 5km'
         circle at @(1, 2) { }
                           ^
         """),
        ("circle at @(1, 2) radius",
         """
         t.map:1:25: error: expected a length in metres after 'radius'
         circle at @(1, 2) radius
                                 ^
         """),
        ("overlay park(1, 2)",
         """
         t.map:1:13: error: an overlay declaration needs its class, as in 'overlay park: ParkMap(...)'
         overlay park(1, 2)
                     ^
         """),
        ("renderer Circle { }",
         """
         t.map:1:10: error: expected 'for' before the overlay type; did you mean 'renderer for Circle { ... }'?
         renderer Circle { }
                  ^~~~~~
         """),
        ("on viewFor(annotation = nil) { }",
         """
         t.map:1:23: error: hook parameters take no default values
         on viewFor(annotation = nil) { }
                               ^
         """),
        ("polygon shape: Hatched",
         """
         t.map:1:23: error: expected the list of coordinates of the polygon, as in 'polygon [@(1, 2), @(3, 4), @(5, 6)]'
         polygon shape: Hatched
                               ^
         """),
        ("let r = 1..<2..<3",
         """
         t.map:1:14: error: ranges cannot be chained
         let r = 1..<2..<3
                      ^~~
         """),
        ("let a = x is A is B",
         """
         t.map:1:16: error: comparisons cannot be chained; combine them with 'and', as in 'a < b and b < c'
         let a = x is A is B
                        ^~
         """),
    ]

    @Test(arguments: cases)
    func errorText(_ script: String, _ expected: String) {
        let rendered = TestSupport.errors(script + "\n", path: "t.map")
        #expect(rendered == expected + "\n")
    }

    @Test func everyCaseIsExactlyOneError() {
        for (script, _) in Self.cases {
            let errors = TestSupport.parse(script + "\n").diagnostics
            #expect(errors.count == 1, "\(script)")
        }
    }

    @Test func misspeltKeywordsAreSuggested() {
        func suggestion(_ script: String) -> String? { TestSupport.parse(script).diagnostics.first?.suggestion }
        #expect(suggestion("fucn f() {}") == "func")
        #expect(suggestion("if x {} esle {}") == "else")
        #expect(suggestion("retrun 5") == "return")
        #expect(suggestion("annotaton a at p") == "annotation")
        #expect(suggestion("x y") == nil)
        #expect(suggestion("print(1) print(2)") == nil)
        #expect(TestSupport.errors("whlie x {}\n", path: "t.map") == """
        t.map:1:7: error: expected a newline or ';' after the statement, found 'x'
        whlie x {}
              ^
        help: did you mean 'while'?

        """)
    }
}
