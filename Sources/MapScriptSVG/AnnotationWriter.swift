import MapScriptGeometry
import MapScriptScene

/// Writes one annotation view: `<g class="annotation" data-kind=… transform="translate(X Y)">`
/// at the annotation's point, its `<title>`, then the view's look with `centerOffset` applied
/// inside the group.
///
/// Built-in looks are shared symbols: a pin is one `<use>` of the pin of its colour, placed so
/// its needle tip is at the bottom centre of the view's frame (the default `centerOffset` puts
/// that on the coordinate); a marker is its balloon plus its glyph; the user location is the
/// blue dot. Image views show their image at its natural size, centred on the view's centre.
/// Views that draw themselves (any subclass) have their `draw` recorded and written too, over
/// their built-in look.
enum AnnotationWriter {
    static func write(_ view: AnnotationView, annotation: Annotation, at point: Point, viewport: Viewport,
                      into writer: inout SVGWriter, ids: inout DrawingWriter.IDCounters, symbols: inout SymbolLibrary) throws {
        let kind = view.kind
        writer.newline()
        writer.open("g")
        writer.attribute("class", literal: "annotation")
        writer.attribute("data-kind", literal: kindName(kind))
        writer.beginAttribute("transform")
        writer.appendLiteral("translate(")
        writer.appendNumber(point.x)
        writer.appendByte(UInt8(ascii: " "))
        writer.appendNumber(point.y)
        writer.appendByte(UInt8(ascii: ")"))
        writer.endAttribute()
        if view.isSelected { writer.attribute("data-selected", literal: "true") }
        if let title = annotation.title, !title.isEmpty { writer.element("title", text: title) }

        let offset = view.centerOffset
        let size = view.bounds.size
        // The bottom centre of the frame, relative to the annotation's point.
        let tip = Point(x: finite(offset.x), y: finite(offset.y) + finite(size.height) / 2)
        switch kind {
        case .pin:
            let color = pinColor(view as? PinAnnotationView)
            let id = symbols.id(for: .pin(SymbolLibrary.ColorKey(color)))
            let drops = (view as? PinAnnotationView)?.animatesDrop == true
            if drops { openDrop(height: point.y + PinArtwork.height + 4, into: &writer) }
            use(id, at: tip, into: &writer)
            if drops { writer.close() }
        case .marker:
            let marker = view as? MarkerAnnotationView
            let color = marker?.markerTintColor ?? MarkerArtwork.defaultColor
            let id = symbols.id(for: .marker(SymbolLibrary.ColorKey(color)))
            let grows = view.isSelected
            if grows || tip != Point.zero {
                writer.open("g")
                writer.beginAttribute("transform")
                writer.appendLiteral("translate(")
                writer.appendNumber(tip.x); writer.appendByte(UInt8(ascii: " ")); writer.appendNumber(tip.y)
                writer.appendByte(UInt8(ascii: ")"))
                // A selected marker grows about its tip, as MapKit's does.
                if grows { writer.appendLiteral(" scale(1.3)") }
                writer.endAttribute()
            }
            use(id, at: .zero, into: &writer)
            writeGlyph(marker, into: &writer, symbols: &symbols)
            if grows || tip != Point.zero { writer.close() }
        case .userLocation:
            let id = symbols.id(for: .userLocation)
            let center = Point(x: finite(offset.x), y: finite(offset.y))
            if let heading = (annotation as? UserLocation)?.heading, heading.isFinite {
                writeHeading(heading, at: center, into: &writer)
            }
            use(id, at: center, into: &writer)
        case .image:
            if let image = view.image {
                let rect = Rect(x: finite(offset.x) - image.size.width / 2, y: finite(offset.y) - image.size.height / 2,
                                width: image.size.width, height: image.size.height)
                ImageWriter.write(image, in: rect, into: &writer, symbols: &symbols)
            }
        case .custom:
            break
        }

        // Views that may draw themselves: any subclass, and plain views without an image.
        if type(of: view) != PinAnnotationView.self && type(of: view) != MarkerAnnotationView.self
            && type(of: view) != UserLocationView.self {
            let drawing = try record(view, at: point)
            if !drawing.isEmpty {
                // Recorded in view points: undo the group's translation around it.
                writer.open("g")
                writer.beginAttribute("transform")
                writer.appendLiteral("translate(")
                writer.appendNumber(-point.x); writer.appendByte(UInt8(ascii: " ")); writer.appendNumber(-point.y)
                writer.appendByte(UInt8(ascii: ")"))
                writer.endAttribute()
                DrawingWriter.write(drawing, into: &writer, ids: &ids, symbols: &symbols)
                writer.close()
            }
        }
        writer.close()
    }

