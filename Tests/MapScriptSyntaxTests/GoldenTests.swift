import Foundation
import Testing
@testable import MapScriptSyntax

/// `Goldens/NAME.map` against `NAME.ast` (the AST dump) and `NAME.fmt` (the formatted script).
/// Run with RECORD_GOLDENS=1 to write the expected files from the current output.
@Suite struct GoldenTests {
    static let folder = TestSupport.testsDirectory.appendingPathComponent("Goldens")
    static let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

    static var scripts: [URL] { TestSupport.scripts(in: folder) }

    func check(_ actual: String, against url: URL) {
        if Self.recording {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try? String(contentsOf: url, encoding: .utf8)
        #expect(expected != nil, "missing golden \(url.lastPathComponent); run with RECORD_GOLDENS=1")
        #expect(actual == expected, "\(url.lastPathComponent) differs; if the change is intended, run with RECORD_GOLDENS=1")
    }

    @Test func thereAreGoldens() {
        #expect(Self.scripts.count >= 5)
    }

    @Test(arguments: scripts)
    func astDump(_ url: URL) {
        let file = SourceFile(path: url.lastPathComponent, text: TestSupport.read(url))
        let result = Parser.parse(file)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter(color: false).format(result.diagnostics))")
        check(ASTDumper.dump(result.program), against: url.deletingPathExtension().appendingPathExtension("ast"))
    }

    @Test(arguments: scripts)
    func formatted(_ url: URL) throws {
        let file = SourceFile(path: url.lastPathComponent, text: TestSupport.read(url))
        let formatted = try ScriptFormatter.format(file).get()
        check(formatted, against: url.deletingPathExtension().appendingPathExtension("fmt"))
    }
}
