import MapScriptGeometry

/// A recording graphics context in the spirit of Core Graphics. It keeps CG's state stack (the
/// current transform, alpha, line style, clip) and records every operation already mapped into
/// view points: paths as moves, lines, cubic Béziers and closes; stroke widths and dashes scaled
/// by the transform; gradient ends, images and text placed where they land. Flattening here is
/// deliberate: a renderer's transform scales map points by something like 0.0001, which no
/// 2-decimal SVG attribute could carry.
///
/// As in CG, path points are transformed when they are added, `fillPath`, `strokePath` and
/// `clip` consume the current path, and `restoreGState` restores the clip too.
public final class DrawingContext {
    struct GraphicsState {
        var transform = AffineTransform.identity
        var alpha = 1.0
        var lineWidth = 1.0
        var lineCap = LineCap.butt
        var lineJoin = LineJoin.miter
        var miterLimit = 10.0
        var dashPattern: [Double] = []
        var dashPhase = 0.0
        var clip: Int?
    }

    /// The most `saveGState` levels kept; deeper saves are ignored (and so are their restores),
    /// so a runaway script cannot grow the stack without bound.
    public static let maximumStateDepth = 1024

    public private(set) var drawing: Drawing
    /// What a gradient paints where no clip limits it, in view points: the drawing's bounds
    /// unless the owner says otherwise. A renderer draws into more than its overlay's bounding
    /// rect, which is why Listing 6-11 clips before its gradient.
    public var paintArea: Rect
    /// The map's tile loader, for tile renderers drawing into this context.
    public internal(set) var tileLoader: (any TileLoader)?
    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    private var ignoredSaves = 0
    /// The current path, in view points.
    private var path = Path()
    /// The path elements and operations the drawing holds, kept as they are recorded.
    private var recordedElementCount = 0
    /// The operations left out because the drawing already held `maximumCommandCount`, for
    /// the owner to report: a picture missing part of its drawing must not pass in silence.
    public private(set) var droppedCommandCount = 0

    /// The elements and operations the context holds: the drawing's, and the current path's.
    /// Quick to tell, for a memory bound charged as each call adds to them.
    public var heldElementCount: Int { recordedElementCount + path.elements.count }

    /// A context whose user space is view points, drawing into `bounds`.
    public convenience init(bounds: Rect) {
        self.init(bounds: bounds, transform: AffineTransform.identity)
    }

    /// A context whose user space maps to view points through `transform`.
    public init(bounds: Rect, transform: AffineTransform) {
        drawing = Drawing(bounds: bounds)
        paintArea = bounds
        state.transform = transform
    }

    public var commands: [DrawingCommand] { drawing.commands }

    /// Starts drawing afresh under `transform`, keeping what was recorded: the state a new
    /// context would have, so one drawing can hold a renderer's pass over each world copy.
    func startOver(transform: AffineTransform) {
        state = GraphicsState()
        state.transform = transform
        savedStates.removeAll()
        ignoredSaves = 0
        path = Path()
    }

    // MARK: - State

    public func saveGState() {
        guard savedStates.count < DrawingContext.maximumStateDepth else { ignoredSaves += 1; return }
        savedStates.append(state)
    }

    /// Restores the last saved state; an unbalanced restore does nothing, as CG only logs it.
    public func restoreGState() {
        if ignoredSaves > 0 { ignoredSaves -= 1; return }
        guard let saved = savedStates.popLast() else { return }
        state = saved
    }

    public var stateDepth: Int { savedStates.count }

    public func translateBy(x: Double, y: Double) {
        state.transform = state.transform.translatedBy(x: x, y: y)
    }

    public func scaleBy(x: Double, y: Double) {
        state.transform = state.transform.scaledBy(x: x, y: y)
    }

    /// Turns user space by `angle` radians (clockwise on screen, y pointing down).
    public func rotate(by angle: Double) {
        state.transform = state.transform.rotated(by: angle)
    }

