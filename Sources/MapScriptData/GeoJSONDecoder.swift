import MapScriptGeometry
import MapScriptScene

/// Reads GeoJSON into features whose geometry is scene shapes, following MKGeoJSONDecoder:
/// Point → `PointAnnotation`; MultiPoint → one `PointAnnotation` per position; LineString →
/// `Polyline`; MultiLineString → `MultiPolyline`; Polygon → `Polygon` with its holes as
/// `interiorPolygons`; MultiPolygon → `MultiPolygon`; GeometryCollection → the shapes of its
/// members, in order. Polygon rings lose their closing position (scene polygons are closed
/// implicitly). With `MultiGeometryStyle.separate`, Multi* geometries give one shape per part.
public struct GeoJSONDecoder {
    public enum MultiGeometryStyle: Sendable {
        /// MultiLineString → one `MultiPolyline`, MultiPolygon → one `MultiPolygon` (MapKit's way).
        case combined
        /// One `Polyline` or `Polygon` per part.
        case separate
    }

    public var multiGeometryStyle: MultiGeometryStyle
    public var limits: ParseLimits

    public init(multiGeometryStyle: MultiGeometryStyle = .combined, limits: ParseLimits = .standard) {
        self.multiGeometryStyle = multiGeometryStyle
        self.limits = limits
    }

    public func decode(_ bytes: [UInt8], file: String) throws(DataError) -> [GeoJSONFeature] {
        let records = try GeoJSONReader.read(bytes, file: file, limits: limits)
        return features(from: records)
    }

    /// Makes the scene shapes of records already read.
    public func features(from records: [GeoJSONFeatureRecord]) -> [GeoJSONFeature] {
        var features: [GeoJSONFeature] = []
        features.reserveCapacity(records.count)
        for record in records {
            var shapes: [GeoJSONShape] = []
            if let geometry = record.geometry { appendShapes(of: geometry, to: &shapes) }
            features.append(GeoJSONFeature(identifier: record.identifier, properties: record.properties, geometry: shapes))
        }
        return features
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
            let polylines = lines.map { Polyline(coordinates: $0) }
            switch multiGeometryStyle {
            case .combined: shapes.append(.multiPolyline(MultiPolyline(polylines: polylines)))
            case .separate: shapes.append(contentsOf: polylines.map { .polyline($0) })
            }
        case .polygon(let rings):
            if let polygon = GeoJSONDecoder.polygon(rings) { shapes.append(.polygon(polygon)) }
        case .multiPolygon(let polygonRings):
            let polygons = polygonRings.compactMap(GeoJSONDecoder.polygon)
            guard !polygons.isEmpty else { return }
            switch multiGeometryStyle {
            case .combined: shapes.append(.multiPolygon(MultiPolygon(polygons: polygons)))
            case .separate: shapes.append(contentsOf: polygons.map { .polygon($0) })
            }
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
