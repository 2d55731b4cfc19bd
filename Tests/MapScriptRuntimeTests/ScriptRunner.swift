import Foundation
import MapScriptRuntime
import MapScriptSyntax

/// Runs one corpus script the way the command does, through a `ScriptSession`: resolution
/// errors first (nothing runs then), else the run's output and its runtime error, if any.
///
/// Comments set the run's options: `// set: NAME=VALUE` (as `--set`), `// seed: N`,
/// `// max-memory: SIZE` (as `--max-memory`).
enum ScriptRunner {
    struct Outcome {
        var output: [String] = []
        var compileErrors: [Diagnostic] = []
        var runtimeErrors: [Diagnostic] = []
        /// The compiler's warnings (a script with compile errors reports them too).
        var warnings: [Diagnostic] = []
    }

    /// Every corpus script runs with a bound, so a runaway loop fails instead of hanging.
    static let maxSteps = 5_000_000

    static func run(_ file: SourceFile) -> Outcome {
        var outcome = Outcome()
        let host = CollectingHost()
        let session = ScriptSession(options: options(for: file), host: host,
                                    baseDirectory: URL(fileURLWithPath: file.path).deletingLastPathComponent().path)
        let checked = session.check(file)
        outcome.warnings = checked.filter { $0.severity == .warning }
        let compileErrors = checked.filter { $0.severity == .error }
        if !compileErrors.isEmpty {
            outcome.compileErrors = compileErrors
            return outcome
        }
        // The run compiles again and repeats the warnings check gave.
        outcome.runtimeErrors = session.run(file).filter { $0.severity == .error }
        outcome.output = host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if outcome.output.last == "" { outcome.output.removeLast() }
        return outcome
    }

    static func options(for file: SourceFile) -> RunOptions {
        var options = RunOptions()
        options.maxSteps = maxSteps
        for lineNumber in 1...max(1, file.lineCount) {
            let line = file.lineText(lineNumber)
            if let range = line.range(of: "// seed: "), let seed = UInt64(line[range.upperBound...]) {
                options.seed = seed
            }
            if let range = line.range(of: "// max-memory: "), let bytes = MemorySize.parse(String(line[range.upperBound...])) {
                options.maxMemory = bytes
            }
            if let range = line.range(of: "// set: ") {
                let assignment = line[range.upperBound...]
                guard let equals = assignment.firstIndex(of: "=") else { continue }
                let name = String(assignment[..<equals])
                // As `--set` gives it: text, which the declaration's default gives a kind.
                options.constants[name] = .text(String(assignment[assignment.index(after: equals)...]))
            }
        }
        return options
    }
}

/// Collects what a script prints.
final class CollectingHost: ScriptHost {
    private(set) var text = ""

    func write(_ text: String) {
        self.text += text
    }
}
