import MapScriptGeometry
import MapScriptScene

/// Writes one annotation view: `<g class="annotation" data-kind=… transform="translate(X Y)">`
/// at the annotation's point, its `<title>`, then the view's look with `centerOffset` applied
/// inside the group. A cluster's group is `class="annotation cluster"` with `data-count`, its
/// number of members. Views hidden by collisions or gathered into a cluster never get here.
///
/// Built-in looks are shared symbols: a pin is one `<use>` of the pin of its colour, placed so
/// its needle tip is at the bottom centre of the view's frame (the default `centerOffset` puts
/// that on the coordinate); a marker is its balloon plus its glyph; the user location is the
/// blue dot. Image views show their image at its natural size, centred on the view's centre.
/// What a view's own `draw` recorded is written over its built-in look. A selected view carries
/// `data-selected` (a selected marker grows), a highlighted one is drawn dimmed, and one being
/// dragged carries `data-drag-state` (a pin or marker is drawn lifted over its shadow, as
/// MapKit lifts a pin while the finger holds it).
///
/// Static first: every view is drawn at its place, so a thumbnail, a print or a screenshot
/// shows the map, never a moment of an animation. A pin that `animatesDrop` carries
/// `data-drop` with the number of its annotation's addition to the map; the live page drops a
/// pin onto its place the first time it shows that number, as MapKit drops a pin when it
/// first appears.
enum AnnotationWriter {
    /// How far a dragged pin or marker is lifted above its point, in points.
    static let dragLift = 12.0

    /// How much a selected marker grows (about its tip), as MapKit's markers do.
    static let selectedMarkerScale = MarkerAnnotationView.selectedScale

    static func write(_ entry: UnsafePointer<AnnotationSnapshot>, into writer: inout SVGWriter,
                      ids: inout DrawingWriter.IDCounters, symbols: inout SymbolLibrary) {
        // The record is read through a pointer, field by field: lent as a value, it would be
        // copied first, each of its references retained and released, 100,000 times for a
        // large map.
        let view = entry.pointee.view, annotation = entry.pointee.annotation, kind = entry.pointee.kind
        let point = entry.pointee.anchor
        guard point.x.isFinite, point.y.isFinite else { return }
        writer.newline()
        let cluster = annotation as? ClusterAnnotation
        // Cast once: a pin's view is read for its drop and its colour.
        let pin = kind == .pin ? view as? PinAnnotationView : nil
        writer.open("g", attributes: cluster == nil ? groupAttributes(kind) : clusterAttributes(kind))
        if let cluster { writer.attribute("data-count", cluster.memberAnnotations.count) }
        writer.beginAttribute("transform")
        writer.appendLiteral("translate(")
        writer.appendNumber(point.x)
        writer.appendByte(UInt8(ascii: " "))
        writer.appendNumber(point.y)
        writer.appendByte(UInt8(ascii: ")"))
        writer.endAttribute()
        if view.isSelected { writer.attribute("data-selected", literal: "true") }
        if pin?.animatesDrop == true {
            writer.attribute("data-drop", Double(entry.pointee.addition))
        }
        // A highlighted view is drawn dimmed, as a pressed control is.
        if view.isHighlighted {
            writer.attribute("data-highlighted", literal: "true")
            writer.attribute("opacity", literal: "0.7")
        }
        let dragState = view.dragState
        if dragState != .none { writer.attribute("data-drag-state", literal: dragStateName(dragState)) }
        if let title = annotation.title, !title.isEmpty { writer.element("title", text: title) }

        // The frame relative to the annotation's point: centerOffset applied inside the group.
        let frame = entry.pointee.frame.offsetBy(dx: -point.x, dy: -point.y)
        let framed = DrawingWriter.finite(frame)
        // The bottom centre of the frame, where built-in pins and markers put their tip.
        let tip = framed ? Point(x: frame.midX, y: frame.maxY) : .zero
        let lifted = (dragState == .starting || dragState == .dragging) && (kind == .pin || kind == .marker)
        if lifted { openLift(shadowAt: tip, into: &writer) }
        switch kind {
        case .pin:
            use(symbols.pinReference(for: pinColor(pin)), at: tip, into: &writer)
        case .marker:
            let marker = view as? MarkerAnnotationView
            let id = Array(symbols.id(for: .marker(SymbolLibrary.ColorKey(marker?.markerTintColor ?? MarkerArtwork.defaultColor))).utf8)
            let grows = view.isSelected
            let wrapped = grows || tip != Point.zero
            if wrapped {
                writer.open("g")
                writer.beginAttribute("transform")
                writer.appendLiteral("translate(")
                writer.appendNumber(tip.x); writer.appendByte(UInt8(ascii: " ")); writer.appendNumber(tip.y)
                writer.appendByte(UInt8(ascii: ")"))
                // A selected marker grows about its tip, as MapKit's does.
                if grows {
                    writer.appendLiteral(" scale(")
                    writer.appendNumber(selectedMarkerScale)
                    writer.appendByte(UInt8(ascii: ")"))
                }
                writer.endAttribute()
            }
            use(id, at: .zero, into: &writer)
            writeGlyph(marker, cluster: cluster, into: &writer, symbols: &symbols)
            if wrapped { writer.close() }
            if let marker, marker.showsTitle { writeTitles(of: marker, annotation: annotation, below: tip, into: &writer) }
        case .userLocation:
            let center = framed ? Point(x: frame.midX, y: frame.midY) : .zero
            let tint = (view as? UserLocationView)?.tintColor ?? UserLocationArtwork.defaultTint
            UserLocationArtwork.write(at: center, tint: tint, heading: (annotation as? UserLocation)?.heading,
                                      into: &writer, symbols: &symbols)
        case .image:
            if let image = view.image, framed {
                ImageWriter.write(image, in: frame, into: &writer, symbols: &symbols)
            }
        case .custom:
            break
        }
        if lifted { writer.close() }

        if entry.pointee.drewSomething {
            // Recorded in view points: undo the group's translation around it.
            writer.open("g")
            writer.beginAttribute("transform")
            writer.appendLiteral("translate(")
            writer.appendNumber(-point.x); writer.appendByte(UInt8(ascii: " ")); writer.appendNumber(-point.y)
            writer.appendByte(UInt8(ascii: ")"))
            writer.endAttribute()
            DrawingWriter.write(entry.pointee.drawing, into: &writer, ids: &ids, symbols: &symbols)
            writer.close()
        }
        writer.close()
    }

