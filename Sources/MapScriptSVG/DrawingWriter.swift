import MapScriptGeometry
import MapScriptScene

/// Writes a recorded `Drawing` (custom renderers' and custom views' `draw`) as SVG elements.
///
/// The commands are already in view points, so they are written as plain coordinates. Clips
/// become `<clipPath>` elements, nested ones inside groups (`ClipNesting`), and gradients
/// `<linearGradient gradientUnits="userSpaceOnUse">`; both get ids from the document's counters
/// (`c1`, `g1`...), written right before the first element that uses them.
struct DrawingWriter {
    /// Counters shared by the whole document so ids never repeat.
    struct IDCounters {
        var clip = 0
        var gradient = 0
    }

    /// Writes the drawing's commands. With `clipRect` (the view), line-only shapes are
    /// simplified and clipped to it with a margin, shapes wholly outside it are left out, and a
    /// fill followed by a stroke of the same closed outline becomes one element.
    static func write(_ drawing: Drawing, clipTo clipRect: Rect? = nil, into writer: inout SVGWriter,
                      ids: inout IDCounters, symbols: inout SymbolLibrary) {
        // Clip ids for this drawing, written lazily the first time a command uses them.
        var clips = ClipNesting(drawing)
        defer { clips.closeGroups(&writer) }
        let commands = drawing.commands
        var i = 0
        while i < commands.count {
            defer { i += 1 }
            switch commands[i] {
            case .fill(let op):
                var stroke: StrokeOperation?
                if i + 1 < commands.count, case .stroke(let next) = commands[i + 1], next.path == op.path, next.clip == op.clip,
                   next.gradient == nil,
                   ViewPath.isClosedOutline(op.path) || ViewPath.ellipse(op.path) != nil {
                    stroke = next
                    i += 1
                }
                let rect = clipRect.map { expanded($0, forStroke: stroke) }
                let clip = clips.prepare(op.clip, &writer, &ids)
                guard openShape(op.path, use: .fill, clipRect: rect, whole: stroke.map(isDashed) ?? false, into: &writer) else { continue }
                writer.fill(op.color, opacity: op.opacity)
                if op.rule == .evenOdd { writer.attribute("fill-rule", literal: "evenodd") }
                if let stroke { writeStroke(stroke, into: &writer) }
                writeClip(clip, &writer)
                writer.close()
            case .stroke(let op):
                let rect = clipRect.map { expanded($0, forStroke: op) }
                var paint: String?
                if let gradient = op.gradient {
                    // Its definition goes before the path, so a piece out of sight writes neither.
                    guard finite(gradient.start), finite(gradient.end), let bounds = op.path.controlPointBounds,
                          rect.map(bounds.intersects) ?? true else { continue }
                    paint = writeGradient(gradient.gradient, from: gradient.start, to: gradient.end, ids: &ids, into: &writer)
                }
                let clip = clips.prepare(op.clip, &writer, &ids)
                guard openShape(op.path, use: .stroke, clipRect: rect, whole: isDashed(op), into: &writer) else { continue }
                writer.attribute("fill", literal: "none")
                writeStroke(op, paint: paint, into: &writer)
                writeClip(clip, &writer)
                writer.close()
            case .linearGradient(let op):
                guard !op.gradient.colors.isEmpty, finite(op.start), finite(op.end), finite(op.area) else { continue }
                let clip = clips.prepare(op.clip, &writer, &ids)
                let id = writeGradient(op.gradient, from: op.start, to: op.end, ids: &ids, into: &writer)
                writer.open("rect")
                writer.attribute("x", op.area.minX); writer.attribute("y", op.area.minY)
                writer.attribute("width", max(0, op.area.width)); writer.attribute("height", max(0, op.area.height))
                writer.attribute("fill", reference: id)
                if op.opacity < 1 { writer.attribute("opacity", SVGWriter.unit(op.opacity)) }
                writeClip(clip, &writer)
                writer.close()
            case .image(let op):
                let bounds = op.bounds
                guard finite(bounds) else { continue }
                if let clipRect, !bounds.intersects(clipRect) { continue }
                let clip = clips.prepare(op.clip, &writer, &ids)
                if let rect = op.uprightRect {
                    ImageWriter.write(op.image, in: rect, opacity: op.opacity, clip: clip, into: &writer, symbols: &symbols)
                } else {
                    // Turned or flipped: the unit square placed by the whole map. A clip path is
                    // read in its element's transformed space, so the clip goes on a group around.
                    if clip != nil {
                        writer.open("g")
                        writeClip(clip, &writer)
                    }
                    ImageWriter.write(op.image, in: Rect(x: 0, y: 0, width: 1, height: 1), placement: op.placement,
                                      opacity: op.opacity, into: &writer, symbols: &symbols)
                    if clip != nil { writer.close() }
                }
            case .text(let op):
                guard finite(op.position), op.fontSize.isFinite, op.rotation.isFinite, !op.text.isEmpty else { continue }
                let clip = clips.prepare(op.clip, &writer, &ids)
                writer.open("text")
                writer.attribute("x", op.position.x); writer.attribute("y", op.position.y)
                writer.attribute("font-size", max(0, op.fontSize))
                writer.fill(op.color, opacity: op.opacity)
                if op.rotation != 0 {
                    writer.beginAttribute("transform")
                    writer.appendLiteral("rotate("); writer.appendNumber(op.rotation); writer.appendByte(UInt8(ascii: " "))
                    writer.appendNumber(op.position.x); writer.appendByte(UInt8(ascii: " ")); writer.appendNumber(op.position.y)
                    writer.appendByte(UInt8(ascii: ")"))
                    writer.endAttribute()
                }
                writeClip(clip, &writer)
                writer.text(op.text)
                writer.close()
            }
        }
    }

