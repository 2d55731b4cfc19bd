/// A named place of the base map (Natural Earth 1:110m): a country, labelled when zoomed out,
/// or one of the world's largest cities, labelled when closer. Countries come most populous
/// first, so that when labels collide the larger country keeps its name.
struct BaseMapPlace: Sendable {
    enum Kind: UInt8, Sendable { case country, city }

    let kind: Kind
    let longitude: Double
    let latitude: Double
    let name: String

    /// Every place, decoded once per process on first use.
    static let all: [BaseMapPlace] = {
        var cursor = BaseMapCursor(BaseMapData.places)
        let magic = (cursor.byte(), cursor.byte(), cursor.byte(), cursor.byte())
        guard magic == (UInt8(ascii: "M"), UInt8(ascii: "S"), UInt8(ascii: "P"), UInt8(ascii: "1")) else { return [] }
        let count = cursor.varint()
        var places: [BaseMapPlace] = []
        places.reserveCapacity(count)
        for _ in 0..<count {
            let kind = Kind(rawValue: UInt8(truncatingIfNeeded: cursor.varint())) ?? .city
            let longitude = Double(cursor.signedVarint()) / 10_000
            let latitude = Double(cursor.signedVarint()) / 10_000
            let name = cursor.string(byteCount: cursor.varint())
            places.append(BaseMapPlace(kind: kind, longitude: longitude, latitude: latitude, name: name))
        }
        return places
    }()
}
