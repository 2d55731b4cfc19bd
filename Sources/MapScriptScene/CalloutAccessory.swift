import MapScriptGeometry

/// A control shown at one side of a callout (the UIButton types MapKit callouts use, or an image).
public enum CalloutAccessory: Hashable, Sendable {
    case detailDisclosure
    case infoLight
    case infoDark
    case contactAdd
    case image(Image)

    /// The accessory's kind without its payload, for switching and for `control.kind`.
    public enum Kind: Int, CaseIterable, Sendable {
        case detailDisclosure, infoLight, infoDark, contactAdd, image
    }

    /// The side of the square an accessory fills in a callout, in points.
    public static let size = 24.0

    /// True for the controls (buttons) that report taps through `calloutAccessoryControlTapped`;
    /// an image is only shown, as a plain view in a MapKit callout is.
    public var isControl: Bool { kind != .image }

    public var kind: Kind {
        switch self {
        case .detailDisclosure: return .detailDisclosure
        case .infoLight: return .infoLight
        case .infoDark: return .infoDark
        case .contactAdd: return .contactAdd
        case .image: return .image
        }
    }
}
