import MapScriptGeometry

/// A circle of `radius` metres around `center` (MKCircle). The radius becomes map points with
/// MapKit's points-per-metre at the centre's latitude.
open class Circle: Shape {
    /// The radius in metres; negative or non-finite radii count as 0.
    public var radius: Double {
        didSet { boundingMapRect = Circle.bounds(center: coordinate, radius: radius) }
    }

    public override var coordinate: Coordinate {
        didSet { boundingMapRect = Circle.bounds(center: coordinate, radius: radius) }
    }

    public var center: Coordinate { coordinate }

    public init(center: Coordinate, radius: Double) {
        self.radius = radius
        super.init(kind: .circle, coordinate: center, boundingMapRect: Circle.bounds(center: center, radius: radius))
    }

    /// The radius in map points.
    public var mapRadius: Double {
        Circle.mapRadius(center: coordinate, radius: radius)
    }

    static func mapRadius(center: Coordinate, radius: Double) -> Double {
        let metres = radius.isFinite && radius > 0 ? radius : 0
        return metres * MapProjection.mapPointsPerMeter(atLatitude: center.latitude)
    }

    static func bounds(center: Coordinate, radius: Double) -> MapRect {
        let c = MapPoint(center)
        let r = mapRadius(center: center, radius: radius)
        return MapRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
    }
}
