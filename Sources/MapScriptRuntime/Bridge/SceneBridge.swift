// The bridge: how scripts reach the scene engine.
//
// Design:
// - Scene objects are script objects by identity. `Annotation`, `AnnotationView`,
//   `OverlayRenderer`, `MapView` and `DrawingContext` conform to the runtime's `NativeObject`
//   and answer a static descriptor (`SceneClasses`) listing what scripts may read, write and
//   call. Small value-like scene types (images, gradients, accessories, callout controls) are
//   wrapped in tiny objects.
// - A script class extending a scene class is backed by an object of that class whose override
//   slot holds a `ScriptLink`: the map asks the slot before each overridable method and falls
//   back to the built-in one, so a script's `super.method(...)` is a plain call of the built-in
//   method. Renderer rules with methods fill the slot of the renderer they make.
// - Hooks and rules make a `ScriptMapDelegate`, the map's delegate, so the scene engine calls
//   scripts only through `MapViewDelegate` and overridden methods, and knows nothing of them.
// - Errors: misuse of the scene (`SceneError`) becomes a runtime error where the script called
//   the map; an error inside a hook keeps its call stack, the hook included.
// - Scene declarations (`annotation`, `polygon`, `circle`, `overlay`...) are compiled by the
//   interpreter, which asks this bridge, as its `SceneHost`, to make and add the objects.
// - Files: `load`, `Image(path)` and `render` go through `ScriptFiles` and the data module's
//   sandbox, relative to the file whose code runs.
import MapScriptData
import MapScriptGeometry
import MapScriptScene
import MapScriptSVG
import MapScriptSyntax

/// One map scene and everything scripts use to build it: the `map` global, the scene classes,
/// enums, colours and geometry functions, `load` and `render`, and the delegate that runs the
/// script's hooks. A `ScriptSession` owns one (a new one after `reset()`); the interpreter
/// reaches it as its scene host.
final class SceneBridge: SceneHost {
    let map: MapView
    let delegate: ScriptMapDelegate
    let files: ScriptFiles
    /// `--size WxH`: when set, `map.size = ...` in scripts is ignored.
    let sizeOverride: Size?
    /// Draws PNG and PDF (`RunOptions.rasterizer`); nil when the command has no librsvg.
    var rasterizer: RunOptions.Rasterizer?
    /// The script's file name, the SVG's default title.
    var documentName: String?
    /// Links of backings made in this scene, detached when the scene is discarded.
    private var links: [ScriptLink] = []
    /// Where each overlay was added, for the warnings of `overlayWarnings()`.
    let overlayOrigins = OverlayOrigins()
    /// Where the map refused a selection a script asked for, for the session's scene warnings.
    let refusedSelections = RefusedSelections()
    /// Reads tiles for the picture (`map.tileLoader`), and tells what it left out.
    let tiles: TileFiles
    /// `RunOptions.linksTiles`: the live page links tiles rather than embedding them.
    var linksTiles = false
    /// True while the map is drawn into a picture: a `draw` method or a hook the drawing runs
    /// that asks for a picture again would draw without end (see `drawingPicture`).
    private var isDrawingPicture = false

    init(interpreter: Interpreter, files: ScriptFiles, sizeOverride: Size?) {
        map = MapView(size: sizeOverride ?? MapView.defaultSize)
        delegate = ScriptMapDelegate(interpreter: interpreter)
        self.files = files
        self.sizeOverride = sizeOverride
        tiles = TileFiles(files: files, origins: overlayOrigins)
        map.delegate = delegate
        map.tileLoader = tiles
        // Every way onto the map (a declaration, addOverlay, insertOverlay...) runs inside the
        // native call that the script line made, so that line is where the overlay came from.
        map.overlayWasAdded = { [overlayOrigins, weak interpreter] overlay in
            if let interpreter { overlayOrigins.noteAdded(overlay, by: interpreter) }
        }
        // Selections too are asked for by the native call running.
        map.selectionWasRefused = { [refusedSelections, weak interpreter] _, refusal in
            if let interpreter { refusedSelections.note(refusal, by: interpreter) }
        }
        map.workMeter = { [weak interpreter] count in try interpreter?.step(count, nil) }
        // Every change a script makes reaches the scene through a native property or method,
        // which counts it; the map's owner changes it otherwise only in `addSceneObject` and
        // in an interaction, which count themselves.
        map.editCount = { [weak interpreter] in
            interpreter.map { SceneEditCount(presentation: $0.presentationEdits, other: $0.otherEdits) }
        }
        install(in: interpreter)
    }

