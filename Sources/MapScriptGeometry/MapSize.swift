/// A width and height in map points (MKMapSize).
public struct MapSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let world = MapSize(width: MapProjection.worldSize, height: MapProjection.worldSize)
}
