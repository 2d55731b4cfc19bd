import MapScriptGeometry

/// The ring that stands for a circle in GeoJSON, which has no circles (RFC 7946): points at the
/// radius's true (WGS84 geodesic) distance from the centre, every 5° of azimuth.
///
/// 72 points keep the ring within 0.1% of the radius: a chord of a regular n-gon strays at
/// most r·(1 − cos(π/n)) from the circle, 0.095% of r for n = 72, and 0.12% for n = 64.
/// The ring starts due north and runs counter-clockwise (north, west, south, east); its
/// longitudes run on continuously from the centre's, so a circle across the antimeridian
/// reaches past ±180 and `AntimeridianRings` cuts it.
enum CircleRing {
    static let pointCount = 72

    static func ring(center: Coordinate, radius: Double) -> [Coordinate] {
        var ring: [Coordinate] = []
        ring.reserveCapacity(pointCount)
        var previousLongitude = center.longitude
        for step in 0..<pointCount {
            let azimuth = -360 * Double(step) / Double(pointCount)
            let reached = Geodesic.wgs84.direct(from: center, azimuth: azimuth, distance: radius)
            let longitude = previousLongitude + (reached.longitude - previousLongitude).remainder(dividingBy: 360)
            ring.append(Coordinate(latitude: reached.latitude, longitude: longitude))
            previousLongitude = longitude
        }
        return ring
    }
}
