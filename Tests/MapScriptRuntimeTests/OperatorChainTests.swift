import Foundation
import MapScriptRuntime
import MapScriptSyntax
import MapScriptTestSupport
import Testing

/// A chain of operators of one precedence level means the same at every length: short ones
/// are nested nodes and long ones a loop, and both give the same values, evaluate the same
/// operands and put an error's caret under the same text.
@Suite struct OperatorChainTests {
    private func run(_ text: String) -> (output: String, errors: [Diagnostic]) {
        var printed = ""
        let interpreter = Interpreter { printed += $0 }
        let errors = interpreter.run(SourceFile(path: "chain.map", text: text))
        return (printed, errors)
    }

    static let operands = 100_000

    /// `first op operand op operand ...` with `count` operands.
    static func chain(_ first: String, _ op: String, _ operand: String, count: Int = operands) -> String {
        first + String(repeating: " \(op) \(operand)", count: count - 1)
    }

    /// The text of `script` an error's span covers.
    private func caret(_ error: Diagnostic?, in script: String) -> String? {
        guard let span = error?.span else { return nil }
        return String(decoding: Array(script.utf8)[span.start..<span.end], as: UTF8.self)
    }

    @Test func arithmeticGroupsFromTheLeftAtEveryLength() {
        for count in 2...12 {
            let operands = (1...count).map { $0 * 3 }
            // - and * alternate with + and -, so that a wrong grouping changes the value.
            var script = "print(\(operands[0])"
            var expected = Double(operands[0])
            for (index, operand) in operands.dropFirst().enumerated() {
                switch index % 3 {
                case 0: script += " - \(operand)"; expected -= Double(operand)
                case 1: script += " + \(operand)"; expected += Double(operand)
                default: script += " - \(operand)"; expected -= Double(operand)
                }
            }
            script += ")\nprint(4096" + String(repeating: " / 2", count: count - 1) + ")\n"
            script += "print(7" + String(repeating: " * 3 % 10", count: count / 2) + ")\n"
            var product = 7.0
            for _ in 0..<count / 2 { product = (product * 3).truncatingRemainder(dividingBy: 10) }
            let result = run(script)
            #expect(result.errors.isEmpty, "\(count)")
            let halved = 4096 / Double(1 << (count - 1))
            #expect(result.output == "\(Int(expected))\n\(Int(halved))\n\(Int(product))\n", "\(count)")
        }
    }

    /// Values that are counted references (strings, lists) are passed along a long chain
    /// once each: the joined text is whole and nothing is released twice.
    @Test func stringsAndListsJoinAlongALongChain() {
        for count in [2, 5, 6, 50, 150] {
            let words = (0..<count).map { "\"w\($0)\"" }.joined(separator: " + ")
            let lists = (0..<count).map { "[\($0)]" }.joined(separator: " + ")
            let result = run("let s = \(words)\nprint(s.count, s.hasSuffix(\"w\(count - 1)\"))\nlet l = \(lists)\nprint(l.count, l[\(count - 1)])\n")
            #expect(result.errors.isEmpty, "\(count)")
            let letters = (0..<count).map { "w\($0)".count }.reduce(0, +)
            #expect(result.output == "\(letters) true\n\(count) \(count - 1)\n", "\(count)")
        }
    }

    @Test func shortCircuitsStopAtTheSameOperandAtEveryLength() {
        for count in 2...12 {
            let loud = "func loud(x) {\n  print(\"at \\(x)\")\n  return x\n}\n"
            let nils = (0..<count - 1).map { _ in "loud(nil)" }.joined(separator: " ?? ")
            let result = run(loud + "print(\(nils) ?? loud(\(count)) ?? loud(0))\n")
            let visited = (0..<count - 1).map { _ in "at nil\n" }.joined() + "at \(count)\n"
            #expect(result.output == visited + "\(count)\n", "\(count)")

            let trues = (1..<count).map { "loud(\($0))" }.joined(separator: " and ")
            let anded = run(loud + "print(\(trues) and loud(false) and loud(99))\n")
            #expect(anded.output == (1..<count).map { "at \($0)\n" }.joined() + "at false\nfalse\n", "\(count)")

            let falses = (1..<count).map { _ in "loud(nil)" }.joined(separator: " or ")
            let ored = run(loud + "print(\(falses) or loud(\(count)) or loud(99))\n")
            #expect(ored.output == (1..<count).map { _ in "at nil\n" }.joined() + "at \(count)\ntrue\n", "\(count)")
        }
    }

