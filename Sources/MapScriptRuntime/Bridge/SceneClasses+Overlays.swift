import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `Overlay()`: a custom overlay. A script class extending it calls `super.init()` and sets
    /// `coordinate` and `boundingMapRect` itself.
    static let overlay = ClassRows.declare("Overlay", Overlay.self, extends: annotation, renderer: overlayRenderer,
                                           summary: "An area of the map drawn by a renderer (MKOverlay); extend it for a custom overlay.") { rows in
        customOverlayInitializer(rows) { Overlay(coordinate: $0, boundingMapRect: $1) }
        rows.property("boundingMapRect", .mapRect, \.boundingMapRect,
                      summary: "The map rect holding all the overlay draws; it decides when the overlay is visible (MKOverlay.boundingMapRect).")
        rows.property("canReplaceMapContent", .bool, \.canReplaceMapContent,
                      summary: "Whether the overlay hides the map beneath it, as a whole base map of tiles (MKOverlay.canReplaceMapContent).")
        rows.method("intersects", .init(.mapRect), returns: .bool,
                    summary: "Whether the overlay meets a map rect (MKOverlay.intersects).") { $0.intersects($1) }
    }

    /// `Shape()` (MKShape): the base of circles and of shapes made of points.
    static let shape = ClassRows.declare("Shape", Shape.self, extends: overlay,
                                         summary: "An overlay defined by its geometry (MKShape); extend it for a custom shape.") { rows in
        customOverlayInitializer(rows) { Shape(coordinate: $0, boundingMapRect: $1) }
    }

    /// `MultiPoint(coords)` (MKMultiPoint): the base of polygons and polylines.
    static let multiPoint: NativeClass = multiPointClass("MultiPoint", extends: shape, MultiPoint.self,
                                                         "A shape made of points (MKMultiPoint); extend it for a custom shape of points.") {
        MultiPoint(coordinates: $0)
    }

    /// `Circle(center:, radius:)` (MKCircle), the radius in metres.
    static let circle = ClassRows.declare("Circle", Circle.self, extends: shape, renderer: circleRenderer,
                                          summary: "A circle of a radius in metres around a centre (MKCircle).") { rows in
        rows.initializer(.init("center", .coordinate), .init("radius", .metres)) { Circle(center: $0, radius: $1) }
        rows.property("radius", .metres, \.radius, summary: "The circle's radius in metres (MKCircle.radius).")
        rows.property("center", .coordinate, get: \.center, set: { $0.coordinate = $1 },
                      summary: "The circle's centre, its coordinate (MKCircle.coordinate).")
    }

    /// `Polygon(coords, interiorPolygons:)` (MKPolygon); the holes are polygons too.
    static let polygon = ClassRows.declare("Polygon", Polygon.self, extends: multiPoint, renderer: polygonRenderer,
                                           summary: "A closed shape, with holes (MKPolygon).") { rows in
        let holes = ParameterSpec<[Polygon]>("interiorPolygons", .objects("Polygon"), default: [], "[]")
        rows.initializer(.init("coordinates", .coordinates), holes) { coordinates, holes in
            try SceneCall.run { try Polygon.requirePoints(coordinates, name: "Polygon") }
            return Polygon(coordinates: coordinates, interiorPolygons: holes)
        }
        rows.property("interiorPolygons", .objects("Polygon"), \.interiorPolygons,
                      summary: "The holes cut out of the polygon, as polygons (MKPolygon.interiorPolygons).")
    }

    /// `Polyline(coords)` (MKPolyline).
    static let polyline = multiPointClass("Polyline", extends: multiPoint, Polyline.self, renderer: polylineRenderer,
                                          "A connected series of line segments (MKPolyline).") { Polyline(coordinates: $0) }

    /// `GeodesicPolyline(coords)` (MKGeodesicPolyline): follows the shortest path on the Earth.
    static let geodesicPolyline: NativeClass = multiPointClass("GeodesicPolyline", extends: polyline, GeodesicPolyline.self,
                                                               "A polyline along the shortest paths on the Earth (MKGeodesicPolyline).") {
        GeodesicPolyline(coordinates: $0)
    }

    /// `MultiPolygon(polygons)` (MKMultiPolygon).
    static let multiPolygon = ClassRows.declare("MultiPolygon", MultiPolygon.self, extends: overlay, renderer: multiPolygonRenderer,
                                                summary: "Several polygons drawn as one overlay (MKMultiPolygon).") { rows in
        rows.initializer(.init("polygons", .objects("Polygon"))) { MultiPolygon(polygons: $0) }
        rows.property("polygons", .objects("Polygon"), \.polygons, summary: "The polygons drawn as one overlay (MKMultiPolygon.polygons).")
    }

    /// `MultiPolyline(polylines)` (MKMultiPolyline).
    static let multiPolyline = ClassRows.declare("MultiPolyline", MultiPolyline.self, extends: overlay, renderer: multiPolylineRenderer,
                                                 summary: "Several polylines drawn as one overlay (MKMultiPolyline).") { rows in
        rows.initializer(.init("polylines", .objects("Polyline"))) { MultiPolyline(polylines: $0) }
        rows.property("polylines", .objects("Polyline"), \.polylines, summary: "The polylines drawn as one overlay (MKMultiPolyline.polylines).")
    }

    /// `(coordinate:, boundingMapRect:)`, both optional: a custom overlay sets them itself.
    private static func customOverlayInitializer<Custom: Overlay>(_ rows: ClassRows<Custom>,
                                                                 _ make: @escaping (Coordinate, MapRect) -> Custom) {
        rows.initializer(.init("coordinate", .coordinate, default: Coordinate(latitude: 0, longitude: 0), "@(0, 0)"),
                         .init("boundingMapRect", .mapRect, default: .null, "none")) { make($0, $1) }
    }

    /// A class of shapes made of points, `Name(coordinates)`, with at least its class's minimum of
    /// points; the reference lists the members of all shapes of points on MultiPoint only.
    private static func multiPointClass<Points: MultiPoint>(
        _ name: String, extends superclass: NativeClass, _ type: Points.Type, renderer: NativeClass? = nil, _ summary: String,
        _ make: @escaping ([Coordinate]) -> Points
    ) -> NativeClass {
        ClassRows.declare(name, Points.self, extends: superclass, renderer: renderer, summary: summary) { rows in
            rows.initializer(.init("coordinates", .coordinates)) { coordinates in
                try SceneCall.run { try Points.requirePoints(coordinates, name: name) }
                return make(coordinates)
            }
            if superclass === shape {
                rows.property("coordinates", .coordinates, \.coordinates,
                              summary: "The coordinates the shape was made with, in order; a geodesic polyline is drawn through more points, those of points().")
                rows.property("pointCount", .integer, \.pointCount,
                              summary: "How many points the shape has, a geodesic polyline's being those it is drawn through (MKMultiPoint.pointCount).")
                rows.method("points", returns: .mapPoints,
                            summary: "The shape's points as map points, in order; a geodesic polyline's are the many it is drawn through (MKMultiPoint.points()).") {
                    $0.points
                }
                rows.method("location", .init("atPointIndex", .integer), returns: .number,
                            summary: "Where a point lies along the shape, from 0 at the first to 1 at the last, by distance in map points (MKMultiPoint.location(atPointIndex:)).") {
                    try $0.location(atPointIndex: $1)
                }
                rows.method("locations", .init("at", .indexes), returns: .numbers,
                            summary: "location(atPointIndex:) of each index, in ascending order of index, each once, as an IndexSet holds them (MKMultiPoint.locations(at:)).") {
                    try $0.locations(at: $1)
                }
            }
        }
    }

    /// `TileOverlay(urlTemplate:)` (MKTileOverlay) with `{x} {y} {z} {scale}` in the template.
    static let tileOverlay = ClassRows.declare("TileOverlay", TileOverlay.self, extends: overlay, renderer: tileOverlayRenderer,
                                               summary: "A raster layer of map tiles named by a URL template (MKTileOverlay).",
                                               describe: describeTileOverlay) { rows in
        rows.initializer(.init("urlTemplate", .optional(.string))) { TileOverlay(urlTemplate: $0) }
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
        rows.nativeClass.method("url", TileOverlay.self) { _, tiles, args in
            try args.expect(count: 3, 4, labels: ["x", "y", "z", "scale"])
            let path = TilePath(x: try args.read(0, "x") { try $0.asInteger($1) }, y: try args.read(1, "y") { try $0.asInteger($1) },
                                z: try args.read(2, "z") { try $0.asInteger($1) },
                                contentScaleFactor: try args.readOptional(3, "scale") { try $0.asNumber($1) } ?? 1)
            return .string(try tiles.url(forTile: path))
        }
        rows.describe(.overridableMethod, "url", "(x: number, y: number, z: number, scale: number = 1) -> string",
                      summary: "The URL of one tile, the template filled in; override it to make URLs otherwise (MKTileOverlay.url(forTilePath:)).",
                      parameters: ["x", "y", "z", "scale"])
    }

    /// `TileOverlay("https://tiles.example/{z}/{x}/{y}.png")`.
    private static func describeTileOverlay(_ object: any NativeObject) -> String {
        guard let tiles = object as? TileOverlay else { return "<TileOverlay>" }
        var text = "TileOverlay("
        Value.appendQuoted(tiles.urlTemplate ?? "", to: &text)
        return text + ")"
    }
}