    deinit {
        detach()
    }

    /// Breaks the cycles between script instances and their backings, and between the map's
    /// gesture recognizers and the script functions they call.
    func detach() {
        for link in links { link.detach() }
        links.removeAll()
        for recognizer in map.gestureRecognizers { recognizer.action = nil }
    }

    func adopt(_ link: ScriptLink) {
        links.append(link)
    }

    /// Defines every built-in name of the scene before scripts are compiled.
    private func install(in interpreter: Interpreter) {
        interpreter.sceneHost = self
        interpreter.scene = self
        interpreter.define(global: "map", value: .native(map))
        for nativeClass in SceneClasses.globals {
            interpreter.define(global: nativeClass.name, value: .nativeClass(nativeClass))
        }
        for enumType in BuiltinEnums.all {
            interpreter.define(global: enumType.name, value: .enumType(enumType))
        }
        // MapKit's default reuse identifiers, named as its constants are, without their MK.
        interpreter.define(global: "MapViewDefaultAnnotationViewReuseIdentifier", value: .string(MapView.defaultAnnotationViewReuseIdentifier))
        interpreter.define(global: "MapViewDefaultClusterAnnotationViewReuseIdentifier",
                           value: .string(MapView.defaultClusterAnnotationViewReuseIdentifier))
        ColorLibrary.install(in: interpreter)
        GeometryLibrary.install(in: interpreter)

        let load = BuiltinFunction(name: "load") { interpreter, args in
            try args.expect(count: 1)
            let path = try args.read(0, nil) { try $0.asString($1) }
            let files = try SceneClasses.bridge(interpreter).files
            // A file that cannot be loaded is the path's fault: the caret goes under it.
            let loaded = try args.concerning(0, nil) { try files.load(path, forScript: interpreter.runningFile.path) }
            // Reading and converting took time in proportion to what was made.
            try interpreter.step(loaded.size / Interpreter.textBytesPerStep, nil)
            try interpreter.allocate(loaded.size, nil)
            return loaded.value
        }
        load.reference = FunctionReference(["(string) -> any"],
                                           "Reads a file relative to the script by its extension: CSV, JSON, GeoJSON or an XML property list.")
        interpreter.define(global: "load", value: .builtin(load))
        let render = BuiltinFunction(name: "render") { interpreter, args in
            try args.expect(count: 1)
            let path = try args.read(0, nil) { try $0.asString($1) }
            let bridge = try SceneClasses.bridge(interpreter)
            let sandbox = bridge.files.sandbox(forScript: interpreter.runningFile.path)
            let picture = "render(\(Value.string(path).representation))"
            // The name says what to write, as `-o` does; an extension mapscript does not write is
            // refused rather than filled with SVG.
            let bytes: [UInt8]
            switch ExportFormat.naming(path) {
            case .format(.geojson): bytes = try args.concerning(0, nil) { try bridge.geoJSON() }
            case .format(.svg), .unnamed: bytes = try bridge.svg(for: .svg, picture: picture)
            case .format(let raster):
                bytes = try args.concerning(0, nil) { try bridge.rasterize(try bridge.svg(for: raster, picture: picture), as: raster) }
            case .unknown(let fileExtension):
                throw args.about(0, nil, ExportFormat.unknownExtensionMessage(path, fileExtension))
            }
            // Whatever is wrong with where the file would go is wrong with its name.
            try args.concerning(0, nil) {
                try bridge.files.stageWrite(bytes, to: path, in: sandbox,
                                            by: SourceLocation(file: interpreter.runningFile, span: interpreter.nativeCallSpan))
            }
            return .nil
        }
        render.reference = FunctionReference(["(string)"],
                                             "Writes the map as it is now to a file, in the format its extension names: SVG, PNG, PDF or GeoJSON.")
        interpreter.define(global: "render", value: .builtin(render))
    }

    /// `map.size = ...` from a script: a size given on the command line (--size) wins over the
    /// script's, so the script's is ignored then.
    func scriptSetsMapSize(_ size: Size) {
        if sizeOverride == nil { map.size = size }
    }

    /// The scene as SVG bytes, as it is now, for a picture in `format` (an SVG, or the SVG a
    /// PNG or PDF is drawn from): what it may link decides how tiles are written. `picture`
    /// names one a script asks for (`render("a.png")`), for the warnings about it.
    func svg(for format: ExportFormat, picture: String? = nil) throws -> [UInt8] {
        try drawingPicture {
            tiles.beginExport(linksTiles ? .links : (format == .svg ? .standalone : .offline), picture: picture)
            return try SceneCall.run { try SVGExporter.render(map, fileName: documentName) }
        }
    }

