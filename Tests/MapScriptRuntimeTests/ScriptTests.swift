import Foundation
import MapScriptRuntime
import MapScriptSyntax
import Testing

/// Runs every script under Tests/Scripts/ and checks it against the expectations written in
/// its comments:
///
///     print(1 + 2)          // expect: 3
///     let x = y             // expect error: cannot find 'y' in scope
///     print([1][5])         // expect runtime error: index 5 is out of range for 1 element
///     on viewFor(a) { }     // expect warning: 'viewFor' can reach the end of its body ...
///
/// `expect:` lines are the script's output, in order. An `expect error:`, `expect runtime
/// error:` or `expect warning:` written after code must be reported on that line; written on a
/// line of its own it may be reported anywhere. A script with error expectations must produce
/// exactly those errors (compile-time errors, or the one runtime error that stops it), and
/// every script exactly the compiler warnings it expects.
@Suite struct ScriptTests {
    static let scripts: [String] = ScriptCorpus.all()

    @Test(arguments: scripts)
    func script(_ relativePath: String) throws {
        let url = ScriptCorpus.root.appendingPathComponent(relativePath)
        let text = try String(contentsOf: url, encoding: .utf8)
        let file = SourceFile(path: url.path, text: text)
        let expectations = ScriptExpectations(file)
        let outcome = ScriptRunner.run(file)
        let reportedWarnings = outcome.warnings.map { Reported(message: $0.message, line: $0.location?.line) }
        expectations.check(reportedWarnings, against: expectations.warnings, kind: "warning", in: relativePath)

        if !expectations.compileErrors.isEmpty || !outcome.compileErrors.isEmpty {
            let reported = outcome.compileErrors.map { Reported(message: $0.message, line: $0.location?.line) }
            expectations.check(reported, against: expectations.compileErrors, kind: "error", in: relativePath)
            return
        }
        let reportedRuntime = outcome.runtimeErrors.map { Reported(message: $0.message, line: $0.location?.line) }
        expectations.check(reportedRuntime, against: expectations.runtimeErrors, kind: "runtime error", in: relativePath)
        #expect(outcome.output == expectations.output, "output of \(relativePath)")
    }

    @Test func corpusIsLarge() {
        #expect(ScriptTests.scripts.count > 150)
    }
}

struct Reported {
    let message: String
    let line: Int?
}

/// The `// expect...` comments of a script.
struct ScriptExpectations {
    struct Expected {
        let message: String
        /// nil when the comment stands on its own line.
        let line: Int?
    }

    var output: [String] = []
    var compileErrors: [Expected] = []
    var runtimeErrors: [Expected] = []
    var warnings: [Expected] = []

    init(_ file: SourceFile) {
        for lineNumber in 1...max(1, file.lineCount) {
            let line = file.lineText(lineNumber)
            guard let range = line.range(of: "// expect") else { continue }
            let isOwnLine = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty
            let rest = line[range.upperBound...]
            if rest.hasPrefix(": ") || rest == ":" {
                output.append(String(rest.dropFirst(2)))
            } else if rest.hasPrefix(" error: ") {
                compileErrors.append(Expected(message: String(rest.dropFirst(8)), line: isOwnLine ? nil : lineNumber))
            } else if rest.hasPrefix(" runtime error: ") {
                runtimeErrors.append(Expected(message: String(rest.dropFirst(16)), line: isOwnLine ? nil : lineNumber))
            } else if rest.hasPrefix(" warning: ") {
                warnings.append(Expected(message: String(rest.dropFirst(10)), line: isOwnLine ? nil : lineNumber))
            }
        }
    }

    func check(_ reported: [Reported], against expected: [Expected], kind: String, in path: String) {
        var unmatched = reported
        for expectation in expected {
            if let index = unmatched.firstIndex(where: { $0.message == expectation.message && (expectation.line == nil || $0.line == expectation.line) }) {
                unmatched.remove(at: index)
            } else {
                let found = reported.map { "line \($0.line.map(String.init) ?? "?"): \($0.message)" }.joined(separator: "\n  ")
                Issue.record("\(path): expected \(kind) '\(expectation.message)'\(expectation.line.map { " on line \($0)" } ?? ""); reported:\n  \(found)")
            }
        }
        for extra in unmatched {
            Issue.record("\(path): unexpected \(kind) on line \(extra.line.map(String.init) ?? "?"): \(extra.message)")
        }
    }
}

/// Finds the scripts (every folder under Tests/Scripts, the scene folders included).
enum ScriptCorpus {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts").resolvingSymlinksInPath()

    static func all() -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var paths: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where url.pathExtension == "map" {
            let path = url.standardizedFileURL.path
            // Helpers imported by other scripts live in folders named "imported".
            if path.contains("/imported/") { continue }
            paths.append(String(path.dropFirst(prefix.count)))
        }
        return paths.sorted()
    }
}
