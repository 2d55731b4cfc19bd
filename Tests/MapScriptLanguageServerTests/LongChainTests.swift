import Foundation
import MapScriptTestSupport
import Testing

/// A script with generated chains of 100,000 operands, served on a small stack as an editor's
/// server thread may have: checked while typing and on save, outlined, formatted, and the
/// class of a long `??` chain found for completion and hover.
@Suite struct LongChainTests {
    static let uri = "file:///scripts/long.map"
    static let operands = 100_000

    static func chain(_ first: String, _ op: String, _ operand: String, count: Int = operands) -> String {
        first + String(repeating: " \(op) \(operand)", count: count - 1)
    }

    static let script = [
        "func total() {",
        "  return " + chain("1", "+", "1"),
        "}",
        "let ready = " + chain("true", "and", "true"),
        "let spot = " + chain("nil", "??", "nil", count: operands - 1) + " ?? Point(1, 2)",
        "print(total(), ready, spot.x)",
        "",
    ].joined(separator: "\n")

    @Test func aScriptOfLongChainsIsServed() {
        let replies = SmallStack.run { () -> [String] in
            let conversation = ServerConversation()
            let typed = conversation.open(Self.uri, Self.script)
            let saved = conversation.send(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"\#(Self.uri)"}}}"#).joined()
            let symbols = conversation.send(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(Self.uri)"}}}"#).joined()
            let formatting = conversation.send(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/formatting","params":{"textDocument":{"uri":"\#(Self.uri)"},"options":{"tabSize":2,"insertSpaces":true}}}"#).joined()
            let hover = conversation.result("textDocument/hover", Self.uri, line: 4, character: 5)
            let completion = conversation.completion(atEndOf: Self.script + "spot.", "file:///scripts/typing.map")
            return [typed, saved, symbols, formatting, hover, completion]
        }
        let noDiagnostics = #""diagnostics":[]"#
        #expect(replies[0].contains(noDiagnostics), "\(replies[0].prefix(300))")
        #expect(replies[1].contains(noDiagnostics), "\(replies[1].prefix(300))")
        #expect(replies[2].contains(#""name":"total""#) && replies[2].contains(#""name":"spot","detail":"Point""#), "\(replies[2].prefix(300))")
        #expect(replies[3] == #"{"jsonrpc":"2.0","id":1,"result":[]}"#, "\(replies[3].prefix(300))")
        #expect(replies[4].contains("Point"), "\(replies[4].prefix(300))")
        #expect(replies[5].contains(#""label":"x""#) && replies[5].contains(#""label":"y""#), "\(replies[5].prefix(300))")
    }
}
