import MapScriptGeometry
import MapScriptScene

/// Writes a scene snapshot as the layers of svg.md, in document order: background (the base map's
/// ground, `BaseMapWriter`), overlays at `.aboveRoads`, the base map's place names, overlays at
/// `.aboveLabels`, annotations (south in front), callouts, chrome.
///
/// The body is written first into its own writer while the shared drawings it uses are
/// collected; then the document is assembled: root, `<title>`, `<desc>`, style sheet,
/// `<defs>`, body. So `<defs>` holds exactly what the picture uses.
struct SceneRenderer: ~Copyable {
    var snapshot: SceneSnapshot
    let size: Size
    /// How many annotations the picture shows, for the description written after them.
    var annotationCount: Int
    let title: String
    var symbols = SymbolLibrary()
    var ids = DrawingWriter.IDCounters()
    var body: SVGWriter
    /// nil when the map shows no base map.
    var baseMap: BaseMapWriter?
    /// The map whose annotations are recorded as they are written, when the snapshot was
    /// taken without them (see `MapView.recordAnnotations`).
    let streamedMap: MapView?
    /// Where the body goes in pieces as it is written, when it is not held whole.
    let spill: BodySpill?

    /// With `bodyStorage`, the body is written there first (see
    /// `SVGWriter.finish(inserting:inPlace:overflow:)`).
    /// With `spill`, the body holds about its threshold at most (see `renderInPieces()`).
    init(snapshot: consuming SceneSnapshot, fileName: String?, streamingAnnotationsOf map: MapView? = nil,
         bodyStorage: UnsafeMutableBufferPointer<UInt8>? = nil, spill: BodySpill? = nil) {
        size = snapshot.size
        streamedMap = map
        annotationCount = snapshot.annotations.count
        let mapTitle = snapshot.title ?? ""
        let file = fileName ?? ""
        title = !mapTitle.isEmpty ? mapTitle : (!file.isEmpty ? file : "Map")
        let expectedSize = SceneRenderer.expectedBodySize(of: snapshot, streamingAnnotationsOf: map)
        if let bodyStorage {
            body = SVGWriter(writingInto: bodyStorage)
        } else if let spill {
            // Room for the threshold and the element that crosses it.
            body = SVGWriter(reservingCapacity: min(expectedSize, spill.threshold + (1 << 16)))
        } else {
            body = SVGWriter(reservingCapacity: expectedSize)
        }
        self.spill = spill
        baseMap = BaseMapWriter(snapshot)
        self.snapshot = snapshot
    }

    /// About how many bytes the body takes: a pin's group is some 120 bytes.
    static func expectedBodySize(of snapshot: borrowing SceneSnapshot, streamingAnnotationsOf map: MapView?) -> Int {
        (map?.annotationViewCount ?? snapshot.annotations.count) * 136 + snapshot.overlays.count * 512 + (1 << 14)
    }

    /// Writes the picture from the snapshot's records and assembles the document.
    mutating func render() -> [UInt8] {
        writeBody { $0.writeAnnotationRecords() }
        return assemble()
    }

    /// Writes the picture, recording the annotations of the map given at `init` as it goes
    /// (which may run the script's code, and so may throw), then assembles the document in
    /// `storage`, where the body was written (`bodyStorage`). Returns the document's length;
    /// nil when it did not fit there, and then it has been assembled into `overflow` instead.
    mutating func render(inPlace storage: UnsafeMutableBufferPointer<UInt8>, overflow: inout [UInt8]) throws -> Int? {
        try writeBody { try $0.writeStreamedAnnotations() }
        var document = header()
        return document.finish(inserting: &body, inPlace: storage, overflow: &overflow)
    }

    /// Writes the picture as `render()` or `render(inPlace:overflow:)` would, handing the body
    /// to the `spill` given at `init` in pieces as it goes, then returns the document's head
    /// (which names what the body used) and its tail.
    mutating func renderInPieces() throws -> SpilledDocument {
        if streamedMap != nil {
            try writeBody { try $0.writeStreamedAnnotations() }
        } else {
            writeBody { $0.writeAnnotationRecords() }
        }
        var document = header()
        return document.finish(around: &body)
    }

    /// Hands the body to the spill once it has gathered the spill's threshold. Called between
    /// elements only.
    @inline(__always)
    private mutating func spillIfFull() {
        if let spill, body.byteCount >= spill.threshold { body.handOverBytes(to: spill.receive) }
    }

