/// A misuse of the scene API: dragging a view that is not draggable, a renderer returned for
/// another overlay, an index out of range. Thrown, never a crash.
public struct SceneError: Error, Equatable, CustomStringConvertible, Sendable {
    public var message: String
    /// When the error is about one argument of the call that threw it, that argument's place
    /// and label (`edgePadding` of setVisibleMapRect, at 1), so that a script's diagnostic
    /// points at the argument rather than the whole call.
    public var argumentPosition: Int?
    public var argumentLabel: String?
    /// What to do instead, when the message alone leaves it open (shown as "help: ...").
    public var help: String?

    public init(_ message: String) {
        self.message = message
    }

    public init(_ message: String, argument position: Int, label: String?, help: String? = nil) {
        self.message = message
        self.argumentPosition = position
        self.argumentLabel = label
        self.help = help
    }

    public var description: String { message }
}
