/// A misuse of the scene API: dragging a view that is not draggable, a renderer returned for
/// another overlay, an index out of range. Thrown, never a crash.
public struct SceneError: Error, Equatable, CustomStringConvertible, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
