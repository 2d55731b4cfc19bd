import MapScriptGeometry

/// The kinds of GeoJSON object, by their `type` member.
private enum GeoJSONKind: String, CaseIterable {
    case featureCollection = "FeatureCollection"
    case feature = "Feature"
    case point = "Point"
    case multiPoint = "MultiPoint"
    case lineString = "LineString"
    case multiLineString = "MultiLineString"
    case polygon = "Polygon"
    case multiPolygon = "MultiPolygon"
    case geometryCollection = "GeometryCollection"

    static let geometries: [GeoJSONKind] = [.point, .multiPoint, .lineString, .multiLineString, .polygon, .multiPolygon, .geometryCollection]

    /// The kind a `type` value names, compared byte by byte (no String is made for the
    /// common case).
    init?(_ name: JSONScanner.RawString) {
        if name.equals("Feature") { self = .feature }
        else if name.equals("Point") { self = .point }
        else if name.equals("Polygon") { self = .polygon }
        else if name.equals("FeatureCollection") { self = .featureCollection }
        else if name.equals("LineString") { self = .lineString }
        else if name.equals("MultiPoint") { self = .multiPoint }
        else if name.equals("MultiLineString") { self = .multiLineString }
        else if name.equals("MultiPolygon") { self = .multiPolygon }
        else if name.equals("GeometryCollection") { self = .geometryCollection }
        else { return nil }
    }

    var isGeometry: Bool { self != .featureCollection && self != .feature }
}

/// One object read: what the caller gets back from `readObject`.
private enum GeoJSONObject {
    case featureCollection([GeoJSONFeatureRecord])
    case feature(GeoJSONFeatureRecord)
    case geometry(GeoJSONGeometry)
}

/// The members whose meaning depends on the object's type.
private enum TypedMember {
    case features, identifier, properties, geometry, coordinates, geometries

    init?(key: JSONScanner.RawString) {
        if key.equals("coordinates") { self = .coordinates }
        else if key.equals("geometry") { self = .geometry }
        else if key.equals("properties") { self = .properties }
        else if key.equals("id") { self = .identifier }
        else if key.equals("features") { self = .features }
        else if key.equals("geometries") { self = .geometries }
        else { return nil }
    }

    var key: String {
        switch self {
        case .features: return "features"
        case .identifier: return "id"
        case .properties: return "properties"
        case .geometry: return "geometry"
        case .coordinates: return "coordinates"
        case .geometries: return "geometries"
        }
    }
}

/// The GeoJSON grammar over `JSONScanner`: one object at a time, with the path of the value
/// being read kept for messages (see `GeoJSONReader` for what is checked).
struct GeoJSONObjectReader {
    var scanner: JSONScanner
    var path = JSONPath()

    init(scanner: JSONScanner) {
        self.scanner = scanner
        path.components.reserveCapacity(16)
    }

    private func error(_ message: String, at offset: Int) -> DataError {
        scanner.error(message, at: offset, path: path)
    }

    mutating func readDocument() throws(DataError) -> [GeoJSONFeatureRecord] {
        guard let first = scanner.peek() else { throw scanner.error("empty file; expected a GeoJSON object", at: scanner.position) }
        guard first == UInt8(ascii: "{") else {
            if first == UInt8(ascii: "[") {
                throw error("expected a GeoJSON object (a FeatureCollection, Feature or geometry), found an array", at: scanner.position)
            }
            _ = try scanner.parseValue(depth: 0)
            throw error("expected a GeoJSON object (a FeatureCollection, Feature or geometry)", at: 0)
        }
        let object = try readObject(depth: 0, allowed: GeoJSONKind.allCases)
        try scanner.expectEnd()
        switch object {
        case .featureCollection(let features): return features
        case .feature(let feature): return [feature]
        case .geometry(let geometry): return [GeoJSONFeatureRecord(geometry: geometry)]
        }
    }