    /// The caret of an error in a step goes where it would in a nested chain: under the
    /// operands before the operator, or under the one after it (a zero divisor).
    @Test func errorsInALongChainPointAtTheirOperands() {
        let numbers = "print(1 + 2 + 3 + 4 + 5 + 6 + \"x\" + 8)\n"
        let left = run(numbers).errors.first
        #expect(left?.message == "'+' needs two numbers or two strings, got number and string")
        #expect(caret(left, in: numbers) == "1 + 2 + 3 + 4 + 5 + 6")

        let strings = "print(\"a\" + \"b\" + \"c\" + \"d\" + \"e\" + 1 + \"f\")\n"
        let right = run(strings).errors.first
        #expect(right?.message == "'+' needs two numbers or two strings, got string and number")
        #expect(caret(right, in: strings) == "1")

        let division = "print(1 / 2 / 3 / 4 / 5 / 0 / 6 / 7)\n"
        let byZero = run(division).errors.first
        #expect(byZero?.message == "division by zero")
        #expect(caret(byZero, in: division) == "0")
        let remainder = "print(7 % (2 - 2))\n"
        #expect(caret(run(remainder).errors.first, in: remainder) == "2 - 2")

        let minus = "print(9 - 8 - 7 - 6 - 5 - 4 - nil - 2)\n"
        let notANumber = run(minus).errors.first
        #expect(caret(notANumber, in: minus) == "nil")
    }

    /// Generated chains of 100,000 operands run. Compiling and running happen on the large
    /// evaluation stack, but the interpreter that holds the compiled function is freed on a
    /// small one, as a server's thread may be.
    @Test func chainsOfAHundredThousandOperandsRun() {
        let script = [
            "func main() {",
            "let sum = " + Self.chain("1", "+", "1"),
            "let difference = " + Self.chain("0", "-", "1"),
            "let product = " + Self.chain("1", "*", "1") + " % 7 / 2",
            "let all = " + Self.chain("true", "and", "true"),
            "let any = " + Self.chain("false", "or", "false", count: Self.operands - 1) + " or 7",
            "let found = " + Self.chain("nil", "??", "nil", count: Self.operands - 1) + " ?? \"found\"",
            // Each `+` of strings copies what it joins, so a long join costs the square of its length.
            "let text = " + Self.chain("\"a\"", "+", "\"a\"", count: 10_000),
            "print(sum, difference, product, all, any, found, text.count)",
            "}",
            "main()",
        ].joined(separator: "\n")
        let result = SmallStack.run { self.run(script) }
        #expect(result.errors.map(\.message) == [])
        #expect(result.output == "100000 -99999 0.5 true true found 10000\n")
    }

    @Test func errorsDeepInAHundredThousandOperandsPointAtTheirOperands() {
        // `let x = 1` is 9 bytes and each ` - 1` 4 more: the `nil` starts 3 bytes into the 70,001st.
        let minus = "let x = " + Self.chain("1", "-", "1", count: 70_001) + " - nil - " + Self.chain("1", "-", "1", count: 29_999)
        let right = SmallStack.run { self.run(minus).errors.first }
        #expect(right?.message == "'-' needs two numbers, got number and nil")
        #expect(right?.span == SourceSpan(start: 9 + 70_000 * 4 + 3, end: 9 + 70_000 * 4 + 6))

        let joined = "let x = " + Self.chain("1", "+", "1", count: 60_000) + " + \"x\" + " + Self.chain("1", "+", "1", count: 40_000)
        let left = SmallStack.run { self.run(joined).errors.first }
        #expect(left?.message == "'+' needs two numbers or two strings, got number and string")
        #expect(caret(left, in: joined) == Self.chain("1", "+", "1", count: 60_000))

        let unknown = "let x = " + Self.chain("1", "+", "1", count: 80_000) + " + nope + " + Self.chain("1", "+", "1", count: 20_000)
        let compiled = SmallStack.run { self.run(unknown).errors }
        #expect(compiled.map(\.message) == ["cannot find 'nope' in scope"])
        #expect(compiled.first?.span == SourceSpan(start: 9 + 79_999 * 4 + 3, end: 9 + 79_999 * 4 + 7))
    }
}
