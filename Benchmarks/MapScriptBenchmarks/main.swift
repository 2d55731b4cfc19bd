// The benchmark driver: each area of the engine keeps its own workloads in a file here and
// reports through `BenchmarkReport`. Figures only, never pass/fail: speed is judged by people
// reading them beside the peers' figures, not by timed assertions.
//
//   swift run -c release mapscript-benchmarks            all areas
//   swift run -c release mapscript-benchmarks scene svg  some areas

let areas: [(name: String, run: (inout BenchmarkReport) throws -> Void)] = [
    ("syntax", SyntaxBenchmarks.run),
    ("scene", SceneBenchmarks.run),
    ("cluster", ClusterBenchmarks.run),
    ("svg", SVGBenchmarks.run),
    ("data", DataBenchmarks.run),
    ("runtime", RuntimeBenchmarks.run),
]

let wanted = Set(CommandLine.arguments.dropFirst())
var report = BenchmarkReport()
for area in areas where wanted.isEmpty || wanted.contains(area.name) {
    do {
        try area.run(&report)
    } catch {
        print("\(area.name): failed: \(error)")
    }
}
