import MapScriptGeometry
import MapScriptScene

/// Writes a map's scene as a GeoJSON FeatureCollection (RFC 7946): the overlays in z-order,
/// bottom first, then the annotations in the order they were added, one feature per line.
///
/// - An annotation is a Point (the user-location annotation is the device's, not the scene's,
///   and is left out). An overlay that is also on the map as an annotation is written once, as
///   the overlay, where it is in the z-order.
/// - A polygon is a Polygon whose exterior ring runs counter-clockwise and whose holes (its
///   `interiorPolygons`) run clockwise, as RFC 7946 §3.1.6 asks; rings are closed.
/// - A polyline is a LineString, a multi-polyline a MultiLineString, a multi-polygon a
///   MultiPolygon. A geodesic polyline is the LineString of its densified path (so a plain
///   GeoJSON reader draws the same curve), split into a MultiLineString where it crosses the
///   antimeridian, with `"geodesic": true`.
/// - A circle is the Polygon of `CircleRing` around its centre, with
///   `"mapscript:circle": {"center": [lon, lat], "radius": metres}` so that `load` makes a
///   circle of it again; the ring is made around the centre and radius as written.
/// - A custom overlay is the Polygon of its `boundingMapRect`. Circles and custom overlays
///   that reach past ±180 are MultiPolygons cut at the antimeridian (RFC 7946 §3.1.9). A
///   circle around one pole is one Polygon over that cap; one around both poles is an error.
/// - A longitude past ±180 is drawn a whole turn round: a point there is written within
///   -180...180, and a polygon or polyline with such a vertex is cut at the antimeridian.
/// - Tile overlays have no geometry and are left out.
///
/// Properties, in this order: `title` and `subtitle` when set; the object's extra properties
/// (`extraProperties`: a script class's fields); for `write(_ map:)`, the style the map draws
/// it in (`SimpleStyle`: `stroke`, `stroke-width`, `stroke-opacity`, `fill`, `fill-opacity`,
/// `marker-color`); `"geodesic": true`; `"mapscript:circle"`. An extra property named as one
/// the writer gives the feature is an error naming the object, not a silently dropped value.
/// Coordinates are `[longitude, latitude]` and numbers have at most 7 decimals (about 1 cm),
/// never an exponent and never `-0`, so the same scene always gives the same bytes; numbers
/// from 9e15 up are written with all their integer digits, and a NaN or infinite property,
/// which JSON cannot hold, is an error naming the object and field. A
/// coordinate out of range or a shape too small to be valid GeoJSON (a polyline of fewer than
/// 2 points, a polygon ring of fewer than 3) is an error naming the object, rather than a
/// silently invalid file.
public struct GeoJSONWriter {
    /// Decimals written for coordinates and numbers.
    public var fractionDigits: Int
    /// Properties of an object beyond those the writer gives it, in the order to write them.
    public var extraProperties: ((Annotation) throws -> [(String, DataValue)])?

    public init(fractionDigits: Int = 7, extraProperties: ((Annotation) throws -> [(String, DataValue)])? = nil) {
        self.fractionDigits = fractionDigits
        self.extraProperties = extraProperties
    }

    /// The map's scene with the style of the renderers and views it has after its last layout
    /// (the caller lays it out first: only visible objects have them).
    public func write(_ map: MapView) throws -> [UInt8] {
        try write(annotations: map.annotations, overlays: map.overlays) { object in
            var style = SimpleStyle()
            if let overlay = object as? Overlay, let renderer = map.rendererAfterLayout(for: overlay) {
                style = SimpleStyle(renderer: renderer) ?? style
            }
            if let view = map.viewAfterLayout(for: object) {
                style.markerColor = SimpleStyle.markerColor(of: view)
            }
            return style
        }
    }

    /// The objects without styles.
    public func write(annotations: [Annotation], overlays: [Overlay]) throws -> [UInt8] {
        try write(annotations: annotations, overlays: overlays) { _ in nil }
    }

