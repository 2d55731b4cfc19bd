import MapScriptGeometry
import MapScriptScene

/// Writes a laid-out map as the layers of svg.md, in document order: background, overlays at
/// `.aboveRoads`, overlays at `.aboveLabels`, annotations (south in front), callouts, chrome.
///
/// The body is written first into its own writer while the shared drawings it uses are
/// collected; then the document is assembled: root, `<title>`, `<desc>`, style sheet,
/// `<defs>`, body. So `<defs>` holds exactly what the picture uses.
struct SceneRenderer {
    let map: MapView
    let viewport: Viewport
    let size: Size
    let title: String
    var symbols = SymbolLibrary()
    var ids = DrawingWriter.IDCounters()
    var body: SVGWriter

    /// The visible annotation views with their annotations, gathered once.
    private var views: [(annotation: Annotation, view: AnnotationView)] = []

    init(map: MapView, fileName: String?) throws {
        self.map = map
        viewport = map.viewport
        size = viewport.size
        let mapTitle = map.title ?? ""
        title = !mapTitle.isEmpty ? mapTitle : (fileName.map { $0.isEmpty ? "Map" : $0 } ?? "Map")
        body = SVGWriter(reservingCapacity: 1 << 16)
        views = try SceneRenderer.visibleViews(of: map)
    }

    mutating func render() throws -> [UInt8] {
        body.reserve(views.count * 110 + (1 << 14))
        let roads = map.overlays(in: .aboveRoads)
        let labels = map.overlays(in: .aboveLabels)

        var backgroundTiles: [(overlay: Overlay, index: Int)] = []
        var roadsToDraw: [(overlay: Overlay, index: Int)] = []
        var labelsToDraw: [(overlay: Overlay, index: Int)] = []
        for (i, overlay) in roads.enumerated() {
            if overlay.canReplaceMapContent { backgroundTiles.append((overlay, i)) } else { roadsToDraw.append((overlay, i)) }
        }
        for (i, overlay) in labels.enumerated() {
            if overlay.canReplaceMapContent { backgroundTiles.append((overlay, roads.count + i)) } else { labelsToDraw.append((overlay, roads.count + i)) }
        }

        layer("background")
        writeBackground()
        for entry in backgroundTiles { try writeOverlay(entry.overlay, index: entry.index) }
        body.close()

        layer("overlays-aboveRoads")
        for entry in roadsToDraw { try writeOverlay(entry.overlay, index: entry.index) }
        body.close()

        layer("overlays-aboveLabels")
        for entry in labelsToDraw { try writeOverlay(entry.overlay, index: entry.index) }
        body.close()

        layer("annotations")
        try writeAnnotations()
        body.close()

        layer("callouts")
        writeCallouts()
        body.close()

        layer("chrome")
        if let bar = ScaleBar(zoomScale: viewport.zoomScale, latitude: viewport.center.coordinate.latitude) {
            body.newline()
            bar.write(viewSize: size, into: &body)
        }
        body.close()

        return assemble(overlayCount: roads.count + labels.count)
    }

    // MARK: Document

