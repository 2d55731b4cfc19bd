/// Which region hooks a change of region runs. A gesture (a finger panning, a pinch, the
/// wheel) makes one change, as MKMapView reports a gesture: `regionWillChange` when it first
/// moves the map, nothing while it goes on, and `regionDidChange` when it ends
/// (`MapView.endRegionGesture`).
enum RegionReport {
    /// Both hooks, around the change: every change the script or a control makes.
    case change
    /// Only `regionWillChange`: the first move of a gesture.
    case start
    /// Neither: the moves of a gesture after its first.
    case silently
}
