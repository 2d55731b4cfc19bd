import MapScriptGeometry

/// Helpers the shape overlays share.
enum ShapeGeometry {
    /// MapKit puts a shape's `coordinate` at the centre of its bounding map rect.
    static func centerCoordinate(of bounds: MapRect, fallback: Coordinate?) -> Coordinate {
        bounds.isNull ? (fallback ?? Coordinate(latitude: 0, longitude: 0)) : bounds.center.coordinate
    }
}
