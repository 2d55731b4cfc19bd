import Foundation

/// A WGS84 latitude and longitude in degrees (CLLocationCoordinate2D).
public struct Coordinate: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// True when both components are finite, the latitude within ±90 and the longitude within ±180.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// The coordinate checked for use: both components finite and the latitude within ±90, the
    /// longitude brought into -180...180 (as MapKit accepts any longitude, 190 is -170; a
    /// longitude already in range is kept exactly, so 180 stays 180).
    public func validated() throws(GeometryError) -> Coordinate {
        guard latitude.isFinite else { throw .notFinite(component: .latitude, value: latitude) }
        guard longitude.isFinite else { throw .notFinite(component: .longitude, value: longitude) }
        guard abs(latitude) <= 90 else { throw .latitudeOutOfRange(latitude) }
        return Coordinate(latitude: latitude, longitude: Coordinate.normalizedLongitude(longitude))
    }

    /// The same coordinate with its longitude in -180...180 (any finite longitude; NaN stays NaN).
    public var normalized: Coordinate {
        Coordinate(latitude: latitude, longitude: Coordinate.normalizedLongitude(longitude))
    }

    /// A longitude brought into -180...180 by whole turns; values already there are unchanged.
    @inline(__always)
    public static func normalizedLongitude(_ longitude: Double) -> Double {
        if longitude >= -180 && longitude <= 180 { return longitude }
        return longitude.remainder(dividingBy: 360)
    }
}
