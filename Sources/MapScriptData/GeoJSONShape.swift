import MapScriptScene

/// One scene shape made from a GeoJSON geometry, as MKGeoJSONDecoder makes them.
public enum GeoJSONShape {
    case point(PointAnnotation)
    case polyline(Polyline)
    case polygon(Polygon)
    case multiPolyline(MultiPolyline)
    case multiPolygon(MultiPolygon)
    /// A feature with a `mapscript:circle` property.
    case circle(Circle)

    /// The shape as the annotation it is (every overlay is also an annotation).
    public var annotation: Annotation {
        switch self {
        case .point(let point): return point
        case .polyline(let polyline): return polyline
        case .polygon(let polygon): return polygon
        case .multiPolyline(let multiPolyline): return multiPolyline
        case .multiPolygon(let multiPolygon): return multiPolygon
        case .circle(let circle): return circle
        }
    }

    /// The shape as an overlay, or nil for a point annotation.
    public var overlay: Overlay? {
        if case .point = self { return nil }
        return annotation as? Overlay
    }
}
