import MapScriptGeometry

/// Draws a `Circle` (MKCircleRenderer).
open class CircleRenderer: OverlayPathRenderer {
    public let circle: Circle

    public init(circle: Circle) {
        self.circle = circle
        super.init(overlay: circle)
    }

    open override func makePath() throws -> Path? {
        var path = Path()
        let center = point(for: MapPoint(circle.coordinate))
        let r = circle.mapRadius
        path.addEllipse(in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
        return path
    }

    open override var fillRule: FillRule { .nonZero }

    /// MapKit strokes part of a circle from its top, clockwise ("a unit distance of 0
    /// represents the top of the circle"), where the circle's path starts at its right: the
    /// arc is drawn afresh from the top. A path the script set is cut along its own length.
    open override func strokedPart(of path: Path) -> Path {
        guard self.path == nil, overrides?.provides(.createPath) != true else { return super.strokedPart(of: path) }
        let from = min(max(strokeStart, 0), 1), to = min(max(strokeEnd, 0), 1)
        guard from < to else { return Path() }
        let center = point(for: MapPoint(circle.coordinate))
        // In renderer coordinates y points down (south), so increasing angles turn clockwise
        // on screen, and -π/2 is the top.
        let top = -Double.pi / 2
        var arc = Path()
        arc.addArc(center: center, radius: circle.mapRadius, startAngle: top + 2 * .pi * from, endAngle: top + 2 * .pi * to,
                   clockwise: true)
        return arc
    }
}
