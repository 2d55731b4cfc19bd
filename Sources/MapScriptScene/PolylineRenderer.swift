import MapScriptGeometry

/// Strokes a `Polyline` or `GeodesicPolyline` (MKPolylineRenderer); a fill colour is ignored.
open class PolylineRenderer: OverlayPathRenderer {
    public let polyline: Polyline

    public init(polyline: Polyline) {
        self.polyline = polyline
        super.init(overlay: polyline)
    }

    open override func makePath() throws -> Path? {
        var path = Path()
        addRing(polyline.points, to: &path, closed: false)
        return path
    }

    open override var fillsPath: Bool { false }
}
