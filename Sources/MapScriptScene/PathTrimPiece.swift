import MapScriptGeometry

/// One drawn segment of a path, a line or a cubic (a quadratic curve raised to one), with its
/// length: what `Path.trimmed(from:to:)` measures and cuts. Curves are measured on 32 chords
/// (a quarter circle's length to 0.01%), and cut by de Casteljau, so a cut curve keeps its
/// shape.
struct PathTrimPiece {
    let start: Point
    /// A line's end, or a cubic's control points and end.
    let c1: Point?, c2: Point?
    let end: Point
    let length: Double
    let subpath: Int
    let isFirstOfSubpath: Bool
    /// The segment a `close` draws back to the subpath's start.
    let closes: Bool

    /// How finely a curve is measured: its length and where a length falls along it.
    static let curveSteps = 32

    static func pieces(of path: Path) -> [PathTrimPiece] {
        var pieces: [PathTrimPiece] = []
        var current: Point?, subpathStart: Point?
        var subpath = -1
        var firstOfSubpath = true
        func add(_ start: Point, _ c1: Point?, _ c2: Point?, _ end: Point, closes: Bool = false) {
            let length = c1.map { cubicLength(start, $0, c2 ?? $0, end) } ?? distance(start, end)
            pieces.append(PathTrimPiece(start: start, c1: c1, c2: c2, end: end, length: length, subpath: subpath,
                                    isFirstOfSubpath: firstOfSubpath, closes: closes))
            firstOfSubpath = false
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p; subpathStart = p
                subpath += 1; firstOfSubpath = true
            case .line(let p):
                if let from = current { add(from, nil, nil, p) }
                current = p
            case .quadCurve(let p, let c):
                if let from = current {
                    // Degree elevation, exact: the handles two thirds of the way to the control.
                    add(from, Point(x: from.x + 2 / 3 * (c.x - from.x), y: from.y + 2 / 3 * (c.y - from.y)),
                        Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), p)
                }
                current = p
            case .curve(let p, let c1, let c2):
                if let from = current { add(from, c1, c2, p) }
                current = p
            case .close:
                if let from = current, let to = subpathStart { add(from, nil, nil, to, closes: true) }
                current = subpathStart
            }
        }
        return pieces
    }

    /// The piece between two lengths along it: where the part starts, and the element that
    /// draws it from there.
    func part(from lower: Double, to upper: Double) -> (start: Point, element: PathElement) {
        guard let c1, let c2 else {
            let t0 = length > 0 ? lower / length : 0, t1 = length > 0 ? upper / length : 1
            return (PathTrimPiece.lerp(start, end, t0), .line(to: PathTrimPiece.lerp(start, end, t1)))
        }
        let t0 = parameter(atLength: lower, c1, c2), t1 = parameter(atLength: upper, c1, c2)
        // The cubic from t0 to t1: cut at t1, then the first part at t0 / t1.
        let (head, _) = PathTrimPiece.split([start, c1, c2, end], at: t1)
        let (_, middle) = PathTrimPiece.split(head, at: t1 > 0 ? t0 / t1 : 0)
        return (middle[0], .curve(to: middle[3], control1: middle[1], control2: middle[2]))
    }

    /// The curve parameter at a length along the curve, from its chords.
    private func parameter(atLength target: Double, _ c1: Point, _ c2: Point) -> Double {
        if target <= 0 { return 0 }
        if target >= length { return 1 }
        var walked = 0.0
        var previous = start
        for step in 1...PathTrimPiece.curveSteps {
            let t = Double(step) / Double(PathTrimPiece.curveSteps)
            let p = PathTrimPiece.cubicPoint(start, c1, c2, end, t)
            let chord = PathTrimPiece.distance(previous, p)
            if walked + chord >= target, chord > 0 {
                return (Double(step - 1) + (target - walked) / chord) / Double(PathTrimPiece.curveSteps)
            }
            walked += chord
            previous = p
        }
        return 1
    }

    private static func cubicLength(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Double {
        var total = 0.0, previous = p0
        for step in 1...curveSteps {
            let p = cubicPoint(p0, p1, p2, p3, Double(step) / Double(curveSteps))
            total += distance(previous, p)
            previous = p
        }
        return total
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// De Casteljau: the cubic's two halves at `t`.
    private static func split(_ p: [Point], at t: Double) -> ([Point], [Point]) {
        let p01 = lerp(p[0], p[1], t), p12 = lerp(p[1], p[2], t), p23 = lerp(p[2], p[3], t)
        let p012 = lerp(p01, p12, t), p123 = lerp(p12, p23, t)
        let mid = lerp(p012, p123, t)
        return ([p[0], p01, p012, mid], [mid, p123, p23, p[3]])
    }

    static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
