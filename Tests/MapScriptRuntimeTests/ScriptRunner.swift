import Foundation
import MapScriptRuntime
import MapScriptSyntax

/// Runs one script for the corpus tests: resolution errors first (nothing runs then), else
/// the run's output and its runtime error, if any.
enum ScriptRunner {
    struct Outcome {
        var output: [String] = []
        var compileErrors: [Diagnostic] = []
        var runtimeErrors: [Diagnostic] = []
    }

    static func run(_ file: SourceFile) -> Outcome {
        var outcome = Outcome()
        var text = ""
        let interpreter = Interpreter(seed: 0) { text += $0 }
        let loader = FolderSourceLoader()
        interpreter.sourceLoader = loader
        interpreter.maxSteps = 5_000_000
        let compileErrors = interpreter.check(file)
        if !compileErrors.isEmpty {
            outcome.compileErrors = compileErrors
            return outcome
        }
        let fresh = Interpreter(seed: 0) { text += $0 }
        fresh.sourceLoader = loader
        fresh.maxSteps = 5_000_000
        fresh.maxCallDepth = 2_000
        outcome.runtimeErrors = fresh.run(file)
        outcome.output = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if outcome.output.last == "" { outcome.output.removeLast() }
        return outcome
    }
}

/// Reads imports relative to the importing file.
final class FolderSourceLoader: SourceLoader {
    func loadSource(_ path: String, importedFrom importer: SourceFile) throws -> SourceFile {
        let base = URL(fileURLWithPath: importer.path).deletingLastPathComponent()
        let url = base.appendingPathComponent(path).standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw RuntimeError("no such file")
        }
        return SourceFile(path: url.path, text: text)
    }
}
