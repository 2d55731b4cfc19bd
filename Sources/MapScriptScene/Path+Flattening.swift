import MapScriptGeometry

/// A path with its curves replaced by lines, for a writer that can cut lines to the view but
/// not curves: a circle of a city's size seen from a street reaches millions of points past
/// the view, further than a PNG's or PDF's fixed-point coordinates go.
///
/// Each curve is cut into the number of equal steps that Wang's formula gives for the
/// tolerance (a cubic's chords then stray from it by at most that), at most `maximumSteps`.
extension Path {
    /// At most this many lines for one curve: a quarter circle a hundred million points wide
    /// then strays by a few hundredths of a point.
    public static let maximumFlatteningSteps = 1 << 16

    /// The path with every curve made lines straying from it by at most `tolerance`, the
    /// rest as it is.
    public func flattened(tolerance: Double) -> Path {
        var result = Path()
        result.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p)
            case .line(let p): result.addLine(to: p)
            case .close: result.closeSubpath()
            case .quadCurve(let p, let c):
                let from = result.currentPoint ?? p
                // Degree elevation, exact: the handles two thirds of the way to the control.
                addFlattenedCubic(from, Point(x: from.x + 2 / 3 * (c.x - from.x), y: from.y + 2 / 3 * (c.y - from.y)),
                                  Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), p, tolerance, to: &result)
            case .curve(let p, let c1, let c2):
                addFlattenedCubic(result.currentPoint ?? p, c1, c2, p, tolerance, to: &result)
            }
        }
        return result
    }

    private func addFlattenedCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ tolerance: Double, to result: inout Path) {
        if result.currentPoint == nil { result.move(to: p0) }
        // Wang: n = sqrt(3/4 · max |second difference| / tolerance) steps keep the chords
        // within the tolerance of the curve.
        let d1 = Point(x: p0.x - 2 * p1.x + p2.x, y: p0.y - 2 * p1.y + p2.y)
        let d2 = Point(x: p1.x - 2 * p2.x + p3.x, y: p1.y - 2 * p2.y + p3.y)
        let bend = max((d1.x * d1.x + d1.y * d1.y).squareRoot(), (d2.x * d2.x + d2.y * d2.y).squareRoot())
        let wanted = (0.75 * bend / max(tolerance, 1e-9)).squareRoot().rounded(.up)
        let steps = wanted.isFinite ? max(1, min(Int(wanted), Path.maximumFlatteningSteps)) : 1
        for step in 1...steps {
            result.addLine(to: step == steps ? p3 : PathTrimPiece.cubicPoint(p0, p1, p2, p3, Double(step) / Double(steps)))
        }
    }
}
