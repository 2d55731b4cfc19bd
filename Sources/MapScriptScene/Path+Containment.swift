import MapScriptGeometry

/// Whether a path holds a point, as filling it would paint it (CGPath.contains(_:using:)):
/// what a MapKit app asks of an overlay renderer's `path` to find the overlay a tap fell in.
///
/// As for a fill, every subpath counts as closed, and curves are followed on the fine chords
/// that `PathTrimPiece` measures them with. The winding number comes from the segments that
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
        var subpath = -1
        var subpathStart = point, last = point
        for piece in PathTrimPiece.pieces(of: self) {
            if piece.subpath != subpath {
                // The subpath before ends where it is; filling closes it back to its start.
                if subpath >= 0 { cross(last, subpathStart) }
                subpath = piece.subpath
                subpathStart = piece.start
            }
            if let c1 = piece.c1, let c2 = piece.c2 {
                var previous = piece.start
                for step in 1...PathTrimPiece.curveSteps {
                    let next = PathTrimPiece.cubicPoint(piece.start, c1, c2, piece.end, Double(step) / Double(PathTrimPiece.curveSteps))
                    cross(previous, next)
                    previous = next
                }
            } else {
                cross(piece.start, piece.end)
            }
            last = piece.end
        }
        if subpath >= 0 { cross(last, subpathStart) }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }
}
