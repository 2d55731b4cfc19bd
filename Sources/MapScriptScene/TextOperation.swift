import MapScriptGeometry

/// A line of text whose baseline starts at `position`, turned by `rotation` degrees about it.
public struct TextOperation: Hashable, Sendable {
    public var text: String
    public var position: Point
    public var fontSize: Double
    public var color: Color
    public var rotation: Double
    public var opacity: Double
    public var clip: Int?
}
