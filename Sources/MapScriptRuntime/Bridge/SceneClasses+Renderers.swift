import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `OverlayRenderer(overlay)` (MKOverlayRenderer): draws nothing until a script class or a
    /// renderer rule gives it `draw(mapRect, zoomScale, context)`.
    static let overlayRenderer = ClassRows.declare("OverlayRenderer", OverlayRenderer.self,
                                                   summary: "Draws an overlay (MKOverlayRenderer); extend it and override draw for a custom look.",
                                                   describe: describeRenderer) { rows in
        rows.initializer(.init("overlay", .overlay)) { OverlayRenderer(overlay: $0) }
        rows.property("overlay", .overlay, \.overlay, summary: "The overlay the renderer draws (MKOverlayRenderer.overlay).")
        rows.property("alpha", .unitInterval, \.alpha, summary: "The opacity of the whole drawing, from 0 to 1 (MKOverlayRenderer.alpha).")
        // Called from a script, `draw` and `canDraw` run the built-in behaviour (a script's `super` call).
        rows.action("draw", .init("mapRect", .mapRect), .init("zoomScale", .number), .init("context", .drawingContext), overridable: true,
                    summary: "Draws the part of the overlay inside a map rect; override it for a custom look (MKOverlayRenderer.draw).") {
            try $0.draw(mapRect: $1, zoomScale: $2, context: $3)
        }
        rows.method("canDraw", .init("mapRect", .mapRect), .init("zoomScale", .number), returns: .bool, overridable: true,
                    summary: "Whether the renderer is ready to draw a map rect; false skips it until setNeedsDisplay (MKOverlayRenderer.canDraw).") {
            try $0.canDraw(mapRect: $1, zoomScale: $2)
        }
        rows.method("rect", .init("for", .mapRect), returns: .rect,
                    summary: "A map rect in renderer coordinates (MKOverlayRenderer.rect(for:)).") { $0.rect(for: $1) }
        rows.method("point", .init("for", .mapPoint), returns: .point,
                    summary: "A map point in renderer coordinates (MKOverlayRenderer.point(for:)).") { $0.point(for: $1) }
        rows.method("mapPoint", .init("for", .point), returns: .mapPoint,
                    summary: "A point in renderer coordinates as a map point (MKOverlayRenderer.mapPoint(for:)).") { $0.mapPoint(for: $1) }
        rows.method("mapRect", .init("for", .rect), returns: .mapRect,
                    summary: "A rect in renderer coordinates as a map rect (MKOverlayRenderer.mapRect(for:)).") { $0.mapRect(for: $1) }
        rows.action("setNeedsDisplay", .init("in", .optional(.mapRect), default: nil, "nil"),
                    .init("zoomScale", .optional(.number), default: nil, "nil"),
                    summary: "Has the map draw the renderer again; a map rect off the overlay does nothing (MKOverlayRenderer.setNeedsDisplay).") {
            renderer, mapRect, zoomScale in
            if let mapRect { renderer.setNeedsDisplay(in: mapRect, zoomScale: zoomScale) } else { renderer.setNeedsDisplay() }
        }
    }

    /// `OverlayPathRenderer(overlay)` (MKOverlayPathRenderer): fill and stroke styles.
    static let overlayPathRenderer = ClassRows.declare("OverlayPathRenderer", OverlayPathRenderer.self, extends: overlayRenderer,
                                                       summary: "A renderer that fills and strokes a path (MKOverlayPathRenderer).") { rows in
        rows.initializer(.init("overlay", .overlay)) { OverlayPathRenderer(overlay: $0) }
        rows.property("fillColor", .optional(.color), \.fillColor, summary: "The colour the shape is filled with (MKOverlayPathRenderer.fillColor).")
        rows.property("strokeColor", .optional(.color), \.strokeColor,
                      summary: "The colour of the shape's outline (MKOverlayPathRenderer.strokeColor).")
        rows.property("lineWidth", .viewLength, \.lineWidth,
                      summary: "The outline's width in view points, at most 100000; 0, the default, draws one point (MKOverlayPathRenderer.lineWidth).")
        rows.property("lineDashPattern", .viewLengths, \.lineDashPattern,
                      summary: "The lengths in view points of the dashes and gaps of the outline, each at most 100000; empty for a solid line (MKOverlayPathRenderer.lineDashPattern).")
        rows.property("lineDashPhase", .finite, \.lineDashPhase,
                      summary: "How far into the dash pattern the outline starts (MKOverlayPathRenderer.lineDashPhase).")
        rows.property("lineCap", .enumCase(BuiltinEnums.lineCap), \.lineCap,
                      summary: "The shape of the outline's ends: .butt, .round or .square (MKOverlayPathRenderer.lineCap).")
        rows.property("lineJoin", .enumCase(BuiltinEnums.lineJoin), \.lineJoin,
                      summary: "The shape of the outline's corners: .miter, .round or .bevel (MKOverlayPathRenderer.lineJoin).")
        rows.property("miterLimit", .miterLimit, \.miterLimit,
                      summary: "How long a mitred corner may grow, in line widths, before it is bevelled: at least 1, 10 by default (MKOverlayPathRenderer.miterLimit).")
        // Reading `path` creates it when there is none, as MapKit's getter does, so that
        // `renderer.path.contains(point)` finds the overlay a tap fell in.
        let optionalPath = ValueType.optional(.path)
        rows.nativeClass.property("path", OverlayPathRenderer.self, get: { renderer in try SceneCall.run { optionalPath.write(try renderer.currentPath()) } },
                                  set: { $0.path = try optionalPath.read($1, $2) })
        rows.describe(.property, "path", optionalPath.name,
                      summary: "The shape to draw in renderer coordinates; reading it while nil gives the one createPath makes (MKOverlayPathRenderer.path).")
        // Called from a script, createPath runs the built-in one (a script's super.createPath()).
        rows.action("createPath", overridable: true,
                    summary: "Sets path to the overlay's shape; override it to draw another shape (MKOverlayPathRenderer.createPath).") {
            try $0.createPath()
        }
        rows.action("invalidatePath",
                    summary: "Forgets path, so that the next drawing creates it again (MKOverlayPathRenderer.invalidatePath).") {
            $0.invalidatePath()
        }
        rows.action("applyStrokeProperties", .init("context", .drawingContext), .init("zoomScale", .number),
                    summary: "Gives a context the renderer's line style, at a zoom scale (MKOverlayPathRenderer.applyStrokeProperties).") {
            $0.applyStrokeProperties(to: $1, zoomScale: $2)
        }
    }

    static let circleRenderer = pathRenderer("CircleRenderer", "MKCircleRenderer", CircleRenderer.init(circle:), strokesPart: "circle")
    static let polygonRenderer = pathRenderer("PolygonRenderer", "MKPolygonRenderer", PolygonRenderer.init(polygon:), strokesPart: "polygon")
    static let polylineRenderer = pathRenderer("PolylineRenderer", "MKPolylineRenderer", PolylineRenderer.init(polyline:),
                                               strokesPart: "line")
    /// `GradientPolylineRenderer(polyline)` (MKGradientPolylineRenderer): a line's colours set
    /// along its length; the checks of the lists are the scene's, which say which argument.
    static let gradientPolylineRenderer = ClassRows.declare("GradientPolylineRenderer", GradientPolylineRenderer.self, extends: polylineRenderer,
                                                            summary: "Strokes a Polyline with colours that change along it (MKGradientPolylineRenderer).") { rows in
        rows.initializer(.init("overlay", .object("Polyline"))) { GradientPolylineRenderer(polyline: $0) }
        rows.property("colors", .colors, \.colors,
                      summary: "The colours of the line, from its start to its end, set by setColors (MKGradientPolylineRenderer.colors).")
        rows.property("locations", .numbers, \.locations,
                      summary: "Where along the line each colour lies, from 0 to 1; empty for colours spread evenly (MKGradientPolylineRenderer.locations).")
        rows.action("setColors", .init(.colors), .init("locations", .numbers),
                    summary: "Colours the line: each colour at a unit distance along it, mixed between, the end colours beyond; [] spreads them evenly. It replaces strokeColor (MKGradientPolylineRenderer.setColors).") {
            try $0.setColors($1, locations: $2)
        }
    }

    static let multiPolygonRenderer = pathRenderer("MultiPolygonRenderer", "MKMultiPolygonRenderer", MultiPolygonRenderer.init(multiPolygon:))
    static let multiPolylineRenderer = pathRenderer("MultiPolylineRenderer", "MKMultiPolylineRenderer", MultiPolylineRenderer.init(multiPolyline:))

    /// `TileOverlayRenderer(tileOverlay)` (MKTileOverlayRenderer).
    static let tileOverlayRenderer = ClassRows.declare("TileOverlayRenderer", TileOverlayRenderer.self, extends: overlayRenderer,
                                                       summary: "Draws the tiles of a tile overlay (MKTileOverlayRenderer).") { rows in
        rows.initializer(.init("overlay", .object("TileOverlay"))) { TileOverlayRenderer(tileOverlay: $0) }
    }

    /// The path renderer of one shape class: `CircleRenderer(circle)` and its kin. Those that
    /// MapKit lets stroke part of their outline (`strokesPart`, the word for the outline in
    /// their descriptions) have `strokeStart` and `strokeEnd`.
    private static func pathRenderer<Shape: Overlay, Renderer: OverlayPathRenderer>(
        _ name: String, _ mapKitName: String, _ make: @escaping (Shape) -> Renderer, strokesPart outline: String? = nil
    ) -> NativeClass {
        let shapeName = String(name.dropLast("Renderer".count))
        return ClassRows.declare(name, Renderer.self, extends: overlayPathRenderer,
                                 summary: "The renderer of \(Value.article(shapeName)) \(shapeName) (\(mapKitName)).") { rows in
            rows.initializer(.init("overlay", .object(shapeName))) { make($0) }
            if let outline {
                let from = outline == "circle" ? "its top, clockwise" : "its first point"
                rows.property("strokeStart", .unitFraction, \.strokeStart,
                              summary: "Where along the \(outline) the stroke starts, from 0 (\(from)) to 1 (\(mapKitName).strokeStart).")
                rows.property("strokeEnd", .unitFraction, \.strokeEnd,
                              summary: "Where along the \(outline) the stroke ends, from 0 to 1, the default (\(mapKitName).strokeEnd).")
            }
        }
    }

    private static func describeRenderer(_ object: any NativeObject) -> String {
        guard let renderer = object as? OverlayRenderer else { return "<renderer>" }
        return constructorForm(object, SceneValue.of(renderer.overlay).representation)
    }
}
