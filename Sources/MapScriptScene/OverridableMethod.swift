/// The methods of scene classes that an owner may replace through an object's override slot
/// (`Annotation.overrides`, `AnnotationView.overrides`, `OverlayRenderer.overrides`).
public enum OverridableMethod: Int, CaseIterable, Sendable {
    case draw, canDraw, prepareForReuse, setSelected, setDragState
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled, hitTest
    /// A path renderer's `createPath()`.
    case createPath
    /// A tile overlay's `url(forTile:)`, for custom tile indexing.
    case url

    /// The method's name as clients spell it (`touchesBegan`, `url`).
    public var name: String { "\(self)" }
}
