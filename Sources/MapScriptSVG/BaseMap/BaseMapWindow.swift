/// The part of the world a view shows, as a box of longitudes and latitudes in a blob's units:
/// what a block or a feature must meet to be decoded.
struct BaseMapWindow {
    let west, east, south, north: Double

    @inline(__always)
    func meets(minLongitude: Int32, minLatitude: Int32, maxLongitude: Int32, maxLatitude: Int32) -> Bool {
        Double(maxLongitude) >= west && Double(minLongitude) <= east && Double(maxLatitude) >= south && Double(minLatitude) <= north
    }
}
