import MapScriptGeometry
import MapScriptScene

/// Reads GeoJSON into features whose geometry is scene shapes, following MKGeoJSONDecoder:
/// Point → `PointAnnotation`; MultiPoint → one `PointAnnotation` per position; LineString →
/// `Polyline`; MultiLineString → `MultiPolyline`; Polygon → `Polygon` with its holes as
/// `interiorPolygons`; MultiPolygon → `MultiPolygon`; GeometryCollection → the shapes of its
/// members, in order. Polygon rings lose their closing position (scene polygons are closed
/// implicitly).
///
/// Two things MKGeoJSONDecoder's users do by hand are done here: a feature's `title` and
/// `subtitle` properties, when strings, become the `title` and `subtitle` of each of its
/// shapes (other kinds of value leave them unset; the properties keep them all); and a feature
/// with a `"mapscript:circle": {"center": [lon, lat], "radius": metres}` property, as
/// `GeoJSONWriter` writes circles, is one `Circle` whatever its geometry (the polygon is there
/// for other readers); a feature with `"geodesic": true` and a LineString or MultiLineString,
/// as `GeoJSONWriter` writes geodesic polylines, is one `GeodesicPolyline` along its path
/// (one per line, for lines that do not meet at the antimeridian).
public struct GeoJSONDecoder {
    public var limits: ParseLimits

    public init(limits: ParseLimits = .standard) {
        self.limits = limits
    }

    public func decode(_ bytes: [UInt8], file: String) throws(DataError) -> [GeoJSONFeature] {
        let records = try GeoJSONReader.read(bytes, file: file, limits: limits)
        return try features(from: records, file: file)
    }

    /// Makes the scene shapes of records already read; `file` names the file in errors (a
    /// `mapscript:circle` property that is not a circle's).
    public func features(from records: [GeoJSONFeatureRecord], file: String = "") throws(DataError) -> [GeoJSONFeature] {
        var features: [GeoJSONFeature] = []
        features.reserveCapacity(records.count)
        for (index, record) in records.enumerated() {
            var shapes: [GeoJSONShape] = []
            if let circle = record.properties[CircleProperty.key] {
                shapes.append(.circle(try GeoJSONDecoder.circle(circle, file: file, index: index)))
            } else if case .bool(true)? = record.properties["geodesic"], let polylines = record.geometry.flatMap(GeoJSONDecoder.geodesics) {
                shapes.append(contentsOf: polylines.map(GeoJSONShape.polyline))
            } else if let geometry = record.geometry {
                appendShapes(of: geometry, to: &shapes)
            }
            let title = record.properties["title"]?.stringValue, subtitle = record.properties["subtitle"]?.stringValue
            if title != nil || subtitle != nil {
                for shape in shapes {
                    shape.annotation.title = title
                    shape.annotation.subtitle = subtitle
                }
            }
            features.append(GeoJSONFeature(identifier: record.identifier, properties: record.properties, geometry: shapes))
        }
        return features
    }

    /// The circle of a `mapscript:circle` property. `GeoJSONReader` has checked those it read,
    /// so the error is for records made otherwise, which have no place in a file.
    private static func circle(_ value: DataValue, file: String, index: Int) throws(DataError) -> Circle {
        do {
            let property = try CircleProperty(value)
            return Circle(center: property.center, radius: property.radius)
        } catch {
            let properties = JSONPath(components: [.key("features"), .index(index), .key("properties")])
            throw DataError(file: file, path: CircleProperty.path(error, under: properties).rendered, message: error.message)
        }
    }