    /// Draws a picture, refusing one asked for while another is drawn: `map.svg()` or
    /// `render()` in a `draw` method would draw the map again, which would draw again, until
    /// the stack ran out, the error then far from its cause.
    private func drawingPicture<Result>(_ draw: () throws -> Result) throws -> Result {
        guard !isDrawingPicture else {
            throw RuntimeError("the map cannot be drawn while it is being drawn: this runs from a draw method or a hook of the drawing, "
                               + "and drawing again here would never end")
        }
        isDrawingPicture = true
        defer { isDrawingPicture = false }
        return try draw()
    }

    /// How many bytes of a picture's body are held before they go to the spool.
    static let spoolThreshold = 1 << 18

    /// `svg(for: .svg)` as an output document whose body went to `spool` as it was written.
    func svg(spoolingTo spool: SpoolFile) throws -> OutputDocument {
        try drawingPicture {
            tiles.beginExport(linksTiles ? .links : .standalone, picture: nil)
            let spill = BodySpill(threshold: SceneBridge.spoolThreshold) { spool.append($0) }
            let document = try SceneCall.run { try SVGExporter.render(map, fileName: documentName, spillingTo: spill) }
            return OutputDocument(head: document.head, spool: spool, tail: document.tail)
        }
    }

    /// The picture drawn as a PNG or PDF by the session's rasterizer.
    func rasterize(_ svg: [UInt8], as format: ExportFormat) throws -> [UInt8] {
        guard let rasterizer else { throw RuntimeError(ExportFormat.rasterUnavailableMessage) }
        do {
            return try rasterizer(svg, format)
        } catch let error as RuntimeError {
            throw error
        } catch {
            throw RuntimeError("cannot draw the \(format.displayName): \(error)")
        }
    }

    /// The scene's annotations and overlays as a GeoJSON feature collection, laid out first
    /// (hooks such as viewFor run, as for a picture), so the styles are those of the renderers
    /// and views the picture is drawn with; objects of script classes carry their fields.
    func geoJSON() throws -> [UInt8] {
        // A field that JSON cannot hold is shown at the line that added its overlay, with the
        // other errors of that overlay; an annotation's stays at its class's declaration.
        let budget = FieldProperties.Budget(limit: delegate.interpreter?.maxMemory ?? Int.max)
        let fields: (Annotation) throws -> [(String, DataValue)] = { [overlayOrigins] object in
            do {
                return try FieldProperties.of(object, budget: budget)
            } catch var error as RuntimeError {
                if let overlay = object as? Overlay, let place = overlayOrigins.place(of: overlay) {
                    (error.file, error.span) = (place.file, place.span)
                }
                throw error
            }
        }
        do {
            return try SceneCall.run {
                try map.layout()
                return try GeoJSONWriter(extraProperties: fields).write(map)
            }
        } catch let error as DataError {
            // An overlay's error is shown at the line that added it, where the script can be
            // changed; the writer knows only its index.
            let place = overlayIndex(in: error.path).flatMap { $0 < map.overlays.count ? overlayOrigins.place(of: map.overlays[$0]) : nil }
            throw RuntimeError("\(error)", file: place?.file, span: place?.span)
        }
    }

    /// N of a writer's path `overlays[N]`.
    private func overlayIndex(in path: String?) -> Int? {
        guard let path, path.hasPrefix("overlays["), let end = path.firstIndex(of: "]") else { return nil }
        return Int(path[path.index(path.startIndex, offsetBy: 9)..<end])
    }

    // MARK: SceneHost