    /// The constant attributes of an annotation group, in the contract's order. The contract
    /// knows four kinds; a marker is MapKit's pin of today, so it is a "pin" to programs reading
    /// the SVG.
    static func groupAttributes(_ kind: AnnotationViewKind) -> StaticString {
        switch kind {
        case .pin, .marker: return " class=\"annotation\" data-kind=\"pin\""
        case .image: return " class=\"annotation\" data-kind=\"image\""
        case .custom: return " class=\"annotation\" data-kind=\"custom\""
        case .userLocation: return " class=\"annotation\" data-kind=\"user-location\""
        }
    }

    /// The constant attributes of a cluster's group: an annotation group that says it is one,
    /// so a program reading the SVG counts clusters and their members (`data-count`).
    static func clusterAttributes(_ kind: AnnotationViewKind) -> StaticString {
        switch kind {
        case .pin, .marker: return " class=\"annotation cluster\" data-kind=\"pin\""
        case .image: return " class=\"annotation cluster\" data-kind=\"image\""
        case .custom: return " class=\"annotation cluster\" data-kind=\"custom\""
        case .userLocation: return " class=\"annotation cluster\" data-kind=\"user-location\""
        }
    }

    /// Each legacy tint with the colour its pin is drawn in, made once: `PinColor.allCases`
    /// made an array for every pin written.
    private static let legacyPinColors = PinColor.allCases.map { (tint: $0.color, drawn: PinArtwork.color(for: $0)) }

    /// The pin's colour. A tint equal to one of the legacy pin colours (red, green, purple)
    /// means the system pin of that colour, drawn in the system palette; any other tint is
    /// drawn as given.
    static func pinColor(_ pin: PinAnnotationView?) -> Color {
        guard let tint = pin?.pinTintColor else { return PinArtwork.defaultColor }
        for legacy in legacyPinColors where tint == legacy.tint { return legacy.drawn }
        return tint
    }

    static func dragStateName(_ state: DragState) -> StaticString {
        switch state {
        case .none: return "none"
        case .starting: return "starting"
        case .dragging: return "dragging"
        case .canceling: return "canceling"
        case .ending: return "ending"
        }
    }

    /// The shadow a lifted pin leaves on the map at its point, then a group that raises what
    /// follows by `dragLift`.
    private static func openLift(shadowAt tip: Point, into writer: inout SVGWriter) {
        writer.open("ellipse")
        writer.attribute("class", literal: "drag-shadow")
        writer.attribute("cx", tip.x)
        writer.attribute("cy", tip.y)
        writer.attribute("rx", literal: "6")
        writer.attribute("ry", literal: "2.5")
        writer.attribute("fill", literal: "#000")
        writer.attribute("fill-opacity", literal: "0.3")
        writer.close()
        writer.open("g")
        writer.beginAttribute("transform")
        writer.appendLiteral("translate(0 ")
        writer.appendNumber(-dragLift)
        writer.appendByte(UInt8(ascii: ")"))
        writer.endAttribute()
    }

    /// `<use href="#id">` of a shared drawing; `id` is one the symbol library made (ASCII).
    private static func use(_ id: [UInt8], at point: Point, into writer: inout SVGWriter) {
        writer.open("use", attributes: " href=\"#")
        writer.appendBuilt(id)
        writer.endAttribute()
        if point.x != 0 { writer.attribute("x", point.x) }
        if point.y != 0 { writer.attribute("y", point.y) }
        writer.close()
    }

