import MapScriptGeometry

/// A polyline that follows the shortest path over the WGS84 ellipsoid between its vertices,
/// drawn as many short segments (MKGeodesicPolyline). `coordinates` are the given vertices;
/// `points` the densified path, unwrapped across the antimeridian so it stays continuous (its
/// x may pass the world's edge).
open class GeodesicPolyline: Polyline {
    /// The longest step between drawn vertices, in metres.
    public static let vertexSpacing = 50_000.0

    public init(geodesicCoordinates coordinates: [Coordinate]) {
        var path: [Coordinate] = coordinates.isEmpty ? [] : [coordinates[0]]
        for (a, b) in zip(coordinates, coordinates.dropFirst()) {
            path.append(contentsOf: GeodesicPath.points(from: a, to: b, spacing: GeodesicPolyline.vertexSpacing).dropFirst())
        }
        super.init(kind: .geodesicPolyline, coordinates: coordinates, points: unwrappedMapPoints(path))
    }

    public convenience override init(coordinates: [Coordinate]) {
        self.init(geodesicCoordinates: coordinates)
    }
}