    func makeSceneObject(_ request: SceneObjectRequest, interpreter: Interpreter) throws -> Value {
        let kind = request.kind.rawValue
        func required(_ value: Value?, _ what: String) throws -> Value {
            guard let value else { throw RuntimeError("\(kind) declaration needs \(what)") }
            return value
        }
        let object: Value
        switch request.kind {
        case .annotation:
            let coordinateValue = try required(request.coordinate, "'at COORDINATE'")
            let coordinate = try SceneBridge.part("at") { try coordinateValue.asCoordinate("'at' of an annotation declaration") }
            guard let type = request.type else { return .native(PointAnnotation(coordinate: coordinate)) }
            object = try construct(type, kind: kind, positional: takesArguments(type) ? [coordinateValue] : [], interpreter: interpreter)
            let annotation = try object.asAnnotation("the annotation declaration's type")
            annotation.coordinate = coordinate
            return object
        case .polygon, .polyline:
            let coordinatesValue = try required(request.coordinates, "a list of coordinates")
            let coordinates = try SceneBridge.part("coordinates") { try coordinatesValue.asCoordinateList("a \(kind) declaration") }
            guard let type = request.type else {
                if request.kind == .polygon {
                    try SceneBridge.part("coordinates") { try SceneCall.run { try Polygon.requirePoints(coordinates, name: "Polygon") } }
                    return .native(Polygon(coordinates: coordinates))
                }
                try SceneBridge.part("coordinates") { try SceneCall.run { try Polyline.requirePoints(coordinates, name: "Polyline") } }
                return .native(Polyline(coordinates: coordinates))
            }
            object = try construct(type, kind: kind, positional: [coordinatesValue], interpreter: interpreter)
        case .circle:
            let centerValue = try required(request.coordinate, "'at COORDINATE'")
            let radiusValue = try required(request.radius, "'radius METRES'")
            guard let type = request.type else {
                let center = try SceneBridge.part("at") { try centerValue.asCoordinate("'at' of a circle declaration") }
                let radius = try SceneBridge.part("radius") { try ValueType.metres.read(radiusValue, .declaration("'radius' of a circle declaration")) }
                return .native(Circle(center: center, radius: radius))
            }
            object = try construct(type, kind: kind, keywords: [("center", centerValue), ("radius", radiusValue)], interpreter: interpreter)
        case .overlay:
            let type = try required(request.type, "a type, as in 'overlay tiles: TileOverlay(urlTemplate: ...)'")
            object = try construct(type, kind: kind, positional: request.arguments.positional,
                                   keywords: request.arguments.keywords, interpreter: interpreter)
        }
        _ = try object.asOverlay("the \(kind) declaration's type")
        return object
    }

    /// Runs the reading of one part of a declaration (`at`, `coordinates`, `radius`), naming
    /// that part in its error, so that the declaration puts the caret under the part's value.
    static func part<T>(_ name: String, _ read: () throws -> T) throws -> T {
        do {
            return try read()
        } catch var error as RuntimeError where error.argument == nil {
            error.argument = .label(name)
            throw error
        }
    }

    func addSceneObject(_ object: Value, interpreter: Interpreter) throws {
        interpreter.otherEdits &+= 1
        if let overlay = object.nativeObject as? Overlay {
            map.addOverlay(overlay)
        } else {
            map.addAnnotation(try object.asAnnotation("a scene declaration"))
        }
    }

    /// Warnings about overlays not drawn in full, at the line that added them (`fallbackFile`
    /// when that is not known): those nothing renders in the last export, and tiles left out
    /// since these warnings were last asked for.
    func overlayWarnings(fallbackFile: SourceFile?) -> [Diagnostic] {
        boundlessOverlayWarnings(fallbackFile: fallbackFile) + undrawnOverlayWarnings(fallbackFile: fallbackFile)
            + paintlessOverlayWarnings(fallbackFile: fallbackFile) + tiles.takeWarnings(fallbackFile: fallbackFile)
    }

    /// One warning for each place that added overlays whose boundingMapRect is null (a custom
    /// overlay that never set it, a multi-polygon of no polygons): the map draws an overlay only
    /// where that rect meets the visible map rect, so they are never drawn, nor asked about.
    private func boundlessOverlayWarnings(fallbackFile: SourceFile?) -> [Diagnostic] {
        groupedByPlace(map.overlays.filter { $0.boundingMapRect.isNull }).map { group in
            let whose = group.overlays.count == 1 ? "its" : "their"
            return Diagnostic(severity: .warning,
                              message: "\(group.subject) never drawn: \(whose) boundingMapRect is null, and the map draws an overlay "
                                  + "only where its boundingMapRect meets the visible map rect",
                              file: group.place?.file ?? fallbackFile, span: group.place?.span,
                              help: "set boundingMapRect to the map rect the overlay draws in (MKOverlay.boundingMapRect), "
                                  + "as a custom overlay's init does: self.boundingMapRect = MapRect(...)")
        }
    }

