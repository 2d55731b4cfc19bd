import Testing
@testable import MapScriptSyntax

@Suite struct InputCompletenessTests {
    func open(_ text: String) -> String? { InputCompleteness.openConstruct(in: text) }

    @Test func completeEntries() {
        #expect(open("") == nil)
        #expect(open("let x = 1") == nil)
        #expect(open("if x { print(1) }") == nil)
        #expect(open("print(\"(\")") == nil)            // a bracket inside a string
        #expect(open("x // (") == nil)                  // or a comment
        #expect(open("let x = )") == nil)               // wrong, but more lines cannot help
        #expect(open("a.b") == nil)
    }

    @Test func openBrackets() {
        #expect(open("func f() {") == "{")
        #expect(open("func f() {\n  if x {\n") == "{")
        #expect(open("print(1,") == "(")
        #expect(open("let a = [1,\n2") == "[")
        #expect(open("let p = @(1,") == "@(")
        #expect(open("f(func () {") == "{")
        #expect(open("f(func () {\n}") == "(")
    }

    @Test func openStringsAndComments() {
        #expect(open("let s = \"abc") == "\"")
        #expect(open("let s = \"a \\(b") == "\\(")
        #expect(open("/* a") == "/*")
        #expect(open("/* a /* b */") == "/*")
        #expect(open("/* a /* b */ */") == nil)
    }

    @Test func trailingOperators() {
        #expect(open("let x = 1 +") == "+")
        #expect(open("let x = a and") == "and")
        #expect(open("let x =") == "=")
        #expect(open("let x = a ??\n") == "??")
    }
}
