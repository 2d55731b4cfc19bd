import MapScriptRuntime
import MapScriptSyntax
import Testing

/// What the REPL shows after an entry: values as written inside a list, so a string is quoted
/// and its control characters escaped.
@Suite struct SessionEchoTests {
    private final class Silent: ScriptHost {
        func write(_ text: String) {}
    }

    private func echo(_ entry: String) -> String? {
        let session = ScriptSession(options: RunOptions(), host: Silent(), baseDirectory: "/")
        guard case .value(let text, _) = session.evaluate(SourceFile(path: "<repl>", text: entry)) else { return "failed" }
        return text
    }

    @Test func stringsAreEchoedQuoted() {
        #expect(echo("\"1\"") == "\"1\"")
        #expect(echo("1") == "1")
    }

    @Test func controlCharactersAreEscapedNotSentToTheTerminal() {
        #expect(echo("\"a\\u{1B}[2J\"") == "\"a\\u{1B}[2J\"")
    }

    @Test func statementsAndNilEchoNothing() {
        #expect(echo("let x = 1") == nil)
        #expect(echo("nil") == nil)
    }
}