    /// One warning for each place that added overlays which nothing renders (the map asked for
    /// their renderers and got none), at that place.
    private func undrawnOverlayWarnings(fallbackFile: SourceFile?) -> [Diagnostic] {
        let onMap = Set(map.overlays.map(ObjectIdentifier.init))
        let hasHook = delegate.has(.rendererFor)
        return groupedByPlace(delegate.undrawnOverlays.filter { onMap.contains(ObjectIdentifier($0)) }).map { group in
            let them = group.overlays.count == 1 ? "it" : "them"
            let reason = hasHook ? "rendererFor returned nil for \(them) and no renderer rule matches \(them)"
                : "there is no rendererFor hook and no renderer rule matches \(them)"
            return Diagnostic(severity: .warning, message: "\(group.subject) not drawn: \(reason)",
                              file: group.place?.file ?? fallbackFile, span: group.place?.span,
                              help: "add a rule such as \(SceneBridge.exampleRule(for: group.overlays[0], named: group.typeNames[0])), "
                                  + "or return a renderer from 'rendererFor'")
        }
    }

    /// One warning for each place that added visible overlays whose renderers paint nothing:
    /// no stroke (no strokeColor, or none of the outline between strokeStart and strokeEnd),
    /// and no fillColor where the shape is filled; then one for each place that added lines
    /// whose renderers are given a fill they ignore.
    private func paintlessOverlayWarnings(fallbackFile: SourceFile?) -> [Diagnostic] {
        var paintless: [Overlay] = []
        var filledShapes: Set<ObjectIdentifier> = []
        var trimmedAway: Set<ObjectIdentifier> = []
        var unfilledLines: [Overlay] = []
        var gradientLines: Set<ObjectIdentifier> = []
        for overlay in map.overlays {
            guard let renderer = map.rendererAfterLayout(for: overlay) as? OverlayPathRenderer else { continue }
            guard renderer.paintsNothing else {
                if renderer.fillColor != nil, !renderer.fillsPath, renderer.overrides?.provides(.draw) != true { unfilledLines.append(overlay) }
                continue
            }
            paintless.append(overlay)
            if renderer.fillsPath { filledShapes.insert(ObjectIdentifier(overlay)) }
            if renderer.hasStrokePaint { trimmedAway.insert(ObjectIdentifier(overlay)) }
            if renderer is GradientPolylineRenderer { gradientLines.insert(ObjectIdentifier(overlay)) }
        }
        return paintlessWarnings(paintless, filledShapes, trimmedAway, gradientLines, fallbackFile)
            + ignoredFillWarnings(unfilledLines, fallbackFile)
    }

    /// MKPolylineRenderer "strokes the line only; it doesn't fill it", and so do the line
    /// renderers here; a fillColor given one is a name the picture ignores, so it is warned
    /// about. (One that paints nothing else has the warning of no colour instead.)
    private func ignoredFillWarnings(_ lines: [Overlay], _ fallbackFile: SourceFile?) -> [Diagnostic] {
        groupedByPlace(lines).map { group in
            let whose = group.overlays.count == 1 ? "its renderer's" : "their renderers'"
            return Diagnostic(severity: .warning, message: "\(group.subject) not filled: \(whose) fillColor is ignored, as MapKit strokes a line only",
                              file: group.place?.file ?? fallbackFile, span: group.place?.span,
                              help: "leave fillColor out, or make the shape a Polygon or MultiPolygon to fill it")
        }
    }

    private func paintlessWarnings(_ paintless: [Overlay], _ filledShapes: Set<ObjectIdentifier>, _ trimmedAway: Set<ObjectIdentifier>,
                                   _ gradientLines: Set<ObjectIdentifier>, _ fallbackFile: SourceFile?) -> [Diagnostic] {
        groupedByPlace(paintless).map { group in
            let one = group.overlays.count == 1
            let whose = one ? "its renderer" : "their renderers"
            let filled = group.overlays.contains { filledShapes.contains(ObjectIdentifier($0)) }
            // A stroke colour with strokeStart not before strokeEnd strokes none of the outline,
            // as MapKit's does: the colour is there, so the warning names the other cause.
            if group.overlays.contains(where: { trimmedAway.contains(ObjectIdentifier($0)) }) {
                let fills = filled ? ", and \(one ? "has" : "have") no fillColor" : ""
                return Diagnostic(severity: .warning,
                                  message: "\(group.subject) drawn in no colour: \(whose) \(one ? "strokes" : "stroke") none of the outline, "
                                      + "strokeStart not being before strokeEnd\(fills)",
                                  file: group.place?.file ?? fallbackFile, span: group.place?.span,
                                  help: "the outline is stroked from strokeStart to strokeEnd: give a start below the end")
            }
            // A gradient line's colours come from setColors, which the warning names first.
            let gradient = group.overlays.contains { gradientLines.contains(ObjectIdentifier($0)) }
            let reason = filled ? "\(whose) \(one ? "has" : "have") neither a fillColor nor a strokeColor"
                : "\(whose) \(one ? "has" : "have") no \(gradient ? "colours from setColors nor a " : "")strokeColor, and a line is not filled"
            let set = gradient ? "give the renderer colours with setColors(colors, locations:), or set strokeColor"
                : "set strokeColor\(filled ? " or fillColor" : "") in the renderer"
            return Diagnostic(severity: .warning, message: "\(group.subject) drawn in no colour: \(reason)",
                              file: group.place?.file ?? fallbackFile, span: group.place?.span,
                              help: "\(set): MapKit's renderers have no colours until one is set")
        }
    }

