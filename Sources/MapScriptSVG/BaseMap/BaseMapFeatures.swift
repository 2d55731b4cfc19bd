/// The features of one resolution of the base map. On first use (the `static let`s are lazy,
/// once per process) only the table of blocks is decoded, a few kilobytes; a view then decodes
/// the headers of the blocks it meets and the points of the features it meets. The blob's
/// layout is described in Tools/basemap/convert.py.
final class BaseMapFeatures: Sendable {
    enum Kind: UInt8 {
        case land, lake, islandInLake, pond, river, stateBorder, countryBorder

        /// Rings are filled; the other kinds are lines.
        var isArea: Bool { rawValue <= Kind.pond.rawValue }
    }

    /// A feature's header: what it is, where, and where its points are.
    struct Feature {
        let kind: Kind
        let pointCount: Int
        /// Bounding box in the blob's units (`unitsPerDegree`).
        let minLongitude: Int32, minLatitude: Int32, maxLongitude: Int32, maxLatitude: Int32
        let byteOffset: Int
    }

    /// A run of consecutive features near one another, and where their headers and points are.
    private struct Block {
        let featureCount: Int
        let minLongitude: Int32, minLatitude: Int32, maxLongitude: Int32, maxLatitude: Int32
        let headerOffset: Int
        let pointOffset: Int
    }

    static let crude = BaseMapFeatures(BaseMapData.crude)
    static let low = BaseMapFeatures(BaseMapData.low)
    static let intermediate = BaseMapFeatures(BaseMapData.intermediate)

    let unitsPerDegree: Double
    private let blocks: [Block]
    private let literal: StaticString

    init(_ literal: StaticString) {
        self.literal = literal
        var cursor = BaseMapCursor(literal)
        let magic = (cursor.byte(), cursor.byte(), cursor.byte(), cursor.byte())
        guard magic == (UInt8(ascii: "M"), UInt8(ascii: "S"), UInt8(ascii: "B"), UInt8(ascii: "2")) else {
            unitsPerDegree = 1
            blocks = []
            return
        }
        unitsPerDegree = Double(max(cursor.varint(), 1))
        let count = cursor.varint()
        var table: [(count: Int, box: (Int32, Int32, Int32, Int32), headerBytes: Int, pointBytes: Int)] = []
        table.reserveCapacity(count)
        for _ in 0..<count {
            let features = cursor.varint()
            let box = (cursor.signedInt32(), cursor.signedInt32(), cursor.signedInt32(), cursor.signedInt32())
            table.append((features, box, cursor.varint(), cursor.varint()))
        }
        // The headers follow the table, and the points follow the headers, block after block.
        var headerOffset = cursor.byteOffset
        var pointOffset = headerOffset + table.reduce(0) { $0 + $1.headerBytes }
        var blocks: [Block] = []
        blocks.reserveCapacity(count)
        for entry in table {
            blocks.append(Block(featureCount: entry.count, minLongitude: entry.box.0, minLatitude: entry.box.1,
                                maxLongitude: entry.box.2, maxLatitude: entry.box.3,
                                headerOffset: headerOffset, pointOffset: pointOffset))
            headerOffset += entry.headerBytes
            pointOffset += entry.pointBytes
        }
        self.blocks = blocks
    }

    /// Calls `body` with every feature whose bounding box meets `window`, in drawing order.
    func forEachFeature(meeting window: BaseMapWindow, _ body: (Feature) -> Void) {
        for block in blocks where window.meets(minLongitude: block.minLongitude, minLatitude: block.minLatitude,
                                               maxLongitude: block.maxLongitude, maxLatitude: block.maxLatitude) {
            var cursor = BaseMapCursor(literal, byteOffset: block.headerOffset)
            var pointOffset = block.pointOffset
            for _ in 0..<block.featureCount {
                let kind = Kind(rawValue: UInt8(truncatingIfNeeded: cursor.varint())) ?? .land
                let points = cursor.varint()
                let minLongitude = cursor.signedInt32(), minLatitude = cursor.signedInt32()
                let maxLongitude = cursor.signedInt32(), maxLatitude = cursor.signedInt32()
                let byteCount = cursor.varint()
                defer { pointOffset += byteCount }
                guard window.meets(minLongitude: minLongitude, minLatitude: minLatitude,
                                   maxLongitude: maxLongitude, maxLatitude: maxLatitude) else { continue }
                body(Feature(kind: kind, pointCount: points, minLongitude: minLongitude, minLatitude: minLatitude,
                             maxLongitude: maxLongitude, maxLatitude: maxLatitude, byteOffset: pointOffset))
            }
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
