/// The drag states of an annotation view (MKAnnotationView.DragState).
public enum DragState: Int, CaseIterable, Sendable {
    case none
    case starting
    case dragging
    case canceling
    case ending
}
