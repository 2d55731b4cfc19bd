/// `a..<b` or `a...b`. Bounds are numbers; iteration and slicing use whole steps from
/// `lower`.
public struct RangeValue: Equatable {
    public var lower: Double
    public var upper: Double
    public var isClosed: Bool

    public init(lower: Double, upper: Double, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }

    /// Where whole numbers stop being exact: past 2^53, adding 1 may give the same number.
    public static let exactWholeNumbers = 9_007_199_254_740_992.0

    /// The end as an exclusive bound.
    public var exclusiveUpper: Double { isClosed ? upper + 1 : upper }

    /// How many values the range holds, stepping by 1 from `lower` (0 when empty), as a
    /// number: `0.5...2` holds 0.5 and 1.5, `1e16...1e16` holds one, `0..<1e20` 1e20.
    public var stepCount: Double {
        let n = isClosed ? (upper - lower).rounded(.down) + 1 : (upper - lower).rounded(.up)
        return n > 0 && n.isFinite ? n : 0
    }

    /// `stepCount` as an index count, for slices.
    public var count: Int {
        Int(min(stepCount, Double(Int.max / 2)))
    }

    /// Whether every value of the range, stepping by 1, is exact, and the step past the last
    /// too: all within 2^53 of zero. (Computed without adding to `lower`, which would round.)
    public var stepsExactly: Bool {
        let n = stepCount
        return n == 0 || (abs(lower) <= Self.exactWholeNumbers && n <= Self.exactWholeNumbers - abs(lower))
    }

    public func contains(_ x: Double) -> Bool {
        isClosed ? (x >= lower && x <= upper) : (x >= lower && x < upper)
    }
}
