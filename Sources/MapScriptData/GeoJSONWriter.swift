import MapScriptGeometry
import MapScriptScene

/// Writes a map's scene as a GeoJSON FeatureCollection (RFC 7946): the overlays in z-order,
/// bottom first, then the annotations in the order they were added, one feature per line.
///
/// - An annotation is a Point with its `title` and `subtitle` as properties (the user-location
///   annotation is the device's, not the scene's, and is left out).
/// - A polygon is a Polygon whose exterior ring runs counter-clockwise and whose holes (its
///   `interiorPolygons`) run clockwise, as RFC 7946 §3.1.6 asks; rings are closed.
/// - A polyline is a LineString, a multi-polyline a MultiLineString, a multi-polygon a
///   MultiPolygon. A geodesic polyline is the LineString of its densified path (so a plain
///   GeoJSON reader draws the same curve), split into a MultiLineString where it crosses the
///   antimeridian, with `"geodesic": true`.
/// - A circle is a Point with its `radius` in metres as a property (GeoJSON has no circles).
/// - Tile and custom overlays have no geometry GeoJSON can express and are left out.
/// Titles become `title` properties on every kind. Coordinates are `[longitude, latitude]` with
/// at most 7 decimals (about 1 cm), never an exponent and never `-0`, so the same scene always
/// gives the same bytes. A coordinate out of range or a shape too small to be valid GeoJSON
/// (a polyline of fewer than 2 points, a polygon ring of fewer than 3) is an error naming the
/// object, rather than a silently invalid file.
public struct GeoJSONWriter {
    /// Decimals written for coordinates and numbers.
    public var fractionDigits: Int

    public init(fractionDigits: Int = 7) {
        self.fractionDigits = fractionDigits
    }

    public func write(_ map: MapView) throws(DataError) -> [UInt8] {
        try write(annotations: map.annotations, overlays: map.overlays)
    }

    public func write(annotations: [Annotation], overlays: [Overlay]) throws(DataError) -> [UInt8] {
        var output = JSONByteWriter(fractionDigits: fractionDigits, capacity: 64 * (annotations.count + overlays.count) + 64)
        output.append("{\"type\":\"FeatureCollection\",\"features\":[")
        var first = true
        func separate() {
            output.append(first ? "\n" : ",\n")
            first = false
        }
        for (index, overlay) in overlays.enumerated() {
            let path = "overlays[\(index)]"
            guard let geometry = try OverlayGeometry(overlay, path: path) else { continue }
            separate()
            try writeFeature(&output, title: overlay.title, subtitle: overlay.subtitle, geometry: geometry, path: path)
        }
        for (index, annotation) in annotations.enumerated() where !(annotation is UserLocation) {
            separate()
            try writeFeature(&output, title: annotation.title, subtitle: annotation.subtitle,
                             geometry: .point(annotation.coordinate, radius: nil), path: "annotations[\(index)]")
        }
        output.append(first ? "]}\n" : "\n]}\n")
        return output.bytes
    }

    private func writeFeature(_ output: inout JSONByteWriter, title: String?, subtitle: String?, geometry: OverlayGeometry, path: String) throws(DataError) {
        output.append("{\"type\":\"Feature\",\"properties\":{")
        var needsComma = false
        func key(_ name: StaticString) {
            if needsComma { output.append(byte: UInt8(ascii: ",")) }
            needsComma = true
            output.append(name)
        }
        if let title {
            key("\"title\":")
            output.appendString(title)
        }
        if let subtitle {
            key("\"subtitle\":")
            output.appendString(subtitle)
        }
        switch geometry {
        case .point(_, let radius?):
            key("\"radius\":")
            output.appendNumber(radius)
        case .geodesic:
            key("\"geodesic\":true")
        default:
            break
        }
        output.append("},\"geometry\":")
        try writeGeometry(&output, geometry, path: path)
        output.append("}")
    }

