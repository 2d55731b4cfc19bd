import MapScriptGeometry

/// A linear gradient painting the current clip, or the drawing's bounds when unclipped
/// (CGContextDrawLinearGradient with both extend options).
public struct GradientOperation: Hashable, Sendable {
    public var gradient: Gradient
    public var start: Point
    public var end: Point
    /// The area painted before clipping: the drawing's bounds.
    public var area: Rect
    public var opacity: Double
    public var clip: Int?
}
