import MapScriptGeometry

/// A linear gradient a stroke is painted with instead of its colour, from `start` to `end` in
/// view points and padded past both: how `GradientPolylineRenderer` colours each straight
/// piece of its line, since SVG has no paint that follows a path.
public struct StrokeGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var start: Point
    public var end: Point

    public init(gradient: Gradient, start: Point, end: Point) {
        self.gradient = gradient
        self.start = start
        self.end = end
    }
}
