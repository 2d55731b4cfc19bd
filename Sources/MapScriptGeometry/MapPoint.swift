import Foundation

/// A point in MapKit's projected space: spherical Web Mercator scaled to a 2^28-point world,
/// origin top left, y growing south (MKMapPoint).
///
/// x is not confined to the world: a polyline across the antimeridian is drawn with points
/// past its right edge (see `unwrappedMapPoints`), and x + 2^28 stands for the same place as x.
public struct MapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Projects a coordinate. Latitudes beyond the Mercator limit are clamped to it, so the
    /// poles map to the top and bottom edges of the world instead of infinity. Longitudes are
    /// taken as given: 190° lies past the world's right edge, at the same place as -170°.
    @inline(__always)
    public init(_ coordinate: Coordinate) {
        let world = MapProjection.worldSize
        let latitude = min(max(coordinate.latitude, -MapProjection.maximumLatitude), MapProjection.maximumLatitude)
        // ln(tan(pi/4 + phi/2)) = atanh(sin(phi)); atanh keeps full precision near the equator,
        // where (1 + s) / (1 - s) would round away the low digits of s.
        let mercatorY = atanh(sin(latitude * (.pi / 180)))
        x = (coordinate.longitude + 180) * (world / 360)
        y = (0.5 - mercatorY / (2 * .pi)) * world
    }

    /// The coordinate this map point projects from (the inverse of `init(_:)`). The longitude
    /// keeps whole turns (x past the world's edge gives a longitude past ±180); y beyond the
    /// world gives latitudes beyond the Mercator limit, up to ±90.
    public var coordinate: Coordinate {
        let world = MapProjection.worldSize
        let longitude = x * (360 / world) - 180
        let n = .pi - 2 * .pi * y / world
        let latitude = atan(sinh(n)) * (180 / .pi)
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The same place with x moved by whole worlds into 0 ..< 2^28.
    public var wrappedIntoWorld: MapPoint {
        let world = MapProjection.worldSize
        if x >= 0 && x < world { return self }
        guard x.isFinite else { return self }
        var wrapped = x - (x / world).rounded(.down) * world
        if wrapped >= world { wrapped -= world }  // rounding of a tiny negative x
        return MapPoint(x: wrapped, y: y)
    }

    /// The copy of this point (x moved by whole worlds) nearest in x to `reference`: the one to
    /// draw when the picture is centred on `reference`.
    @inlinable @inline(__always)
    public func nearestWorldCopy(to reference: Double) -> MapPoint {
        let world = MapProjection.worldSize
        let offset = x - reference
        if abs(offset) <= world / 2 { return self }
        guard offset.isFinite else { return self }
        return MapPoint(x: x - (offset / world).rounded() * world, y: y)
    }
}
