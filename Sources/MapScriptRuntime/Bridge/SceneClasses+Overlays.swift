import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `Overlay()`: a custom overlay. A script class extending it calls `super.init()` and sets
    /// `coordinate` and `boundingMapRect` itself.
    static let overlay: NativeClass = {
        let c = NativeClass(name: "Overlay", superclass: annotation)
        c.summary = "An area of the map drawn by a renderer (MKOverlay); extend it for a custom overlay."
        let rows = ClassRows(c, Overlay.self)
        c.defaultRenderer = overlayRenderer
        customOverlayInitializer(rows) { Overlay(coordinate: $0, boundingMapRect: $1) }
        rows.property("boundingMapRect", .mapRect, \.boundingMapRect,
                      summary: "The map rect holding all the overlay draws; it decides when the overlay is visible (MKOverlay.boundingMapRect).")
        rows.property("canReplaceMapContent", .bool, \.canReplaceMapContent,
                      summary: "Whether the overlay hides the map beneath it, as a whole base map of tiles (MKOverlay.canReplaceMapContent).")
        rows.method("intersects", .init(.mapRect), returns: .bool,
                    summary: "Whether the overlay meets a map rect (MKOverlay.intersects).") { $0.intersects($1) }
        return c
    }()

    /// `Shape()` (MKShape): the base of circles and of shapes made of points.
    static let shape: NativeClass = {
        let c = NativeClass(name: "Shape", superclass: overlay)
        c.summary = "An overlay defined by its geometry (MKShape); extend it for a custom shape."
        customOverlayInitializer(ClassRows(c, Shape.self)) { Shape(coordinate: $0, boundingMapRect: $1) }
        return c
    }()

    /// `MultiPoint(coords)` (MKMultiPoint): the base of polygons and polylines.
    static let multiPoint: NativeClass = multiPointClass("MultiPoint", superclass: shape, MultiPoint.self,
                                                         "A shape made of points (MKMultiPoint); extend it for a custom shape of points.") {
        MultiPoint(coordinates: $0)
    }

    /// `Circle(center:, radius:)` (MKCircle), the radius in metres.
    static let circle: NativeClass = {
        let c = NativeClass(name: "Circle", superclass: shape)
        c.summary = "A circle of a radius in metres around a centre (MKCircle)."
        let rows = ClassRows(c, Circle.self)
        c.defaultRenderer = circleRenderer
        rows.initializer(.init("center", .coordinate), .init("radius", .metres)) { Circle(center: $0, radius: $1) }
        rows.property("radius", .metres, \.radius, summary: "The circle's radius in metres (MKCircle.radius).")
        rows.property("center", .coordinate, get: \.center, set: { $0.coordinate = $1 },
                      summary: "The circle's centre, its coordinate (MKCircle.coordinate).")
        return c
    }()

    /// `Polygon(coords, interiorPolygons:)` (MKPolygon); the holes are polygons too.
    static let polygon: NativeClass = {
        let c = NativeClass(name: "Polygon", superclass: multiPoint)
        c.summary = "A closed shape, with holes (MKPolygon)."
        let rows = ClassRows(c, Polygon.self)
        c.defaultRenderer = polygonRenderer
        let holes = ParameterSpec<[Polygon]>("interiorPolygons", .objects("Polygon"), default: [], "[]")
        rows.initializer(.init("coordinates", .coordinates), holes) { coordinates, holes in
            try SceneCall.run { try Polygon.requirePoints(coordinates, name: "Polygon") }
            return Polygon(coordinates: coordinates, interiorPolygons: holes)
        }
        rows.property("interiorPolygons", .objects("Polygon"), \.interiorPolygons,
                      summary: "The holes cut out of the polygon, as polygons (MKPolygon.interiorPolygons).")
        return c
    }()

    /// `Polyline(coords)` (MKPolyline).
    static let polyline: NativeClass = {
        let c = multiPointClass("Polyline", superclass: multiPoint, Polyline.self, "A connected series of line segments (MKPolyline).") {
            Polyline(coordinates: $0)
        }
        c.defaultRenderer = polylineRenderer
        return c
    }()

    /// `GeodesicPolyline(coords)` (MKGeodesicPolyline): follows the shortest path on the Earth.
    static let geodesicPolyline: NativeClass = multiPointClass("GeodesicPolyline", superclass: polyline, GeodesicPolyline.self,
                                                               "A polyline along the shortest paths on the Earth (MKGeodesicPolyline).") {
        GeodesicPolyline(coordinates: $0)
    }

    /// `MultiPolygon(polygons)` (MKMultiPolygon).
    static let multiPolygon: NativeClass = {
        let c = NativeClass(name: "MultiPolygon", superclass: overlay)
        c.summary = "Several polygons drawn as one overlay (MKMultiPolygon)."
        let rows = ClassRows(c, MultiPolygon.self)
        c.defaultRenderer = multiPolygonRenderer
        rows.initializer(.init("polygons", .objects("Polygon"))) { MultiPolygon(polygons: $0) }
        rows.property("polygons", .objects("Polygon"), \.polygons, summary: "The polygons drawn as one overlay (MKMultiPolygon.polygons).")
        return c
    }()

    /// `MultiPolyline(polylines)` (MKMultiPolyline).
    static let multiPolyline: NativeClass = {
        let c = NativeClass(name: "MultiPolyline", superclass: overlay)
        c.summary = "Several polylines drawn as one overlay (MKMultiPolyline)."
        let rows = ClassRows(c, MultiPolyline.self)
        c.defaultRenderer = multiPolylineRenderer
        rows.initializer(.init("polylines", .objects("Polyline"))) { MultiPolyline(polylines: $0) }
        rows.property("polylines", .objects("Polyline"), \.polylines, summary: "The polylines drawn as one overlay (MKMultiPolyline.polylines).")
        return c
    }()

    /// `(coordinate:, boundingMapRect:)`, both optional: a custom overlay sets them itself.
    private static func customOverlayInitializer<Custom: Overlay>(_ rows: ClassRows<Custom>,
                                                                 _ make: @escaping (Coordinate, MapRect) -> Custom) {
        rows.initializer(.init("coordinate", .coordinate, default: Coordinate(latitude: 0, longitude: 0), "@(0, 0)"),
                         .init("boundingMapRect", .mapRect, default: .null, "none")) { make($0, $1) }
    }

    /// A class of shapes made of points, `Name(coordinates)`, with at least its class's minimum of
    /// points; the reference lists `coordinates` and `pointCount` on MultiPoint only.
    private static func multiPointClass<Points: MultiPoint>(
        _ name: String, superclass: NativeClass?, _ type: Points.Type, _ summary: String, _ make: @escaping ([Coordinate]) -> Points
    ) -> NativeClass {
        let c = NativeClass(name: name, superclass: superclass)
        c.summary = summary
        let rows = ClassRows(c, Points.self)
        rows.initializer(.init("coordinates", .coordinates)) { coordinates in
            try SceneCall.run { try Points.requirePoints(coordinates, name: name) }
            return make(coordinates)
        }
        if superclass === shape {
            rows.property("coordinates", .coordinates, \.coordinates, summary: "The shape's points, in order (MKMultiPoint.points).")
            rows.property("pointCount", .integer, \.pointCount, summary: "How many points the shape has (MKMultiPoint.pointCount).")
        }
        return c
    }

    /// `TileOverlay(urlTemplate:)` (MKTileOverlay) with `{x} {y} {z} {scale}` in the template.
    static let tileOverlay: NativeClass = {
        let c = NativeClass(name: "TileOverlay", superclass: overlay)
        c.summary = "A raster layer of map tiles named by a URL template (MKTileOverlay)."
        let rows = ClassRows(c, TileOverlay.self)
        c.defaultRenderer = tileOverlayRenderer
        rows.initializer(.init("urlTemplate", .optional(.string))) { TileOverlay(urlTemplate: $0) }
        c.describe = { object in
            guard let tiles = object as? TileOverlay else { return "<TileOverlay>" }
            var text = "TileOverlay("
            Value.appendQuoted(tiles.urlTemplate ?? "", to: &text)
            return text + ")"
        }
        let zoomLevel = ValueType.integer.checked("a zoom level in 0...30", { (0...30).contains($0) }, describe: { String($0) })
        rows.property("urlTemplate", .optional(.string), \.urlTemplate,
                      summary: "The URL of a tile with {x}, {y}, {z} and {scale} in place of its numbers (MKTileOverlay.urlTemplate).")
        rows.property("tileSize", .size.checked("at least 1 x 1", { $0.width >= 1 && $0.height >= 1 && $0.width.isFinite && $0.height.isFinite },
                                                describe: { "\(Value.format($0.width)) x \(Value.format($0.height))" }), \.tileSize,
                                                summary: "The size of a tile in points, 256 x 256 by default (MKTileOverlay.tileSize).")
        rows.property("minimumZ", zoomLevel, \.minimumZ, summary: "The lowest zoom level that has tiles, 0 by default (MKTileOverlay.minimumZ).")
        rows.property("maximumZ", zoomLevel, \.maximumZ, summary: "The highest zoom level that has tiles, 21 by default (MKTileOverlay.maximumZ).")
        rows.property("geometryFlipped", .bool, \.isGeometryFlipped,
                      summary: "Whether row 0 is the southernmost row (TMS) rather than the northernmost (MKTileOverlay.isGeometryFlipped).")
        // Called from a script, `url` is the template's URL (a script's `super.url(...)`).
        c.method("url", TileOverlay.self) { _, tiles, args in
            try args.expect(count: 3, 4, labels: ["x", "y", "z", "scale"])
            let path = TilePath(x: try args.read(0, "x") { try $0.asInteger($1) }, y: try args.read(1, "y") { try $0.asInteger($1) },
                                z: try args.read(2, "z") { try $0.asInteger($1) },
                                contentScaleFactor: try args.readOptional(3, "scale") { try $0.asNumber($1) } ?? 1)
            return .string(try tiles.url(forTile: path))
        }
        rows.describe(.overridableMethod, "url", "(x: number, y: number, z: number, scale: number = 1) -> string",
                      summary: "The URL of one tile, the template filled in; override it to make URLs otherwise (MKTileOverlay.url(forTilePath:)).",
                      parameters: ["x", "y", "z", "scale"])
        return c
    }()
}