    private func writeGeometry(_ output: inout JSONByteWriter, _ geometry: OverlayGeometry, path: String) throws(DataError) {
        switch geometry {
        case .point(let coordinate, _):
            output.append("{\"type\":\"Point\",\"coordinates\":")
            try writePosition(&output, coordinate, path: path)
        case .lineString(let coordinates):
            output.append("{\"type\":\"LineString\",\"coordinates\":")
            try writeLine(&output, coordinates, path: path)
        case .multiLineString(let lines):
            output.append("{\"type\":\"MultiLineString\",\"coordinates\":[")
            for (index, line) in lines.enumerated() {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                try writeLine(&output, line, path: path)
            }
            output.append("]")
        case .geodesic(let lines):
            // Cut where it crosses the antimeridian, a geodesic is one line or several.
            try writeGeometry(&output, lines.count == 1 ? .lineString(lines[0]) : .multiLineString(lines), path: path)
            return
        case .polygon(let polygon):
            output.append("{\"type\":\"Polygon\",\"coordinates\":")
            try writeRings(&output, polygon, path: path)
        case .multiPolygon(let polygons):
            output.append("{\"type\":\"MultiPolygon\",\"coordinates\":[")
            for (index, polygon) in polygons.enumerated() {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                try writeRings(&output, polygon, path: path)
            }
            output.append("]")
        }
        output.append("}")
    }

    private func writePosition(_ output: inout JSONByteWriter, _ coordinate: Coordinate, path: String) throws(DataError) {
        guard coordinate.latitude.isFinite, abs(coordinate.latitude) <= 90 else {
            throw DataError(file: "", path: path, message: "latitude \(NumberText.shortest(coordinate.latitude)) is out of range -90...90")
        }
        guard coordinate.longitude.isFinite, abs(coordinate.longitude) <= 180 else {
            throw DataError(file: "", path: path, message: "longitude \(NumberText.shortest(coordinate.longitude)) is out of range -180...180")
        }
        output.append(byte: UInt8(ascii: "["))
        output.appendNumber(coordinate.longitude)
        output.append(byte: UInt8(ascii: ","))
        output.appendNumber(coordinate.latitude)
        output.append(byte: UInt8(ascii: "]"))
    }

    private func writeLine(_ output: inout JSONByteWriter, _ coordinates: [Coordinate], path: String) throws(DataError) {
        guard coordinates.count >= 2 else {
            throw DataError(file: "", path: path, message: "a polyline needs at least 2 points to be written as GeoJSON, it has \(coordinates.count)")
        }
        output.append(byte: UInt8(ascii: "["))
        for (index, coordinate) in coordinates.enumerated() {
            if index > 0 { output.append(byte: UInt8(ascii: ",")) }
            try writePosition(&output, coordinate, path: path)
        }
        output.append(byte: UInt8(ascii: "]"))
    }

    private func writeRings(_ output: inout JSONByteWriter, _ polygon: Polygon, path: String) throws(DataError) {
        output.append(byte: UInt8(ascii: "["))
        try writeRing(&output, polygon.coordinates, counterClockwise: true, path: path)
        for hole in polygon.interiorPolygons {
            output.append(byte: UInt8(ascii: ","))
            try writeRing(&output, hole.coordinates, counterClockwise: false, path: path)
        }
        output.append(byte: UInt8(ascii: "]"))
    }

    /// A closed ring in the orientation asked for (the right-hand rule of RFC 7946).
    private func writeRing(_ output: inout JSONByteWriter, _ coordinates: [Coordinate], counterClockwise: Bool, path: String) throws(DataError) {
        var ring = coordinates
        if ring.count > 1, ring.first == ring.last { ring.removeLast() }
        guard ring.count >= 3 else {
            throw DataError(file: "", path: path, message: "a polygon ring needs at least 3 points to be written as GeoJSON, it has \(ring.count)")
        }
        let area = GeoJSONWriter.signedArea(ring)
        if (counterClockwise && area < 0) || (!counterClockwise && area > 0) {
            // Reversed around its first point, so the ring still starts where the scene's does.
            ring = [ring[0]] + ring[1...].reversed()
        }
        ring.append(ring[0])
        output.append(byte: UInt8(ascii: "["))
        for (index, coordinate) in ring.enumerated() {
            if index > 0 { output.append(byte: UInt8(ascii: ",")) }
            try writePosition(&output, coordinate, path: path)
        }
        output.append(byte: UInt8(ascii: "]"))
    }

    /// Twice the signed area in the longitude/latitude plane: positive when counter-clockwise.
    static func signedArea(_ ring: [Coordinate]) -> Double {
        var sum = 0.0
        var previous = ring[ring.count - 1]
        for coordinate in ring {
            sum += (previous.longitude * coordinate.latitude) - (coordinate.longitude * previous.latitude)
            previous = coordinate
        }
        return sum
    }
}
