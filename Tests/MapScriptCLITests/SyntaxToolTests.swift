import Foundation
import MapScriptSyntax
import Testing

/// `check`, `tokens`, `ast` and `fmt`: each prints exactly what the syntax library gives, and
/// exits 1 with diagnostics when the script has errors.
@Suite struct SyntaxToolTests {
    static let good = "let x = 1\nprint(x + 2)\n"
    static let broken = "let x = 1\nlet = 2\n"

    @Test func checkIsSilentOnAGoodScript() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.map", Self.good + "print(\"a check shows no output\")\n")
        let run = try MapScriptProcess.run(["check", "good.map"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty && run.standardError.isEmpty)
        #expect(try folder.contents() == ["good.map"])
    }

    @Test func checkReportsErrorsWithTheDiagnosticFormatter() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.map", Self.broken)
        let run = try MapScriptProcess.run(["check", "broken.map"], in: folder.url)
        #expect(run.status == 1)
        let expected = DiagnosticFormatter(color: false).format(Parser.parse(SourceFile(path: "broken.map", text: Self.broken)).diagnostics)
        #expect(run.standardError == expected)
        #expect(run.standardError.hasPrefix("broken.map:2:"))
        #expect(try folder.contents() == ["broken.map"])
    }

    @Test func tokensPrintsTheTokenDump() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.map", Self.good)
        let run = try MapScriptProcess.run(["tokens", "good.map"], in: folder.url)
        #expect(run.status == 0)
        let source = SourceFile(path: "good.map", text: Self.good)
        #expect(run.standardOutput == TokenDumper.dump(Lexer.tokenize(source).tokens, in: source))
        #expect(run.standardOutput.split(separator: "\n").count >= 10)
    }

    @Test func astPrintsTheTree() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.map", Self.good)
        let run = try MapScriptProcess.run(["ast", "good.map"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == ASTDumper.dump(Parser.parse(SourceFile(path: "good.map", text: Self.good)).program))
        #expect(!run.standardOutput.isEmpty)
    }

    @Test func astOfABrokenScriptIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.map", Self.broken)
        let run = try MapScriptProcess.run(["ast", "broken.map"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("broken.map:2:"))
        #expect(run.standardOutput.isEmpty)
    }

    static let messy = "let   x=1\nfunc double(n){return n*2}\n"

    @Test func fmtPrintsTheFormattedScript() throws {
        let folder = try TemporaryFolder()
        try folder.write("messy.map", Self.messy)
        let expected = try ScriptFormatter.format(SourceFile(path: "messy.map", text: Self.messy)).get()
        #expect(expected != Self.messy)
        let run = try MapScriptProcess.run(["fmt", "messy.map"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == expected)
        #expect(try folder.read("messy.map") == Self.messy)
    }

    /// `-` is standard input, as an editor formatting a buffer hands it over; it cannot be
    /// written back.
    @Test func fmtReadsStandardInput() throws {
        let folder = try TemporaryFolder()
        let expected = try ScriptFormatter.format(SourceFile(path: "<stdin>", text: Self.messy)).get()
        let run = try MapScriptProcess.run(["fmt", "-"], in: folder.url, input: Self.messy)
        #expect(run.status == 0)
        #expect(run.standardOutput == expected)
        let check = try MapScriptProcess.run(["fmt", "--check", "-"], in: folder.url, input: Self.messy)
        #expect(check.status == 1)
        #expect(check.standardError == "mapscript: standard input is not formatted\n")
        let write = try MapScriptProcess.run(["fmt", "--write", "-"], in: folder.url, input: Self.messy)
        #expect(write.status == 2)
        #expect(write.standardError.contains("--write cannot replace standard input"))
    }

    @Test func fmtCheckNamesAnUnformattedFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("messy.map", Self.messy)
        let run = try MapScriptProcess.run(["fmt", "--check", "messy.map"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.contains("messy.map is not formatted"))
        #expect(run.standardOutput.isEmpty)
        #expect(try folder.read("messy.map") == Self.messy)
    }

    @Test func fmtWriteFormatsInPlaceAndThenCheckPasses() throws {
        let folder = try TemporaryFolder()
        try folder.write("messy.map", Self.messy)
        let expected = try ScriptFormatter.format(SourceFile(path: "messy.map", text: Self.messy)).get()
        let write = try MapScriptProcess.run(["fmt", "--write", "messy.map"], in: folder.url)
        #expect(write.status == 0)
        #expect(write.standardOutput.isEmpty)
        #expect(try folder.read("messy.map") == expected)
        #expect(try folder.contents() == ["messy.map"])
        let check = try MapScriptProcess.run(["fmt", "--check", "messy.map"], in: folder.url)
        #expect(check.status == 0)
        #expect(check.standardError.isEmpty)
    }

    /// A folder stands for its scripts at any depth, as a project is checked in CI.
    @Test func fmtCheckOfAFolderNamesEachUnformattedScriptBelowIt() throws {
        let folder = try TemporaryFolder()
        let tidy = try ScriptFormatter.format(SourceFile(path: "tidy.map", text: Self.messy)).get()
        try folder.write("project/tidy.map", tidy)
        try folder.write("project/lessons/messy.map", Self.messy)
        try folder.write("project/.build/messy.map", Self.messy)
        let check = try MapScriptProcess.run(["fmt", "--check", "project"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.standardError == "mapscript: project/lessons/messy.map is not formatted (mapscript fmt --write project/lessons/messy.map formats it)\n")
        let write = try MapScriptProcess.run(["fmt", "--write", "project/"], in: folder.url)
        #expect(write.status == 0)
        #expect(try folder.read("project/lessons/messy.map") == tidy)
        #expect(try folder.read("project/.build/messy.map") == Self.messy)
    }

    @Test func fmtOfABrokenScriptIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.map", Self.broken)
        let run = try MapScriptProcess.run(["fmt", "--write", "broken.map"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("broken.map:2:"))
        #expect(try folder.read("broken.map") == Self.broken)
    }
}
