/// A GeoJSON feature as read (RFC 7946 §3.2): its identifier, properties and geometry, before
/// the geometry becomes scene shapes.
public struct GeoJSONFeatureRecord: Equatable, Sendable {
    /// The feature's `id`; a numeric id is given as its text (`7`, `2.5`), as MapKit does.
    public var identifier: String?
    /// The `properties`: always an `.object`; an absent or `null` one is an empty object, so a
    /// script can always look members up.
    public var properties: DataValue
    /// nil for an unlocated feature (`"geometry": null`).
    public var geometry: GeoJSONGeometry?

    public init(identifier: String? = nil, properties: DataValue = .object(DataObject()), geometry: GeoJSONGeometry?) {
        self.identifier = identifier
        self.properties = properties
        self.geometry = geometry
    }
}
