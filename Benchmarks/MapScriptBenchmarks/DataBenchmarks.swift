/// Workloads of the Data area (filled in by that area).
enum DataBenchmarks {
    static func run(_ report: inout BenchmarkReport) throws {}
}
