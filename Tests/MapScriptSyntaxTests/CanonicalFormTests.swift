import Foundation
import Testing
import MapScriptSyntax

/// The examples and the test scripts are in the form `mapscript fmt` writes, so that the
/// formatter is what a reader of any of them sees: one that is not fails here, with the
/// command that formats it. A script that does not parse on purpose (it expects a compile
/// error, or it is a helper whose import must fail) is left out; any other that does not
/// parse fails.
@Suite struct CanonicalFormTests {
    static let scripts: [String] = TestSupport.scriptPaths(below: "Examples") + TestSupport.scriptPaths(below: "Tests/Scripts")

    @Test func thereAreManyScripts() {
        #expect(Self.scripts.count > 300)
    }

    @Test(arguments: scripts)
    func scriptIsInCanonicalForm(_ path: String) throws {
        let text = TestSupport.read(TestSupport.packageRoot.appendingPathComponent(path))
        switch ScriptFormatter.format(SourceFile(path: path, text: text)) {
        case .success(let formatted):
            guard formatted != text else { return }
            let (line, expected, actual) = Self.firstDifference(text, formatted)
            Issue.record("""
                \(path) is not in canonical form (mapscript fmt --write \(path) formats it); from line \(line):
                  it has:   \(expected)
                  fmt has:  \(actual)
                """)
        case .failure(let diagnostics):
            let onPurpose = text.contains("// expect error:") || path.contains("/imported/")
            #expect(onPurpose, "\(path) does not parse:\n\(DiagnosticFormatter(color: false).format(diagnostics))")
        }
    }

    /// The first line at which two texts differ, and that line in each.
    static func firstDifference(_ a: String, _ b: String) -> (line: Int, a: String, b: String) {
        let linesA = a.split(separator: "\n", omittingEmptySubsequences: false)
        let linesB = b.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < min(linesA.count, linesB.count), linesA[index] == linesB[index] { index += 1 }
        func line(_ lines: [Substring]) -> String { index < lines.count ? String(lines[index]) : "(end of file)" }
        return (index + 1, line(linesA), line(linesB))
    }
}
