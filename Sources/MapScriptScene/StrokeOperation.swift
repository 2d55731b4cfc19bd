/// A path stroked with the line style of the context when it ran.
public struct StrokeOperation: Hashable, Sendable {
    public var path: Path
    public var color: Color
    /// When set, the stroke is painted with this gradient rather than `color` (which is then
    /// its first colour, for a reader that knows no gradients).
    public var gradient: StrokeGradient? = nil
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
