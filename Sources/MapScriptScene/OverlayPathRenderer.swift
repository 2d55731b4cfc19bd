import MapScriptGeometry

/// Fills and strokes a path (MKOverlayPathRenderer). Widths and dashes are in view points,
/// whatever the zoom, as in MapKit. The default `draw` fills the path, then strokes it.
///
/// The path is MapKit's: `path`, set by `createPath()` when it is nil, kept until
/// `invalidatePath()`. A subclass (a script's included) overrides `createPath()` to set it.
/// The built-in renderers make theirs from the overlay's shape (`makePath()`) afresh for
/// every drawing unless something set `path`, so a shape changed in place is drawn as it is.
open class OverlayPathRenderer: OverlayRenderer {
    public var fillColor: Color?
    public var strokeColor: Color?
    /// In view points. 0, MapKit's default, strokes the thinnest line the picture shows: one
    /// view point, which is also what a negative or non-finite width gets.
    public var lineWidth = 0.0
    public var lineDashPattern: [Double] = []
    public var lineDashPhase = 0.0
    public var lineCap = LineCap.round
    public var lineJoin = LineJoin.round
    public var miterLimit = 10.0
    /// The part of the outline stroked, as fractions of its length (MKPolylineRenderer's,
    /// MKPolygonRenderer's and MKCircleRenderer's strokeStart and strokeEnd): 0 and 1 stroke it
    /// all; a start not before the end strokes none. Scripts reach them on those three renderers.
    public var strokeStart = 0.0
    public var strokeEnd = 1.0

    public override init(overlay: Overlay) {
        super.init(overlay: overlay)
    }

    /// The shape to draw, in renderer coordinates (MKOverlayPathRenderer.path).
    public var path: Path?

    /// The overlay's own shape, in renderer coordinates; nil for a renderer of no built-in shape.
    open func makePath() throws -> Path? { nil }

    /// Sets `path` (MKOverlayPathRenderer.createPath()): to the overlay's shape, or, in a
    /// subclass, to whatever it draws.
    open func createPath() throws {
        path = try makePath()
    }

    /// Forgets `path`, so that the next drawing creates it again.
    public func invalidatePath() {
        path = nil
    }

    /// The path to draw now, and what a script reads as `path` (MapKit's getter creates the
    /// path when there is none): `path` when set; else, when the override slot provides
    /// `createPath`, what it sets; else the shape afresh. An override that reads `path` while
    /// it creates it gets what it has set so far rather than running itself again.
    public func currentPath() throws -> Path? {
        if let path { return path }
        if let overrides, overrides.provides(.createPath) {
            guard !isCreatingPath else { return nil }
            isCreatingPath = true
            defer { isCreatingPath = false }
            _ = try overrides.perform(.createPath, on: self)
            return path
        }
        return try makePath()
    }
    private var isCreatingPath = false

    /// The fill rule of the shape: even-odd, so interior polygons are holes.
    open var fillRule: FillRule { .evenOdd }

    /// Whether the default drawing fills the path (a polyline has no inside).
    open var fillsPath: Bool { true }

    /// Whether the default drawing puts nothing on the picture: no stroke (no stroke colour, or
    /// a `strokeStart` not before `strokeEnd`), and no fill colour where the path is filled.
    /// MapKit's renderers have neither colour until one is set, the usual reason an overlay does
    /// not show. A renderer whose script draws for itself (an overridden `draw`) is not judged.
    public var paintsNothing: Bool {
        overrides?.provides(.draw) != true && (!hasStrokePaint || strokeStart >= strokeEnd) && (fillColor == nil || !fillsPath)
    }

    /// Whether the default drawing has something to stroke with: a stroke colour here, a
    /// gradient's colours too for a renderer that strokes with one.
    open var hasStrokePaint: Bool { strokeColor != nil }

    open override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
        guard let path = try currentPath(), !path.isEmpty else { return }
        if fillsPath, let fillColor {
            context.addPath(path)
            context.fillPath(fillColor, rule: fillRule)
        }
        if let strokeColor, strokeStart < strokeEnd {
            applyStrokeProperties(to: context, zoomScale: zoomScale)
            context.addPath(strokeStart <= 0 && strokeEnd >= 1 ? path : strokedPart(of: path))
            context.strokePath(strokeColor)
        }
    }

    /// The part of `path` between `strokeStart` and `strokeEnd`, along its length from where it
    /// starts; a circle's starts at its top instead, as MapKit's does.
    open func strokedPart(of path: Path) -> Path {
        path.trimmed(from: strokeStart, to: strokeEnd)
    }

    /// Sets the context's line style from the renderer's, converted from view points into
    /// renderer coordinates (MKOverlayPathRenderer.applyStrokeProperties).
    public func applyStrokeProperties(to context: DrawingContext, zoomScale: Double) {
        let scale = zoomScale > 0 && zoomScale.isFinite ? zoomScale : 1
        let width = lineWidth > 0 && lineWidth.isFinite ? lineWidth : 1
        context.setLineWidth(width / scale)
        context.setLineCap(lineCap)
        context.setLineJoin(lineJoin)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDashPhase / scale, lengths: lineDashPattern.map { $0 / scale })
    }

    /// Map points as a subpath in renderer coordinates, closed when `closed`. The origin is
    /// read once per ring, not once per vertex: rings may hold millions of points.
    func addRing(_ points: [MapPoint], to path: inout Path, closed: Bool) {
        guard let first = points.first else { return }
        let o = origin
        path.move(to: Point(x: first.x - o.x, y: first.y - o.y))
        for p in points.dropFirst() { path.addLine(to: Point(x: p.x - o.x, y: p.y - o.y)) }
        if closed { path.closeSubpath() }
    }

    /// A polygon's outline and its holes as closed subpaths (filled even-odd, the holes stay empty).
    func addPolygon(_ polygon: Polygon, to path: inout Path) {
        addRing(polygon.points, to: &path, closed: true)
        for hole in polygon.interiorPolygons { addRing(hole.points, to: &path, closed: true) }
    }
}
