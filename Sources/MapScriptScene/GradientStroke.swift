import Foundation
import MapScriptGeometry

/// Strokes a path with colours that change along its length, into a drawing context: how a
/// `GradientPolylineRenderer` draws. SVG, and so the PNG and PDF made from it, has no paint
/// that follows a path, so the line is stroked a piece at a time:
///
/// - A straight segment whose colour changes by a step of 8-bit colour or more is stroked
///   alone, with a linear gradient from its start to its end holding the line's colours there
///   and at every location between: its colours are exact however long it is, with no steps.
/// - Consecutive segments whose colour changes by less are one piece of one colour, joined as
///   the renderer joins, so a track of thousands of points is not thousands of gradients.
/// - Pieces have butt ends. Where two meet, a stroke of two short legs about the vertex, in
///   the colour there, draws the renderer's join (round, mitre or bevel) and covers the
///   hairline two abutting anti-aliased edges leave; the line's own ends get its cap as a
///   filled shape. Pieces overlap there and on the inside of a bend, which shows only where a
///   colour is translucent; pieces of a translucent line are kept apart at each bend instead
///   (see `Bend`), unless bends are too close for that. A line of one piece is stroked as it
///   is, caps and all.
/// - A dashed line is stroked piece by piece with the dash phase carried along, so its dashes
///   run on across pieces. Join strokes and cap shapes would fill the gaps, so each piece has
///   the renderer's caps and joins instead: a dash that crosses from one piece to the next has
///   caps where they meet.
struct GradientStroke {
    let gradient: Gradient
    /// View points per user-space unit (the renderer's zoom scale): widths, dashes and the join
    /// legs are in view points, the path in user space.
    let scale: Double
    let lineWidth: Double
    let lineCap: LineCap
    let lineJoin: LineJoin
    let miterLimit: Double
    let dashPattern: [Double]
    let dashPhase: Double
    let strokeStart: Double
    let strokeEnd: Double

    /// Less than this difference in any component, alpha included, is below one step of 8-bit
    /// colour: a piece that changes less is drawn in one colour.
    static let colorTolerance = 1.0 / 255
    /// How far, in view points, a join stroke reaches along each piece, and a cap shape back
    /// over the line: enough to cover the pixel that two abutting edges share. Where a colour
    /// is translucent an overlap shows as a darker band, plainer than the faint hairline it
    /// would cover, so there caps only touch the line and a join's legs are as short as the
    /// SVG writer keeps (it drops a vertex within a quarter point of the one before). The legs
    /// run straight on even past a shorter segment: a shorter leg would be dropped with its join.
    static let reach = 0.5
    static let translucentJoinReach = 0.3

    private var isTranslucent: Bool { gradient.colors.contains { $0.alpha < 1 } }

    /// The line's width in user space, as `applyStrokeProperties` sets it: 0 draws one point.
    private var width: Double { (lineWidth > 0 && lineWidth.isFinite ? lineWidth : 1) / scale }

    /// A point of the stroked part and its distance along the whole path, in user space.
    private struct Vertex {
        let point: Point
        let distance: Double
    }

    func draw(_ path: Path, in context: DrawingContext) {
        // The flattened path's segments, measured and numbered by subpath as trimming takes them.
        let segments = PathTrimPiece.pieces(of: path.flattened(tolerance: 0.05 / scale))
        let total = segments.reduce(0.0) { sum, segment in sum + segment.length }
        guard total > 0, total.isFinite else {
            // No length to spread the colours along: a dot, if caps give it one, in the first colour.
            context.addPath(path)
            context.strokePath(gradient.color(at: 0))
            return
        }
        let isDashed = dashPattern.contains { $0.isFinite && $0 > 0 }
        if !isDashed { context.setLineCap(.butt) }
        let from = strokeStart * total, to = strokeEnd * total
        var distance = 0.0
        var vertices: [Vertex] = []
        func strokeVertices() {
            if vertices.count >= 2 { strokeSubpath(vertices, total: total, isDashed: isDashed, in: context) }
            vertices = []
        }
        for segment in segments {
            if segment.isFirstOfSubpath { strokeVertices() }
            let length = segment.length
            let d0 = distance, d1 = distance + length
            distance = d1
            let start = max(d0, from), end = min(d1, to)
            guard length > 0, start < end else { continue }
            let a = segment.start, b = segment.end
            if vertices.isEmpty { vertices.append(Vertex(point: PathTrimPiece.lerp(a, b, (start - d0) / length), distance: start)) }
            vertices.append(Vertex(point: PathTrimPiece.lerp(a, b, (end - d0) / length), distance: end))
        }
        strokeVertices()
    }

