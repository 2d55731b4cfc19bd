import MapScriptGeometry

/// A polyline that follows the shortest path over the Earth between its vertices, drawn as
/// many short segments (MKGeodesicPolyline). `coordinates` are the given vertices; `points`
/// are the densified path, about one vertex per degree of arc.
open class GeodesicPolyline: Polyline {
    public init(geodesicCoordinates coordinates: [Coordinate]) {
        var path: [Coordinate] = coordinates.isEmpty ? [] : [coordinates[0]]
        for (a, b) in zip(coordinates, coordinates.dropFirst()) {
            // Continue from the unwrapped end of the previous leg so the whole path is continuous.
            let start = path.last ?? a
            let offset = start.longitude - a.longitude
            for c in ShapeGeometry.greatCircle(from: a, to: b, stepDegrees: 1) {
                path.append(Coordinate(latitude: c.latitude, longitude: c.longitude + offset))
            }
        }
        super.init(kind: .geodesicPolyline, coordinates: coordinates, points: path.map(ShapeGeometry.unwrappedMapPoint))
    }

    public convenience override init(coordinates: [Coordinate]) {
        self.init(geodesicCoordinates: coordinates)
    }
}
