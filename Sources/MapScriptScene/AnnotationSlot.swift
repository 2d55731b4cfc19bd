import MapScriptGeometry

/// A map's record of one added annotation: the annotation (nil once removed), its projected
/// point (cached so layout and sorting never re-project), its view, if it has one, and the
/// number of its addition.
struct AnnotationSlot {
    var annotation: Annotation?
    var mapPoint: MapPoint
    var view: AnnotationView?
    /// Counts additions to the map: unlike the slot's index, which compaction changes, it
    /// names this addition for as long as the annotation stays on the map.
    var addition: Int
}
