import MapScriptScene

/// The `data-kind` of an overlay group, from what the overlay is.
enum OverlayKind {
    static func name(_ kind: OverlayShapeKind) -> StaticString {
        switch kind {
        case .circle: return "circle"
        case .polygon, .multiPolygon: return "polygon"
        case .polyline, .geodesicPolyline, .multiPolyline: return "polyline"
        case .tile: return "tile"
        case .custom: return "custom"
        }
    }
}
