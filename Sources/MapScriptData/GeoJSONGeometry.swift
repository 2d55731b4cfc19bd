import MapScriptGeometry

/// A GeoJSON geometry (RFC 7946 §3.1) as read, before it becomes scene shapes. Positions are
/// `Coordinate`s (the file's `[longitude, latitude]`, altitude dropped); polygon rings are kept
/// as written, closing position included.
public indirect enum GeoJSONGeometry: Equatable, Sendable {
    case point(Coordinate)
    case multiPoint([Coordinate])
    case lineString([Coordinate])
    case multiLineString([[Coordinate]])
    /// The exterior ring first, then the holes.
    case polygon([[Coordinate]])
    case multiPolygon([[[Coordinate]]])
    case geometryCollection([GeoJSONGeometry])

    /// The GeoJSON `type` name.
    public var typeName: String {
        switch self {
        case .point: return "Point"
        case .multiPoint: return "MultiPoint"
        case .lineString: return "LineString"
        case .multiLineString: return "MultiLineString"
        case .polygon: return "Polygon"
        case .multiPolygon: return "MultiPolygon"
        case .geometryCollection: return "GeometryCollection"
        }
    }
}
