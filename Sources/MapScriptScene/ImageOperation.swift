import MapScriptGeometry

/// An image whose top-left corner is at `origin`, `size` long along its own axes, turned by
/// `rotation` degrees about `origin` (clockwise on screen).
public struct ImageOperation: Hashable, Sendable {
    public var image: Image
    public var origin: Point
    public var size: Size
    public var rotation: Double
    public var opacity: Double
    public var clip: Int?
}
