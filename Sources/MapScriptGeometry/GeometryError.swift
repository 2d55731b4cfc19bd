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
            return "\(component.rawValue) must be a finite number, not \(GeometryError.text(value))"
        case .latitudeOutOfRange(let latitude):
            return "latitude \(GeometryError.text(latitude)) is out of range: it must lie between -90 and 90 degrees"
        }
    }

    /// A number as the script's author would have written it: 91, not 91.0.
    private static func text(_ value: Double) -> String {
        if value.isFinite && value == value.rounded() && abs(value) < 1e15 {
            return String(Int64(value))
        }
        // Swift prints a NaN with its sign bit ("-nan" for sqrt(-1)); a script's reader wants NaN.
        if value.isNaN { return "NaN" }
        return "\(value)"
    }
}
