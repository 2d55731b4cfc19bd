import MapScriptGeometry

/// One recorded drawing operation, already in view points (device space): the writer emits its
/// numbers as they are. `clip` is an index into `Drawing.clips` (nil: unclipped); `opacity` is
/// the context's alpha when the operation ran (a renderer's or view's own `alpha` is not folded
/// in: it belongs to the whole group).
public enum DrawingCommand: Hashable, Sendable {
    case fill(FillOperation)
    case stroke(StrokeOperation)
    case linearGradient(GradientOperation)
    case image(ImageOperation)
    case text(TextOperation)
}

public struct FillOperation: Hashable, Sendable {
    public var path: Path
    public var color: Color
    public var rule: FillRule
    public var opacity: Double
    public var clip: Int?
}

public struct StrokeOperation: Hashable, Sendable {
    public var path: Path
    public var color: Color
    /// In view points: the user width times the transform's scale (0 asks for the thinnest
    /// line the output can show, as in Core Graphics).
    public var width: Double
    /// Dash lengths and phase in view points; empty for a solid line.
    public var dashPattern: [Double]
    public var dashPhase: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var opacity: Double
    public var clip: Int?
}

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

/// A clip set by `DrawingContext.clip`: its path in view points, intersected with its parent.
public struct ClipRegion: Hashable, Sendable {
    public var path: Path
    public var rule: FillRule
    public var parent: Int?
}