    /// Strokes one subpath's stroked part: its pieces, then the joins between them and its caps.
    private func strokeSubpath(_ vertices: [Vertex], total: Double, isDashed: Bool, in context: DrawingContext) {
        let pieces = self.pieces(vertices, total: total)
        let dashes = dashPattern.map { $0 / scale }
        // A subpath of one piece meets no other: it is stroked as it is, caps and all.
        let isWhole = pieces.count == 1
        if isWhole && !isDashed { context.setLineCap(lineCap) }
        defer { if isWhole && !isDashed { context.setLineCap(.butt) } }
        let bends = isTranslucent && !isDashed && !isWhole ? self.bends(pieces, vertices) : [:]
        for piece in pieces {
            if isDashed {
                // Dashes start where the subpath's stroked part starts, as one stroke's would.
                context.setLineDash(phase: dashPhase / scale + vertices[piece.first].distance - vertices[0].distance, lengths: dashes)
            }
            var points = vertices[piece.first...piece.last].map(\.point)
            let before = bends[piece.first], after = bends[piece.last]
            if let before { points.insert(before.legBack, at: 0) }
            if let after { points.append(after.legOn) }
            let notches = [before?.earlierSide, after?.laterSide].compactMap { $0 }
            if !notches.isEmpty {
                context.saveGState()
                clip(around: points, cutting: notches, in: context)
            }
            context.move(to: points[0])
            for point in points.dropFirst() { context.addLine(to: point) }
            let t0 = vertices[piece.first].distance / total, t1 = vertices[piece.last].distance / total
            if piece.isGradient {
                context.strokePath(gradient.stops(from: t0, to: t1), from: vertices[piece.first].point, to: vertices[piece.last].point)
            } else {
                context.strokePath(gradient.color(at: (t0 + t1) / 2))
            }
            if !notches.isEmpty { context.restoreGState() }
        }
        guard !isDashed, !isWhole else { return }
        let reach = (isTranslucent ? GradientStroke.translucentJoinReach : GradientStroke.reach) / scale
        for piece in pieces.dropFirst() where bends[piece.first] == nil {
            let m = piece.first
            let incoming = GradientStroke.direction(vertices[m - 1].point, vertices[m].point)
            let outgoing = GradientStroke.direction(vertices[m].point, vertices[m + 1].point)
            let point = vertices[m].point
            context.move(to: Point(x: point.x - incoming.x * reach, y: point.y - incoming.y * reach))
            context.addLine(to: point)
            context.addLine(to: Point(x: point.x + outgoing.x * reach, y: point.y + outgoing.y * reach))
            context.strokePath(gradient.color(at: vertices[m].distance / total))
        }
        let n = vertices.count
        addCap(at: vertices[0], outward: GradientStroke.direction(vertices[1].point, vertices[0].point), total: total, in: context)
        addCap(at: vertices[n - 1], outward: GradientStroke.direction(vertices[n - 2].point, vertices[n - 1].point), total: total, in: context)
    }

