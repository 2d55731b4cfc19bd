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

    /// An entry that does not compile ran nothing, so it defines nothing: a class, a function
    /// or a constant it declared is not left behind as nil, and a name it redefined keeps
    /// its value.
    @Test func anEntryThatDoesNotCompileDefinesNothing() {
        let session = ScriptSession(options: RunOptions(), host: Silent(), baseDirectory: "/")
        func run(_ entry: String) -> EntryResult { session.evaluate(SourceFile(path: "<repl>", text: entry)) }
        func firstError(_ result: EntryResult) -> String? {
            guard case .failure(let diagnostics) = result else { return nil }
            return diagnostics.first { $0.severity == .error }?.message
        }
        #expect(firstError(run("class X { func f() { print(nosuch) } }")) == "cannot find 'nosuch' in scope")
        #expect(firstError(run("X()")) == "cannot find 'X' in scope")
        #expect(firstError(run("func g() { return nosuch }")) != nil)
        #expect(firstError(run("g()")) == "cannot find 'g' in scope")
        _ = run("let k = 1")
        #expect(firstError(run("let k = nosuch")) != nil)
        guard case .value(let value, _) = run("k") else { Issue.record("k is gone"); return }
        #expect(value == "1")
    }

    /// Each REPL entry is time passing: a single tap waiting for a double tap to fail runs when
    /// the entry that tapped ends, and a double tap within one entry fails it.
    @Test func anEntryEndsTheTapsItMade() {
        final class Collecting: ScriptHost {
            var text = ""
            func write(_ text: String) { self.text += text }
        }
        let host = Collecting()
        let session = ScriptSession(options: RunOptions(), host: host, baseDirectory: "/")
        func run(_ entry: String) { _ = session.evaluate(SourceFile(path: "<repl>", text: entry)) }
        run("""
        map.size = Size(400, 300)
        let single = TapGestureRecognizer(action: func () { print("single") })
        let double = TapGestureRecognizer(action: func () { print("double") })
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        map.addGestureRecognizer(single)
        map.addGestureRecognizer(double)
        """)
        run("map.tap(at: Point(10, 10)); print(\"tapped\")")
        #expect(host.text == "tapped\nsingle\n")
        host.text = ""
        run("map.tap(at: Point(10, 10)); map.tap(at: Point(10, 10), tapCount: 2)")
        #expect(host.text == "double\n")
    }

    /// A class's member named without `self` gets `self.name` as its suggestion.
    @Test func aMemberWithoutSelfSuggestsSelf() {
        let diagnostics = ScriptSession(options: RunOptions(), host: Silent(), baseDirectory: "/")
            .check(SourceFile(path: "counter.map", text: "class Counter {\n  var count = 0\n  func bump() { count += 1 }\n}\n"))
        #expect(diagnostics.map(\.message) == ["cannot find 'count' in scope"])
        #expect(diagnostics.first?.suggestion == "self.count")
    }

    /// A statement echoes nothing, and neither does a call that returns nothing (its nil);
    /// nil asked for by name, member or subscript is echoed, so a missing key shows.
    @Test func statementsAndTheNilOfACallEchoNothing() {
        #expect(echo("let x = 1") == nil)
        #expect(echo("print(\"\")") == nil)
        #expect(echo("map.addAnnotation(PointAnnotation(@(0, 0)))") == nil)
        #expect(echo("nil") == "nil")
        #expect(echo("let d = [\"x\": 1]\nd[\"y\"]") == "nil")
        #expect(echo("let a = PointAnnotation(@(0, 0))\na.title") == "nil")
    }
}
