import Testing

/// Nesting as deep as the language allows (200 levels of each kind, the language reference's
/// bound) goes through every command that reads a script: checked, run, formatted, dumped.
@Suite struct DeepNestingTests {
    static let depth = 200

    static func nested(_ open: String, _ close: String) -> String {
        String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
    }

    static let script = """
    func f(a) { return a }
    let calls = \(nested("f(", ")"))
    let lists = \(nested("[", "]"))
    let brackets = \(nested("(", ")"))
    print(calls, brackets)

    """

    @Test func eachCommandTakesTheDeepestNesting() throws {
        let folder = try TemporaryFolder()
        try folder.write("deep.map", Self.script)
        let check = try MapScriptProcess.run(["check", "deep.map"], in: folder.url)
        #expect(check.status == 0, "\(check.standardError)")
        let run = try MapScriptProcess.run(["deep.map", "-o", "deep.svg"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "1 1\n")
        let format = try MapScriptProcess.run(["fmt", "deep.map"], in: folder.url)
        #expect(format.status == 0, "\(format.standardError)")
        let tree = try MapScriptProcess.run(["ast", "deep.map"], in: folder.url)
        #expect(tree.status == 0, "\(tree.standardError)")
    }

    @Test func oneLevelMoreIsTheNestingError() throws {
        let folder = try TemporaryFolder()
        try folder.write("deeper.map", "let lists = [" + Self.nested("[", "]") + "]\n")
        let check = try MapScriptProcess.run(["check", "deeper.map"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.standardError.contains("error: maximum nesting depth exceeded (200 levels)"), "\(check.standardError)")
    }
}
