public struct OverlaySnapshot {
    public var overlay: Overlay
    public var renderer: OverlayRenderer
    /// The overlay's index in `MapView.overlays`.
    public var index: Int
    public var level: OverlayLevel
    /// What the renderer drew, in view points (without its `alpha`, which is the group's).
    public var drawing: Drawing
}
