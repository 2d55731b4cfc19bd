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
