/// Workloads of the Runtime area (filled in by that area).
enum RuntimeBenchmarks {
    static func run(_ report: inout BenchmarkReport) throws {}
}
