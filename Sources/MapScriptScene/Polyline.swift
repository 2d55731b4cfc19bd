import MapScriptGeometry

/// A connected series of line segments (MKPolyline).
open class Polyline: Overlay {
    public let coordinates: [Coordinate]
    /// The projected vertices, computed once.
    public let points: [MapPoint]

    public init(coordinates: [Coordinate]) {
        self.coordinates = coordinates
        points = coordinates.map(MapPoint.init)
        let bounds = MapRect(enclosing: points)
        super.init(kind: .polyline, coordinate: ShapeGeometry.centerCoordinate(of: bounds, fallback: coordinates.first),
                   boundingMapRect: bounds)
    }

    /// For subclasses whose vertices are not the plain projection of their coordinates.
    init(kind: OverlayShapeKind, coordinates: [Coordinate], points: [MapPoint]) {
        self.coordinates = coordinates
        self.points = points
        let bounds = MapRect(enclosing: points)
        super.init(kind: kind, coordinate: ShapeGeometry.centerCoordinate(of: bounds, fallback: coordinates.first),
                   boundingMapRect: bounds)
    }
}
