/// The methods of scene classes that a script may override. A Swift backing asks its
/// `ScriptLink` about one of these each time the map calls the method.
enum OverridableMethod: Int, CaseIterable {
    case draw, canDraw, prepareForReuse, setSelected, setDragState
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    /// A tile overlay's `url(x, y, z, scale)`, for custom tile indexing.
    case url

    var scriptName: String { "\(self)" }
}
