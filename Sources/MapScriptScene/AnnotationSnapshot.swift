import MapScriptGeometry

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
    /// The number of the annotation's addition to the map, the same in every picture for as
    /// long as it stays on the map: how a live page tells a view it has shown from a new one
    /// (which is when a pin with `animatesDrop` drops).
    public var addition: Int
}
