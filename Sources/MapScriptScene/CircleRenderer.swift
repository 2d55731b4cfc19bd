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
}
