import MapScriptGeometry

/// Several polylines treated as one overlay (MKMultiPolyline).
open class MultiPolyline: Overlay {
    public let polylines: [Polyline]

    open override var vertexCount: Int { polylines.reduce(0) { $0 + $1.vertexCount } }

    public init(polylines: [Polyline]) {
        self.polylines = polylines
        let bounds = polylines.reduce(MapRect.null) { $0.union($1.boundingMapRect) }
        super.init(kind: .multiPolyline, coordinate: ShapeGeometry.centerCoordinate(of: bounds, fallback: polylines.first?.coordinate),
                   boundingMapRect: bounds)
    }
}
