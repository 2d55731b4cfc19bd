/// Workloads of the Syntax area (filled in by that area).
enum SyntaxBenchmarks {
    static func run(_ report: inout BenchmarkReport) throws {}
}
