/// Points along geodesics, for drawing a GeodesicPolyline as the straight-on-the-ground line
/// it stands for rather than a straight line on the Mercator map.
public enum GeodesicPath {
    /// The most points one request returns, so a tiny spacing on a long line stays bounded.
    public static let defaultMaximumCount = 10_000

    /// Points from `start` to `end` along the shortest geodesic on `geodesic`, evenly spaced at
    /// most `spacing` metres apart, both ends included exactly. With a spacing that is not
    /// positive (or NaN) only the ends are returned; at most `maximumCount` (>= 2) points are
    /// returned, the spacing widening to fit. Longitudes after the first are unrolled (within
    /// ±180° of the previous point), ready for `unwrappedMapPoints`.
    public static func points(from start: Coordinate, to end: Coordinate, spacing: Double,
                              maximumCount: Int = defaultMaximumCount,
                              geodesic: Geodesic = .wgs84) -> [Coordinate] {
        let solution = geodesic.inverse(start, end)
        let length = solution.distance
        let limit = max(2, maximumCount)
        var segments = 1
        if spacing > 0, length > 0, length.isFinite {
            let wanted = (length / spacing).rounded(.up)
            segments = wanted < Double(limit - 1) ? max(1, Int(wanted)) : limit - 1
        }
        var result: [Coordinate] = []
        result.reserveCapacity(segments + 1)
        result.append(start)
        if segments > 1 {
            let line = geodesic.line(from: start, azimuth: solution.azimuth1)
            let step = length / Double(segments)
            for i in 1..<segments {
                result.append(line.unrolledCoordinate(atDistance: step * Double(i)))
            }
        }
        // The end as given, moved by whole turns next to the point before it.
        let before = result[result.count - 1].longitude
        let endLongitude = before + (end.longitude - before).remainder(dividingBy: 360)
        result.append(Coordinate(latitude: end.latitude, longitude: endLongitude))
        return result
    }
}
