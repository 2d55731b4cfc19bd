import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `OverlayRenderer(overlay)` (MKOverlayRenderer): draws nothing until a script class or a
    /// renderer rule gives it `draw(mapRect, zoomScale, context)`.
    static let overlayRenderer: NativeClass = {
        let c = NativeClass(name: "OverlayRenderer")
        c.summary = "Draws an overlay (MKOverlayRenderer); extend it and override draw for a custom look."
        let rows = ClassRows(c, OverlayRenderer.self)
        rows.initializer(.init("overlay", .overlay)) { OverlayRenderer(overlay: $0) }
        c.describe = { describeRenderer($0) }
        rows.property("overlay", .overlay, \.overlay)
        rows.property("alpha", .unitInterval, \.alpha)
        // Called from a script, `draw` and `canDraw` run the built-in behaviour (a script's `super` call).
        rows.action("draw", .init("mapRect", .mapRect), .init("zoomScale", .number), .init("context", .drawingContext), overridable: true) {
            try $0.draw(mapRect: $1, zoomScale: $2, context: $3)
        }
        rows.method("canDraw", .init("mapRect", .mapRect), .init("zoomScale", .number), returns: .bool, overridable: true) {
            try $0.canDraw(mapRect: $1, zoomScale: $2)
        }
        rows.method("rect", .init("for", .mapRect), returns: .rect) { $0.rect(for: $1) }
        rows.method("point", .init("for", .mapPoint), returns: .point) { $0.point(for: $1) }
        rows.method("mapPoint", .init("for", .point), returns: .mapPoint) { $0.mapPoint(for: $1) }
        rows.method("mapRect", .init("for", .rect), returns: .mapRect) { $0.mapRect(for: $1) }
        rows.action("setNeedsDisplay", .init("in", .optional(.mapRect), default: nil, "nil"),
                    .init("zoomScale", .optional(.number), default: nil, "nil")) { renderer, mapRect, zoomScale in
            if let mapRect { renderer.setNeedsDisplay(in: mapRect, zoomScale: zoomScale) } else { renderer.setNeedsDisplay() }
        }
        return c
    }()

    /// `OverlayPathRenderer(overlay)` (MKOverlayPathRenderer): fill and stroke styles.
    static let overlayPathRenderer: NativeClass = {
        let c = NativeClass(name: "OverlayPathRenderer", superclass: overlayRenderer)
        c.summary = "A renderer that fills and strokes a path (MKOverlayPathRenderer)."
        let rows = ClassRows(c, OverlayPathRenderer.self)
        rows.initializer(.init("overlay", .overlay)) { OverlayPathRenderer(overlay: $0) }
        c.describe = { describeRenderer($0) }
        rows.property("fillColor", .optional(.color), \.fillColor)
        rows.property("strokeColor", .optional(.color), \.strokeColor)
        rows.property("lineWidth", .points, \.lineWidth)
        rows.property("lineDashPattern", .numbers, \.lineDashPattern)
        rows.property("lineDashPhase", .number, \.lineDashPhase)
        rows.property("lineCap", .enumCase(BuiltinEnums.lineCap), \.lineCap)
        rows.property("lineJoin", .enumCase(BuiltinEnums.lineJoin), \.lineJoin)
        rows.property("miterLimit", .number, \.miterLimit)
        rows.property("path", .optional(.path), \.path)
        // Called from a script, createPath runs the built-in one (a script's super.createPath()).
        rows.action("createPath", overridable: true) { try $0.createPath() }
        rows.action("invalidatePath") { $0.invalidatePath() }
        rows.action("applyStrokeProperties", .init("context", .drawingContext), .init("zoomScale", .number)) {
            $0.applyStrokeProperties(to: $1, zoomScale: $2)
        }
        return c
    }()

    static let circleRenderer = pathRenderer("CircleRenderer", "MKCircleRenderer", CircleRenderer.init(circle:))
    static let polygonRenderer = pathRenderer("PolygonRenderer", "MKPolygonRenderer", PolygonRenderer.init(polygon:))
    static let polylineRenderer = pathRenderer("PolylineRenderer", "MKPolylineRenderer", PolylineRenderer.init(polyline:))
    static let multiPolygonRenderer = pathRenderer("MultiPolygonRenderer", "MKMultiPolygonRenderer", MultiPolygonRenderer.init(multiPolygon:))
    static let multiPolylineRenderer = pathRenderer("MultiPolylineRenderer", "MKMultiPolylineRenderer", MultiPolylineRenderer.init(multiPolyline:))

    /// `TileOverlayRenderer(tileOverlay)` (MKTileOverlayRenderer).
    static let tileOverlayRenderer: NativeClass = {
        let c = NativeClass(name: "TileOverlayRenderer", superclass: overlayRenderer)
        c.summary = "Draws the tiles of a tile overlay (MKTileOverlayRenderer)."
        ClassRows(c, TileOverlayRenderer.self).initializer(.init("overlay", .object("TileOverlay"))) { TileOverlayRenderer(tileOverlay: $0) }
        c.describe = { describeRenderer($0) }
        return c
    }()

    /// The path renderer of one shape class: `CircleRenderer(circle)` and its kin.
    private static func pathRenderer<Shape: Overlay, Renderer: OverlayPathRenderer>(
        _ name: String, _ mapKitName: String, _ make: @escaping (Shape) -> Renderer
    ) -> NativeClass {
        let c = NativeClass(name: name, superclass: overlayPathRenderer)
        let shapeName = String(name.dropLast("Renderer".count))
        c.summary = "The renderer of \(Value.article(shapeName)) \(shapeName) (\(mapKitName))."
        ClassRows(c, Renderer.self).initializer(.init("overlay", .object(shapeName))) { make($0) }
        c.describe = { describeRenderer($0) }
        return c
    }

    private static func describeRenderer(_ object: any NativeObject) -> String {
        guard let renderer = object as? OverlayRenderer else { return "<renderer>" }
        return constructorForm(object, SceneValue.of(renderer.overlay).representation)
    }
}
