/// A map as the annotations on it remember it: one object per map, made with it, that
/// annotations hold strongly in their placements. Asking whether an annotation is on a map is
/// then an identity comparison, where holding the map weakly made every such question (and
/// every copy of a placement) a weak-reference operation on the map's side table. The map
/// itself is reached through here only when an annotation moves.
final class MapReference {
    /// The map, while it lives; a placement whose map is gone is free for reuse.
    ///
    /// Not a weak reference: any weak reference gives the map a side table, and then every
    /// retain and release of the map (a script's `map.addAnnotation(...)` makes several) takes
    /// the runtime's slow path. The map clears this in its `deinit`, which is all a weak
    /// reference would have done, so the reference never outlives the map.
    unowned(unsafe) var map: MapView?
}