    /// The document's layers, into `body`; `writeAnnotations` writes the annotation layer's
    /// content.
    private mutating func writeBody(_ writeAnnotations: (inout SceneRenderer) throws -> Void) rethrows {
        let overlays = snapshot.overlays
        layer("background")
        writeBackground()
        for overlay in overlays where overlay.overlay.canReplaceMapContent {
            writeOverlay(overlay)
            spillIfFull()
        }
        body.close()

        for level in OverlayLevel.allCases {
            // MapKit's labels lie between the two levels of overlays.
            if level == .aboveLabels { baseMap?.writeLabels(avoiding: occupiedSpace(), into: &body) }
            layer(level == .aboveRoads ? "overlays-aboveRoads" : "overlays-aboveLabels")
            for overlay in overlays where overlay.level == level && !overlay.overlay.canReplaceMapContent {
                writeOverlay(overlay)
                spillIfFull()
            }
            body.close()
        }

        layer("annotations")
        try writeAnnotations(&self)
        body.close()
        spillIfFull()

        layer("callouts")
        for callout in snapshot.callouts { writeCallout(callout) }
        body.close()

        layer("chrome")
        if let bar = scaleBar {
            body.newline()
            bar.write(viewSize: size, into: &body)
        }
        if let compass {
            body.newline()
            Compass.write(compass, into: &body)
        }
        body.close()
    }

    /// The annotation layer from the map's annotations, each written as it is recorded and none
    /// kept; the callouts are recorded after them, as `MapView.snapshot()` does.
    private mutating func writeStreamedAnnotations() throws {
        guard let map = streamedMap else { return }
        try map.recordAnnotations { record in
            annotationCount += 1
            AnnotationWriter.write(record, into: &body, ids: &ids, symbols: &symbols)
            spillIfFull()
        }
        snapshot.callouts = SceneRenderer.callouts(of: map)
    }

    /// The map's open callout, as a snapshot lists its callouts.
    private static func callouts(of map: MapView) -> [CalloutSnapshot] {
        map.shownCallout().map { [$0] } ?? []
    }

    /// The annotation layer from the snapshot's records.
    private mutating func writeAnnotationRecords() {
        // The records are taken out of the snapshot, so they go before the document is
        // assembled, which copies the body: the two copies of a large picture are not held
        // beside them. The writer reads each record where it lies (see `AnnotationWriter`).
        let annotations = snapshot.annotations
        snapshot.annotations = []
        annotations.withUnsafeBufferPointer { records in
            guard let first = records.baseAddress else { return }
            for index in records.indices {
                // Each record's objects lie far from the last one's (see `MemoryPrefetch`).
                if index + MemoryPrefetch.distance < records.count {
                    let ahead = first + index + MemoryPrefetch.distance
                    MemoryPrefetch.load(Unmanaged.passUnretained(ahead.pointee.view).toOpaque(), bytes: MemoryPrefetch.viewBytes)
                    MemoryPrefetch.load(Unmanaged.passUnretained(ahead.pointee.annotation).toOpaque())
                }
                AnnotationWriter.write(first + index, into: &body, ids: &ids, symbols: &symbols)
                spillIfFull()
            }
        }
    }

    /// Where the annotations are drawn (their views' frames and the marker titles below them),
    /// the open callout's bubble, and the scale bar and compass: the base map's labels give way
    /// to them, as MapKit's do, rather than run on under them cut.
    private func occupiedSpace() -> [Rect] {
        var space: [Rect] = []
        if let bar = scaleBar { space.append(bar.frame(viewSize: size)) }
        if let compass { space.append(compass.frame) }
        // A streamed map records its callout after its annotations; where it will be is known now.
        let callouts = streamedMap.map(SceneRenderer.callouts) ?? snapshot.callouts
        for callout in callouts where !callout.title.isEmpty { space.append(callout.layout.bubble) }
        if let map = streamedMap {
            // Nothing the views draw runs before they are recorded (see
            // `MapView.shownViewsDrawNothing`), so they are where their records will put them.
            space.reserveCapacity(map.annotationViewCount + 1)
            map.forEachShownView { view, annotation in
                SceneRenderer.addSpace(of: annotation, view: view, kind: view.kind, frame: view.frame, to: &space)
            }
            return space
        }
        space.reserveCapacity(snapshot.annotations.count + 1)
        // By index: a map of 100,000 pins copies no record.
        for index in snapshot.annotations.indices {
            SceneRenderer.addSpace(of: snapshot.annotations[index].annotation, view: snapshot.annotations[index].view,
                                   kind: snapshot.annotations[index].kind, frame: snapshot.annotations[index].frame, to: &space)
        }
        return space
    }

    /// The space one annotation takes: its view's frame, and a marker's title below it.
    private static func addSpace(of annotation: Annotation, view: AnnotationView, kind: AnnotationViewKind, frame: Rect,
                                 to space: inout [Rect]) {
        // By kind first: a map of 100,000 pins casts no view.
        guard kind == .marker else { return space.append(frame) }
        // A selected marker is drawn grown about its tip (`AnnotationWriter`): it covers that much.
        let grown = view.isSelected ? AnnotationWriter.selectedMarkerScale : 1
        space.append(Rect(x: frame.midX - frame.width * grown / 2, y: frame.maxY - frame.height * grown,
                          width: frame.width * grown, height: frame.height * grown))
        guard let marker = view as? MarkerAnnotationView, marker.showsTitle, let title = annotation.title else { return }
        let tip = Point(x: frame.midX, y: frame.maxY)
        let text = MarkerTitleLayout(title: title, subtitle: marker.showsSubtitle ? annotation.subtitle : nil, below: tip)
        space.append(text.titleFrame)
        if let below = text.subtitleFrame { space.append(below) }
    }

