/// The features of one resolution of the base map: their kinds and bounding boxes, decoded once
/// per process on first use (the `static let`s are lazy), and their points, decoded only for
/// the features a view shows. The blob's layout is described in Tools/basemap/convert.py.
final class BaseMapFeatures: Sendable {
    enum Kind: UInt8 {
        case land, lake, islandInLake, pond, river, stateBorder, countryBorder

        /// Rings are filled; the other kinds are lines.
        var isArea: Bool { rawValue <= Kind.pond.rawValue }
    }

    /// A feature's header: what it is, where, and where its points are.
    struct Feature: Sendable {
        let kind: Kind
        let pointCount: Int
        /// Bounding box in the blob's units (`unitsPerDegree`).
        let minLongitude: Int32, minLatitude: Int32, maxLongitude: Int32, maxLatitude: Int32
        let byteOffset: Int
    }

    static let crude = BaseMapFeatures(BaseMapData.crude)
    static let low = BaseMapFeatures(BaseMapData.low)
    static let intermediate = BaseMapFeatures(BaseMapData.intermediate)

    let unitsPerDegree: Double
    /// In drawing order: land, lakes, islands in lakes, ponds, then the lines.
    let features: [Feature]
    private let literal: StaticString

    init(_ literal: StaticString) {
        self.literal = literal
        var cursor = BaseMapCursor(literal)
        let magic = (cursor.byte(), cursor.byte(), cursor.byte(), cursor.byte())
        guard magic == (UInt8(ascii: "M"), UInt8(ascii: "S"), UInt8(ascii: "B"), UInt8(ascii: "1")) else {
            unitsPerDegree = 1
            features = []
            return
        }
        unitsPerDegree = Double(max(cursor.varint(), 1))
        let count = cursor.varint()
        var headers: [(Kind, Int, Int32, Int32, Int32, Int32, Int)] = []
        headers.reserveCapacity(count)
        for _ in 0..<count {
            let kind = Kind(rawValue: UInt8(truncatingIfNeeded: cursor.varint())) ?? .land
            let points = cursor.varint()
            let minLon = Int32(truncatingIfNeeded: cursor.signedVarint()), minLat = Int32(truncatingIfNeeded: cursor.signedVarint())
            let maxLon = Int32(truncatingIfNeeded: cursor.signedVarint()), maxLat = Int32(truncatingIfNeeded: cursor.signedVarint())
            headers.append((kind, points, minLon, minLat, maxLon, maxLat, cursor.varint()))
        }
        // The points follow the headers, each feature's after the previous one's.
        var offset = cursor.byteOffset
        features = headers.map { header in
            defer { offset += header.6 }
            return Feature(kind: header.0, pointCount: header.1, minLongitude: header.2, minLatitude: header.3,
                           maxLongitude: header.4, maxLatitude: header.5, byteOffset: offset)
        }
    }

    /// Calls `body` with each point of the feature, in degrees (longitude, latitude).
    @inline(__always)
    func forEachPoint(of feature: Feature, _ body: (Double, Double) -> Void) {
        var cursor = BaseMapCursor(literal, byteOffset: feature.byteOffset)
        var longitude = 0, latitude = 0
        let scale = 1 / unitsPerDegree
        for _ in 0..<feature.pointCount {
            longitude += cursor.signedVarint()
            latitude += cursor.signedVarint()
            body(Double(longitude) * scale, Double(latitude) * scale)
        }
    }
}