    /// Applies `transform` before the current one (CGContextConcatCTM).
    public func concatenate(_ transform: AffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    /// The current transform from user space to view points (CGContextGetCTM).
    public var currentTransform: AffineTransform { state.transform }

    /// Where a user-space point lands in view points under the current transform.
    public func convertToDevice(_ point: Point) -> Point { state.transform.apply(to: point) }

    /// How many view points one user-space unit spans under the current transform.
    public var deviceScale: Double { state.transform.lengthScale }

    /// Multiplies every later operation's opacity (CGContextSetAlpha); clamped to 0...1.
    public func setAlpha(_ alpha: Double) {
        state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    }

    public func setLineWidth(_ width: Double) {
        state.lineWidth = width.isFinite ? max(width, 0) : 1
    }

    public func setLineCap(_ cap: LineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: LineJoin) { state.lineJoin = join }

    public func setMiterLimit(_ limit: Double) {
        state.miterLimit = limit.isFinite ? max(limit, 1) : 10
    }

    /// Dash lengths in user space; an empty list, or one with no positive length, draws solid.
    public func setLineDash(phase: Double, lengths: [Double]) {
        let cleaned = lengths.map { $0.isFinite ? max($0, 0) : 0 }
        state.dashPattern = cleaned.contains(where: { $0 > 0 }) ? cleaned : []
        state.dashPhase = phase.isFinite ? phase : 0
    }

    // MARK: - Path construction (user space in, view points recorded)

    public func move(to point: Point) { path.move(to: state.transform.apply(to: point)) }
    public func addLine(to point: Point) { path.addLine(to: state.transform.apply(to: point)) }

    public func addCurve(to point: Point, control1: Point, control2: Point) {
        let t = state.transform
        path.addCurve(to: t.apply(to: point), control1: t.apply(to: control1), control2: t.apply(to: control2))
    }

    public func addQuadCurve(to point: Point, control: Point) {
        appendTransformed { $0.addQuadCurve(to: point, control: control) }
    }

    public func addRect(_ rect: Rect) { appendTransformed { $0.addRect(rect) } }
    public func addEllipse(in rect: Rect) { appendTransformed { $0.addEllipse(in: rect) } }

    /// Angles in radians from +x towards +y; see `Path.addArc` for `clockwise`.
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        appendTransformed { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }

    /// Adds a path given in user space.
    public func addPath(_ userPath: Path) { appendTransformed { $0.addPath(userPath) } }

    public func closePath() { path.closeSubpath() }

    /// True when nothing has been added since the last fill, stroke or clip.
    public var isPathEmpty: Bool { path.isEmpty }

    /// Builds a piece in user space starting where the current path is, maps it into view
    /// points (quadratics become cubics there), and joins it on.
    private func appendTransformed(_ build: (inout Path) -> Void) {
        var piece = Path()
        let inverse = state.transform.inverted()
        if let current = path.currentPoint, let inverse { piece.move(to: inverse.apply(to: current)) }
        let startsWithCurrent = !piece.isEmpty
        build(&piece)
        let device = piece.applying(state.transform).elements
        // The leading move only carried the current point into the piece; the path has it
        // already. Skipped in place rather than removed, which would shift the whole piece.
        for element in device[(startsWithCurrent ? 1 : 0)...] { path.append(element) }
    }

    // MARK: - Painting

    public func fillPath(_ color: Color, rule: FillRule = .nonZero) {
        defer { path = Path() }
        guard !path.isEmpty else { return }
        record(.fill(FillOperation(path: path, color: color, rule: rule, opacity: state.alpha, clip: state.clip)))
    }

    /// Strokes the current path with the current line style; `width` (user space) overrides the
    /// current line width.
    public func strokePath(_ color: Color, width: Double? = nil) {
        recordStroke(color, gradient: nil, width: width)
    }

    /// Strokes the current path with the current line style, painted with a gradient from
    /// `start` to `end` (user space) that is padded past both: what Core Graphics draws by
    /// clipping to the stroked path and drawing a linear gradient there.
    public func strokePath(_ gradient: Gradient, from start: Point, to end: Point) {
        guard let first = gradient.colors.first else { path = Path(); return }
        let t = state.transform
        recordStroke(first, gradient: StrokeGradient(gradient: gradient, start: t.apply(to: start), end: t.apply(to: end)), width: nil)
    }

    private func recordStroke(_ color: Color, gradient: StrokeGradient?, width: Double?) {
        defer { path = Path() }
        guard !path.isEmpty else { return }
        let scale = state.transform.lengthScale
        let userWidth = width.map { $0.isFinite ? max($0, 0) : 1 } ?? state.lineWidth
        record(.stroke(StrokeOperation(path: path, color: color, gradient: gradient, width: userWidth * scale,
                                       dashPattern: state.dashPattern.map { $0 * scale }, dashPhase: state.dashPhase * scale,
                                       lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit,
                                       opacity: state.alpha, clip: state.clip)))
    }

    /// Fills a rectangle, leaving the current path alone (CGContextFillRect).
    public func fill(_ rect: Rect, color: Color) {
        let kept = path
        path = Path()
        addRect(rect)
        fillPath(color)
        path = kept
    }

    /// Intersects the clip with the current path (CGContextClip), and clears the path.
    ///
    /// A rectangle within a rectangular clip (a view's `clip(to:)` inside a renderer's, say)
    /// is recorded as the one rectangle both hold, so that the common nesting costs nothing and
    /// every picture format draws it exactly; other regions are chained to their parent.
    public func clip(rule: FillRule = .nonZero) {
        defer { path = Path() }
        if let parentIndex = state.clip, let rect = path.axisAlignedRect, let parentRect = drawing.clips[parentIndex].path.axisAlignedRect {
            // Rectangles that do not meet leave an empty clip, which draws nothing, as in Core Graphics.
            let both = rect.intersection(parentRect) ?? Rect(x: rect.minX, y: rect.minY, width: 0, height: 0)
            var region = Path()
            region.addRect(both)
            drawing.clips.append(ClipRegion(path: region, rule: .nonZero, parent: drawing.clips[parentIndex].parent))
        } else {
            drawing.clips.append(ClipRegion(path: path, rule: rule, parent: state.clip))
        }
        state.clip = drawing.clips.count - 1
    }

    /// Intersects the clip with a rectangle, leaving the current path alone (CGContextClipToRect).
    public func clip(to rect: Rect) {
        let kept = path
        path = Path()
        addRect(rect)
        clip()
        path = kept
    }

    /// Paints the clip area (`paintArea` without a clip) with a gradient from `start` to `end`
    /// (user space), extended past both ends.
    public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point) {
        guard !gradient.colors.isEmpty else { return }
        let t = state.transform
        record(.linearGradient(GradientOperation(gradient: gradient, start: t.apply(to: start), end: t.apply(to: end),
                                                 area: paintArea, opacity: state.alpha, clip: state.clip)))
    }

