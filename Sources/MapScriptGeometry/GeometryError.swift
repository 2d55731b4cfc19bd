/// Why a coordinate cannot be used. The runtime turns these into diagnostics at the script's
/// line, so `description` is phrased for the script's author.
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Component: String, Hashable, Sendable {
        case latitude, longitude
    }

    /// A component is NaN or infinite.
    case notFinite(component: Component, value: Double)
    /// The latitude is beyond ±90 degrees.
    case latitudeOutOfRange(Double)

    public var description: String {
        switch self {
        case .notFinite(let component, let value):
            return "\(component.rawValue) must be a finite number, not \(NumberWording.text(value))"
        case .latitudeOutOfRange(let latitude):
            return "latitude \(NumberWording.text(latitude)) is out of range: it must lie between -90 and 90 degrees"
        }
    }
}
