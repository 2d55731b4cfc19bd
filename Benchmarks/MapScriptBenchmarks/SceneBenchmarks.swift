/// Workloads of the Scene area (filled in by that area).
enum SceneBenchmarks {
    static func run(_ report: inout BenchmarkReport) throws {}
}
