import MapScriptGeometry
import MapScriptScene

/// A recorded path (view points) turned into compact path data, simplified and clipped to the
/// view with a margin when it is made of straight lines only (overlays' shapes), or recognised
/// as a circle or ellipse (what `addEllipse` records, e.g. a circle renderer's path).
enum ViewPath {
    enum Use {
        /// Filled (and maybe stroked along the same outline): rings are clipped as polygons.
        case fill
        /// Stroked only: lines are cut into the runs that are visible.
        case stroke
    }

    struct Subpath {
        var points: [Point]
        var closed: Bool
    }

    /// The straight-line subpaths of a path; nil when it has curves.
    static func lineSubpaths(_ path: Path) -> [Subpath]? {
        var result: [Subpath] = []
        var current: Subpath?
        var start: Point?
        for element in path.elements {
            switch element {
            case .move(let p):
                if let c = current, !c.points.isEmpty { result.append(c) }
                current = Subpath(points: [p], closed: false)
                start = p
            case .line(let p):
                if current == nil { current = Subpath(points: [start ?? p], closed: false) }
                current?.points.append(p)
            case .close:
                if var c = current {
                    c.closed = true
                    result.append(c)
                    current = nil
                }
            case .quadCurve, .curve:
                return nil
            }
        }
        if let c = current, !c.points.isEmpty { result.append(c) }
        return result
    }

    /// True when every subpath is closed (a fill and a stroke of it may share one element).
    static func isClosedOutline(_ path: Path) -> Bool {
        guard let subpaths = lineSubpaths(path) else { return false }
        return subpaths.allSatisfy(\.closed)
    }

    /// Path data for a path as used; nil when nothing of it is visible.
    static func data(_ path: Path, use: Use, clipRect: Rect?) -> [UInt8]? {
        guard let clipRect else { return DrawingWriter.pathData(path) }
        guard let subpaths = lineSubpaths(path) else {
            guard let box = path.controlPointBounds, box.intersects(clipRect) else { return nil }
            return DrawingWriter.pathData(path)
        }
        var d = PathData(reservingCapacity: 16 * path.elements.count)
        for subpath in subpaths {
            guard subpath.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            switch use {
            case .fill:
                let ring = ShapeClipper.clipRing(ShapeClipper.simplify(subpath.points, keepLast: false), to: clipRect)
                if ring.count >= 3 { d.add(ring, closed: true) }
            case .stroke:
                if subpath.closed {
                    let ring = ShapeClipper.simplify(subpath.points, keepLast: false)
                    guard ring.count >= 2 else { continue }
                    if ShapeClipper.isInside(ShapeClipper.bounds(of: ring), clipRect) {
                        d.add(ring, closed: true)
                    } else {
                        for run in ShapeClipper.clipPolyline(ring + [ring[0]], to: clipRect) { d.add(run, closed: false) }
                    }
                } else {
                    let line = ShapeClipper.simplify(subpath.points, keepLast: true)
                    for run in ShapeClipper.clipPolyline(line, to: clipRect) { d.add(run, closed: false) }
                }
            }
        }
        return d.isEmpty ? nil : d.bytes
    }

    /// The centre and radii when the path is exactly an axis-aligned ellipse as `addEllipse`
    /// records it (a move, four quarter-curves, a close).
    static func ellipse(_ path: Path) -> (center: Point, rx: Double, ry: Double)? {
        let e = path.elements
        guard e.count == 6, case .move(let start) = e[0], case .close = e[5],
              case .curve(let p1, let a1, let b1) = e[1], case .curve(let p2, let a2, let b2) = e[2],
              case .curve(let p3, let a3, let b3) = e[3], case .curve(let p4, let a4, let b4) = e[4] else { return nil }
        let cx = (start.x + p2.x) / 2, cy = (p1.y + p3.y) / 2
        let rx = (start.x - p2.x) / 2, ry = (p1.y - p3.y) / 2
        guard rx.isFinite, ry.isFinite, cx.isFinite, cy.isFinite, abs(rx) > 0, abs(ry) > 0 else { return nil }
        let k = 0.5522847498307936
        let tolerance = 1e-6 * max(1, abs(rx), abs(ry))
        func near(_ p: Point, _ x: Double, _ y: Double) -> Bool { abs(p.x - x) <= tolerance && abs(p.y - y) <= tolerance }
        guard near(start, cx + rx, cy), near(p1, cx, cy + ry), near(p2, cx - rx, cy), near(p3, cx, cy - ry), near(p4, cx + rx, cy),
              near(a1, cx + rx, cy + k * ry), near(b1, cx + k * rx, cy + ry),
              near(a2, cx - k * rx, cy + ry), near(b2, cx - rx, cy + k * ry),
              near(a3, cx - rx, cy - k * ry), near(b3, cx - k * rx, cy - ry),
              near(a4, cx + k * rx, cy - ry), near(b4, cx + rx, cy - k * ry) else { return nil }
        return (Point(x: cx, y: cy), abs(rx), abs(ry))
    }
}
