import MapScriptGeometry

/// Draws every polygon of a `MultiPolygon` as one path (MKMultiPolygonRenderer).
open class MultiPolygonRenderer: OverlayPathRenderer {
    public let multiPolygon: MultiPolygon

    public init(multiPolygon: MultiPolygon) {
        self.multiPolygon = multiPolygon
        super.init(overlay: multiPolygon)
    }

    open override func makePath() throws -> Path? {
        var path = Path()
        for polygon in multiPolygon.polygons { addPolygon(polygon, to: &path) }
        return path
    }
}
