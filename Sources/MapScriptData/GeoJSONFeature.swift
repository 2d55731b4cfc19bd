/// A GeoJSON feature with its geometry made into scene shapes (MKGeoJSONFeature).
public struct GeoJSONFeature {
    /// The feature's `id` as text, or nil.
    public var identifier: String?
    /// Always an `.object` (an absent or null `properties` is an empty object).
    public var properties: DataValue
    /// The shapes of the geometry: empty for an unlocated feature, several for a MultiPoint or
    /// a GeometryCollection.
    public var geometry: [GeoJSONShape]

    public init(identifier: String?, properties: DataValue, geometry: [GeoJSONShape]) {
        self.identifier = identifier
        self.properties = properties
        self.geometry = geometry
    }
}
