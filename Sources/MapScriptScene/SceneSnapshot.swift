import MapScriptGeometry

/// Everything a writer needs to draw the map as it is now, laid out and recorded: the layers
/// of svg.md in order, each object with its model, its presentation and its drawing in view
/// points. Made by `MapView.snapshot()`.
public struct SceneSnapshot {
    public var size: Size
    public var viewport: Viewport
    public var backgroundColor: Color
    public var title: String?
    public var showsScale = true
    public var showsCompass = true
    public var mapType: MapType = .standard
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Drawn overlays in z-order (`.aboveRoads` first); overlays without a renderer, outside
    /// the visible rect, or whose renderer cannot draw yet are absent.
    public var overlays: [OverlaySnapshot]
    /// Visible annotation views back to front (further south later).
    public var annotations: [AnnotationSnapshot]
    /// The callouts shown (of the selected annotation, when its callout is visible).
    public var callouts: [CalloutSnapshot]
}
