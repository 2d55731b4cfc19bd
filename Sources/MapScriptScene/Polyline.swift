import MapScriptGeometry

/// A connected series of line segments (MKPolyline).
open class Polyline: MultiPoint {
    open override class var minimumPointCount: Int { 2 }

    public init(coordinates: [Coordinate]) {
        super.init(kind: .polyline, coordinates: coordinates, points: coordinates.map(MapPoint.init))
    }

    /// For subclasses whose vertices are not the plain projection of their coordinates.
    override init(kind: OverlayShapeKind, coordinates: [Coordinate], points: [MapPoint]) {
        super.init(kind: kind, coordinates: coordinates, points: points)
    }
}
