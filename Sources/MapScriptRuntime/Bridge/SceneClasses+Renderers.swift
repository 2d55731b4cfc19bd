import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `OverlayRenderer(overlay)` (MKOverlayRenderer): draws nothing until a script class or a
    /// renderer rule gives it `draw(mapRect, zoomScale, context)`.
    static let overlayRenderer: NativeClass = {
        let c = NativeClass(name: "OverlayRenderer")
        let make = { (args: Arguments, link: ScriptLink?) throws -> any NativeObject in
            let overlay = try rendererOverlay(args, Overlay.self, "Overlay")
            if let link { return ScriptOverlayRenderer(overlay: overlay, link: link) }
            return OverlayRenderer(overlay: overlay)
        }
        c.construct = { _, args in .native(try make(args, nil)) }
        c.makeBacking = { interpreter, instance, args in try make(args, ScriptLink(interpreter: interpreter, instance: instance)) }
        c.describe = { describeRenderer($0) }
        typealias Renderer = OverlayRenderer
        c.property("overlay", Renderer.self, get: { SceneValue.of($0.overlay) })
        c.property("alpha", Renderer.self, get: { .number($0.alpha) }, set: { r, v, context in
            r.alpha = min(max(try v.asNumber(context), 0), 1)
        })
        c.method("draw", Renderer.self) { _, renderer, args in
            try args.expect(count: 3, 3, labels: ["mapRect", "zoomScale", "context"])
            let mapRect = try args.read(0, "mapRect") { try $0.asMapRect($1) }
            let zoomScale = try args.read(1, "zoomScale") { try $0.asNumber($1) }
            let context = try args.read(2, "context") { try $0.asSceneObject(DrawingContext.self, "DrawingContext", $1) }
            (renderer as? ScriptBacked)?.link.markSuperCall()
            try renderer.draw(mapRect: mapRect, zoomScale: zoomScale, context: context)
            return .nil
        }
        c.method("canDraw", Renderer.self) { _, renderer, args in
            try args.expect(count: 2, 2, labels: ["mapRect", "zoomScale"])
            let mapRect = try args.read(0, "mapRect") { try $0.asMapRect($1) }
            let zoomScale = try args.read(1, "zoomScale") { try $0.asNumber($1) }
            (renderer as? ScriptBacked)?.link.markSuperCall()
            return .bool(try renderer.canDraw(mapRect: mapRect, zoomScale: zoomScale))
        }
        c.method("rect", Renderer.self) { _, renderer, args in
            try args.expect(count: 1, 1, labels: ["for"])
            return .rect(renderer.rect(for: try args.read(0, "for") { try $0.asMapRect($1) }))
        }
        c.method("point", Renderer.self) { _, renderer, args in
            try args.expect(count: 1, 1, labels: ["for"])
            return .point(renderer.point(for: try args.read(0, "for") { try $0.asMapPoint($1) }))
        }
        c.method("mapPoint", Renderer.self) { _, renderer, args in
            try args.expect(count: 1, 1, labels: ["for"])
            return .mapPoint(renderer.mapPoint(for: try args.read(0, "for") { try $0.asPoint($1) }))
        }
        c.method("mapRect", Renderer.self) { _, renderer, args in
            try args.expect(count: 1, 1, labels: ["for"])
            return .mapRect(renderer.mapRect(for: try args.read(0, "for") { try $0.asRect($1) }))
        }
        c.method("setNeedsDisplay", Renderer.self) { _, renderer, args in
            try args.expect(count: 0)
            renderer.setNeedsDisplay()
            return .nil
        }
        return c
    }()

    /// `OverlayPathRenderer(overlay)` (MKOverlayPathRenderer): fill and stroke styles.
    static let overlayPathRenderer: NativeClass = {
        let c = NativeClass(name: "OverlayPathRenderer", superclass: overlayRenderer)
        let make = { (args: Arguments, link: ScriptLink?) throws -> any NativeObject in
            let overlay = try rendererOverlay(args, Overlay.self, "Overlay")
            if let link { return ScriptOverlayPathRenderer(overlay: overlay, link: link) }
            return OverlayPathRenderer(overlay: overlay)
        }
        c.construct = { _, args in .native(try make(args, nil)) }
        c.makeBacking = { interpreter, instance, args in try make(args, ScriptLink(interpreter: interpreter, instance: instance)) }
        c.describe = { describeRenderer($0) }
        typealias Renderer = OverlayPathRenderer
        c.property("fillColor", Renderer.self, get: { $0.fillColor.map(Value.color) ?? .nil },
                   set: { r, v, context in r.fillColor = try v.asOptionalColor(context) })
        c.property("strokeColor", Renderer.self, get: { $0.strokeColor.map(Value.color) ?? .nil },
                   set: { r, v, context in r.strokeColor = try v.asOptionalColor(context) })
        c.property("lineWidth", Renderer.self, get: { .number($0.lineWidth) }, set: { r, v, context in
            let width = try v.asNumber(context)
            guard width.isFinite, width >= 0 else { throw RuntimeError("\(context) must be a finite number of points, not negative") }
            r.lineWidth = width
        })
        c.property("lineDashPattern", Renderer.self, get: { .list(ListObject($0.lineDashPattern.map(Value.number))) },
                   set: { r, v, context in r.lineDashPattern = try v.asNumberList(context) })
        c.property("lineDashPhase", Renderer.self, get: { .number($0.lineDashPhase) },
                   set: { r, v, context in r.lineDashPhase = try v.asNumber(context) })
        c.property("lineCap", Renderer.self, get: { BuiltinEnums.value($0.lineCap, in: BuiltinEnums.lineCap) },
                   set: { r, v, context in r.lineCap = try BuiltinEnums.swiftCase(v, in: BuiltinEnums.lineCap, context: context) })
        c.property("lineJoin", Renderer.self, get: { BuiltinEnums.value($0.lineJoin, in: BuiltinEnums.lineJoin) },
                   set: { r, v, context in r.lineJoin = try BuiltinEnums.swiftCase(v, in: BuiltinEnums.lineJoin, context: context) })
        c.property("miterLimit", Renderer.self, get: { .number($0.miterLimit) },
                   set: { r, v, context in r.miterLimit = try v.asNumber(context) })
        c.method("applyStrokeProperties", Renderer.self) { _, renderer, args in
            try args.expect(count: 2, 2, labels: ["context", "zoomScale"])
            let context = try args.read(0, "context") { try $0.asSceneObject(DrawingContext.self, "DrawingContext", $1) }
            renderer.applyStrokeProperties(to: context, zoomScale: try args.read(1, "zoomScale") { try $0.asNumber($1) })
            return .nil
        }
        return c
    }()

    /// `CircleRenderer(circle)` (MKCircleRenderer).
    static let circleRenderer: NativeClass = pathRendererClass("CircleRenderer", Circle.self, "Circle") { circle, link in
        if let link { return ScriptCircleRenderer(circle: circle, link: link) }
        return CircleRenderer(circle: circle)
    }

    /// `PolygonRenderer(polygon)` (MKPolygonRenderer).
    static let polygonRenderer: NativeClass = pathRendererClass("PolygonRenderer", Polygon.self, "Polygon") { polygon, link in
        if let link { return ScriptPolygonRenderer(polygon: polygon, link: link) }
        return PolygonRenderer(polygon: polygon)
    }

    /// `PolylineRenderer(polyline)` (MKPolylineRenderer).
    static let polylineRenderer: NativeClass = pathRendererClass("PolylineRenderer", Polyline.self, "Polyline") { polyline, link in
        if let link { return ScriptPolylineRenderer(polyline: polyline, link: link) }
        return PolylineRenderer(polyline: polyline)
    }

    /// `MultiPolygonRenderer(multiPolygon)` (MKMultiPolygonRenderer).
    static let multiPolygonRenderer: NativeClass = pathRendererClass("MultiPolygonRenderer", MultiPolygon.self, "MultiPolygon") { shape, link in
        if let link { return ScriptMultiPolygonRenderer(multiPolygon: shape, link: link) }
        return MultiPolygonRenderer(multiPolygon: shape)
    }

    /// `MultiPolylineRenderer(multiPolyline)` (MKMultiPolylineRenderer).
    static let multiPolylineRenderer: NativeClass = pathRendererClass("MultiPolylineRenderer", MultiPolyline.self, "MultiPolyline") { shape, link in
        if let link { return ScriptMultiPolylineRenderer(multiPolyline: shape, link: link) }
        return MultiPolylineRenderer(multiPolyline: shape)
    }

    /// `TileOverlayRenderer(tileOverlay)` (MKTileOverlayRenderer).
    static let tileOverlayRenderer: NativeClass = {
        let c = NativeClass(name: "TileOverlayRenderer", superclass: overlayRenderer)
        let make = { (args: Arguments, link: ScriptLink?) throws -> any NativeObject in
            let tiles = try rendererOverlay(args, TileOverlay.self, "TileOverlay")
            if let link { return ScriptTileOverlayRenderer(tileOverlay: tiles, link: link) }
            return TileOverlayRenderer(tileOverlay: tiles)
        }
        c.construct = { _, args in .native(try make(args, nil)) }
        c.makeBacking = { interpreter, instance, args in try make(args, ScriptLink(interpreter: interpreter, instance: instance)) }
        c.describe = { describeRenderer($0) }
        return c
    }()

    /// A path renderer class for one shape type.
    private static func pathRendererClass<Shape: Overlay>(
        _ name: String, _ shape: Shape.Type, _ shapeName: String,
        _ make: @escaping (Shape, ScriptLink?) -> any NativeObject
    ) -> NativeClass {
        let c = NativeClass(name: name, superclass: overlayPathRenderer)
        c.construct = { _, args in .native(make(try rendererOverlay(args, Shape.self, shapeName), nil)) }
        c.makeBacking = { interpreter, instance, args in
            make(try rendererOverlay(args, Shape.self, shapeName), ScriptLink(interpreter: interpreter, instance: instance))
        }
        c.describe = { describeRenderer($0) }
        return c
    }

    /// The one argument of a renderer constructor: the overlay it draws, of the right shape.
    private static func rendererOverlay<Shape: AnyObject>(_ args: Arguments, _ type: Shape.Type, _ kind: String) throws -> Shape {
        try args.expect(count: 1, 1, labels: ["overlay"])
        return try args.read(0, "overlay") { try $0.asSceneObject(Shape.self, kind, $1) }
    }

    private static func describeRenderer(_ object: any NativeObject) -> String {
        guard let renderer = object as? OverlayRenderer else { return "<renderer>" }
        return constructorForm(object, SceneValue.of(renderer.overlay).representation)
    }
}
