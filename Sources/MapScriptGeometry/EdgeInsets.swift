/// Distances in view points inward from each edge of a view (UIEdgeInsets): the room a map
/// leaves around what it is asked to show (`setVisibleMapRect(_:edgePadding:animated:)`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The part of a view of `size` inside the insets; its width or height is not positive when
    /// the insets leave no room.
    public func inset(_ size: Size) -> Rect {
        Rect(x: left, y: top, width: size.width - left - right, height: size.height - top - bottom)
    }
}
