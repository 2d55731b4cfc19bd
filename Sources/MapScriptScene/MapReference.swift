/// A map as the annotations on it remember it: one object per map, made with it, that
/// annotations hold strongly in their placements. Asking whether an annotation is on a map is
/// then an identity comparison, where holding the map weakly made every such question (and
/// every copy of a placement) a weak-reference operation on the map's side table. The map
/// itself is reached through here only when an annotation moves.
final class MapReference {
    /// The map, while it lives; a placement whose map is gone is free for reuse.
    weak var map: MapView?
}