    /// Draws an image filling `rect` (user space) as `CGContext.draw(_:in:)` does: the image's
    /// top row at the rectangle's maximum y and its bottom row at the minimum, so in the
    /// map's y-down user space it comes out upside down unless the context was flipped first
    /// (`scaleBy(1, -1)` then `translateBy(0, -height)`, the tutorials' idiom).
    public func draw(_ image: Image, in rect: Rect) {
        let unitToUser = AffineTransform(a: rect.width, b: 0, c: 0, d: -rect.height, tx: rect.minX, ty: rect.maxY)
        record(.image(ImageOperation(image: image, placement: unitToUser.concatenating(state.transform),
                                     opacity: state.alpha, clip: state.clip)))
    }

    /// Draws an image filling `rect` (user space) upright in y-down space, as `UIImage.draw(in:)`
    /// does: its top row at the rectangle's minimum y (how the map draws tiles).
    public func drawUpright(_ image: Image, in rect: Rect) {
        let unitToUser = AffineTransform(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
        record(.image(ImageOperation(image: image, placement: unitToUser.concatenating(state.transform),
                                     opacity: state.alpha, clip: state.clip)))
    }

    /// Draws a line of text with its baseline starting at `point` (user space); `size` is the
    /// font size in user units.
    public func drawText(_ text: String, at point: Point, size: Double, color: Color) {
        let t = state.transform
        let fontSize = (size.isFinite ? max(size, 0) : 12) * t.lengthScale
        record(.text(TextOperation(text: text, position: t.apply(to: point), fontSize: fontSize, color: color,
                                   rotation: t.rotationDegrees, opacity: state.alpha, clip: state.clip)))
    }

    /// The most operations one drawing keeps, whatever the memory bound: later ones are
    /// dropped (and counted in `droppedCommandCount`), so no drawing grows past what a picture
    /// file can usefully hold.
    public static let maximumCommandCount = 1_000_000

    /// Throws when operations were dropped: what draws into the context (a renderer's or a
    /// view's draw method, a loop of `super.draw`) asked for more than a drawing keeps.
    func requireNothingDropped() throws {
        guard droppedCommandCount > 0 else { return }
        throw SceneError("a drawing keeps at most \(DrawingContext.maximumCommandCount) operations: this one was given "
                         + "\(droppedCommandCount) more, which would be left out of the picture")
    }

    private func record(_ command: DrawingCommand) {
        guard drawing.commands.count < DrawingContext.maximumCommandCount else {
            droppedCommandCount += 1
            return
        }
        drawing.commands.append(command)
        switch command {
        case .fill(let fill): recordedElementCount += 1 + fill.path.elements.count
        case .stroke(let stroke): recordedElementCount += 1 + stroke.path.elements.count
        case .linearGradient, .image, .text: recordedElementCount += 1
        }
    }
}
