import MapScriptGeometry

/// A shape made of a list of points (MKMultiPoint): the base of polygons and polylines, and of
/// custom shapes of points. Its bounding rect encloses the points and its coordinate is the
/// rect's centre, both fixed when it is made.
open class MultiPoint: Shape {
    public let coordinates: [Coordinate]
    /// The projected points, computed once.
    public let points: [MapPoint]

    /// How many points a shape of this class needs to be drawn at all; fewer is a misuse.
    open class var minimumPointCount: Int { 1 }

    /// A custom shape of points, drawn by a renderer of its own.
    public convenience init(coordinates: [Coordinate]) {
        self.init(kind: .custom, coordinates: coordinates, points: coordinates.map(MapPoint.init))
    }

    init(kind: OverlayShapeKind, coordinates: [Coordinate], points: [MapPoint]) {
        self.coordinates = coordinates
        self.points = points
        let bounds = MapRect(enclosing: points)
        super.init(kind: kind, coordinate: ShapeGeometry.centerCoordinate(of: bounds, fallback: coordinates.first),
                   boundingMapRect: bounds)
    }

    public var pointCount: Int { points.count }

    /// Fails unless `coordinates` are enough for a shape of this class: an empty or one-point
    /// shape would be drawn as nothing and exported as invalid GeoJSON, so whoever makes one
    /// from outside input checks first. `name` is the class as the caller's user knows it.
    public class func requirePoints(_ coordinates: [Coordinate], name: String) throws {
        let minimum = minimumPointCount
        guard coordinates.count >= minimum else {
            let article = "AEIOU".contains(name.first ?? "x") ? "an" : "a"
            throw SceneError("\(article) \(name) needs at least \(minimum) coordinate\(minimum == 1 ? "" : "s"), got \(coordinates.count)")
        }
    }
}
