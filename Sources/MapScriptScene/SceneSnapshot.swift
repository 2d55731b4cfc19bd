import MapScriptGeometry

/// Everything a writer needs to draw the map as it is now, laid out and recorded: the layers
/// of svg.md in order, each object with its model, its presentation and its drawing in view
/// points. Made by `MapView.snapshot()`.
public struct SceneSnapshot {
    public var size: Size
    public var viewport: Viewport
    public var backgroundColor: Color
    public var title: String?
    /// Drawn overlays in z-order (`.aboveRoads` first); overlays without a renderer, outside
    /// the visible rect, or whose renderer cannot draw yet are absent.
    public var overlays: [OverlaySnapshot]
    /// Visible annotation views back to front (further south later).
    public var annotations: [AnnotationSnapshot]
    /// The callouts shown (of the selected annotation, when its callout is visible).
    public var callouts: [CalloutSnapshot]
}

public struct OverlaySnapshot {
    public var overlay: Overlay
    public var renderer: OverlayRenderer
    /// The overlay's index in `MapView.overlays`.
    public var index: Int
    public var level: OverlayLevel
    /// What the renderer drew, in view points (without its `alpha`, which is the group's).
    public var drawing: Drawing
}

public struct AnnotationSnapshot {
    public var annotation: Annotation
    public var view: AnnotationView
    public var kind: AnnotationViewKind
    /// The annotation's coordinate in view points (the copy nearest the view's centre).
    public var anchor: Point
    /// The view's frame in view points: `anchor` shifted by `centerOffset`, centred.
    public var frame: Rect
    /// What the view's `draw(rect:context:)` drew, in view points; empty for built-in views.
    public var drawing: Drawing
}

public struct CalloutSnapshot {
    public var annotation: Annotation
    public var view: AnnotationView
    /// Where the callout points: the top centre of the view's frame moved by `calloutOffset`.
    public var anchor: Point
    public var title: String
    public var subtitle: String?
    public var leftAccessory: CalloutAccessory?
    public var rightAccessory: CalloutAccessory?
}