    /// Overlays gathered by the place that added them, in the order first met, each group
    /// named as a warning's subject ("this Polygon is", "3 Polylines added here are").
    private func groupedByPlace(_ overlays: [Overlay]) -> [(place: SourceLocation?, overlays: [Overlay], typeNames: [String], subject: String)] {
        var groups: [(place: SourceLocation?, overlays: [Overlay])] = []
        var groupIndex: [String: Int] = [:]
        for overlay in overlays {
            let place = overlayOrigins.place(of: overlay)
            let key = place.map { "\($0.file.path):\($0.span.start):\($0.span.end)" } ?? ""
            if let index = groupIndex[key] {
                groups[index].overlays.append(overlay)
            } else {
                groupIndex[key] = groups.count
                groups.append((place, [overlay]))
            }
        }
        return groups.map { place, overlays in
            var typeNames: [String] = []
            for overlay in overlays {
                let name = SceneValue.of(overlay).typeName
                if !typeNames.contains(name) { typeNames.append(name) }
            }
            let subject = overlays.count == 1 ? "this \(typeNames[0]) is"
                : "\(overlays.count) \(typeNames.count == 1 ? typeNames[0] : "overlay")s added here are"
            return (place, overlays, typeNames, subject)
        }
    }

    /// A renderer rule that would draw the overlay, for the warning's advice: one that sets a
    /// property the renderer of its class has, or, for a renderer that draws nothing by
    /// itself (a custom overlay's), one with a `draw` method.
    private static func exampleRule(for overlay: Overlay, named typeName: String) -> String {
        let renderer = overlay.nativeClass.defaultRendererClass
        if renderer?.property(named: "strokeColor") != nil { return "'renderer for \(typeName) { strokeColor = blue }'" }
        if renderer === SceneClasses.tileOverlayRenderer { return "'renderer for \(typeName) { alpha = 1 }'" }
        return "'renderer for \(typeName) { func draw(mapRect, zoomScale, context) { ... } }'"
    }

    // A script may declare its hooks and rules after the map has already laid out (a region
    // set first, or a REPL session that rendered before): the map must then ask again where it
    // got nil, or those overlays and annotations would keep nothing and the default view.
    func registerHook(named name: String, function: Value, interpreter: Interpreter) throws {
        try delegate.register(hookNamed: name, function: function)
        // A new hook is a change of the scene as its layouts see it (see `SceneEditCount`).
        interpreter.otherEdits &+= 1
        if name == "viewFor" || name == "rendererFor" { map.forgetDeclinedPresentations() }
    }

    func registerRendererRule(_ rule: RendererRule, interpreter: Interpreter) throws {
        try delegate.register(rule: rule)
        interpreter.otherEdits &+= 1
        map.forgetDeclinedPresentations()
    }

    /// `Type(args)` for the `: Type` of a declaration, which must be a class.
    private func construct(_ type: Value, kind: String, positional: [Value] = [], keywords: [(label: String, value: Value)] = [],
                           interpreter: Interpreter) throws -> Value {
        switch type {
        case .class, .nativeClass:
            return try interpreter.call(type, arguments: Arguments(positional, keywords: keywords, functionName: kind))
        default:
            throw RuntimeError("the type of \(Value.article(kind)) \(kind) declaration must be a class, got \(type.typeName)")
        }
    }

    /// Whether `annotation NAME: Type at COORD` should pass the coordinate to `Type(...)`:
    /// built-in classes take it; a script class takes it when its init has parameters.
    private func takesArguments(_ type: Value) -> Bool {
        if case .class(let scriptClass) = type {
            if let initializer = scriptClass.initializer { return !initializer.parameterNames.isEmpty }
            return scriptClass.nativeSuperclass != nil
        }
        return true
    }
}
