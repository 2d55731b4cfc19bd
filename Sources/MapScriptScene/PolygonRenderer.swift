import MapScriptGeometry

/// Draws a `Polygon` with its holes (MKPolygonRenderer).
open class PolygonRenderer: OverlayPathRenderer {
    public let polygon: Polygon

    public init(polygon: Polygon) {
        self.polygon = polygon
        super.init(overlay: polygon)
    }

    open override func makePath() throws -> Path? {
        var path = Path()
        addPolygon(polygon, to: &path)
        return path
    }
}