    /// Where two pieces of a translucent line meet at a bend and are kept apart: each runs on
    /// a leg of one line width past the bend, which gives it the whole join there, and is cut
    /// off on the other side of the bend's bisector within a square about the bend, big enough
    /// for the leg and the overlap of the two strokes inside the bend. The pieces
    /// then meet along the bisector, overlapping nowhere.
    private struct Bend {
        let point: Point
        /// The half-side of the square.
        let reach: Double
        /// The end of the earlier piece's leg, along the later segment, and of the later piece's.
        let legOn: Point
        let legBack: Point
        /// The square's part on the later side of the bisector, cut from the earlier piece, and
        /// on the earlier side, cut from the later one.
        let laterSide: [Point]
        let earlierSide: [Point]
    }

    /// The bends between pieces that are kept apart, by vertex. A U-turn has no bisector, and
    /// a bend whose square meets the square of the next is left to overlap: one even-odd clip
    /// cuts both ends of a piece, and would put back where two squares meet. (A clip for each
    /// end, nested, would not; the SVG writer now draws nested clips in PNG and PDF too, as
    /// groups, but each piece would then cost a group more.)
    private func bends(_ pieces: [Piece], _ vertices: [Vertex]) -> [Int: Bend] {
        let all: [Bend?] = pieces.dropFirst().map { piece in
            let m = piece.first
            let incoming = GradientStroke.direction(vertices[m - 1].point, vertices[m].point)
            let outgoing = GradientStroke.direction(vertices[m].point, vertices[m + 1].point)
            let bisector = Point(x: incoming.x + outgoing.x, y: incoming.y + outgoing.y)
            guard abs(bisector.x) + abs(bisector.y) > 1e-6 else { return nil }
            let v = vertices[m].point
            // The strokes overlap inside the bend out to (w/2)/sin(half its angle) from it; a
            // leg's butt end reaches 1.12 widths. A point more covers the edges' anti-aliasing.
            let halfSine = (max(0, 1 + incoming.x * outgoing.x + incoming.y * outgoing.y) / 2).squareRoot()
            let reach = max(1.25 * width, width / 2 / max(halfSine, 0.02)) + 1 / scale
            return Bend(point: v, reach: reach,
                        legOn: Point(x: v.x + outgoing.x * width, y: v.y + outgoing.y * width),
                        legBack: Point(x: v.x - incoming.x * width, y: v.y - incoming.y * width),
                        laterSide: GradientStroke.halfSquare(around: v, reach: reach, keeping: bisector),
                        earlierSide: GradientStroke.halfSquare(around: v, reach: reach, keeping: Point(x: -bisector.x, y: -bisector.y)))
        }
        func meet(_ a: Bend?, _ b: Bend?) -> Bool {
            guard let a, let b else { return false }
            return max(abs(a.point.x - b.point.x), abs(a.point.y - b.point.y)) <= a.reach + b.reach
        }
        var kept: [Int: Bend] = [:]
        for (index, bend) in all.enumerated() {
            guard let bend, !(index > 0 && meet(all[index - 1], bend)), !(index + 1 < all.count && meet(bend, all[index + 1])) else { continue }
            kept[pieces[index + 1].first] = bend
        }
        return kept
    }

    /// Clips to the surroundings of a piece with the notches cut out, even-odd.
    private func clip(around points: [Point], cutting notches: [[Point]], in context: DrawingContext) {
        guard let bounds = Path(elements: points.map { .line(to: $0) }).controlPointBounds else { return }
        // Past the piece's joins, and past the notches, which reach twice their half-side from
        // a point of the piece.
        let margin = 2 * width * max(miterLimit, 1) + 2 * notches.joined().reduce(0.0) { farthest, p in
            max(farthest, abs(p.x - bounds.midX) - bounds.width / 2, abs(p.y - bounds.midY) - bounds.height / 2)
        }
        var region = Path()
        region.addRect(bounds.insetBy(dx: -margin, dy: -margin))
        for notch in notches {
            region.move(to: notch[0])
            for p in notch.dropFirst() { region.addLine(to: p) }
            region.closeSubpath()
        }
        context.addPath(region)
        context.clip(rule: .evenOdd)
    }

