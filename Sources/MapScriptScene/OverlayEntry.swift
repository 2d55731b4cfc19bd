/// A map's record of one overlay: its level, its position in `MapView.overlays`, and its
/// renderer once asked for (`rendererRequested` stays true after a nil answer, so a hook that
/// declines is not asked again while the overlay stays on the map).
struct OverlayEntry {
    let overlay: Overlay
    var level: OverlayLevel
    var position: Int
    var renderer: OverlayRenderer?
    var rendererRequested = false
}
