import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `Overlay()`: a custom overlay. A script class extending it calls `super.init()` and sets
    /// `coordinate` and `boundingMapRect` itself.
    static let overlay: NativeClass = {
        let c = NativeClass(name: "Overlay", superclass: annotation)
        c.extensible { (args: Arguments) throws -> Overlay in
            try args.expect(count: 0, 0, labels: ["coordinate", "boundingMapRect"])
            let coordinate = try args.readOptional(0, "coordinate") { try $0.asCoordinate($1) } ?? Coordinate(latitude: 0, longitude: 0)
            let bounds = try args.readOptional(1, "boundingMapRect") { try $0.asMapRect($1) } ?? .null
            return Overlay(coordinate: coordinate, boundingMapRect: bounds)
        }
        c.describe = { describeAnnotation($0) }
        c.property("boundingMapRect", Overlay.self, get: { .mapRect($0.boundingMapRect) },
                   set: { o, v, context in o.boundingMapRect = try v.asMapRect(context) })
        c.property("canReplaceMapContent", Overlay.self, get: { .bool($0.canReplaceMapContent) },
                   set: { o, v, context in o.canReplaceMapContent = try v.asBool(context) })
        c.method("intersects", Overlay.self) { _, o, args in
            try args.expect(count: 1)
            return .bool(o.intersects(try args.read(0, nil) { try $0.asMapRect($1) }))
        }
        return c
    }()

    /// `Circle(center:, radius:)` (MKCircle), the radius in metres.
    static let circle: NativeClass = {
        let c = NativeClass(name: "Circle", superclass: overlay)
        c.extensible { (args: Arguments) throws -> Circle in
            try args.expect(count: 2, 2, labels: ["center", "radius"])
            let center = try args.read(0, "center") { try $0.asCoordinate($1) }
            let radius = try args.read(1, "radius") { try $0.asNumber($1) }
            guard radius.isFinite, radius >= 0 else {
                throw RuntimeError("the radius of a Circle must be a finite number of metres, not negative, got \(Value.format(radius))")
            }
            return Circle(center: center, radius: radius)
        }
        c.describe = { describeAnnotation($0) }
        c.property("radius", Circle.self, get: { .number($0.radius) }, set: { circle, v, context in
            let radius = try v.asNumber(context)
            guard radius.isFinite, radius >= 0 else { throw RuntimeError("\(context) must be a finite number of metres, not negative") }
            circle.radius = radius
        })
        c.property("center", Circle.self, get: { .coordinate($0.center) },
                   set: { circle, v, context in circle.coordinate = try v.asCoordinate(context) })
        return c
    }()

    /// An empty or one-point shape would be drawn as nothing and exported as invalid GeoJSON,
    /// so it is an error where the script makes it.
    static func requireVertices(_ coordinates: [Coordinate], atLeast minimum: Int, _ className: String) throws {
        guard coordinates.count >= minimum else {
            throw RuntimeError("\(Value.article(className)) \(className) needs at least \(minimum) coordinates, got \(coordinates.count)")
        }
    }

    /// `Polygon(coords, interiorPolygons:)` (MKPolygon); the holes are polygons too.
    static let polygon: NativeClass = {
        let c = NativeClass(name: "Polygon", superclass: overlay)
        c.extensible { (args: Arguments) throws -> Polygon in
            try args.expect(count: 1, 1, labels: ["coordinates", "interiorPolygons"])
            let coordinates = try args.read(0, "coordinates") { try $0.asCoordinateList($1) }
            try requireVertices(coordinates, atLeast: 3, "Polygon")
            let holes = try args.readOptional(1, "interiorPolygons") { try shapeList($0, Polygon.self, "Polygon", $1) } ?? []
            return Polygon(coordinates: coordinates, interiorPolygons: holes)
        }
        c.describe = { describeAnnotation($0) }
        c.property("coordinates", Polygon.self, get: { .list(ListObject($0.coordinates.map(Value.coordinate))) })
        c.property("interiorPolygons", Polygon.self, get: { SceneValue.list($0.interiorPolygons) })
        c.property("pointCount", Polygon.self, get: { .number(Double($0.coordinates.count)) })
        return c
    }()

    /// `Polyline(coords)` (MKPolyline).
    static let polyline: NativeClass = {
        let c = NativeClass(name: "Polyline", superclass: overlay)
        c.extensible { (args: Arguments) throws -> Polyline in
            try args.expect(count: 1, 1, labels: ["coordinates"])
            let coordinates = try args.read(0, "coordinates") { try $0.asCoordinateList($1) }
            try requireVertices(coordinates, atLeast: 2, "Polyline")
            return Polyline(coordinates: coordinates)
        }
        c.describe = { describeAnnotation($0) }
        c.property("coordinates", Polyline.self, get: { .list(ListObject($0.coordinates.map(Value.coordinate))) })
        c.property("pointCount", Polyline.self, get: { .number(Double($0.points.count)) })
        return c
    }()

    /// `GeodesicPolyline(coords)` (MKGeodesicPolyline): follows the shortest path on the Earth.
    static let geodesicPolyline: NativeClass = {
        let c = NativeClass(name: "GeodesicPolyline", superclass: polyline)
        c.extensible { (args: Arguments) throws -> GeodesicPolyline in
            try args.expect(count: 1, 1, labels: ["coordinates"])
            let coordinates = try args.read(0, "coordinates") { try $0.asCoordinateList($1) }
            try requireVertices(coordinates, atLeast: 2, "GeodesicPolyline")
            return GeodesicPolyline(coordinates: coordinates)
        }
        c.describe = { describeAnnotation($0) }
        return c
    }()

    /// `MultiPolygon(polygons)` (MKMultiPolygon).
    static let multiPolygon: NativeClass = {
        let c = NativeClass(name: "MultiPolygon", superclass: overlay)
        c.extensible { (args: Arguments) throws -> MultiPolygon in
            try args.expect(count: 1, 1, labels: ["polygons"])
            let polygons = try args.read(0, "polygons") { try shapeList($0, Polygon.self, "Polygon", $1) }
            return MultiPolygon(polygons: polygons)
        }
        c.describe = { describeAnnotation($0) }
        c.property("polygons", MultiPolygon.self, get: { SceneValue.list($0.polygons) })
        return c
    }()

    /// `MultiPolyline(polylines)` (MKMultiPolyline).
    static let multiPolyline: NativeClass = {
        let c = NativeClass(name: "MultiPolyline", superclass: overlay)
        c.extensible { (args: Arguments) throws -> MultiPolyline in
            try args.expect(count: 1, 1, labels: ["polylines"])
            let polylines = try args.read(0, "polylines") { try shapeList($0, Polyline.self, "Polyline", $1) }
            return MultiPolyline(polylines: polylines)
        }
        c.describe = { describeAnnotation($0) }
        c.property("polylines", MultiPolyline.self, get: { SceneValue.list($0.polylines) })
        return c
    }()

    /// A list of shapes of one kind (the parts of a multi-shape, the holes of a polygon).
    private static func shapeList<Shape: AnyObject>(_ value: Value, _ type: Shape.Type, _ kind: String, _ context: some CustomStringConvertible) throws -> [Shape] {
        guard case .list(let list) = value else {
            throw RuntimeError("\(context) expects a list of \(kind) values, got \(value.typeName)")
        }
        return try list.elements.enumerated().map { index, element in
            guard let shape = element.nativeObject as? Shape else {
                throw RuntimeError("\(context) expects a list of \(kind) values, but element \(index) is \(element.typeName)")
            }
            return shape
        }
    }

    /// `TileOverlay(urlTemplate:)` (MKTileOverlay) with `{x} {y} {z} {scale}` in the template.
    static let tileOverlay: NativeClass = {
        let c = NativeClass(name: "TileOverlay", superclass: overlay)
        c.extensible { (args: Arguments) throws -> TileOverlay in
            try args.expect(count: 1, 1, labels: ["urlTemplate"])
            let template = try args.read(0, "urlTemplate") { try $0.asOptionalString($1) }
            return TileOverlay(urlTemplate: template)
        }
        c.describe = { object in
            guard let tiles = object as? TileOverlay else { return "<TileOverlay>" }
            var text = "TileOverlay("
            Value.appendQuoted(tiles.urlTemplate ?? "", to: &text)
            return text + ")"
        }
        c.property("urlTemplate", TileOverlay.self, get: { $0.urlTemplate.map(Value.string) ?? .nil },
                   set: { t, v, context in t.urlTemplate = try v.asOptionalString(context) })
        c.property("tileSize", TileOverlay.self, get: { .size($0.tileSize) }, set: { t, v, context in
            let size = try v.asSize(context)
            guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
                throw RuntimeError("\(context) must be at least 1 x 1")
            }
            t.tileSize = size
        })
        c.property("minimumZ", TileOverlay.self, get: { .number(Double($0.minimumZ)) },
                   set: { t, v, context in t.minimumZ = try zoomLevel(v, context) })
        c.property("maximumZ", TileOverlay.self, get: { .number(Double($0.maximumZ)) },
                   set: { t, v, context in t.maximumZ = try zoomLevel(v, context) })
        c.method("url", TileOverlay.self) { _, tiles, args in
            try args.expect(count: 3, 4, labels: ["x", "y", "z", "scale"])
            let path = TilePath(x: try args.read(0, "x") { try $0.asInteger($1) }, y: try args.read(1, "y") { try $0.asInteger($1) },
                                z: try args.read(2, "z") { try $0.asInteger($1) },
                                contentScaleFactor: try args.readOptional(3, "scale") { try $0.asNumber($1) } ?? 1)
            return .string(try tiles.url(forTile: path))
        }
        c.property("geometryFlipped", TileOverlay.self, get: { .bool($0.isGeometryFlipped) },
                   set: { t, v, context in t.isGeometryFlipped = try v.asBool(context) })
        return c
    }()

    private static func zoomLevel(_ value: Value, _ context: some CustomStringConvertible) throws -> Int {
        let z = try value.asInteger(context)
        guard (0...30).contains(z) else { throw RuntimeError("\(context) must be a zoom level in 0...30, got \(z)") }
        return z
    }
}
