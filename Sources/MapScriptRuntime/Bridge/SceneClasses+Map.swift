import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `map`, the one map view (language reference §7 and §9). Writing `region`,
    /// `centerCoordinate` or `visibleMapRect` is a region change like `setRegion`: the region
    /// hooks run around it.
    static let mapView: NativeClass = {
        let c = NativeClass(name: "MapView")
        typealias Map = MapView
        c.describe = { object in
            guard let map = object as? MapView else { return "<map>" }
            return "<map \(Value.format(map.size.width))x\(Value.format(map.size.height)), "
                + "\(map.annotationCount) annotation\(map.annotationCount == 1 ? "" : "s"), "
                + "\(map.overlays.count) overlay\(map.overlays.count == 1 ? "" : "s")>"
        }
        addMapProperties(to: c)
        addAnnotationMethods(to: c)
        addOverlayMethods(to: c)
        addRegionMethods(to: c)
        addInteractionMethods(to: c)
        return c
    }()

    private static func addMapProperties(to c: NativeClass) {
        typealias Map = MapView
        // A size given on the command line (--size) wins over the script's.
        c.addProperty("size", get: { _, object in .size((object as? MapView)?.size ?? .zero) }, set: { interpreter, object, value in
            guard let map = object as? MapView else { return }
            let size = try value.asSize("MapView.size")
            guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
                throw RuntimeError("MapView.size must be at least 1 x 1 points, got \(Value.format(size.width)) x \(Value.format(size.height))")
            }
            if let bridge = interpreter.sceneHost as? SceneBridge, bridge.sizeOverride != nil { return }
            map.size = size
        })
        c.property("region", Map.self, get: { .region($0.region) },
                   set: { map, v, context in try map.setRegion(try v.asRegion(context), animated: false) })
        c.property("visibleMapRect", Map.self, get: { .mapRect($0.visibleMapRect) },
                   set: { map, v, context in try map.setVisibleMapRect(try v.asMapRect(context), animated: false) })
        c.property("centerCoordinate", Map.self, get: { .coordinate($0.centerCoordinate) },
                   set: { map, v, context in try map.setCenter(try v.asCoordinate(context), animated: false) })
        c.property("zoomScale", Map.self, get: { .number($0.zoomScale) })
        c.property("heading", Map.self, get: { .number($0.heading) },
                   set: { map, v, context in
                       let heading = try v.asNumber(context)
                       guard heading.isFinite else { throw RuntimeError("\(context) must be a finite number of degrees, got \(Value.format(heading))") }
                       map.heading = heading
                   })
        c.property("annotations", Map.self, get: { SceneValue.list($0.annotations) })
        c.property("overlays", Map.self, get: { SceneValue.list($0.overlays) })
        c.property("selectedAnnotations", Map.self, get: { SceneValue.list($0.selectedAnnotations) })
        c.property("showsUserLocation", Map.self, get: { .bool($0.showsUserLocation) },
                   set: { map, v, context in map.showsUserLocation = try v.asBool(context) })
        c.property("userLocation", Map.self, get: { SceneValue.of($0.userLocation) })
        c.property("backgroundColor", Map.self, get: { .color($0.backgroundColor) },
                   set: { map, v, context in map.backgroundColor = try v.asColor(context) })
        c.property("title", Map.self, get: { $0.title.map(Value.string) ?? .nil },
                   set: { map, v, context in map.title = try v.asOptionalString(context) })
    }

    private static func addAnnotationMethods(to c: NativeClass) {
        typealias Map = MapView
        c.method("addAnnotation", Map.self) { _, map, args in
            try args.expect(count: 1)
            map.addAnnotation(try args.read(0, nil) { try $0.asAnnotation($1) })
            return .nil
        }
        c.method("addAnnotations", Map.self) { _, map, args in
            try args.expect(count: 1)
            map.addAnnotations(try args.read(0, nil) { try $0.asAnnotationList($1) })
            return .nil
        }
        c.method("removeAnnotation", Map.self) { _, map, args in
            try args.expect(count: 1)
            map.removeAnnotation(try args.read(0, nil) { try $0.asAnnotation($1) })
            return .nil
        }
        c.method("removeAnnotations", Map.self) { _, map, args in
            try args.expect(count: 1)
            map.removeAnnotations(try args.read(0, nil) { try $0.asAnnotationList($1) })
            return .nil
        }
        c.method("annotations", Map.self) { _, map, args in
            try args.expect(count: 1, 1, labels: ["in"])
            return SceneValue.list(map.annotations(in: try args.read(0, "in") { try $0.asMapRect($1) }))
        }
        c.method("dequeueReusableAnnotationView", Map.self) { _, map, args in
            try args.expect(count: 1, 1, labels: ["withIdentifier", "identifier"])
            let identifier = try args.read(0, args.keyword("identifier") != nil ? "identifier" : "withIdentifier") { try $0.asString($1) }
            return SceneValue.of(try map.dequeueReusableAnnotationView(withIdentifier: identifier))
        }
        c.method("view", Map.self) { _, map, args in
            try args.expect(count: 1, 1, labels: ["for"])
            return SceneValue.of(try map.view(for: try args.read(0, "for") { try $0.asAnnotation($1) }))
        }
        c.method("selectAnnotation", Map.self) { _, map, args in
            try args.expect(count: 1, 2, labels: ["animated"])
            let annotation = try args.read(0, nil) { try $0.asAnnotation($1) }
            try map.selectAnnotation(annotation, animated: try args.readOptional(1, "animated") { try $0.asBool($1) } ?? false)
            return .nil
        }
        c.method("deselectAnnotation", Map.self) { _, map, args in
            try args.expect(count: 1, 2, labels: ["animated"])
            let annotation = try args.read(0, nil) { try $0.asAnnotation($1) }
            try map.deselectAnnotation(annotation, animated: try args.readOptional(1, "animated") { try $0.asBool($1) } ?? false)
            return .nil
        }
        c.method("showAnnotations", Map.self) { _, map, args in
            try args.expect(count: 1, 2, labels: ["animated"])
            let annotations = try args.read(0, nil) { try $0.asAnnotationList($1) }
            try map.showAnnotations(annotations, animated: try args.readOptional(1, "animated") { try $0.asBool($1) } ?? false)
            return .nil
        }
    }

    private static func addOverlayMethods(to c: NativeClass) {
        typealias Map = MapView
        func level(_ args: Arguments, _ index: Int) throws -> OverlayLevel {
            try args.readOptional(index, "level") { try BuiltinEnums.swiftCase($0, in: BuiltinEnums.overlayLevel, context: $1) } ?? .aboveLabels
        }
        c.method("addOverlay", Map.self) { interpreter, map, args in
            try args.expect(count: 1, 2, labels: ["level"])
            let overlay = try args.read(0, nil) { try $0.asOverlay($1) }
            map.addOverlay(overlay, level: try level(args, 1))
            try bridge(interpreter).overlayOrigins.noteAdded([overlay], by: interpreter)
            return .nil
        }
        c.method("addOverlays", Map.self) { interpreter, map, args in
            try args.expect(count: 1, 2, labels: ["level"])
            let overlays = try args.read(0, nil) { try $0.asOverlayList($1) }
            map.addOverlays(overlays, level: try level(args, 1))
            try bridge(interpreter).overlayOrigins.noteAdded(overlays, by: interpreter)
            return .nil
        }
        // insertOverlay(o, at: i, level:), insertOverlay(o, above: other), insertOverlay(o, below: other)
        c.method("insertOverlay", Map.self) { interpreter, map, args in
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
                try map.insertOverlay(overlay, at: index, level: try level(args, 2))
            }
            try bridge(interpreter).overlayOrigins.noteAdded([overlay], by: interpreter)
            return .nil
        }
        c.method("exchangeOverlay", Map.self) { _, map, args in
            try args.expect(count: 2, 2, labels: ["with"])
            let first = try args.read(0, nil) { try $0.asOverlay($1) }
            try map.exchangeOverlay(first, with: try args.read(1, "with") { try $0.asOverlay($1) })
            return .nil
        }
        c.method("removeOverlay", Map.self) { _, map, args in
            try args.expect(count: 1)
            map.removeOverlay(try args.read(0, nil) { try $0.asOverlay($1) })
            return .nil
        }
        c.method("removeOverlays", Map.self) { _, map, args in
            try args.expect(count: 1)
            map.removeOverlays(try args.read(0, nil) { try $0.asOverlayList($1) })
            return .nil
        }
        c.method("overlays", Map.self) { _, map, args in
            try args.expect(count: 0, 1, labels: ["in"])
            return SceneValue.list(map.overlays(in: try args.readOptional(0, "in") {
                try BuiltinEnums.swiftCase($0, in: BuiltinEnums.overlayLevel, context: $1)
            } ?? .aboveLabels))
        }
        c.method("level", Map.self) { _, map, args in
            try args.expect(count: 1, 1, labels: ["of"])
            let overlay = try args.read(0, "of") { try $0.asOverlay($1) }
            return map.level(of: overlay).map { BuiltinEnums.value($0, in: BuiltinEnums.overlayLevel) } ?? .nil
        }
        c.method("renderer", Map.self) { _, map, args in
            try args.expect(count: 1, 1, labels: ["for"])
            return SceneValue.of(try map.renderer(for: try args.read(0, "for") { try $0.asOverlay($1) }))
        }
    }

    private static func addRegionMethods(to c: NativeClass) {
        typealias Map = MapView
        c.method("setRegion", Map.self) { _, map, args in
            try args.expect(count: 1, 2, labels: ["animated"])
            let region = try args.read(0, nil) { try $0.asRegion($1) }
            try map.setRegion(region, animated: try args.readOptional(1, "animated") { try $0.asBool($1) } ?? false)
            return .nil
        }
        c.method("setCenter", Map.self) { _, map, args in
            try args.expect(count: 1, 2, labels: ["animated"])
            let center = try args.read(0, nil) { try $0.asCoordinate($1) }
            try map.setCenter(center, animated: try args.readOptional(1, "animated") { try $0.asBool($1) } ?? false)
            return .nil
        }
        c.method("setVisibleMapRect", Map.self) { _, map, args in
            try args.expect(count: 1, 2, labels: ["animated"])
            let rect = try args.read(0, nil) { try $0.asMapRect($1) }
            try map.setVisibleMapRect(rect, animated: try args.readOptional(1, "animated") { try $0.asBool($1) } ?? false)
            return .nil
        }
        c.method("pan", Map.self) { _, map, args in
            try args.expect(count: 2, 2, labels: ["dx", "dy"])
            try map.pan(dx: try args.number(0, "dx"), dy: try args.number(1, "dy"))
            return .nil
        }
        c.method("zoom", Map.self) { _, map, args in
            try args.expect(count: 1, 1, labels: ["by"])
            try map.zoom(by: try args.number(0, "by"))
            return .nil
        }
        // convert(coordinate) gives a view Point, convert(point) a Coordinate, and
        // convert(mapPoint) a view Point.
        c.method("convert", Map.self) { _, map, args in
            try args.expect(count: 1)
            switch args[0] {
            case .coordinate(let coordinate): return .point(map.convert(coordinate))
            case .point(let point): return .coordinate(map.convert(point))
            case .mapPoint(let mapPoint): return .point(map.convert(mapPoint))
            case .mapRect(let mapRect): return .rect(map.convert(mapRect))
            default: throw RuntimeError("MapView.convert expects a Coordinate, Point, MapPoint or MapRect, got \(args[0].typeName)")
            }
        }
        // The scene as SVG text, as `render` would write it now (for tests and the REPL).
        c.method("svg", Map.self) { interpreter, _, args in
            try args.expect(count: 0)
            return .string(String(decoding: try bridge(interpreter).svg(), as: UTF8.self))
        }
        c.method("layout", Map.self) { _, map, args in
            try args.expect(count: 0)
            try map.layout()
            return .nil
        }
    }

    private static func addInteractionMethods(to c: NativeClass) {
        typealias Map = MapView
        c.method("tapCalloutAccessory", Map.self) { _, map, args in
            try args.expect(count: 2, 2, labels: ["side"])
            let annotation = try args.read(0, nil) { try $0.asAnnotation($1) }
            let side: CalloutSide = try args.read(1, "side") { try BuiltinEnums.swiftCase($0, in: BuiltinEnums.calloutSide, context: $1) }
            try map.tapCalloutAccessory(annotation, side: side)
            return .nil
        }
        c.method("drag", Map.self) { _, map, args in
            try args.expect(count: 2, 2, labels: ["to", "cancel"])
            let annotation = try args.read(0, nil) { try $0.asAnnotation($1) }
            let target = try args.read(1, "to") { try $0.asCoordinate($1) }
            let cancel = try args.readOptional(2, "cancel") { try $0.asBool($1) } ?? false
            try map.drag(annotation, to: target, cancel: cancel)
            return .nil
        }
        c.method("touch", Map.self) { _, map, args in
            try args.expect(count: 2, 2, labels: ["at"])
            let phase: TouchPhase = try args.read(0, nil) { try BuiltinEnums.swiftCase($0, in: BuiltinEnums.touchPhase, context: $1) }
            let point = try args.read(1, "at") { try $0.asPoint($1) }
            return SceneValue.of(try map.touch(phase, at: point))
        }
        c.method("hitTest", Map.self) { _, map, args in
            try args.expect(count: 1)
            return SceneValue.of(map.hitTest(try args.read(0, nil) { try $0.asPoint($1) }))
        }
    }
}