    private func write(annotations: [Annotation], overlays: [Overlay], style: (Annotation) -> SimpleStyle?) throws -> [UInt8] {
        var output = JSONByteWriter(fractionDigits: fractionDigits, capacity: 64 * (annotations.count + overlays.count) + 64)
        output.append("{\"type\":\"FeatureCollection\",\"features\":[")
        var first = true
        func separate() {
            output.append(first ? "\n" : ",\n")
            first = false
        }
        for (index, overlay) in overlays.enumerated() {
            let path = "overlays[\(index)]"
            let circle = (overlay as? Circle).map { (center: rounded($0.coordinate), radius: rounded($0.radius)) }
            guard let geometry = try OverlayGeometry(overlay, roundedCircle: circle, rounded: rounded, path: path) else { continue }
            separate()
            try writeFeature(&output, object: overlay, geometry: geometry, circle: circle, style: style(overlay), path: path)
        }
        let overlaysWritten = Set(overlays.filter { $0.shapeKind != .tile }.map(ObjectIdentifier.init))
        for (index, annotation) in annotations.enumerated() where !(annotation is UserLocation) {
            if overlaysWritten.contains(ObjectIdentifier(annotation)) { continue }
            separate()
            try writeFeature(&output, object: annotation, geometry: .point(annotation.coordinate.normalized), circle: nil,
                             style: style(annotation), path: "annotations[\(index)]")
        }
        output.append(first ? "]}\n" : "\n]}\n")
        return output.bytes
    }

    /// A number as it reads back from what `appendNumber` writes.
    private func rounded(_ value: Double) -> Double {
        var text = JSONByteWriter(fractionDigits: fractionDigits)
        text.appendNumber(value)
        return Double(String(decoding: text.bytes, as: UTF8.self)) ?? value
    }

    private func rounded(_ coordinate: Coordinate) -> Coordinate {
        Coordinate(latitude: rounded(coordinate.latitude), longitude: rounded(coordinate.longitude))
    }

    private func writeFeature(_ output: inout JSONByteWriter, object: Annotation, geometry: OverlayGeometry,
                              circle: (center: Coordinate, radius: Double)?, style: SimpleStyle?, path: String) throws {
        output.append("{\"type\":\"Feature\",\"properties\":{")
        var needsComma = false
        func key(_ name: StaticString) {
            if needsComma { output.append(byte: UInt8(ascii: ",")) }
            needsComma = true
            output.append(name)
        }
        if let title = object.title {
            key("\"title\":")
            output.appendString(title)
        }
        if let subtitle = object.subtitle {
            key("\"subtitle\":")
            output.appendString(subtitle)
        }
        let extra = try extraProperties?(object) ?? []
        for (name, value) in extra {
            if needsComma { output.append(byte: UInt8(ascii: ",")) }
            needsComma = true
            output.appendString(name)
            output.append(byte: UInt8(ascii: ":"))
            try writeValue(&output, value, field: name, path: path)
        }
        var written: [String] = []
        if let style {
            if let stroke = style.stroke {
                key("\"stroke\":")
                output.appendString(SimpleStyle.hex(stroke))
                key("\"stroke-width\":")
                output.appendNumber(style.strokeWidth)
                key("\"stroke-opacity\":")
                output.appendNumber(style.strokeOpacity)
                written += ["stroke", "stroke-width", "stroke-opacity"]
            }
            if let fill = style.fill {
                key("\"fill\":")
                output.appendString(SimpleStyle.hex(fill))
                key("\"fill-opacity\":")
                output.appendNumber(style.fillOpacity)
                written += ["fill", "fill-opacity"]
            }
            if let markerColor = style.markerColor {
                key("\"marker-color\":")
                output.appendString(SimpleStyle.hex(markerColor))
                written.append("marker-color")
            }
        }
        if case .geodesic = geometry {
            key("\"geodesic\":true")
            written.append("geodesic")
        }
        if let circle {
            key("\"mapscript:circle\":{\"center\":")
            try writePosition(&output, circle.center, path: path)
            output.append(",\"radius\":")
            output.appendNumber(circle.radius)
            output.append("}")
            written.append("mapscript:circle")
        }
        if let clash = extra.first(where: { written.contains($0.0) }) {
            throw DataError(file: "", path: path, message: "the property \(JSONByteWriter.quoted(clash.0)) would be written twice: the object has a field of that name and the map gives it that property; rename the field")
        }
        // A line's `"geodesic": true` is read back as a geodesic polyline's: a field of that
        // name on a line the writer gives none would come back as another shape.
        if geometry.isLine, extra.contains(where: { $0.0 == "geodesic" }) {
            throw DataError(file: "", path: path, message: "the field \"geodesic\" would be read back as the property that makes a line a geodesic polyline, and the shape loaded from the file would be another; rename the field")
        }
        output.append("},\"geometry\":")
        try writeGeometry(&output, geometry, path: path)
        output.append("}")
    }

