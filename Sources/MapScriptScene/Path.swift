import Foundation
import MapScriptGeometry

/// A sequence of subpaths (CGPath), built with Core Graphics' verbs. Arcs and ellipses are
/// added as cubic Béziers.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []
    /// Where the last subpath started, for `close`.
    private var subpathStart: Point?
    public private(set) var currentPoint: Point?

    public init() {}

    public init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Whether any element is a curve (what `flattened(tolerance:)` makes lines of).
    public var hasCurves: Bool {
        elements.contains { element in
            switch element {
            case .quadCurve, .curve: return true
            case .move, .line, .close: return false
            }
        }
    }

    /// Makes room for `count` elements in all, so a path built to a known length grows once.
    public mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
    }

    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p):
            subpathStart = p
            currentPoint = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            if currentPoint == nil {
                // Core Graphics starts a subpath at the first point when nothing was moved to.
                elements.append(.move(to: p))
                subpathStart = p
            }
            currentPoint = p
        case .close:
            guard currentPoint != nil else { return }
            currentPoint = subpathStart
        }
        elements.append(element)
    }

    public mutating func move(to p: Point) { append(.move(to: p)) }
    public mutating func addLine(to p: Point) { append(.line(to: p)) }
    public mutating func addQuadCurve(to p: Point, control: Point) { append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { append(.close) }

    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// The rectangle the path outlines when it is one axis-aligned rectangle (as `addRect`
    /// makes it, either way round, its last side drawn or left to the close); nil otherwise.
    public var axisAlignedRect: Rect? {
        guard (5...6).contains(elements.count), case .move(let start) = elements[0], case .close = elements[elements.count - 1] else {
            return nil
        }
        var corners = [start]
        for element in elements[1..<(elements.count - 1)] {
            guard case .line(let p) = element else { return nil }
            corners.append(p)
        }
        if corners.count == 5 {
            guard corners[4] == start else { return nil }
            corners.removeLast()
        }
        // Sides alternate between horizontal and vertical, starting with either.
        let horizontalFirst = corners[0].y == corners[1].y
        for side in 0..<4 {
            let a = corners[side], b = corners[(side + 1) % 4]
            guard (side % 2 == 0) == horizontalFirst ? a.y == b.y : a.x == b.x else { return nil }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The ellipse inscribed in `rect`, clockwise on screen from its rightmost point.
    public mutating func addEllipse(in rect: Rect) {
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        let k = 0.5522847498307936  // 4/3 (√2 − 1): a quarter circle as one cubic
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians, measured
    /// from the +x axis towards +y). With y pointing down, as in UIKit, `clockwise` is clockwise
    /// on screen, i.e. increasing angles (UIBezierPath's convention). A line joins the current
    /// point to the arc's start, as CGContextAddArc does.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let r = abs(radius)
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        let start = Point(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        // Each piece spans at most a quarter turn: control points at distance 4/3·tan(θ/4)·r.
        let handle = 4.0 / 3.0 * tan(step / 4) * r
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            let p3 = Point(x: center.x + r * cos(next), y: center.y + r * sin(next))
            let c1 = Point(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
            let c2 = Point(x: p3.x + handle * sin(next), y: p3.y - handle * cos(next))
            addCurve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    public mutating func addPath(_ other: Path) {
        for element in other.elements { append(element) }
    }

    /// The same path with every point mapped through `transform`, quadratic curves raised to
    /// cubics (exact: an affine map of a Bézier is the Bézier of the mapped control points).
    public func applying(_ transform: MapScriptGeometry.AffineTransform) -> Path {
        var result = Path()
        result.reserveCapacity(elements.count)
        var current: Point?
        var start: Point?
        for element in elements {
            switch element {
            case .move(let p):
                let q = transform.apply(to: p)
                result.append(.move(to: q)); current = q; start = q
            case .line(let p):
                let q = transform.apply(to: p)
                result.append(.line(to: q)); current = q
            case .quadCurve(let p, let c):
                let q = transform.apply(to: p), cq = transform.apply(to: c)
                let from = current ?? q
                // Degree elevation: the cubic's handles sit two thirds of the way to the control.
                result.append(.curve(to: q,
                                     control1: Point(x: from.x + 2 / 3 * (cq.x - from.x), y: from.y + 2 / 3 * (cq.y - from.y)),
                                     control2: Point(x: q.x + 2 / 3 * (cq.x - q.x), y: q.y + 2 / 3 * (cq.y - q.y))))
                current = q
            case .curve(let p, let c1, let c2):
                let q = transform.apply(to: p)
                result.append(.curve(to: q, control1: transform.apply(to: c1), control2: transform.apply(to: c2))); current = q
            case .close:
                result.append(.close); current = start
            }
        }
        return result
    }

    /// The smallest rectangle holding every point and control point (nil when empty).
    public var controlPointBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        return minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}
