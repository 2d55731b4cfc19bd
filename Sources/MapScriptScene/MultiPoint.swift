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

    open override var vertexCount: Int { points.count }

    /// Each point's distance from the first, following the points in order, in map points:
    /// made when first asked, as the points never change.
    private lazy var distancesAlong: [Double] = {
        var distances: [Double] = []
        distances.reserveCapacity(points.count)
        var total = 0.0
        for (index, point) in points.enumerated() {
            if index > 0 {
                let dx = point.x - points[index - 1].x, dy = point.y - points[index - 1].y
                total += (dx * dx + dy * dy).squareRoot()
            }
            distances.append(total)
        }
        return distances
    }()

    /// Where point `index` lies along the shape, as a unit distance (MKMultiPoint.location(atPointIndex:)):
    /// its distance from the first point, following the points in order, over the distance to
    /// the last, both in map points (so a polygon's closing edge is not counted). The first
    /// point is at 0 and the last at 1; the points of a shape that has no length (one point, or
    /// all at one place) are all at 0. These are the locations a gradient polyline's colours
    /// are placed by.
    public func location(atPointIndex index: Int) throws -> Double {
        try unitDistance(ofPoint: index, label: "atPointIndex")
    }

    /// `location(atPointIndex:)` of each index of a set (MKMultiPoint.locations(at:)). The
    /// indexes are an IndexSet's: the answer follows them in ascending order, each once,
    /// whatever order they were given in.
    public func locations(at indexes: [Int]) throws -> [Double] {
        try Set(indexes).sorted().map { try unitDistance(ofPoint: $0, label: "at") }
    }

    /// The unit distance of one point; an index out of range is the fault of the method's
    /// argument, labelled `label`.
    private func unitDistance(ofPoint index: Int, label: String) throws -> Double {
        guard points.indices.contains(index) else {
            let range = points.isEmpty ? "the shape has no points" : "the shape's points are 0...\(points.count - 1)"
            throw SceneError("point index \(index) is out of range: \(range)", argument: 0, label: label)
        }
        let distances = distancesAlong
        let length = distances[distances.count - 1]
        return length > 0 ? distances[index] / length : 0
    }

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