    /// JSON has no NaN or infinity: writing `null` for them would lose the value unseen, so
    /// they are an error naming the field.
    private func writeValue(_ output: inout JSONByteWriter, _ value: DataValue, field: String, path: String) throws(DataError) {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let number):
            guard number.isFinite else {
                throw DataError(file: "", path: path, message: "the field \(JSONByteWriter.quoted(field)) holds \(NumberText.shortest(number)), which JSON cannot hold")
            }
            output.appendNumber(number)
        case .string(let text): output.appendString(text)
        case .array(let elements):
            output.append(byte: UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                try writeValue(&output, element, field: field, path: path)
            }
            output.append(byte: UInt8(ascii: "]"))
        case .object(let object):
            output.append(byte: UInt8(ascii: "{"))
            for index in 0..<object.count {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                output.appendString(object.keys[index])
                output.append(byte: UInt8(ascii: ":"))
                try writeValue(&output, object.values[index], field: field, path: path)
            }
            output.append(byte: UInt8(ascii: "}"))
        }
    }

    private func writeGeometry(_ output: inout JSONByteWriter, _ geometry: OverlayGeometry, path: String) throws(DataError) {
        switch geometry {
        case .point(let coordinate):
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
        case .polygon(let rings):
            output.append("{\"type\":\"Polygon\",\"coordinates\":")
            try writeRings(&output, rings, path: path)
        case .multiPolygon(let polygons):
            output.append("{\"type\":\"MultiPolygon\",\"coordinates\":[")
            for (index, rings) in polygons.enumerated() {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                try writeRings(&output, rings, path: path)
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

    private func writeRings(_ output: inout JSONByteWriter, _ rings: [[Coordinate]], path: String) throws(DataError) {
        output.append(byte: UInt8(ascii: "["))
        for (index, ring) in rings.enumerated() {
            if index > 0 { output.append(byte: UInt8(ascii: ",")) }
            try writeRing(&output, ring, counterClockwise: index == 0, path: path)
        }
        output.append(byte: UInt8(ascii: "]"))
    }

    /// A closed ring in the orientation asked for (the right-hand rule of RFC 7946).
    private func writeRing(_ output: inout JSONByteWriter, _ coordinates: [Coordinate], counterClockwise: Bool, path: String) throws(DataError) {
        var ring = coordinates
        let closingPointDropped = ring.count > 1 && ring.first == ring.last
        if closingPointDropped { ring.removeLast() }
        guard ring.count >= 3 else {
            // Counted as the script gave them, with the reason its last one did not count.
            let counted = closingPointDropped ? "it has \(coordinates.count), its last the same as its first" : "it has \(ring.count)"
            throw DataError(file: "", path: path, message: "a polygon ring needs at least 3 points besides its closing one to be written as GeoJSON; \(counted)")
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
