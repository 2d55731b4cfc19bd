/// A named place of the base map (Natural Earth 1:110m): a country, labelled when zoomed out,
/// or one of the world's largest cities, labelled when closer.
///
/// Labels are placed in order of importance, as map renderers place them, so that where two
/// collide the more important keeps its name: countries first, most populous first; then
/// cities by Natural Earth's scale rank (0 the world's great cities, 8 the smallest capitals),
/// most populous first within a rank, then by name so that the order never depends on the
/// data's. Placed in the data's order (the smallest capitals first), Vatican City took
/// Rome's place.
struct BaseMapPlace: Sendable {
    enum Kind: UInt8, Sendable { case country, city }

    let kind: Kind
    /// Natural Earth's scale rank of a city (lower is more important); 0 for a country.
    let rank: Int
    /// A country's estimated population, a city's metropolitan population (Natural Earth's
    /// `pop_est` and `pop_max`).
    let population: Int
    let longitude: Double
    let latitude: Double
    let name: String

    /// Whether this place's label is placed before `other`'s.
    func precedes(_ other: BaseMapPlace) -> Bool {
        if kind != other.kind { return kind == .country }
        if rank != other.rank { return rank < other.rank }
        if population != other.population { return population > other.population }
        if name != other.name { return name < other.name }
        if longitude != other.longitude { return longitude < other.longitude }
        return latitude < other.latitude
    }

    /// Every place, in the order labels are placed; decoded once per process on first use.
    static let all: [BaseMapPlace] = decode(BaseMapData.places)

    /// The places of a blob in the format Tools/basemap/convert.py writes ("MSP2"), sorted
    /// by `precedes`; none when the blob is of another format.
    static func decode(_ blob: StaticString) -> [BaseMapPlace] {
        var cursor = BaseMapCursor(blob)
        let magic = (cursor.byte(), cursor.byte(), cursor.byte(), cursor.byte())
        guard magic == (UInt8(ascii: "M"), UInt8(ascii: "S"), UInt8(ascii: "P"), UInt8(ascii: "2")) else { return [] }
        let count = cursor.varint()
        var places: [BaseMapPlace] = []
        places.reserveCapacity(count)
        for _ in 0..<count {
            let kind = Kind(rawValue: UInt8(truncatingIfNeeded: cursor.varint())) ?? .city
            let rank = cursor.varint()
            let population = cursor.varint()
            let longitude = Double(cursor.signedVarint()) / 10_000
            let latitude = Double(cursor.signedVarint()) / 10_000
            let name = cursor.string(byteCount: cursor.varint())
            places.append(BaseMapPlace(kind: kind, rank: rank, population: population,
                                       longitude: longitude, latitude: latitude, name: name))
        }
        return places.sorted { $0.precedes($1) }
    }
}
