/// What the last layout made of a view where views collide: drawn, hidden by a view of higher
/// display priority, or gathered into a cluster (whose own view is drawn instead).
public enum CollisionState: Int, CaseIterable, Sendable {
    case shown
    case hidden
    case clustered
}
