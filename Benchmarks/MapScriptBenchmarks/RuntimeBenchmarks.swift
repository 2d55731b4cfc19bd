import Foundation
import MapScriptRuntime
import MapScriptSyntax

/// Workloads of the language runtime: the programs of Benchmarks/lang (the same ones
/// `Benchmarks/lang/run.sh` times against CPython), run in process so that parsing and
/// process start are left out. Each is compiled and run in a fresh interpreter.
enum RuntimeBenchmarks {
    static let programs = ["fib", "loop", "strings", "methods"]

    static func run(_ report: inout BenchmarkReport) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lang")
        for name in programs {
            let path = folder.appendingPathComponent("\(name).map").path
            let file = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
            var printed = ""
            try report.measure("runtime: \(name).map", runs: 3) {
                printed = ""
                let interpreter = Interpreter(seed: 0) { printed += $0 }
                let diagnostics = interpreter.run(file)
                if let first = diagnostics.first { throw first }
            }
            _ = printed
        }
    }
}
