/// The shape an annotation view collides with (MKAnnotationView.CollisionMode): its frame, the
/// circle inscribed in its frame, or nothing at all (the view neither hides others nor is
/// hidden, and never joins a cluster).
public enum CollisionMode: Int, CaseIterable, Sendable {
    case rectangle
    case circle
    case `none`
}