    /// The part of the square of half-side `reach` about `center` on the side `keeping` points to.
    private static func halfSquare(around center: Point, reach: Double, keeping normal: Point) -> [Point] {
        let signs: [(x: Double, y: Double)] = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
        let corners = signs.map { Point(x: center.x + $0.x * reach, y: center.y + $0.y * reach) }
        func side(_ p: Point) -> Double { (p.x - center.x) * normal.x + (p.y - center.y) * normal.y }
        var kept: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) {
            let da = side(a), db = side(b)
            if da >= 0 { kept.append(a) }
            if (da >= 0) != (db >= 0) { kept.append(PathTrimPiece.lerp(a, b, da / (da - db))) }
        }
        return kept
    }

    /// A run of vertices stroked as one: a single segment painted with a gradient, or segments
    /// of one colour.
    private struct Piece {
        let first: Int
        let last: Int
        let isGradient: Bool
    }

    /// The subpath cut into pieces: a segment whose colour changes by a step or more is a
    /// gradient piece of its own; the segments between them are cut where the colour since
    /// the start of the piece would change by a step.
    private func pieces(_ vertices: [Vertex], total: Double) -> [Piece] {
        var pieces: [Piece] = []
        var runStart = 0
        for k in 0..<(vertices.count - 1) {
            let t0 = vertices[k].distance / total, t1 = vertices[k + 1].distance / total
            if changes(from: t0, to: t1) {
                if runStart < k { pieces.append(Piece(first: runStart, last: k, isGradient: false)) }
                pieces.append(Piece(first: k, last: k + 1, isGradient: true))
                runStart = k + 1
            } else if Gradient.difference(gradient.color(at: vertices[runStart].distance / total), gradient.color(justBefore: t1))
                        >= GradientStroke.colorTolerance {
                if runStart < k { pieces.append(Piece(first: runStart, last: k, isGradient: false)) }
                runStart = k
            }
        }
        if runStart < vertices.count - 1 { pieces.append(Piece(first: runStart, last: vertices.count - 1, isGradient: false)) }
        return pieces
    }

    /// Whether the colour from `t0` to `t1` changes by a step or more anywhere along it.
    private func changes(from t0: Double, to t1: Double) -> Bool {
        let stops = gradient.stops(from: t0, to: t1).colors
        return stops.dropFirst().contains { Gradient.difference($0, stops[0]) >= GradientStroke.colorTolerance }
    }

    /// The line's cap at one end as a filled shape reaching `reach` back over the line,
    /// so that no hairline shows where it meets the stroke; a butt cap is none.
    private func addCap(at vertex: Vertex, outward: Point, total: Double, in context: DrawingContext) {
        guard lineCap != .butt else { return }
        let r = width / 2
        let back = isTranslucent ? 0 : GradientStroke.reach / scale
        let c = vertex.point, d = outward
        let normal = Point(x: -d.y, y: d.x)
        var cap = Path()
        cap.move(to: Point(x: c.x + normal.x * r - d.x * back, y: c.y + normal.y * r - d.y * back))
        if lineCap == .round {
            // From one side of the line round the outward direction to the other.
            let side = atan2(normal.y, normal.x)
            cap.addArc(center: c, radius: r, startAngle: side, endAngle: side - Double.pi, clockwise: false)
        } else {
            cap.addLine(to: Point(x: c.x + normal.x * r + d.x * r, y: c.y + normal.y * r + d.y * r))
            cap.addLine(to: Point(x: c.x - normal.x * r + d.x * r, y: c.y - normal.y * r + d.y * r))
        }
        cap.addLine(to: Point(x: c.x - normal.x * r - d.x * back, y: c.y - normal.y * r - d.y * back))
        cap.closeSubpath()
        context.addPath(cap)
        context.fillPath(gradient.color(at: vertex.distance / total))
    }

    /// The unit vector from `a` to `b`.
    private static func direction(_ a: Point, _ b: Point) -> Point {
        let length = PathTrimPiece.distance(a, b)
        return length > 0 ? Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : Point(x: 1, y: 0)
    }
}