    /// Opens `<circle>`, `<ellipse>` or `<path d>` for a shape; false (nothing opened) when
    /// nothing of it is visible. A shape written `whole` is left out when it is out of sight,
    /// but cut only `wholePathReach` beyond the view.
    private static func openShape(_ path: Path, use: ViewPath.Use, clipRect: Rect?, whole: Bool, into writer: inout SVGWriter) -> Bool {
        let reach = clipRect?.insetBy(dx: -wholePathReach, dy: -wholePathReach)
        // Curves are written as they are, whole; one reaching past what a PNG or PDF holds
        // (a city's circle seen from a street) is made lines, which are cut to the view.
        if let reach, path.hasCurves, let bounds = path.controlPointBounds, !reach.contains(bounds) {
            return openShape(path.flattened(tolerance: 0.05), use: use, clipRect: clipRect, whole: whole, into: &writer)
        }
        if let (center, rx, ry) = ViewPath.ellipse(path) {
            if let clipRect, !Rect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry).intersects(clipRect) {
                return false
            }
            if abs(rx - ry) < 0.005 {
                writer.open("circle")
                writer.attribute("cx", center.x); writer.attribute("cy", center.y); writer.attribute("r", rx)
            } else {
                writer.open("ellipse")
                writer.attribute("cx", center.x); writer.attribute("cy", center.y)
                writer.attribute("rx", rx); writer.attribute("ry", ry)
            }
            return true
        }
        if whole, let clipRect, !(path.controlPointBounds?.intersects(clipRect) ?? false) { return false }
        guard let d = ViewPath.data(path, use: use, clipRect: whole ? reach : clipRect) else { return false }
        writer.open("path")
        writer.beginAttribute("d"); writer.appendBuilt(d); writer.endAttribute()
        return true
    }

    /// How far beyond the view a path written whole may reach, in view points: cairo holds
    /// coordinates in 24.8 fixed point, within ±2^23 device pixels, and 2^18 points at the
    /// largest --scale (16) stays within that. Past it, a PNG or PDF drew the path's lines
    /// at the wrong angles.
    static let wholePathReach = 262_144.0

    /// Whether a stroke is dashed. Its dashes are laid along the path from where each subpath
    /// starts, in Core Graphics as in SVG, so a path cut where it leaves the view would have
    /// them fall elsewhere, and move along it as the map pans: a dashed path is written
    /// whole, unless it reaches further than `wholePathReach`.
    private static func isDashed(_ op: StrokeOperation) -> Bool {
        StrokeStyle.isDashed(op.dashPattern)
    }

    /// A `<linearGradient>` in view points from `start` to `end`, padded past both (SVG's
    /// default spread, Core Graphics' extend options); its id.
    private static func writeGradient(_ gradient: Gradient, from start: Point, to end: Point, ids: inout IDCounters,
                                      into writer: inout SVGWriter) -> String {
        ids.gradient += 1
        let id = "g\(ids.gradient)"
        writer.open("linearGradient")
        writer.attribute("id", id)
        writer.attribute("gradientUnits", literal: "userSpaceOnUse")
        writer.attribute("x1", start.x); writer.attribute("y1", start.y)
        writer.attribute("x2", end.x); writer.attribute("y2", end.y)
        for (color, location) in zip(gradient.colors, gradient.locations) {
            writer.open("stop")
            writer.attribute("offset", location)
            writer.attribute("stop-color", color: color)
            if color.alpha < 1 { writer.attribute("stop-opacity", color.alpha) }
            writer.close()
        }
        writer.close()
        return id
    }

    /// The stroke's paint, width and style; `paint` is the id of the gradient it is painted with.
    private static func writeStroke(_ op: StrokeOperation, paint: String? = nil, into writer: inout SVGWriter) {
        // Width 0 is Core Graphics' hairline: one device pixel.
        let width = op.width > 0 ? op.width : 1
        if let paint {
            writer.stroke(reference: paint, width: width, opacity: op.opacity)
        } else {
            writer.stroke(op.color, width: width, opacity: op.opacity)
        }
        StrokeStyle.write(dash: op.dashPattern, phase: op.dashPhase, cap: op.lineCap, join: op.lineJoin,
                          miterLimit: op.miterLimit, into: &writer)
    }

    /// The view grown so that strokes along clipped edges, joins and caps included, stay out of sight.
    private static func expanded(_ rect: Rect, forStroke stroke: StrokeOperation?) -> Rect {
        var margin = 8.0
        if let stroke {
            let width = stroke.width.isFinite ? max(stroke.width, 1) : 1
            let joinFactor = stroke.lineJoin == .miter ? max(1, min(stroke.miterLimit, 100) / 2) : 1
            margin += width * joinFactor
        }
        return rect.insetBy(dx: -margin, dy: -margin)
    }

    /// The path as compact path data; nil when it has nothing drawable or a non-finite point.
    static func pathData(_ path: Path) -> [UInt8]? {
        var d = PathData()
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                guard finite(p) else { return nil }
                d.move(to: p); current = p
            case .line(let p):
                guard finite(p) else { return nil }
                d.line(to: p); current = p
            case .quadCurve(let p, let c):
                guard finite(p), finite(c) else { return nil }
                d.curve(to: p, control1: Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y)),
                        control2: Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)))
                current = p
            case .curve(let p, let c1, let c2):
                guard finite(p), finite(c1), finite(c2) else { return nil }
                d.curve(to: p, control1: c1, control2: c2); current = p
            case .close:
                d.close()
            }
        }
        return d.isEmpty ? nil : d.bytes
    }

    static func writeClip(_ id: String?, _ writer: inout SVGWriter) {
        guard let id else { return }
        writer.attribute("clip-path", reference: id)
    }

    @inline(__always)
    static func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }

    static func finite(_ r: Rect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
}
