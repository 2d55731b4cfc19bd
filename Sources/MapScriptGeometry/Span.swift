/// The extent of a region in degrees (MKCoordinateSpan).
public struct Span: Hashable, Sendable {
    public var latitudeDelta: Double
    public var longitudeDelta: Double

    public init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }

    /// Both deltas finite and not negative.
    public var isValid: Bool {
        latitudeDelta.isFinite && longitudeDelta.isFinite && latitudeDelta >= 0 && longitudeDelta >= 0
    }

    /// Within the world's 180 degrees of latitude and 360 of longitude, as MapKit requires of
    /// a region it is given ("Invalid Region").
    public var isWithinTheWorld: Bool { latitudeDelta <= 180 && longitudeDelta <= 360 }
}
