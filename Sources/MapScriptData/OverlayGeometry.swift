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

    /// Whether the geometry is written as a LineString or MultiLineString without the
    /// geodesic property (a polyline, or polylines).
    var isLine: Bool {
        switch self {
        case .lineString, .multiLineString: return true
        case .point, .geodesic, .polygon, .multiPolygon: return false
        }
    }

    /// nil for overlays GeoJSON cannot express (tiles). `roundedCircle` is the centre and
    /// radius of a circle as they will be written: the ring is made around those, so a file
    /// read back and written again gives the same ring. `rounded` gives a position as it will
    /// be written: a geodesic's path is cut at the antimeridian between its rounded points, as
    /// it is when the file is loaded and written again.
    init?(_ overlay: Overlay, roundedCircle: (center: Coordinate, radius: Double)?, rounded: (Coordinate) -> Coordinate,
          path: String) throws(DataError) {
        switch overlay.shapeKind {
        case .circle:
            guard let roundedCircle else { return nil }
            guard roundedCircle.radius > 0 else {
                throw DataError(file: "", path: path, message: "a circle needs a radius above 0 to be written as GeoJSON, it has \(NumberText.shortest(roundedCircle.radius))")
            }
            self = try OverlayGeometry.circle(center: roundedCircle.center, radius: roundedCircle.radius, path: path)
        case .polygon:
            guard let polygon = overlay as? Polygon else { return nil }
            self = OverlayGeometry.polygons(try OverlayGeometry.cut(OverlayGeometry.rings(of: polygon), path: path))
        case .polyline:
            guard let polyline = overlay as? Polyline else { return nil }
            let pieces = try OverlayGeometry.cut(polyline.coordinates, path: path)
            self = pieces.count == 1 ? .lineString(pieces[0]) : .multiLineString(pieces)
        case .geodesicPolyline:
            guard let polyline = overlay as? Polyline else { return nil }
            let points = polyline.points.map { rounded($0.coordinate) }
            try OverlayGeometry.checkTurns(points, path: path)
            self = .geodesic(OverlayGeometry.splitAtAntimeridian(points))
        case .multiPolyline:
            guard let multi = overlay as? MultiPolyline else { return nil }
            var lines: [[Coordinate]] = []
            for polyline in multi.polylines { lines += try OverlayGeometry.cut(polyline.coordinates, path: path) }
            self = .multiLineString(lines)
        case .multiPolygon:
            guard let multi = overlay as? MultiPolygon else { return nil }
            var parts: [[[Coordinate]]] = []
            for polygon in multi.polygons { parts += try OverlayGeometry.cut(OverlayGeometry.rings(of: polygon), path: path) }
            self = .multiPolygon(parts)
        case .custom:
            let corners = try OverlayGeometry.corners(of: overlay.boundingMapRect, path: path)
            try OverlayGeometry.checkTurns(corners, path: path)
            self = OverlayGeometry.polygons(AntimeridianRings.split([corners]))
        case .tile:
            return nil
        }
    }

    /// A circle around a pole is that pole's cap, one ring; one around both poles (any whose
    /// radius reaches the antipode among them) is an error: its outline cut at the
    /// antimeridian bounds neither cap, and RFC 7946 has no polygon for the band between.
    private static func circle(center: Coordinate, radius: Double, path: String) throws(DataError) -> OverlayGeometry {
        try checkTurns([center], path: path)
        let ring = CircleRing.ring(center: center, radius: radius)
        let aroundNorth = Geodesic.wgs84.distance(center, Coordinate(latitude: 90, longitude: 0)) < radius
        let aroundSouth = Geodesic.wgs84.distance(center, Coordinate(latitude: -90, longitude: 0)) < radius
        if aroundNorth && aroundSouth {
            throw DataError(file: "", path: path, message: "a circle around both poles cannot be written as GeoJSON: its radius of \(NumberText.shortest(radius)) m reaches past both poles from its centre, and no RFC 7946 polygon cut at the antimeridian holds it; make its radius smaller than its centre's distance to the farther pole")
        }
        if aroundNorth || aroundSouth, let cap = AntimeridianRings.polarCap(ring, pole: aroundNorth ? 90 : -90) {
            return .polygon([cap])
        }
        return polygons(AntimeridianRings.split([ring]))
    }

    /// A longitude past ±180 is one the map draws a whole turn round, straight from its
    /// neighbours: a shape with one is cut at the antimeridian so that every position is within
    /// -180...180 and the edges stay where the map draws them. Shapes within range are as they are.
    private static func cut(_ line: [Coordinate], path: String) throws(DataError) -> [[Coordinate]] {
        guard line.contains(where: { abs($0.longitude) > 180 }) else { return [line] }
        try checkTurns(line, path: path)
        return splitAtAntimeridian(line)
    }

    private static func cut(_ rings: [[Coordinate]], path: String) throws(DataError) -> [[[Coordinate]]] {
        guard rings.joined().contains(where: { abs($0.longitude) > 180 }) else { return [rings] }
        try checkTurns(rings.joined(), path: path)
        return AntimeridianRings.split(rings)
    }

    /// How many turns round the world a shape's longitudes may go, either way, to be written:
    /// cut at the antimeridian, a shape becomes a part for each turn it spans. A vertex at
    /// longitude 1e9 made millions of parts (a file of hundreds of megabytes, or a run that
    /// never ended), and one past 1e18 had no whole number of turns at all. Ten turns hold
    /// any path a map shows going round the world on purpose.
    static let maximumTurns = 10

    private static func checkTurns(_ coordinates: some Sequence<Coordinate>, path: String) throws(DataError) {
        let limit = Double(180 + 360 * maximumTurns)
        guard let far = coordinates.first(where: { !(abs($0.longitude) <= limit) }) else { return }
        throw DataError(file: "", path: path, message: "a shape with a vertex at longitude \(NumberText.shortest(far.longitude)) cannot be written as GeoJSON: cut at the antimeridian it would be a part for each turn round the world, more than \(maximumTurns) either way; keep its longitudes within ±\(NumberText.shortest(limit))")
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
                // An edge may cross the antimeridian more than once (from 0 to 1000 it crosses
                // at 180, 540 and 900): a piece ends at each crossing.
                let east = b.longitude > a.longitude
                for crossed in stride(from: east ? cellA : cellA - 1, through: east ? cellB - 1 : cellB, by: east ? 1 : -1) {
                    let boundary = 180 + 360 * crossed
                    let t = (boundary - a.longitude) / (b.longitude - a.longitude)
                    let latitude = a.latitude + t * (b.latitude - a.latitude)
                    current.append(Coordinate(latitude: latitude, longitude: east ? 180 : -180))
                    pieces.append(current)
                    current = [Coordinate(latitude: latitude, longitude: east ? -180 : 180)]
                }
            }
            current.append(wrapped(b))
        }
        pieces.append(current)
        // A vertex exactly on the antimeridian can leave a one-point piece: it adds nothing.
        let drawn = pieces.filter { $0.count >= 2 }
        return drawn.isEmpty ? [path.map(wrapped)] : drawn
    }
}