    /// The marker's title below its point, and its subtitle below that when layout gave it
    /// room: dark text on a white halo, legible on any map, as MapKit draws them. A title of
    /// two lines is one `<text>` holding a `<tspan>` for each line, each centred on its own.
    private static func writeTitles(of marker: MarkerAnnotationView, annotation: Annotation, below tip: Point,
                                    into writer: inout SVGWriter) {
        guard let title = annotation.title else { return }
        let text = MarkerTitleLayout(title: title, subtitle: marker.showsSubtitle ? annotation.subtitle : nil, below: tip)
        openLabel("marker-title", at: Point(x: tip.x, y: text.titleFrame.minY + titleBaseline),
                  fontSize: MarkerAnnotationView.titleFontSize, bold: true, into: &writer)
        if text.titleLines.count == 1 {
            writer.text(text.titleLines[0])
        } else {
            for (index, line) in text.titleLines.enumerated() {
                writer.open("tspan")
                writer.attribute("x", tip.x)
                if index > 0 { writer.attribute("dy", MarkerAnnotationView.titleLineHeight) }
                writer.text(line)
                writer.close()
            }
        }
        writer.close()
        if let subtitle = text.subtitleLine, let frame = text.subtitleFrame {
            openLabel("marker-subtitle", at: Point(x: tip.x, y: frame.minY + titleBaseline),
                      fontSize: MarkerAnnotationView.subtitleFontSize, bold: false, into: &writer)
            writer.text(subtitle)
            writer.close()
        }
    }

    /// From the top of a line of marker text to its baseline.
    static let titleBaseline = 10.0

    /// Opens the `<text>` of a line of marker text whose baseline's centre is at `point`.
    private static func openLabel(_ className: StaticString, at point: Point, fontSize: Double, bold: Bool,
                                  into writer: inout SVGWriter) {
        writer.open("text")
        writer.attribute("class", literal: className)
        writer.attribute("x", point.x)
        writer.attribute("y", point.y)
        writer.attribute("font-size", fontSize)
        if bold { writer.attribute("font-weight", literal: "bold") }
        writer.attribute("text-anchor", literal: "middle")
        writer.attribute("fill", literal: "#1c1c1e")
        writer.attribute("stroke", literal: "#fff")
        writer.attribute("stroke-width", literal: "2.5")
        writer.attribute("stroke-linejoin", literal: "round")
        writer.attribute("paint-order", literal: "stroke")
    }

    /// The glyph's font size: 14 for one character, 11 for more, smaller still for text that
    /// would not fit the balloon (a cluster of 12,345 members shows every digit).
    static func glyphFontSize(_ text: String) -> Double {
        let size = text.count > 1 ? 11.0 : 14.0
        let width = TextMetrics.width(of: text, fontSize: size, weight: .bold)
        guard width > glyphWidth else { return size }
        return (size * glyphWidth / width * 10).rounded(.down) / 10
    }

    /// The width of text the balloon holds inside its rim.
    static let glyphWidth = 21.0

    /// The marker's glyph: its text, else its image, else, for a cluster, the number of its
    /// members (as MapKit's marker shows for a cluster it was given no glyph for), else the
    /// default glyph.
    private static func writeGlyph(_ marker: MarkerAnnotationView?, cluster: ClusterAnnotation?,
                                   into writer: inout SVGWriter, symbols: inout SymbolLibrary) {
        let tint = marker?.glyphTintColor ?? .white
        let image = marker?.glyphImage.flatMap { ImageWriter.draws($0) ? $0 : nil }
        var text = marker?.glyphText
        if text?.isEmpty != false, image == nil, let cluster { text = String(cluster.memberAnnotations.count) }
        if let text, !text.isEmpty {
            writer.open("text")
            writer.attribute("y", literal: "-20.5")
            writer.attribute("font-size", glyphFontSize(text))
            writer.attribute("font-weight", literal: "bold")
            writer.attribute("text-anchor", literal: "middle")
            writer.fill(tint)
            writer.text(text)
            writer.close()
        } else if let image {
            // A template, as MapKit draws a glyph image: its shape in the glyph tint. A built-in
            // icon's shape is its symbol, without the badge behind it.
            var whiteOnly = false
            if case .icon(let icon) = image.source { whiteOnly = IconArtwork.hasWhiteSymbol(icon) }
            let tintFilter = symbols.id(for: .tint(SymbolLibrary.ColorKey(tint), whiteOnly: whiteOnly))
            ImageWriter.write(image, in: Rect(x: -8, y: MarkerArtwork.glyphCenterY - 8, width: 16, height: 16),
                              extraAttributes: { $0.attribute("filter", reference: tintFilter) },
                              into: &writer, symbols: &symbols)
        } else {
            MarkerArtwork.writeDefaultGlyph(color: tint, into: &writer)
        }
    }

}