    /// A `"geodesic": true` line as `GeoJSONWriter` writes geodesic polylines: its written path
    /// (already within 50 km a step, so drawn again it gains no points) becomes the vertices of
    /// one `GeodesicPolyline`. Where it is cut at the antimeridian (a line ending at ±180 and
    /// the next starting there at the same latitude), the two positions made at ±180 are left
    /// out (the writer makes them again) and the longitudes run on continuously, so writing it
    /// again gives the same bytes. Lines that do not meet so, such as the routes of a file
    /// written elsewhere, are one `GeodesicPolyline` each: joining them would draw a geodesic
    /// from the end of one to the start of the next. nil for other geometries.
    static func geodesics(_ geometry: GeoJSONGeometry) -> [GeodesicPolyline]? {
        let lines: [[Coordinate]]
        switch geometry {
        case .lineString(let line): lines = [line]
        case .multiLineString(let pieces): lines = pieces
        default: return nil
        }
        func meetAtAntimeridian(_ end: Coordinate?, _ start: Coordinate?) -> Bool {
            guard let end, let start else { return false }
            return abs(end.longitude) == 180 && abs(start.longitude) == 180 && end.latitude == start.latitude
        }
        var polylines: [GeodesicPolyline] = []
        var vertices: [Coordinate] = []
        func finishRun() {
            if vertices.count >= 2 { polylines.append(GeodesicPolyline(geodesicCoordinates: vertices)) }
            vertices = []
        }
        for (index, line) in lines.enumerated() {
            let joinsPrevious = index > 0 && meetAtAntimeridian(lines[index - 1].last, line.first)
            let joinsNext = index < lines.count - 1 && meetAtAntimeridian(line.last, lines[index + 1].first)
            if !joinsPrevious { finishRun() }
            var piece = line[...]
            if joinsPrevious { piece = piece.dropFirst() }
            if joinsNext { piece = piece.dropLast() }
            for coordinate in piece {
                guard let previous = vertices.last else {
                    vertices.append(coordinate)
                    continue
                }
                let longitude = previous.longitude + (coordinate.longitude - previous.longitude).remainder(dividingBy: 360)
                vertices.append(Coordinate(latitude: coordinate.latitude, longitude: longitude))
            }
        }
        finishRun()
        return polylines.isEmpty ? nil : polylines
    }

    public func shapes(of geometry: GeoJSONGeometry) -> [GeoJSONShape] {
        var shapes: [GeoJSONShape] = []
        appendShapes(of: geometry, to: &shapes)
        return shapes
    }

    private func appendShapes(of geometry: GeoJSONGeometry, to shapes: inout [GeoJSONShape]) {
        switch geometry {
        case .point(let coordinate):
            shapes.append(.point(PointAnnotation(coordinate: coordinate)))
        case .multiPoint(let coordinates):
            for coordinate in coordinates { shapes.append(.point(PointAnnotation(coordinate: coordinate))) }
        case .lineString(let coordinates):
            if !coordinates.isEmpty { shapes.append(.polyline(Polyline(coordinates: coordinates))) }
        case .multiLineString(let lines):
            guard !lines.isEmpty else { return }
            shapes.append(.multiPolyline(MultiPolyline(polylines: lines.map { Polyline(coordinates: $0) })))
        case .polygon(let rings):
            if let polygon = GeoJSONDecoder.polygon(rings) { shapes.append(.polygon(polygon)) }
        case .multiPolygon(let polygonRings):
            let polygons = polygonRings.compactMap(GeoJSONDecoder.polygon)
            guard !polygons.isEmpty else { return }
            shapes.append(.multiPolygon(MultiPolygon(polygons: polygons)))
        case .geometryCollection(let members):
            for member in members { appendShapes(of: member, to: &shapes) }
        }
    }

    /// The exterior ring with the holes as interior polygons, closing positions dropped.
    static func polygon(_ rings: [[Coordinate]]) -> Polygon? {
        guard let exterior = rings.first else { return nil }
        let holes = rings.dropFirst().map { Polygon(coordinates: openRing($0)) }
        return Polygon(coordinates: openRing(exterior), interiorPolygons: holes)
    }

    private static func openRing(_ ring: [Coordinate]) -> [Coordinate] {
        ring.count > 1 && ring.first == ring.last ? Array(ring.dropLast()) : ring
    }
}
