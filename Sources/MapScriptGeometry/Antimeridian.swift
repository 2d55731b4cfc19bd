/// Map points for a line through `coordinates` that takes the short way across the
/// antimeridian: each longitude after the first is moved by whole turns to lie within ±180° of
/// the one before, so a polyline from Tokyo to San Francisco crosses the Pacific (its x passing
/// 2^28) instead of running back around the world. The first point is brought into
/// -180...180. Successive points exactly 180° apart keep the IEEE remainder's choice.
public func unwrappedMapPoints(_ coordinates: [Coordinate]) -> [MapPoint] {
    var points: [MapPoint] = []
    points.reserveCapacity(coordinates.count)
    unwrappedMapPoints(coordinates, into: &points)
    return points
}

/// `unwrappedMapPoints(_:)` appending to a buffer the caller reuses.
public func unwrappedMapPoints(_ coordinates: [Coordinate], into points: inout [MapPoint]) {
    var previousLongitude = 0.0      // as given
    var previousUnwrapped = 0.0      // as drawn
    for (index, coordinate) in coordinates.enumerated() {
        let unwrapped: Double
        if index == 0 {
            unwrapped = Coordinate.normalizedLongitude(coordinate.longitude)
        } else {
            // The difference of the given longitudes, not of the drawn ones, so rounding in the
            // running sum cannot build up along a long line.
            let step = (coordinate.longitude - previousLongitude).remainder(dividingBy: 360)
            unwrapped = previousUnwrapped + step
        }
        previousLongitude = coordinate.longitude
        previousUnwrapped = unwrapped
        points.append(MapPoint(Coordinate(latitude: coordinate.latitude, longitude: unwrapped)))
    }
}
