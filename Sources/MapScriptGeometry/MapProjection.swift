import Foundation

/// Constants and scale factors of MapKit's projection.
public enum MapProjection {
    /// The world is 2^28 map points wide and high.
    public static let worldSize: Double = 268_435_456
    /// The latitude at which spherical Web Mercator becomes a square world.
    public static let maximumLatitude: Double = 85.0511287798066
    /// The equatorial circumference that MapKit's points-per-metre uses, in metres.
    public static let earthCircumference: Double = 40_075_016.68557849

    /// Map points per metre at a latitude (MKMapPointsPerMeterAtLatitude).
    public static func mapPointsPerMeter(atLatitude latitude: Double) -> Double {
        let clamped = min(max(latitude, -maximumLatitude), maximumLatitude)
        return worldSize / (earthCircumference * cos(clamped * .pi / 180))
    }

    /// Metres per map point at a latitude (MKMetersPerMapPointAtLatitude).
    public static func metersPerMapPoint(atLatitude latitude: Double) -> Double {
        1 / mapPointsPerMeter(atLatitude: latitude)
    }
}
