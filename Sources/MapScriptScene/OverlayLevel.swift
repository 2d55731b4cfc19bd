/// Where an overlay sits among the map's layers (MKOverlayLevel).
public enum OverlayLevel: Int, CaseIterable, Sendable {
    case aboveRoads
    case aboveLabels
}
