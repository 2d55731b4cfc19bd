import Foundation

/// A point in MapKit's projected space: spherical Web Mercator scaled to a 2^28-point world,
/// origin top left, y growing south (MKMapPoint).
public struct MapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Projects a coordinate. Latitudes beyond the Mercator limit are clamped to it, so the
    /// poles map to the top and bottom edges of the world instead of infinity.
    public init(_ coordinate: Coordinate) {
        let world = MapProjection.worldSize
        let latitude = min(max(coordinate.latitude, -MapProjection.maximumLatitude), MapProjection.maximumLatitude)
        let sinLatitude = sin(latitude * .pi / 180)
        x = (coordinate.longitude + 180) / 360 * world
        y = (0.5 - log((1 + sinLatitude) / (1 - sinLatitude)) / (4 * .pi)) * world
    }

    /// The coordinate this map point projects from (the inverse of `init(_:)`).
    public var coordinate: Coordinate {
        let world = MapProjection.worldSize
        let longitude = x / world * 360 - 180
        let n = .pi - 2 * .pi * y / world
        let latitude = atan(sinh(n)) * 180 / .pi
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
