import MapScriptGeometry

/// One step of a path (CGPathElement). Recorded drawings only hold `move`, `line`, `curve` and
/// `close`: quadratic curves and arcs become cubic Béziers, which stay exact under any affine
/// transform.
public enum PathElement: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close
}
