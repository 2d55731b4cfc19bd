import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `map`, the one map view (language reference §8 and §10). Writing `region`,
    /// `centerCoordinate` or `visibleMapRect` is a region change like `setRegion`: the region
    /// hooks run around it.
    static let mapView: NativeClass = {
        let c = NativeClass(name: "MapView")
        c.summary = "The one map view, `map` (MKMapView)."
        c.describe = { object in
            guard let map = object as? MapView else { return "<map>" }
            return "<map \(Value.format(map.size.width))x\(Value.format(map.size.height)), "
                + "\(map.annotationCount) annotation\(map.annotationCount == 1 ? "" : "s"), "
                + "\(map.overlays.count) overlay\(map.overlays.count == 1 ? "" : "s")>"
        }
        let rows = ClassRows(c, MapView.self)
        addMapProperties(rows)
        addAnnotationMethods(rows)
        addOverlayMethods(rows)
        addRegionMethods(rows)
        addInteractionMethods(rows)
        return c
    }()

    private static func addMapProperties(_ rows: ClassRows<MapView>) {
        // Whether the script's size is taken is the session's policy (--size wins), so the
        // write goes through the scene of the session that runs it.
        let viewSize = ValueType.size.checked("at least 1 x 1 points", { $0.width.isFinite && $0.height.isFinite && $0.width >= 1 && $0.height >= 1 },
                                              describe: { "\(Value.format($0.width)) x \(Value.format($0.height))" })
        rows.nativeClass.addProperty("size", get: { _, object in .size((object as? MapView)?.size ?? .zero) }, set: { interpreter, object, value in
            let size = try viewSize.read(value, .property("size", of: "MapView"))
            if let scene = interpreter.scene, scene.map === object {
                scene.scriptSetsMapSize(size)
            } else {
                (object as? MapView)?.size = size
            }
        })
        rows.describe(.property, "size", "Size")
        rows.property("region", .region, get: \.region, set: { try $0.setRegion($1, animated: false) })
        rows.property("visibleMapRect", .mapRect, get: \.visibleMapRect, set: { try $0.setVisibleMapRect($1, animated: false) })
        rows.property("centerCoordinate", .coordinate, get: \.centerCoordinate, set: { try $0.setCenter($1, animated: false) })
        rows.property("zoomScale", .number, \.zoomScale)
        rows.property("heading", .finiteDegrees, \.heading)
        rows.property("annotations", .annotations, \.annotations)
        rows.property("overlays", .overlays, \.overlays)
        rows.property("selectedAnnotations", .annotations, \.selectedAnnotations)
        rows.property("showsUserLocation", .bool, \.showsUserLocation)
        rows.property("userLocation", .object("UserLocation"), \.userLocation)
        rows.property("backgroundColor", .color, \.backgroundColor)
        rows.property("showsScale", .bool, \.showsScale)
        // The imagery types are cases so that they are recognised, and refused here, on the
        // line that asks for them: the base map is drawn from offline vector data only.
        let mapType = ValueType<MapType>.enumCase(BuiltinEnums.mapType)
            .checked(".standard, .mutedStandard or .none (mapscript draws no satellite imagery)", \.isDrawable,
                     describe: { "." + $0.scriptName })
        rows.property("mapType", mapType, \.mapType)
        rows.property("title", .optional(.string), \.title)
    }

    private static func addAnnotationMethods(_ rows: ClassRows<MapView>) {
        let animated = ParameterSpec("animated", .bool, default: false, "false")
        rows.action("addAnnotation", .init(.annotation)) { $0.addAnnotation($1) }
        rows.action("addAnnotations", .init(.annotations)) { $0.addAnnotations($1) }
        // A selection that goes with the annotations is deselected through the hooks first.
        rows.action("removeAnnotation", .init(.annotation)) { try $0.removeAnnotationsDeselecting([$1]) }
        rows.action("removeAnnotations", .init(.annotations)) { try $0.removeAnnotationsDeselecting($1) }
        rows.method("annotations", .init("in", .mapRect), returns: .annotations) { $0.annotations(in: $1) }
        rows.nativeClass.method("dequeueReusableAnnotationView", MapView.self) { _, map, args in
            try args.expect(count: 1, 2, labels: ["withIdentifier", "identifier", "for"])
            let identifier = try args.read(0, args.keyword("identifier") != nil ? "identifier" : "withIdentifier") { try $0.asString($1) }
            let annotation = try args.readOptional(1, "for") { try $0.asAnnotation($1) }
            return SceneValue.of(try map.dequeueReusableAnnotationView(withIdentifier: identifier, for: annotation))
        }
        rows.describe(.method, "dequeueReusableAnnotationView", "(withIdentifier: string, for: Annotation? = nil) -> AnnotationView?")
        // register(Class, forAnnotationViewWithReuseIdentifier: "id"): dequeue then makes
        // `Class(annotation, reuseIdentifier: "id")` when the queue is empty.
        rows.nativeClass.method("register", MapView.self) { interpreter, map, args in
            try args.expect(count: 2, 2, labels: ["forAnnotationViewWithReuseIdentifier"])
            let viewClass = args[0]
            guard isAnnotationViewClass(viewClass) else {
                var error = RuntimeError("MapView.register expects an AnnotationView class (AnnotationView, PinAnnotationView, "
                                         + "MarkerAnnotationView or a class extending one), got \(viewClass.typeName)")
                error.argument = .position(0)
                throw error
            }
            let identifier = try args.read(1, "forAnnotationViewWithReuseIdentifier") { try $0.asString($1) }
            map.register(forAnnotationViewWithReuseIdentifier: identifier) { [weak interpreter] annotation in
                guard let interpreter else { throw RuntimeError("the script that registered '\(identifier)' has ended") }
                let made = try interpreter.call(viewClass, arguments: Arguments([SceneValue.of(annotation)],
                                                                                 keywords: [("reuseIdentifier", .string(identifier))]))
                return try made.asAnnotationView("the view made for '\(identifier)'")
            }
            return .nil
        }
        rows.describe(.method, "register", "(AnnotationView class, forAnnotationViewWithReuseIdentifier: string)")
        rows.method("view", .init("for", .annotation), returns: .optional(.object("AnnotationView"))) { try $0.view(for: $1) }
        rows.action("selectAnnotation", .init(.annotation), animated) { try $0.selectAnnotation($1, animated: $2) }
        rows.action("deselectAnnotation", .init(.annotation), animated) { try $0.deselectAnnotation($1, animated: $2) }
        rows.action("showAnnotations", .init(.annotations), animated) { try $0.showAnnotations($1, animated: $2) }
    }

    private static func addOverlayMethods(_ rows: ClassRows<MapView>) {
        let level = ParameterSpec<OverlayLevel>("level", .enumCase(BuiltinEnums.overlayLevel), default: .aboveLabels, ".aboveLabels")
        rows.action("addOverlay", .init(.overlay), level) { $0.addOverlay($1, level: $2) }
        rows.action("addOverlays", .init(.overlays), level) { $0.addOverlays($1, level: $2) }
        // insertOverlay(o, at: i, level:), insertOverlay(o, above: other), insertOverlay(o, below: other)
        rows.nativeClass.method("insertOverlay", MapView.self) { _, map, args in
            let overlay = try args.read(0, nil) { try $0.asOverlay($1) }
            if args.keyword("above") != nil {
                try args.expect(count: 1, 1, labels: ["above"])
                try map.insertOverlay(overlay, above: try args.read(1, "above") { try $0.asOverlay($1) })
            } else if args.keyword("below") != nil {
                try args.expect(count: 1, 1, labels: ["below"])
                try map.insertOverlay(overlay, below: try args.read(1, "below") { try $0.asOverlay($1) })
            } else {
                try args.expect(count: 2, 3, labels: ["at", "level"])
                let index = try args.read(1, "at") { try $0.asInteger($1) }
                try map.insertOverlay(overlay, at: index, level: try level.read(args, at: 2))
            }
            return .nil
        }
        rows.describe(.method, "insertOverlay", "(Overlay, at: number, level: OverlayLevel = .aboveLabels | above: Overlay | below: Overlay)")
        rows.action("exchangeOverlay", .init(.overlay), .init("with", .overlay)) { try $0.exchangeOverlay($1, with: $2) }
        rows.action("removeOverlay", .init(.overlay)) { $0.removeOverlay($1) }
        rows.action("removeOverlays", .init(.overlays)) { $0.removeOverlays($1) }
        rows.method("overlays", .init("in", .enumCase(BuiltinEnums.overlayLevel), default: .aboveLabels, ".aboveLabels"),
                    returns: .overlays) { $0.overlays(in: $1) }
        rows.method("level", .init("of", .overlay), returns: .optional(.enumCase(BuiltinEnums.overlayLevel))) { $0.level(of: $1) }
        rows.method("renderer", .init("for", .overlay), returns: .optional(.object("OverlayRenderer"))) { try $0.renderer(for: $1) }
    }

    private static func addRegionMethods(_ rows: ClassRows<MapView>) {
        let animated = ParameterSpec("animated", .bool, default: false, "false")
        rows.action("setRegion", .init(.region), animated) { try $0.setRegion($1, animated: $2) }
        rows.action("setCenter", .init(.coordinate), animated) { try $0.setCenter($1, animated: $2) }
        rows.action("setVisibleMapRect", .init(.mapRect), animated) { try $0.setVisibleMapRect($1, animated: $2) }
        rows.action("pan", .init("dx", .number), .init("dy", .number)) { try $0.pan(dx: $1, dy: $2) }
        rows.action("zoom", .init("by", .number), .init("about", .optional(.point), default: nil, "nil")) {
            try $0.zoom(by: $1, about: $2)
        }
        // convert(coordinate) gives a view Point, convert(point) a Coordinate, and
        // convert(mapPoint) a view Point.
        rows.nativeClass.method("convert", MapView.self) { _, map, args in
            try args.expect(count: 1)
            switch args[0] {
            case .coordinate(let coordinate): return .point(map.convert(coordinate))
            case .point(let point): return .coordinate(map.convert(point))
            case .mapPoint(let mapPoint): return .point(map.convert(mapPoint))
            case .mapRect(let mapRect): return .rect(map.convert(mapRect))
            default: throw RuntimeError("MapView.convert expects a Coordinate, Point, MapPoint or MapRect, got \(args[0].typeName)")
            }
        }
        rows.describe(.method, "convert", "(Coordinate | Point | MapPoint | MapRect) -> Point | Coordinate | Rect")
        // The scene as SVG text, as `render` would write it now (for tests and the REPL).
        rows.nativeClass.method("svg", MapView.self) { interpreter, _, args in
            try args.expect(count: 0)
            return .string(String(decoding: try bridge(interpreter).svg(for: .svg), as: UTF8.self))
        }
        rows.describe(.method, "svg", "() -> string")
        rows.action("layout") { try $0.layout() }
    }

    private static func addInteractionMethods(_ rows: ClassRows<MapView>) {
        rows.action("tapCalloutAccessory", .init(.annotation), .init("side", .enumCase(BuiltinEnums.calloutSide))) {
            try $0.tapCalloutAccessory($1, side: $2)
        }
        rows.action("drag", .init(.annotation), .init("to", .coordinate), .init("cancel", .bool, default: false, "false")) {
            try $0.drag($1, to: $2, cancel: $3)
        }
        let touchedView: ValueType<AnnotationView?> = .optional(.object("AnnotationView"))
        rows.method("touch", .init(.enumCase(BuiltinEnums.touchPhase)), .init("at", .point), returns: touchedView) { try $0.touch($1, at: $2) }
        rows.method("tap", .init("at", .point), returns: touchedView) { try $0.tap(at: $1) }
        rows.method("longPress", .init("at", .point), .init("to", .optional(.point), default: nil, "nil"), returns: touchedView) {
            try $0.longPress(at: $1, to: $2)
        }
        rows.method("hitTest", .init(.point), returns: touchedView) { try $0.hitTest($1) }
    }

    /// Whether `value` is AnnotationView or a class extending it, built in or a script's.
    private static func isAnnotationViewClass(_ value: Value) -> Bool {
        switch value {
        case .nativeClass(let nativeClass): return nativeClass.isSubclass(of: annotationView)
        case .class(let scriptClass): return scriptClass.nativeSuperclass?.isSubclass(of: annotationView) ?? false
        default: return false
        }
    }
}
