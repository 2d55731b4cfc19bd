/// What an overlay is, fixed when it is made, so a renderer or writer can switch on it without a
/// chain of casts. A subclass of `Circle` is still a `.circle`; a subclass of `Overlay` itself is
/// `.custom`.
public enum OverlayShapeKind: Int, CaseIterable, Sendable {
    case circle
    case polygon
    case polyline
    case geodesicPolyline
    case multiPolygon
    case multiPolyline
    case tile
    case custom
}