    /// The chrome's scale bar, when the map shows one and its scale is worth showing.
    private var scaleBar: ScaleBar? {
        guard snapshot.showsScale else { return nil }
        return ScaleBar(zoomScale: snapshot.viewport.zoomScale, latitude: snapshot.viewport.center.coordinate.latitude)
    }

    /// The chrome's compass, when the map shows one and is turned away from north.
    private var compass: CompassLayout? {
        guard snapshot.showsCompass else { return nil }
        return CompassLayout(viewSize: size, heading: snapshot.viewport.heading)
    }

    // MARK: Document

    private mutating func assemble() -> [UInt8] {
        var document = header()
        return document.finish(inserting: &body)
    }

    /// What goes before the body: the root element, `<title>`, `<desc>`, the style sheet and
    /// the definitions the body used.
    private mutating func header() -> SVGWriter {
        var document = SVGWriter(reservingCapacity: 8192)
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
        document.text(description())
        document.close()
        document.newline()
        if baseMap != nil {
            document.element("metadata", text: BaseMapWriter.attribution)
            document.newline()
        }
        document.open("style")
        let style = snapshot.userInterfaceStyle
        SVGStyle.write({ $0.literalText(SVGStyle.lightRules) }, { $0.literalText(SVGStyle.darkRules) }, for: style, into: &document)
        if baseMap != nil {
            SVGStyle.write({ $0.text(BaseMapPalette.lightRules) }, { $0.text(BaseMapPalette.darkRules) }, for: style, into: &document)
        }
        if compass != nil {
            SVGStyle.write({ _ in }, { $0.literalText(SVGStyle.compassDarkRules) }, for: style, into: &document)
        }
        document.close()
        document.newline()
        symbols.writeDefinitions(into: &document)
        return document
    }

    /// A sentence for screen readers: what the picture shows and where.
    private func description() -> String {
        let center = snapshot.viewport.center.coordinate
        let number = SVGNumberFormat.text
        func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
        return "A map of \(number(size.width)) by \(number(size.height)) points centred on latitude "
            + "\(number(center.latitude)), longitude \(number(center.longitude)), showing "
            + "\(count(annotationCount, "annotation")) and \(count(snapshot.overlays.count, "overlay"))."
    }

    private mutating func layer(_ id: StaticString) {
        body.newline()
        body.open("g")
        body.attribute("id", literal: id)
        // Layers are always written open and closed, so every picture has all six.
        body.beginContent()
    }

    // MARK: Background

    /// The scene's default background; drawn with a class so it follows the reader's light or
    /// dark scheme. A colour a script chose is written as given.
    static let defaultBackground = Color(red: 0.96, green: 0.95, blue: 0.92)

    private mutating func writeBackground() {
        if baseMap != nil {
            // The base map draws its water, unless the script chose a colour for it: the
            // background then, which its lakes and rivers match.
            if baseMap?.chosenWater != nil { writeBackgroundRect() }
            baseMap?.writeGround(into: &body)
        } else {
            writeBackgroundRect()
        }
    }

    private mutating func writeBackgroundRect() {
        body.newline()
        body.open("rect")
        if snapshot.backgroundColor == SceneRenderer.defaultBackground { body.attribute("class", literal: "map-background") }
        body.attribute("width", size.width)
        body.attribute("height", size.height)
        body.fill(snapshot.backgroundColor)
        body.close()
    }

    // MARK: Overlays

    private mutating func writeOverlay(_ entry: OverlaySnapshot) {
        body.newline()
        body.open("g")
        body.attribute("class", literal: "overlay")
        body.attribute("data-kind", literal: OverlayKind.name(entry.overlay.shapeKind))
        body.attribute("data-index", entry.index)
        let alpha = entry.renderer.alpha
        if alpha < 1 || alpha.isNaN { body.attribute("opacity", SVGWriter.unit(alpha)) }
        if let title = entry.overlay.title, !title.isEmpty { body.element("title", text: title) }
        DrawingWriter.write(entry.drawing, clipTo: Rect(origin: .zero, size: size), into: &body, ids: &ids, symbols: &symbols)
        body.close()
    }

    // MARK: Callouts

    private mutating func writeCallout(_ callout: CalloutSnapshot) {
        guard !callout.title.isEmpty else { return }
        CalloutWriter.write(callout.layout, left: callout.leftAccessory, right: callout.rightAccessory, into: &body, symbols: &symbols)
    }
}
