/// A path filled with one colour under a fill rule.
public struct FillOperation: Hashable, Sendable {
    public var path: Path
    public var color: Color
    public var rule: FillRule
    public var opacity: Double
    public var clip: Int?
}
