import MapScriptGeometry

/// Whether a path holds a point, as filling it would paint it (CGPath.contains(_:using:)):
/// what a MapKit app asks of an overlay renderer's `path` to find the overlay a tap fell in.
///
/// As for a fill, every subpath counts as closed, and curves are followed on the lines
/// `flattened(tolerance:)` makes of them. The winding number comes from the segments that
/// cross the horizontal line through the point to its right: a point on an edge's line may
/// fall either side, as it may for Core Graphics.
extension Path {
    /// Whether `point` is inside the path under `rule` (non-zero winding by default, as
    /// CGPath's `contains(_:using:)`).
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        func cross(_ a: Point, _ b: Point) {
            // Upward edges count +1 when the point is left of them, downward ones -1 when right.
            let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
            if a.y <= point.y {
                if b.y > point.y && side > 0 { winding += 1 }
            } else if b.y <= point.y && side < 0 {
                winding -= 1
            }
        }
        var subpathStart: Point?, current: Point?
        // Filling closes each subpath back to its start, whether or not it says so.
        func closeSubpath() {
            if let from = current, let to = subpathStart { cross(from, to) }
            current = subpathStart
        }
        for element in (hasCurves ? flattened(tolerance: 0.01) : self).elements {
            switch element {
            case .move(let p):
                closeSubpath()
                subpathStart = p
                current = p
            case .line(let p):
                if let from = current { cross(from, p) }
                current = p
            case .close:
                closeSubpath()
            case .quadCurve, .curve:
                break  // none once flattened
            }
        }
        closeSubpath()
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }
}