    static func kindName(_ kind: AnnotationViewKind) -> StaticString {
        switch kind {
        case .pin: return "pin"
        case .marker: return "marker"
        case .image: return "image"
        case .custom: return "custom"
        case .userLocation: return "user-location"
        }
    }

    /// The pin's colour. A tint equal to the legacy colour it came from means the system pin of
    /// that colour, drawn in the system palette; any other tint is drawn as given.
    static func pinColor(_ pin: PinAnnotationView?) -> Color {
        guard let pin else { return PinArtwork.defaultColor }
        if pin.pinTintColor == pin.pinColor.color { return PinArtwork.color(for: pin.pinColor) }
        return pin.pinTintColor
    }

    /// Runs the view's `draw` into a context whose user space is the view's bounds, placed at
    /// the view's frame around `point`.
    static func record(_ view: AnnotationView, at point: Point) throws -> Drawing {
        let size = view.bounds.size
        let frame = Rect(x: point.x + finite(view.centerOffset.x) - size.width / 2,
                         y: point.y + finite(view.centerOffset.y) - size.height / 2, width: size.width, height: size.height)
        let context = DrawingContext(bounds: frame)
        context.translateBy(x: frame.minX, y: frame.minY)
        try view.draw(rect: Rect(origin: .zero, size: size), context: context)
        return context.drawing
    }

    private static func use(_ id: String, at point: Point, into writer: inout SVGWriter) {
        writer.open("use")
        writer.beginAttribute("href")
        writer.appendByte(UInt8(ascii: "#"))
        writer.appendEscaped(id)
        writer.endAttribute()
        if point.x != 0 { writer.attribute("x", point.x) }
        if point.y != 0 { writer.attribute("y", point.y) }
        writer.close()
    }

    /// A group that falls from above the view onto its place (SMIL, not script: readers that
    /// do not animate show it in place).
    private static func openDrop(height: Double, into writer: inout SVGWriter) {
        writer.open("g")
        writer.open("animateTransform")
        writer.attribute("attributeName", literal: "transform")
        writer.attribute("type", literal: "translate")
        writer.beginAttribute("from")
        writer.appendLiteral("0 ")
        writer.appendNumber(-height)
        writer.endAttribute()
        writer.attribute("to", literal: "0 0")
        writer.attribute("dur", literal: "0.45s")
        writer.attribute("calcMode", literal: "spline")
        writer.attribute("keyTimes", literal: "0;1")
        writer.attribute("keySplines", literal: "0.5 0 1 1")
        writer.attribute("fill", literal: "freeze")
        writer.close()
    }

    private static func writeGlyph(_ marker: MarkerAnnotationView?, into writer: inout SVGWriter, symbols: inout SymbolLibrary) {
        let tint = marker?.glyphTintColor ?? .white
        if let text = marker?.glyphText, !text.isEmpty {
            let glyph = String(text.prefix(3))
            writer.open("text")
            writer.attribute("y", literal: "-20.5")
            writer.attribute("font-size", glyph.count > 1 ? 11 : 14)
            writer.attribute("font-weight", literal: "bold")
            writer.attribute("text-anchor", literal: "middle")
            writer.fill(tint)
            writer.text(glyph)
            writer.close()
        } else if let image = marker?.glyphImage {
            ImageWriter.write(image, in: Rect(x: -8, y: MarkerArtwork.glyphCenterY - 8, width: 16, height: 16),
                              into: &writer, symbols: &symbols)
        } else {
            MarkerArtwork.writeDefaultGlyph(color: tint, into: &writer)
        }
    }

    /// The heading cone of the blue dot: a translucent wedge pointing along `heading`.
    private static func writeHeading(_ heading: Double, at center: Point, into writer: inout SVGWriter) {
        writer.open("path")
        writer.attribute("d", literal: "M0 0L-9 -24A26 26 0 0 1 9 -24z")
        writer.attribute("fill", literal: "#0a84ff")
        writer.attribute("fill-opacity", literal: "0.25")
        writer.beginAttribute("transform")
        writer.appendLiteral("translate(")
        writer.appendNumber(center.x); writer.appendByte(UInt8(ascii: " ")); writer.appendNumber(center.y)
        writer.appendLiteral(") rotate(")
        writer.appendNumber(heading)
        writer.appendByte(UInt8(ascii: ")"))
        writer.endAttribute()
        writer.close()
    }

    @inline(__always)
    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
