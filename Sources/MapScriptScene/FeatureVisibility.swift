/// Whether a marker's title or subtitle is drawn (MKFeatureVisibility): `adaptive` lets the map
/// decide (a title gives way where it would collide with another title or a view; a subtitle
/// shows while the marker is selected), `hidden` never, `visible` always.
public enum FeatureVisibility: Int, CaseIterable, Sendable {
    case adaptive
    case hidden
    case visible
}
