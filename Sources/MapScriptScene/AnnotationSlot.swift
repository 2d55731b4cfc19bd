import MapScriptGeometry

/// A map's record of one added annotation: the annotation (nil once removed), its projected
/// point (cached so layout and sorting never re-project) and its view, if it has one.
struct AnnotationSlot {
    var annotation: Annotation?
    var mapPoint: MapPoint
    var view: AnnotationView?
}
