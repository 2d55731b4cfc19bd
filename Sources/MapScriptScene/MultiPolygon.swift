import MapScriptGeometry

/// Several polygons treated as one overlay (MKMultiPolygon).
open class MultiPolygon: Overlay {
    public let polygons: [Polygon]

    open override var vertexCount: Int { polygons.reduce(0) { $0 + $1.vertexCount } }

    public init(polygons: [Polygon]) {
        self.polygons = polygons
        let bounds = polygons.reduce(MapRect.null) { $0.union($1.boundingMapRect) }
        super.init(kind: .multiPolygon, coordinate: ShapeGeometry.centerCoordinate(of: bounds, fallback: polygons.first?.coordinate),
                   boundingMapRect: bounds)
    }
}
