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

    /// The end as an exclusive bound.
    public var exclusiveUpper: Double { isClosed ? upper + 1 : upper }

    /// How many whole steps the range covers (0 when empty).
    public var count: Int {
        let n = (exclusiveUpper - lower).rounded(.up)
        return n > 0 && n.isFinite ? Int(min(n, Double(Int.max / 2))) : 0
    }

    public func contains(_ x: Double) -> Bool {
        isClosed ? (x >= lower && x <= upper) : (x >= lower && x < upper)
    }
}
