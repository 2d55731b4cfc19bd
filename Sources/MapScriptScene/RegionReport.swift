/// Which region hooks a change of region runs. A finger panning the map makes one change, as
/// MKMapView reports a gesture: `regionWillChange` when it first moves the map, nothing while
/// it goes on, and `regionDidChange` when it lifts (`MapView+Touches`).
package enum RegionReport {
    /// Both hooks, around the change: every change the script or a control makes.
    case change
    /// Only `regionWillChange`: the first move of a gesture.
    case start
    /// Neither: the moves of a gesture after its first.
    case silently
}
