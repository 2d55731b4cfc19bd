/// Which points a path encloses when filled or used as a clip (CGPathFillRule).
public enum FillRule: Int, CaseIterable, Sendable {
    case nonZero
    case evenOdd
}
