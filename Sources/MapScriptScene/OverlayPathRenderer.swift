import MapScriptGeometry

/// Fills and strokes a path built from the overlay's shape (MKOverlayPathRenderer). Widths and
/// dashes are in view points, whatever the zoom, as in MapKit. Subclasses supply the path in
/// `createPath()`; the default `draw` fills it, then strokes it.
open class OverlayPathRenderer: OverlayRenderer {
    public var fillColor: Color?
    public var strokeColor: Color?
    /// In view points; 0 draws the thinnest visible line, as Core Graphics does.
    public var lineWidth = 0.0
    public var lineDashPattern: [Double] = []
    public var lineDashPhase = 0.0
    public var lineCap = LineCap.round
    public var lineJoin = LineJoin.round
    public var miterLimit = 10.0

    public override init(overlay: Overlay) {
        super.init(overlay: overlay)
    }

    /// The shape to draw, in renderer coordinates; nil draws nothing.
    open func createPath() throws -> Path? { nil }

    /// The fill rule of the shape: even-odd, so interior polygons are holes.
    open var fillRule: FillRule { .evenOdd }

    /// Whether the default drawing fills the path (a polyline has no inside).
    open var fillsPath: Bool { true }

    open override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
        guard let path = try createPath(), !path.isEmpty else { return }
        if fillsPath, let fillColor {
            context.addPath(path)
            context.fillPath(fillColor, rule: fillRule)
        }
        if let strokeColor {
            applyStrokeProperties(to: context, zoomScale: zoomScale)
            context.addPath(path)
            context.strokePath(strokeColor)
        }
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

    /// A ring of map points as a closed subpath in renderer coordinates.
    func addRing(_ points: [MapPoint], to path: inout Path, closed: Bool) {
        guard let first = points.first else { return }
        path.move(to: point(for: first))
        for p in points.dropFirst() { path.addLine(to: point(for: p)) }
        if closed { path.closeSubpath() }
    }
}
