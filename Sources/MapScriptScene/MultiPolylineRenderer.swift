import MapScriptGeometry

/// Strokes every polyline of a `MultiPolyline` as one path (MKMultiPolylineRenderer).
open class MultiPolylineRenderer: OverlayPathRenderer {
    public let multiPolyline: MultiPolyline

    public init(multiPolyline: MultiPolyline) {
        self.multiPolyline = multiPolyline
        super.init(overlay: multiPolyline)
    }

    open override func makePath() throws -> Path? {
        var path = Path()
        for polyline in multiPolyline.polylines { addRing(polyline.points, to: &path, closed: false) }
        return path
    }

    open override var fillsPath: Bool { false }
}
