import MapScriptGeometry

/// The user's position, shown as the blue dot while `MapView.showsUserLocation` is on
/// (MKUserLocation). There is no device here: clients set `coordinate` themselves.
public final class UserLocation: Annotation {
    /// MKUserLocation's heading, in degrees clockwise from north, when known.
    public var heading: Double?

    public init(coordinate: Coordinate = Coordinate(latitude: 0, longitude: 0)) {
        super.init(coordinate: coordinate, title: "My Location")
    }
}
