/// How the corners of stroked paths are drawn (CGLineJoin).
public enum LineJoin: Int, CaseIterable, Sendable {
    case miter
    case round
    case bevel
}
