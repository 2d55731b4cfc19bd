import MapScriptGeometry

/// Helpers the shape overlays share.
enum ShapeGeometry {
    /// MapKit puts a shape's `coordinate` at the centre of its bounding map rect, a valid
    /// coordinate: the rect of a shape across the antimeridian reaches past the world's edge,
    /// and its centre may too, so the centre is taken back into the world (a longitude of
    /// 188.6 is -171.4).
    static func centerCoordinate(of bounds: MapRect, fallback: Coordinate?) -> Coordinate {
        bounds.isNull ? (fallback ?? Coordinate(latitude: 0, longitude: 0)) : bounds.center.wrappedIntoWorld.coordinate
    }
}
