import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `OverlayRenderer(overlay)` (MKOverlayRenderer): draws nothing until a script class or a
    /// renderer rule gives it `draw(mapRect, zoomScale, context)`.
    static let overlayRenderer: NativeClass = {
        let c = NativeClass(name: "OverlayRenderer")
        c.extensible { (args: Arguments) throws -> OverlayRenderer in
            let overlay = try rendererOverlay(args, Overlay.self, "Overlay")
            return OverlayRenderer(overlay: overlay)
        }
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
            try renderer.draw(mapRect: mapRect, zoomScale: zoomScale, context: context)
            return .nil
        }
        c.method("canDraw", Renderer.self) { _, renderer, args in
            try args.expect(count: 2, 2, labels: ["mapRect", "zoomScale"])
            let mapRect = try args.read(0, "mapRect") { try $0.asMapRect($1) }
            let zoomScale = try args.read(1, "zoomScale") { try $0.asNumber($1) }
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
        c.extensible { (args: Arguments) throws -> OverlayPathRenderer in
            let overlay = try rendererOverlay(args, Overlay.self, "Overlay")
            return OverlayPathRenderer(overlay: overlay)
        }
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
    static let circleRenderer: NativeClass = pathRendererClass("CircleRenderer", Circle.self, "Circle") { CircleRenderer(circle: $0) }

    /// `PolygonRenderer(polygon)` (MKPolygonRenderer).
    static let polygonRenderer: NativeClass = pathRendererClass("PolygonRenderer", Polygon.self, "Polygon") { PolygonRenderer(polygon: $0) }

    /// `PolylineRenderer(polyline)` (MKPolylineRenderer).
    static let polylineRenderer: NativeClass = pathRendererClass("PolylineRenderer", Polyline.self, "Polyline") { PolylineRenderer(polyline: $0) }

    /// `MultiPolygonRenderer(multiPolygon)` (MKMultiPolygonRenderer).
    static let multiPolygonRenderer: NativeClass = pathRendererClass("MultiPolygonRenderer", MultiPolygon.self, "MultiPolygon") { MultiPolygonRenderer(multiPolygon: $0) }

    /// `MultiPolylineRenderer(multiPolyline)` (MKMultiPolylineRenderer).
    static let multiPolylineRenderer: NativeClass = pathRendererClass("MultiPolylineRenderer", MultiPolyline.self, "MultiPolyline") { MultiPolylineRenderer(multiPolyline: $0) }

    /// `TileOverlayRenderer(tileOverlay)` (MKTileOverlayRenderer).
    static let tileOverlayRenderer: NativeClass = {
        let c = NativeClass(name: "TileOverlayRenderer", superclass: overlayRenderer)
        c.extensible { (args: Arguments) throws -> TileOverlayRenderer in
            let tiles = try rendererOverlay(args, TileOverlay.self, "TileOverlay")
            return TileOverlayRenderer(tileOverlay: tiles)
        }
        c.describe = { describeRenderer($0) }
        return c
    }()

    /// A path renderer class for one shape type.
    private static func pathRendererClass<Shape: Overlay, Renderer: OverlayRenderer>(
        _ name: String, _ shape: Shape.Type, _ shapeName: String, _ make: @escaping (Shape) -> Renderer
    ) -> NativeClass {
        let c = NativeClass(name: name, superclass: overlayPathRenderer)
        c.extensible { args in make(try rendererOverlay(args, Shape.self, shapeName)) }
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
