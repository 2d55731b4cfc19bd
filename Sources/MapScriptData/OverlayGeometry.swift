import MapScriptGeometry
import MapScriptScene

/// What an overlay becomes in GeoJSON, decided once from its shape kind.
enum OverlayGeometry {
    case point(Coordinate, radius: Double?)
    case lineString([Coordinate])
    case multiLineString([[Coordinate]])
    case geodesic([[Coordinate]])
    case polygon(Polygon)
    case multiPolygon([Polygon])

    /// nil for overlays GeoJSON cannot express (tiles, custom overlays).
    init?(_ overlay: Overlay, path: String) throws(DataError) {
        switch overlay.shapeKind {
        case .circle:
            guard let circle = overlay as? Circle else { return nil }
            self = .point(circle.coordinate, radius: circle.radius.isFinite && circle.radius > 0 ? circle.radius : 0)
        case .polygon:
            guard let polygon = overlay as? Polygon else { return nil }
            self = .polygon(polygon)
        case .polyline:
            guard let polyline = overlay as? Polyline else { return nil }
            self = .lineString(polyline.coordinates)
        case .geodesicPolyline:
            guard let polyline = overlay as? Polyline else { return nil }
            self = .geodesic(OverlayGeometry.splitAtAntimeridian(polyline.points.map(\.coordinate)))
        case .multiPolyline:
            guard let multi = overlay as? MultiPolyline else { return nil }
            self = .multiLineString(multi.polylines.map(\.coordinates))
        case .multiPolygon:
            guard let multi = overlay as? MultiPolygon else { return nil }
            self = .multiPolygon(multi.polygons)
        case .tile, .custom:
            return nil
        }
    }

    /// A path whose longitudes run on continuously past ±180 (a geodesic over the Pacific),
    /// cut into pieces within -180...180 at each crossing, the cut point interpolated.
    static func splitAtAntimeridian(_ path: [Coordinate]) -> [[Coordinate]] {
        func cell(_ longitude: Double) -> Double { ((longitude + 180) / 360).rounded(.down) }
        func wrapped(_ coordinate: Coordinate) -> Coordinate {
            var longitude = coordinate.longitude - 360 * cell(coordinate.longitude)
            if longitude == -180, coordinate.longitude > 0 { longitude = 180 }
            return Coordinate(latitude: coordinate.latitude, longitude: longitude)
        }
        guard let first = path.first else { return [[]] }
        var pieces: [[Coordinate]] = []
        var current = [wrapped(first)]
        for (a, b) in zip(path, path.dropFirst()) {
            let cellA = cell(a.longitude), cellB = cell(b.longitude)
            if cellA != cellB, a.longitude.isFinite, b.longitude.isFinite {
                let east = b.longitude > a.longitude
                let boundary = 180 + 360 * (east ? cellA : cellB)
                let t = (boundary - a.longitude) / (b.longitude - a.longitude)
                let latitude = a.latitude + t * (b.latitude - a.latitude)
                current.append(Coordinate(latitude: latitude, longitude: east ? 180 : -180))
                pieces.append(current)
                current = [Coordinate(latitude: latitude, longitude: east ? -180 : 180)]
            }
            current.append(wrapped(b))
        }
        pieces.append(current)
        // A vertex exactly on the antimeridian can leave a one-point piece: it adds nothing.
        let drawn = pieces.filter { $0.count >= 2 }
        return drawn.isEmpty ? [path.map(wrapped)] : drawn
    }
}
