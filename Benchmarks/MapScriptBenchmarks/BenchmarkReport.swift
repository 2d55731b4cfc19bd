/// Times workloads with a monotonic clock and prints one aligned line per measurement:
/// the median of several runs after one warm-up, plus any figures the workload adds.
struct BenchmarkReport {
    /// Runs `body` once to warm up, then `runs` times, and prints the median wall time.
    mutating func measure(_ name: String, runs: Int = 5, detail: String = "", _ body: () throws -> Void) rethrows {
        try body()
        var samples: [Duration] = []
        for _ in 0..<runs {
            let clock = ContinuousClock()
            samples.append(try clock.measure(body))
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let ms = Double(median.components.seconds) * 1000 + Double(median.components.attoseconds) / 1e15
        let padded = name + String(repeating: " ", count: max(0, 40 - name.count))
        print("\(padded) \(formatMilliseconds(ms)) ms   \(detail)")
    }

    private func formatMilliseconds(_ ms: Double) -> String {
        let hundredths = Int((ms * 100).rounded())
        let text = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
        return String(repeating: " ", count: max(0, 10 - text.count)) + text
    }
}
