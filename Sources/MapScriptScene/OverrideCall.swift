import MapScriptGeometry

/// One call of an overridable method, with its arguments, as the map makes it. The slot that
/// answers it sees typed values, so it can pass them on without knowing the receiver's class.
public enum OverrideCall {
    /// `AnnotationView.draw(rect:context:)`.
    case drawView(rect: Rect, context: DrawingContext)
    /// `OverlayRenderer.draw(mapRect:zoomScale:context:)`.
    case drawOverlay(mapRect: MapRect, zoomScale: Double, context: DrawingContext)
    case canDraw(mapRect: MapRect, zoomScale: Double)
    case prepareForReuse
    case setSelected(Bool, animated: Bool)
    case setDragState(DragState, animated: Bool)
    case touchesBegan(Point)
    case touchesMoved(Point)
    case touchesEnded(Point)
    case touchesCancelled
    /// `AnnotationView.hitTest(_:)`, the point in the view's own coordinates.
    case hitTest(Point)
    /// `OverlayPathRenderer.createPath()`.
    case createPath
    case url(TilePath)

    public var method: OverridableMethod {
        switch self {
        case .drawView, .drawOverlay: return .draw
        case .canDraw: return .canDraw
        case .prepareForReuse: return .prepareForReuse
        case .setSelected: return .setSelected
        case .setDragState: return .setDragState
        case .touchesBegan: return .touchesBegan
        case .touchesMoved: return .touchesMoved
        case .touchesEnded: return .touchesEnded
        case .touchesCancelled: return .touchesCancelled
        case .hitTest: return .hitTest
        case .createPath: return .createPath
        case .url: return .url
        }
    }
}
