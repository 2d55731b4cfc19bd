import MapScriptGeometry

/// A closed shape with optional holes (MKPolygon). Holes are filled with the even-odd rule.
open class Polygon: MultiPoint {
    public let interiorPolygons: [Polygon]

    open override class var minimumPointCount: Int { 3 }

    open override var vertexCount: Int { interiorPolygons.reduce(pointCount) { $0 + $1.vertexCount } }

    public init(coordinates: [Coordinate], interiorPolygons: [Polygon] = []) {
        self.interiorPolygons = interiorPolygons
        super.init(kind: .polygon, coordinates: coordinates, points: coordinates.map(MapPoint.init))
    }
}
