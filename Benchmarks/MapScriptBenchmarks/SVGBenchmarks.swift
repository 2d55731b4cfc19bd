/// Workloads of the SVG area (filled in by that area).
enum SVGBenchmarks {
    static func run(_ report: inout BenchmarkReport) throws {}
}
