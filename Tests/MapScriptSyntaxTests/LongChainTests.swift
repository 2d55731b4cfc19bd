import Foundation
import MapScriptTestSupport
import Testing
@testable import MapScriptSyntax

/// A chain of infix operators of one precedence level is flat, not nesting: generated scripts
/// write sums, joins and conditions of thousands of operands, and the parser, the formatter
/// and the tree dump take 100,000 of them on a small stack. Nesting (brackets, prefix
/// operators) keeps its bound.
@Suite struct LongChainTests {
    static let operands = 100_000

    /// `first op operand op operand ...` with `operands` operands, on one line.
    static func chain(_ first: String, _ op: String, _ operand: String, count: Int = operands) -> String {
        first + String(repeating: " \(op) \(operand)", count: count - 1)
    }

    /// Every operator that chains, as a `let` of a chain of 100,000 operands.
    static let scripts: [(script: String, operators: [BinaryOperator])] = [
        ("let x = " + chain("1", "+", "1"), [.add]),
        ("let x = " + chain("1", "-", "1"), [.subtract]),
        ("let x = " + chain("1", "*", "1"), [.multiply]),
        ("let x = " + chain("1", "/", "1"), [.divide]),
        ("let x = " + chain("1", "%", "1"), [.remainder]),
        ("let x = " + chain("\"a\"", "+", "\"b\""), [.add]),
        ("let x = " + chain("a", "and", "b"), [.and]),
        ("let x = " + chain("a", "&&", "b"), [.and]),
        ("let x = " + chain("a", "or", "b"), [.or]),
        ("let x = " + chain("a", "||", "b"), [.or]),
        ("let x = " + chain("a", "??", "b"), [.nilCoalesce]),
        ("let x = 1" + String(repeating: " + 2 - 3", count: operands / 2), [.add, .subtract]),
    ]

    @Test func everyChainOfAHundredThousandOperandsIsOneNode() {
        let shapes = SmallStack.run {
            LongChainTests.scripts.map { script, _ -> (diagnostics: [String], operators: [BinaryOperator])? in
                let result = TestSupport.parse(script)
                guard case .variable(let declaration) = result.program.statements.first?.kind,
                      case .binary(_, let rest) = declaration.initializer?.kind else { return nil }
                return (result.diagnostics.map(\.message), Array(Set(rest.map(\.op))))
            }
        }
        for (shape, (script, operators)) in zip(shapes, Self.scripts) {
            #expect(shape?.diagnostics == [], "\(script.prefix(30))")
            #expect(shape.map { Set($0.operators) } == Set(operators), "\(script.prefix(30))")
        }
    }

    @Test func aChainOfAHundredThousandOperandsKeepsEveryOperand() {
        let counted = SmallStack.run { () -> Int? in
            let result = TestSupport.parse("let x = " + Self.chain("1", "+", "2"))
            guard case .variable(let declaration) = result.program.statements.first?.kind,
                  case .binary(let first, let rest) = declaration.initializer?.kind,
                  case .number(1) = first.kind,
                  rest.allSatisfy({ if case .number(2) = $0.operand.kind { $0.op == .add } else { false } }) else { return nil }
            return rest.count
        }
        #expect(counted == Self.operands - 1)
    }

    @Test func nestingIsStillBoundedWithItsPosition() {
        let parentheses = "let x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        let bounded = TestSupport.parse(parentheses).diagnostics
        #expect(bounded.map(\.message) == ["maximum nesting depth exceeded (200 levels); simplify the expression or split it up"])
        // At the parenthesis that opens the 201st level, after `let x = `.
        #expect(bounded.first?.location?.column == 9 + 200)
        // A long chain inside nesting, and nesting inside a long chain, count the nesting only.
        let nested = String(repeating: "(", count: 150) + Self.chain("1", "+", "1", count: 10_000) + String(repeating: ")", count: 150)
        #expect(TestSupport.messages("let x = \(nested) + \(nested)") == [])
        #expect(TestSupport.messages("let x = " + String(repeating: "-", count: 300) + "1").count == 1)
        #expect(TestSupport.messages("let x = " + String(repeating: "not ", count: 300) + "1").count == 1)
    }

    @Test func anErrorDeepInAChainIsPlacedExactly() {
        // `let x = ` is 8 columns, and each `+ 1 ` 4 more: the 50,001st `+` has nothing after it.
        let script = "let x = " + Self.chain("1", "+", "1", count: 50_001) + " + ) + " + Self.chain("1", "+", "1", count: 49_999)
        let diagnostics = SmallStack.run { TestSupport.parse(script).diagnostics }
        #expect(diagnostics.map(\.message) == ["expected an expression after '+'"])
        #expect(diagnostics.first?.location?.column == 9 + 50_001 * 4)
    }

    @Test func formattingAHundredThousandOperandsKeepsTheirLayout() {
        let oneLine = "let x = " + Self.chain("1", "+", "1") + "\n"
        // A line break before an operator stays, the rest one level deeper; so do the comments.
        var broken = "let y = 1\n"
        for index in 1..<Self.operands {
            broken += index % 1000 == 0 ? "  ?? b  // \(index)\n" : "  ?? b\n"
        }
        let untidy = "let z = " + String(repeating: "a&&", count: Self.operands - 1) + "a\n"
        let formatted = SmallStack.run {
            [oneLine, broken, untidy].map { try? ScriptFormatter.format(SourceFile(path: "t.map", text: $0)).get() }
        }
        #expect(formatted[0] == oneLine)
        #expect(formatted[1] == broken)
        #expect(formatted[2] == "let z = " + Self.chain("a", "and", "a") + "\n")
    }

    @Test func theDumpOfAChainListsItsOperatorsAndOperandsSideBySide() {
        let dump = SmallStack.run { ASTDumper.dump(TestSupport.parse("let x = " + Self.chain("1", "-", "1")).program) }
        let lines = dump.split(separator: "\n")
        #expect(lines.count == 3 + Self.operands)
        #expect(lines[2] == "    (binary " + Array(repeating: "-", count: Self.operands - 1).joined(separator: " ") + " 1:9")
        #expect(lines.last == "      (number 1 1:\(9 + (Self.operands - 1) * 4)))))")
    }
}
