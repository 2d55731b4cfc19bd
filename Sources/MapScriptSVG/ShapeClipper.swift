import MapScriptGeometry

/// Keeps written geometry proportional to what can be seen.
///
/// Shapes are clipped to the view grown by a margin (wide enough that the strokes of the new
/// edges along it, joins included, stay outside the picture), and vertices closer than a
/// quarter point to the previous kept one are dropped: at 2 decimals and 1 point per pixel
/// they cannot change a pixel.
///
/// Polygon rings are clipped with Sutherland–Hodgman against the (convex) margin rect, each
/// ring on its own; since the result of clipping a ring is exactly the ring's interior within
/// the rect, even-odd filling of the clipped rings gives the same picture inside the view, holes
/// included. Polylines are split into the runs that lie inside the rect (Liang–Barsky per
/// segment).
enum ShapeClipper {
    /// Vertices nearer than this to the previous kept vertex are dropped (view points).
    static let simplificationTolerance = 0.25

    /// Drops vertices within the tolerance of the previous kept one; for an open line the
    /// last vertex survives (it replaces the previous kept one if they are close), so the line
    /// still ends where it should. Non-finite points are dropped.
    static func simplify(_ points: [Point], keepLast: Bool) -> [Point] {
        guard points.count > 2 else { return points.filter { $0.x.isFinite && $0.y.isFinite } }
        let limit = simplificationTolerance * simplificationTolerance
        var kept: [Point] = []
        kept.reserveCapacity(points.count)
        for p in points where p.x.isFinite && p.y.isFinite {
            if let last = kept.last {
                let dx = p.x - last.x, dy = p.y - last.y
                if dx * dx + dy * dy < limit { continue }
            }
            kept.append(p)
        }
        if keepLast, let end = points.last, end.x.isFinite, end.y.isFinite, kept.last != end {
            if kept.count > 1 { kept[kept.count - 1] = end } else { kept.append(end) }
        }
        return kept
    }

    static func bounds(of points: [Point]) -> Rect {
        guard var minX = points.first?.x, var minY = points.first?.y else { return .zero }
        var maxX = minX, maxY = minY
        for p in points {
            if p.x < minX { minX = p.x } else if p.x > maxX { maxX = p.x }
            if p.y < minY { minY = p.y } else if p.y > maxY { maxY = p.y }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func isInside(_ inner: Rect, _ outer: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    // MARK: Polygons

    /// The ring clipped to `rect` (empty when nothing of it is inside). The result is an
    /// implicitly closed ring.
    static func clipRing(_ ring: [Point], to rect: Rect) -> [Point] {
        guard ring.count >= 3 else { return [] }
        let box = bounds(of: ring)
        if isInside(box, rect) { return ring }
        if !box.intersects(rect) { return [] }
        var current = ring
        current = clip(current, edge: .left, at: rect.minX)
        current = clip(current, edge: .right, at: rect.maxX)
        current = clip(current, edge: .top, at: rect.minY)
        current = clip(current, edge: .bottom, at: rect.maxY)
        return current.count >= 3 ? current : []
    }

    private enum Edge { case left, right, top, bottom }

    @inline(__always)
    private static func inside(_ p: Point, _ edge: Edge, _ value: Double) -> Bool {
        switch edge {
        case .left: return p.x >= value
        case .right: return p.x <= value
        case .top: return p.y >= value
        case .bottom: return p.y <= value
        }
    }

    @inline(__always)
    private static func crossing(_ a: Point, _ b: Point, _ edge: Edge, _ value: Double) -> Point {
        switch edge {
        case .left, .right:
            let t = (value - a.x) / (b.x - a.x)
            return Point(x: value, y: a.y + (b.y - a.y) * t)
        case .top, .bottom:
            let t = (value - a.y) / (b.y - a.y)
            return Point(x: a.x + (b.x - a.x) * t, y: value)
        }
    }

    private static func clip(_ ring: [Point], edge: Edge, at value: Double) -> [Point] {
        guard let last = ring.last else { return [] }
        var output: [Point] = []
        output.reserveCapacity(ring.count + 4)
        var previous = last
        var previousInside = inside(previous, edge, value)
        for p in ring {
            let pInside = inside(p, edge, value)
            if pInside {
                if !previousInside { output.append(crossing(previous, p, edge, value)) }
                output.append(p)
            } else if previousInside {
                output.append(crossing(previous, p, edge, value))
            }
            previous = p
            previousInside = pInside
        }
        return output
    }

    // MARK: Polylines

    /// The parts of an open line inside `rect`, each a run of at least two points.
    static func clipPolyline(_ line: [Point], to rect: Rect) -> [[Point]] {
        guard line.count >= 2 else { return [] }
        let box = bounds(of: line)
        if isInside(box, rect) { return [line] }
        if !box.intersects(rect) { return [] }
        var runs: [[Point]] = []
        var run: [Point] = []
        for i in 1..<line.count {
            guard let (a, b) = clipSegment(line[i - 1], line[i], to: rect) else {
                if run.count >= 2 { runs.append(run) }
                run = []
                continue
            }
            if run.isEmpty || run[run.count - 1] != a {
                if run.count >= 2 { runs.append(run) }
                run = [a]
            }
            run.append(b)
            if b != line[i] {  // the segment leaves the rect: the run ends here
                runs.append(run)
                run = []
            }
        }
        if run.count >= 2 { runs.append(run) }
        return runs
    }

    /// Liang–Barsky: the part of segment a-b inside `rect`, or nil.
    static func clipSegment(_ a: Point, _ b: Point, to rect: Rect) -> (Point, Point)? {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        let checks: [(Double, Double)] = [
            (-dx, a.x - rect.minX), (dx, rect.maxX - a.x),
            (-dy, a.y - rect.minY), (dy, rect.maxY - a.y),
        ]
        for (p, q) in checks {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 {
                    if r > t1 { return nil }
                    if r > t0 { t0 = r }
                } else {
                    if r < t0 { return nil }
                    if r < t1 { t1 = r }
                }
            }
        }
        let start = t0 == 0 ? a : Point(x: a.x + t0 * dx, y: a.y + t0 * dy)
        let end = t1 == 1 ? b : Point(x: a.x + t1 * dx, y: a.y + t1 * dy)
        return (start, end)
    }
}