    /// Reads a GeoJSON object (position on "{") whose type must be one of `allowed`.
    private mutating func readObject(depth: Int, allowed: [GeoJSONKind]) throws(DataError) -> GeoJSONObject {
        let objectStart = valueStart()
        try scanner.checkDepth(depth + 1)
        scanner.position += 1
        var kind: GeoJSONKind? = nil
        var deferred: [(member: TypedMember, offset: Int)] = []
        var parts = ObjectParts()
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try scanner.parseRawMemberName()
                if key.equals("type") {
                    kind = try readType(allowed: allowed)
                } else if let member = TypedMember(key: key) {
                    if let kind {
                        try readMember(member, of: kind, into: &parts, depth: depth + 1)
                    } else {
                        _ = scanner.peek()
                        deferred.append((member, scanner.position))
                        try scanner.skipValue(depth: depth + 1)
                    }
                } else {
                    try scanner.skipValue(depth: depth + 1)
                }
            } while try scanner.objectContinues()
        }
        guard let kind else {
            let names = allowed.count == 1 ? allowed[0].rawValue : allowed.allSatisfy(\.isGeometry) ? "a geometry type" : "a GeoJSON type"
            throw error("missing \"type\" member; expected \(names)", at: objectStart)
        }
        if !deferred.isEmpty {
            let end = scanner.position
            for (member, offset) in deferred {
                scanner.position = offset
                try readMember(member, of: kind, into: &parts, depth: depth + 1)
            }
            scanner.position = end
        }
        return try assemble(kind, parts, at: objectStart)
    }

    /// What the members of one object gave.
    private struct ObjectParts {
        var features: [GeoJSONFeatureRecord]?
        var identifier: String?
        var properties: DataValue?
        var geometry: GeoJSONGeometry??
        var coordinates: GeoJSONGeometry?
        var geometries: [GeoJSONGeometry]?
    }

    private func assemble(_ kind: GeoJSONKind, _ parts: ObjectParts, at objectStart: Int) throws(DataError) -> GeoJSONObject {
        switch kind {
        case .featureCollection:
            guard let features = parts.features else { throw error("a FeatureCollection needs a \"features\" array", at: objectStart) }
            return .featureCollection(features)
        case .feature:
            return .feature(GeoJSONFeatureRecord(
                identifier: parts.identifier, properties: parts.properties ?? .object(DataObject()), geometry: parts.geometry ?? nil))
        case .geometryCollection:
            guard let geometries = parts.geometries else { throw error("a GeometryCollection needs a \"geometries\" array", at: objectStart) }
            return .geometry(.geometryCollection(geometries))
        default:
            guard let geometry = parts.coordinates else { throw error("a \(kind.rawValue) needs a \"coordinates\" array", at: objectStart) }
            return .geometry(geometry)
        }
    }

    /// The value of "type" (position after the colon), checked against the allowed kinds.
    private mutating func readType(allowed: [GeoJSONKind]) throws(DataError) -> GeoJSONKind {
        _ = scanner.peek()
        let offset = scanner.position
        guard scanner.peek() == UInt8(ascii: "\"") else {
            try scanner.skipValue(depth: 0)
            throw error("\"type\" must be a string", at: offset)
        }
        let raw = try scanner.parseRawString()
        if let kind = GeoJSONKind(raw), allowed.contains(kind) { return kind }
        let name = raw.text
        let expectation: String
        if allowed.count == 1 {
            expectation = "expected \"\(allowed[0].rawValue)\""
        } else if allowed.allSatisfy(\.isGeometry) {
            expectation = "expected a geometry type"
        } else {
            expectation = "expected a GeoJSON type"
        }
        if let kind = GeoJSONKind(rawValue: name) {
            throw error("\(expectation), found \"\(kind.rawValue)\"", at: offset)
        }
        var message = "unknown \(allowed.allSatisfy(\.isGeometry) ? "geometry " : "")type \(JSONByteWriter.quoted(name))"
        if let suggestion = NameSuggestion.closest(to: name, among: allowed.map(\.rawValue)) {
            message += " (did you mean \"\(suggestion)\"?)"
        } else {
            message += "; \(expectation)"
        }
        throw error(message, at: offset)
    }

    /// Reads one type-dependent member (position after its colon); members that the kind does
    /// not use are foreign members and are skipped.
    private mutating func readMember(_ member: TypedMember, of kind: GeoJSONKind, into parts: inout ObjectParts, depth: Int) throws(DataError) {
        path.push(.key(member.key))
        defer { path.pop() }
        switch (member, kind) {
        case (.features, .featureCollection):
            parts.features = try readFeatures(depth: depth)
        case (.identifier, .feature):
            parts.identifier = try readIdentifier()
        case (.properties, .feature):
            parts.properties = try readProperties(depth: depth)
        case (.geometry, .feature):
            parts.geometry = .some(try readGeometryOrNull(depth: depth))
        case (.geometries, .geometryCollection):
            parts.geometries = try readGeometries(depth: depth)
        case (.coordinates, _) where kind.isGeometry && kind != .geometryCollection:
            parts.coordinates = try readCoordinates(of: kind)
        default:
            try scanner.skipValue(depth: depth)
        }
    }

    /// Skips blanks and returns the offset where the next value starts, for messages.
    private mutating func valueStart() -> Int {
        _ = scanner.peek()
        return scanner.position
    }

    private mutating func expectArray(_ what: String) throws(DataError) {
        guard scanner.peek() == UInt8(ascii: "[") else {
            let offset = scanner.position
            if scanner.isAtEnd { throw scanner.expected(what) }
            let found = try scanner.parseValue(depth: 0)
            throw error("expected \(what), found \(found.kindDescription)", at: offset)
        }
        scanner.position += 1
    }

    private mutating func readFeatures(depth: Int) throws(DataError) -> [GeoJSONFeatureRecord] {
        try expectArray("an array of features")
        var features: [GeoJSONFeatureRecord] = []
        if scanner.consume(UInt8(ascii: "]")) { return features }
        repeat {
            path.push(.index(features.count))
            guard scanner.peek() == UInt8(ascii: "{") else {
                let offset = scanner.position
                if scanner.isAtEnd { throw scanner.expected("a Feature object") }
                let found = try scanner.parseValue(depth: depth + 1)
                throw error("expected a Feature object, found \(found.kindDescription)", at: offset)
            }
            guard case .feature(let feature) = try readObject(depth: depth + 1, allowed: [.feature]) else {
                throw error("expected a Feature object", at: scanner.position)
            }
            features.append(feature)
            path.pop()
        } while try scanner.arrayContinues()
        return features
    }

    /// `id`: a string or a number; a whole number written without a fraction or exponent is
    /// kept as its digits, any other number as its shortest text. `null` is no id: RFC 7946
    /// names only strings and numbers, but exporters write `"id": null` for a feature without
    /// one, and reading it as absent loses nothing.
    private mutating func readIdentifier() throws(DataError) -> String? {
        let offset = valueStart()
        if let byte = scanner.peek(), byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) {
            let number = try scanner.parseNumber()
            // Ids are often 64-bit integers (feature ids of tiles, database keys) past 2^53,
            // where a Double would merge neighbours: 9007199254740993 would read as ...992.
            // JSON forbids leading zeros, so the digits are already the canonical text.
            let literal = UnsafeBufferPointer(rebasing: scanner.bytes[offset..<scanner.position])
            if literal.allSatisfy({ $0 == UInt8(ascii: "-") || ($0 >= 0x30 && $0 <= 0x39) }), number != 0 {
                return String(decoding: literal, as: UTF8.self)
            }
            return NumberText.shortest(number)
        }
        switch try scanner.parseValue(depth: 0) {
        case .string(let text): return text
        case .number(let number): return NumberText.shortest(number)
        case .null: return nil
        case let other: throw error("expected a string or a number as the feature id, found \(other.kindDescription)", at: offset)
        }
    }

    private mutating func readProperties(depth: Int) throws(DataError) -> DataValue {
        let offset = valueStart()
        let value = try scanner.parseValue(depth: depth)
        switch value {
        case .object:
            // Checked here rather than when the circle is made, so that a wrong one is told
            // where it is in the file.
            if let circle = value[CircleProperty.key] {
                do {
                    _ = try CircleProperty(circle)
                } catch {
                    throw scanner.error(error.message, at: offset, path: CircleProperty.path(error, under: path))
                }
            }
            return value
        case .null: return .object(DataObject())
        default: throw error("expected an object or null as the properties, found \(value.kindDescription)", at: offset)
        }
    }

    private mutating func readGeometryOrNull(depth: Int) throws(DataError) -> GeoJSONGeometry? {
        if scanner.peek() == UInt8(ascii: "n") {
            _ = try scanner.parseLiteral()
            return nil
        }
        return try readGeometry(depth: depth)
    }

    private mutating func readGeometry(depth: Int) throws(DataError) -> GeoJSONGeometry {
        guard scanner.peek() == UInt8(ascii: "{") else {
            let offset = scanner.position
            if scanner.isAtEnd { throw scanner.expected("a geometry object") }
            let found = try scanner.parseValue(depth: depth)
            throw error("expected a geometry object, found \(found.kindDescription)", at: offset)
        }
        guard case .geometry(let geometry) = try readObject(depth: depth, allowed: GeoJSONKind.geometries) else {
            throw error("expected a geometry object", at: scanner.position)
        }
        return geometry
    }

    private mutating func readGeometries(depth: Int) throws(DataError) -> [GeoJSONGeometry] {
        try expectArray("an array of geometries")
        var geometries: [GeoJSONGeometry] = []
        if scanner.consume(UInt8(ascii: "]")) { return geometries }
        repeat {
            path.push(.index(geometries.count))
            geometries.append(try readGeometry(depth: depth + 1))
            path.pop()
        } while try scanner.arrayContinues()
        return geometries
    }

    // MARK: Coordinates

    private mutating func readCoordinates(of kind: GeoJSONKind) throws(DataError) -> GeoJSONGeometry {
        // An empty array is an empty geometry of any type (RFC 7946 §3.1).
        if scanner.peek() == UInt8(ascii: "["), emptyArrayFollows() {
            return try emptyGeometry(kind)
        }
        switch kind {
        case .point: return .point(try readPosition())
        case .multiPoint: return .multiPoint(try readPositions(minimum: 0, what: "a MultiPoint"))
        case .lineString: return .lineString(try readPositions(minimum: 2, what: "a LineString"))
        case .multiLineString: return .multiLineString(try readLines())
        case .polygon: return .polygon(try readRings())
        case .multiPolygon: return .multiPolygon(try readPolygons())
        default: return try emptyGeometry(kind)
        }
    }

    private mutating func emptyGeometry(_ kind: GeoJSONKind) throws(DataError) -> GeoJSONGeometry {
        try expectArray("an array")
        guard scanner.consume(UInt8(ascii: "]")) else { throw scanner.expected("']'") }
        switch kind {
        // An empty Point has no position to hold, so it reads as the empty MultiPoint.
        case .point, .multiPoint: return .multiPoint([])
        case .lineString: return .lineString([])
        case .multiLineString: return .multiLineString([])
        case .polygon: return .polygon([])
        default: return .multiPolygon([])
        }
    }

    /// True when the array at the current position is `[]` (position stays on "[").
    private mutating func emptyArrayFollows() -> Bool {
        let start = scanner.position
        scanner.position += 1
        let empty = scanner.peek() == UInt8(ascii: "]")
        scanner.position = start
        return empty
    }

    /// position = "[" longitude "," latitude *( "," number ) "]"
    private mutating func readPosition() throws(DataError) -> Coordinate {
        let start = valueStart()
        try expectArray("a position [longitude, latitude]")
        var values: (Double, Double) = (0, 0)
        var count = 0
        if !scanner.consume(UInt8(ascii: "]")) {
            repeat {
                guard let byte = scanner.peek() else { throw scanner.expected("a number in the position") }
                guard byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) else {
                    let offset = scanner.position
                    let found = try scanner.parseValue(depth: 0)
                    throw error("expected a number in the position, found \(found.kindDescription)", at: offset)
                }
                let value = try scanner.parseNumber()
                if count == 0 { values.0 = value } else if count == 1 { values.1 = value }
                count += 1
            } while try scanner.arrayContinues()
        }
        guard count >= 2 else {
            throw error("a position needs at least 2 numbers, [longitude, latitude]; found \(count)", at: start)
        }
        let (longitude, latitude) = values
        if abs(latitude) > 90 {
            let swapHint = abs(longitude) <= 90 ? "; GeoJSON positions are [longitude, latitude]: are they swapped?" : ""
            throw error("latitude \(NumberText.shortest(latitude)) is out of range -90...90\(swapHint)", at: start)
        }
        if abs(longitude) > 180 {
            throw error("longitude \(NumberText.shortest(longitude)) is out of range -180...180", at: start)
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    private mutating func readPositions(minimum: Int, what: String) throws(DataError) -> [Coordinate] {
        let start = valueStart()
        try expectArray("an array of positions")
        var positions: [Coordinate] = []
        // Rings and lines are mostly short; one allocation instead of four growing ones.
        positions.reserveCapacity(8)
        if !scanner.consume(UInt8(ascii: "]")) {
            repeat {
                path.push(.index(positions.count))
                positions.append(try readPosition())
                path.pop()
            } while try scanner.arrayContinues()
        }
        if positions.count < minimum {
            throw error("\(what) needs at least \(minimum) positions, found \(positions.count)", at: start)
        }
        return positions
    }

    private mutating func readLines() throws(DataError) -> [[Coordinate]] {
        try expectArray("an array of lines")
        var lines: [[Coordinate]] = []
        if scanner.consume(UInt8(ascii: "]")) { return lines }
        repeat {
            path.push(.index(lines.count))
            lines.append(try readPositions(minimum: 2, what: "a line"))
            path.pop()
        } while try scanner.arrayContinues()
        return lines
    }

    /// A polygon: its linear rings, each closed and of at least 4 positions.
    private mutating func readRings() throws(DataError) -> [[Coordinate]] {
        let start = valueStart()
        try expectArray("an array of linear rings")
        var rings: [[Coordinate]] = []
        if !scanner.consume(UInt8(ascii: "]")) {
            repeat {
                path.push(.index(rings.count))
                let ringStart = scanner.position
                let ring = try readPositions(minimum: 4, what: "a linear ring (the first position repeated at the end)")
                if ring.first != ring.last {
                    throw error("a linear ring must be closed: its last position must equal its first", at: ringStart)
                }
                rings.append(ring)
                path.pop()
            } while try scanner.arrayContinues()
        }
        if rings.isEmpty { throw error("a polygon needs an exterior ring", at: start) }
        return rings
    }

    private mutating func readPolygons() throws(DataError) -> [[[Coordinate]]] {
        try expectArray("an array of polygons")
        var polygons: [[[Coordinate]]] = []
        if scanner.consume(UInt8(ascii: "]")) { return polygons }
        repeat {
            path.push(.index(polygons.count))
            polygons.append(try readRings())
            path.pop()
        } while try scanner.arrayContinues()
        return polygons
    }
}
