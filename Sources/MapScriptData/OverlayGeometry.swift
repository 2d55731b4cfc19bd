import MapScriptGeometry
import MapScriptScene

/// What an overlay becomes in GeoJSON, decided once from its shape kind. Polygon rings are
/// open (the writer closes them) and not yet oriented.
enum OverlayGeometry {
    case point(Coordinate)
    case lineString([Coordinate])
    case multiLineString([[Coordinate]])
    case geodesic([[Coordinate]])
    /// The exterior ring, then the holes.
    case polygon([[Coordinate]])
    case multiPolygon([[[Coordinate]]])

    /// nil for overlays GeoJSON cannot express (tiles). `roundedCircle` is the centre and
    /// radius of a circle as they will be written: the ring is made around those, so a file
    /// read back and written again gives the same ring.
    init?(_ overlay: Overlay, roundedCircle: (center: Coordinate, radius: Double)?, path: String) throws(DataError) {
        switch overlay.shapeKind {
        case .circle:
            guard let roundedCircle else { return nil }
            guard roundedCircle.radius > 0 else {
                throw DataError(file: "", path: path, message: "a circle needs a radius above 0 to be written as GeoJSON, it has \(NumberText.shortest(roundedCircle.radius))")
            }
            self = OverlayGeometry.polygons(AntimeridianRings.split([CircleRing.ring(center: roundedCircle.center, radius: roundedCircle.radius)]))
        case .polygon:
            guard let polygon = overlay as? Polygon else { return nil }
            self = .polygon(OverlayGeometry.rings(of: polygon))
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
            self = .multiPolygon(multi.polygons.map(OverlayGeometry.rings))
        case .custom:
            self = OverlayGeometry.polygons(AntimeridianRings.split([try OverlayGeometry.corners(of: overlay.boundingMapRect, path: path)]))
        case .tile:
            return nil
        }
    }

    private static func polygons(_ parts: [[[Coordinate]]]) -> OverlayGeometry {
        parts.count == 1 ? .polygon(parts[0]) : .multiPolygon(parts)
    }

    private static func rings(of polygon: Polygon) -> [[Coordinate]] {
        [polygon.coordinates] + polygon.interiorPolygons.map(\.coordinates)
    }

    /// A map rect's corners: its edges are meridians and parallels, straight in GeoJSON's
    /// plane, so four points are exact. Longitudes keep whole turns past the world's edge.
    private static func corners(of rect: MapRect, path: String) throws(DataError) -> [Coordinate] {
        guard !rect.isEmpty, rect.size.width.isFinite, rect.size.height.isFinite else {
            throw DataError(file: "", path: path, message: "a custom overlay needs a boundingMapRect of some size to be written as GeoJSON")
        }
        return [MapPoint(x: rect.minX, y: rect.minY), MapPoint(x: rect.minX, y: rect.maxY),
                MapPoint(x: rect.maxX, y: rect.maxY), MapPoint(x: rect.maxX, y: rect.minY)].map(\.coordinate)
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
