/// What the map draws beneath its overlays (MKMapType). mapscript draws its base map from
/// offline vector data compiled into the command, so only the drawn map types can be shown:
/// `standard` (the default) and `mutedStandard`, plus `none`, mapscript's own, for a picture of
/// the overlays alone on the background colour. MapKit's imagery types are listed so that a
/// script using one is told they cannot be drawn, rather than being told the name is unknown.
public enum MapType: Int, CaseIterable, Sendable {
    case standard
    case mutedStandard
    case none
    case satellite
    case hybrid
    case satelliteFlyover
    case hybridFlyover

    /// Whether mapscript can draw this type (the others need satellite imagery).
    public var isDrawable: Bool {
        switch self {
        case .standard, .mutedStandard, .none: return true
        case .satellite, .hybrid, .satelliteFlyover, .hybridFlyover: return false
        }
    }
}
