import MapScriptGeometry

/// A closed shape with optional holes (MKPolygon). Holes are filled with the even-odd rule.
open class Polygon: Overlay {
    public let coordinates: [Coordinate]
    public let interiorPolygons: [Polygon]
    /// The projected outline, computed once.
    public let points: [MapPoint]

    public init(coordinates: [Coordinate], interiorPolygons: [Polygon] = []) {
        self.coordinates = coordinates
        self.interiorPolygons = interiorPolygons
        points = coordinates.map(MapPoint.init)
        let bounds = MapRect(enclosing: points)
        super.init(kind: .polygon, coordinate: ShapeGeometry.centerCoordinate(of: bounds, fallback: coordinates.first),
                   boundingMapRect: bounds)
    }
}