    private func assemble(overlayCount: Int) -> [UInt8] {
        var document = SVGWriter(reservingCapacity: body.bytes.count + 4096)
        document.literalText("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        document.open("svg")
        document.attribute("xmlns", literal: "http://www.w3.org/2000/svg")
        document.attribute("width", size.width)
        document.attribute("height", size.height)
        document.beginAttribute("viewBox")
        document.appendLiteral("0 0 ")
        document.appendNumber(size.width)
        document.appendByte(UInt8(ascii: " "))
        document.appendNumber(size.height)
        document.endAttribute()
        document.attribute("role", literal: "img")
        document.attribute("aria-labelledby", literal: "map-title map-desc")
        document.newline()
        document.open("title")
        document.attribute("id", literal: "map-title")
        document.text(title)
        document.close()
        document.newline()
        document.open("desc")
        document.attribute("id", literal: "map-desc")
        document.text(description(overlayCount: overlayCount))
        document.close()
        document.newline()
        document.open("style")
        document.literalText(SVGStyle.sheet)
        document.close()
        document.newline()
        symbols.writeDefinitions(into: &document)
        var fragment = body
        document.append(fragment: &fragment)
        document.newline()
        return document.finish()
    }

    /// A sentence for screen readers: what the picture shows and where.
    private func description(overlayCount: Int) -> String {
        let center = viewport.center.coordinate
        func number(_ value: Double) -> String {
            var bytes: [UInt8] = []
            SVGNumberFormat.append(value, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
        return "A map of \(number(size.width)) by \(number(size.height)) points centred on latitude "
            + "\(number(center.latitude)), longitude \(number(center.longitude)), showing "
            + "\(count(views.count, "annotation")) and \(count(overlayCount, "overlay"))."
    }

    private mutating func layer(_ id: StaticString) {
        body.newline()
        body.open("g")
        body.attribute("id", literal: id)
        // Layers are always written open and closed, so every picture has all six.
        body.beginContent()
    }

    // MARK: Background

    /// The map's own colour; the default colour follows the reader's light or dark scheme.
    static let defaultBackground = Color(red: 0.96, green: 0.95, blue: 0.92)

    private mutating func writeBackground() {
        body.newline()
        body.open("rect")
        let isDefault = map.backgroundColor == SceneRenderer.defaultBackground
        if isDefault { body.attribute("class", literal: "map-background") }
        body.attribute("width", size.width)
        body.attribute("height", size.height)
        body.fill(map.backgroundColor)
        body.close()
    }

    // MARK: Overlays

    private mutating func writeOverlay(_ overlay: Overlay, index: Int) throws {
        guard let renderer = try map.renderer(for: overlay), !renderer.isWaitingForDisplay else { return }
        let visible = map.visibleMapRect
        let zoomScale = viewport.zoomScale
        guard try renderer.canDraw(mapRect: visible, zoomScale: zoomScale) else { return }
        let drawing = try OverlayDrawing.record(renderer, viewport: viewport)
        body.newline()
        body.open("g")
        body.attribute("class", literal: "overlay")
        body.attribute("data-kind", literal: OverlayDrawing.kindName(overlay.shapeKind))
        body.attribute("data-index", index)
        if renderer.alpha < 1 { body.attribute("opacity", SVGWriter.unit(renderer.alpha)) }
        if let title = overlay.title, !title.isEmpty { body.element("title", text: title) }
        DrawingWriter.write(drawing, clipTo: OverlayDrawing.viewRect(size), into: &body, ids: &ids, symbols: &symbols)
        body.close()
    }

    // MARK: Annotations

    /// The views of visible annotations, in the order the annotations were added.
    static func visibleViews(of map: MapView) throws -> [(annotation: Annotation, view: AnnotationView)] {
        var result: [(annotation: Annotation, view: AnnotationView)] = []
        for annotation in map.annotations(in: map.visibleMapRect) {
            if let view = try map.view(for: annotation) { result.append((annotation, view)) }
        }
        return result
    }

    private mutating func writeAnnotations() throws {
        // Further south in front; ties keep the order of addition, so the order is total.
        var order: [(y: Double, x: Double, index: Int)] = []
        order.reserveCapacity(views.count)
        for (i, entry) in views.enumerated() {
            let p = viewport.point(for: MapPoint(entry.annotation.coordinate))
            guard p.x.isFinite, p.y.isFinite else { continue }
            order.append((p.y, p.x, i))
        }
        order.sort { $0.y != $1.y ? $0.y < $1.y : $0.index < $1.index }
        for item in order {
            let entry = views[item.index]
            try AnnotationWriter.write(entry.view, annotation: entry.annotation, at: Point(x: item.x, y: item.y),
                                       viewport: viewport, into: &body, ids: &ids, symbols: &symbols)
        }
    }

    // MARK: Callouts

    private mutating func writeCallouts() {
        for annotation in map.selectedAnnotations {
            guard map.isCalloutVisible(for: annotation), let title = annotation.title,
                  let entry = views.first(where: { $0.annotation === annotation }) else { continue }
            let view = entry.view
            let p = viewport.point(for: MapPoint(annotation.coordinate))
            guard p.x.isFinite, p.y.isFinite else { continue }
            let anchor = Point(x: p.x + view.centerOffset.x + view.calloutOffset.x,
                               y: p.y + view.centerOffset.y - view.bounds.height / 2 + view.calloutOffset.y)
            let layout = CalloutLayout(anchor: anchor, title: title, subtitle: annotation.subtitle,
                                       hasLeftAccessory: view.leftCalloutAccessory != nil,
                                       hasRightAccessory: view.rightCalloutAccessory != nil, viewSize: size)
            CalloutWriter.write(layout, left: view.leftCalloutAccessory, right: view.rightCalloutAccessory,
                                into: &body, symbols: &symbols)
        }
    }
}
