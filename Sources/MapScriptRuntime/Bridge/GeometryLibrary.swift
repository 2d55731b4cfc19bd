import MapScriptData
import MapScriptGeometry

/// The geometry constructors and functions of the language reference §8: `Coordinate`,
/// `MapPoint`, `MapSize`, `MapRect`, `Region`, `Span`, `Point`, `Size`, `Rect`,
/// `metersBetween`, `distance`, `mapPointsPerMeter`, `metersPerMapPoint` and
/// `parseCoordinate`. Each constructor is also its type's name in `x is Rect`. The accessors
/// and methods of the values themselves belong to the runtime's value members.
enum GeometryLibrary {
    static func install(in interpreter: Interpreter) {
        func define(_ name: String, typeTest: ((Value) -> Bool)? = nil, _ reference: FunctionReference,
                    _ body: @escaping (Arguments) throws -> Value) {
            let function = BuiltinFunction(name: name) { _, arguments in try body(arguments) }
            function.typeTest = typeTest
            function.reference = reference
            interpreter.define(global: name, value: .builtin(function))
        }

        define("Coordinate", typeTest: { if case .coordinate = $0 { true } else { false } },
               FunctionReference(["(latitude: number, longitude: number) -> Coordinate"],
                                 "A latitude and longitude in degrees, which @(lat, lon) also writes (CLLocationCoordinate2D).")) { args in
            try args.expect(count: 2, 2, labels: ["latitude", "longitude"])
            let coordinate = Coordinate(latitude: try args.number(0, "latitude"), longitude: try args.number(1, "longitude"))
            do {
                _ = try coordinate.validated()
            } catch {
                var failure = RuntimeError.invalidCoordinate(coordinate, error) { "Coordinate(\($0), \($1))" }
                if abs(coordinate.latitude) > 90 { failure.argument = args.count > 0 ? .position(0) : .label("latitude") }
                throw failure
            }
            return .coordinate(coordinate)
        }

        // MapPoint(coordinate) projects; MapPoint(x, y) is given in map points.
        define("MapPoint", typeTest: { if case .mapPoint = $0 { true } else { false } },
               FunctionReference(["(Coordinate) -> MapPoint", "(x: number, y: number) -> MapPoint"],
                                 "A point of the Web Mercator world of 2^28 x 2^28 map points, or a coordinate's (MKMapPoint).")) { args in
            try args.expect(count: 1, 2, labels: ["x", "y"])
            if args.count == 1, case .coordinate(let c) = args[0] { return .mapPoint(MapPoint(c)) }
            if args.count == 1 {
                throw RuntimeError("MapPoint expects a Coordinate, or x and y in map points; got \(args[0].typeName)")
            }
            return .mapPoint(MapPoint(x: try args.number(0, "x"), y: try args.number(1, "y")))
        }

        define("MapSize", typeTest: { if case .mapSize = $0 { true } else { false } },
               FunctionReference(["(width: number, height: number) -> MapSize"],
                                 "A width and height in map points (MKMapSize).")) { args in
            try args.expect(count: 2, 2, labels: ["width", "height"])
            return .mapSize(MapSize(width: try args.number(0, "width"), height: try args.number(1, "height")))
        }

        // MapRect(x, y, width, height) or MapRect(origin: mapPoint, size: mapSize).
        define("MapRect", typeTest: { if case .mapRect = $0 { true } else { false } },
               FunctionReference(["(x: number, y: number, width: number, height: number) -> MapRect", "(origin: MapPoint, size: MapSize) -> MapRect"],
                                 "A rectangle in map points (MKMapRect).")) { args in
            if args.keyword("origin") != nil || args.keyword("size") != nil {
                try args.expect(count: 0, 0, labels: ["origin", "size"])
                let origin = try args.read(0, "origin") { try $0.asMapPoint($1) }
                let size = try args.read(1, "size") { value, context in
                    try value.expect("MapSize", context) { if case .mapSize(let s) = $0 { s } else { nil } }
                }
                return .mapRect(MapRect(origin: origin, size: size))
            }
            try args.expect(count: 4, 4, labels: ["x", "y", "width", "height"])
            return .mapRect(MapRect(x: try args.number(0, "x"), y: try args.number(1, "y"),
                                    width: try args.number(2, "width"), height: try args.number(3, "height")))
        }

        define("EdgeInsets", typeTest: { if case .edgeInsets = $0 { true } else { false } },
               FunctionReference(["(top: number, left: number, bottom: number, right: number) -> EdgeInsets"],
                                 "Distances in view points inward from each edge of the view (UIEdgeInsets).")) { args in
            try args.expect(count: 4, 4, labels: ["top", "left", "bottom", "right"])
            return .edgeInsets(EdgeInsets(top: try args.number(0, "top"), left: try args.number(1, "left"),
                                          bottom: try args.number(2, "bottom"), right: try args.number(3, "right")))
        }

        define("Span", typeTest: { if case .span = $0 { true } else { false } },
               FunctionReference(["(latitudeDelta: number, longitudeDelta: number) -> Span"],
                                 "The extent of a region in degrees of latitude and longitude (MKCoordinateSpan).")) { args in
            try args.expect(count: 2, 2, labels: ["latitudeDelta", "longitudeDelta"])
            return .span(Span(latitudeDelta: try args.number(0, "latitudeDelta"), longitudeDelta: try args.number(1, "longitudeDelta")))
        }

        // Region(center:, span:), Region(center:, latitudinalMeters:, longitudinalMeters:),
        // or Region(mapRect): the region covering a map rect.
        define("Region", typeTest: { if case .region = $0 { true } else { false } },
               FunctionReference(["(center: Coordinate, span: Span) -> Region",
                                  "(center: Coordinate, latitudinalMeters: number, longitudinalMeters: number) -> Region",
                                  "(MapRect) -> Region"],
                                 "An area of the map: a centre and a span, a centre and metres each way, or a map rect's (MKCoordinateRegion).")) {
            args in
            if args.count == 1, args.keywords.isEmpty {
                // MapKit answers a null or endless rect with NaNs, which would reach the map
                // as a coordinate no annotation can stand at.
                return .region(Region(try args.read(0, nil) { value, context in
                    let rect = try value.asMapRect(context)
                    guard rect.isFinite else {
                        throw RuntimeError("\(context) must be a map rect that is not null and is finite, got \(value.description)")
                    }
                    return rect
                }))
            }
            // Every label of either form first, so that a misspelt one is named as such.
            try args.expect(count: 0, 3, labels: ["center", "span", "latitudinalMeters", "longitudinalMeters"])
            let center = try args.read(0, "center") { try $0.asCoordinate($1) }
            if args.keyword("span") != nil || args.count == 2 {
                try args.expect(count: 2, 2, labels: ["center", "span"])
                return .region(Region(center: center, span: try args.read(1, "span") { try $0.asSpan($1) }))
            }
            try args.expect(count: 3, 3, labels: ["center", "latitudinalMeters", "longitudinalMeters"])
            return .region(Region(center: center, latitudinalMeters: try args.number(1, "latitudinalMeters"),
                                  longitudinalMeters: try args.number(2, "longitudinalMeters")))
        }

        define("Point", typeTest: { if case .point = $0 { true } else { false } },
               FunctionReference(["(x: number, y: number) -> Point"],
                                 "A point in view points, y pointing down (CGPoint).")) { args in
            try args.expect(count: 2, 2, labels: ["x", "y"])
            return .point(Point(x: try args.number(0, "x"), y: try args.number(1, "y")))
        }

        define("Size", typeTest: { if case .size = $0 { true } else { false } },
               FunctionReference(["(width: number, height: number) -> Size"],
                                 "A width and height in view points (CGSize).")) { args in
            try args.expect(count: 2, 2, labels: ["width", "height"])
            return .size(Size(width: try args.number(0, "width"), height: try args.number(1, "height")))
        }

        // Rect(x, y, width, height) or Rect(origin: point, size: size).
        define("Rect", typeTest: { if case .rect = $0 { true } else { false } },
               FunctionReference(["(x: number, y: number, width: number, height: number) -> Rect", "(origin: Point, size: Size) -> Rect"],
                                 "A rectangle in view points (CGRect).")) { args in
            if args.keyword("origin") != nil || args.keyword("size") != nil {
                try args.expect(count: 0, 0, labels: ["origin", "size"])
                let origin = try args.read(0, "origin") { try $0.asPoint($1) }
                let size = try args.read(1, "size") { try $0.asSize($1) }
                return .rect(Rect(origin: origin, size: size))
            }
            try args.expect(count: 4, 4, labels: ["x", "y", "width", "height"])
            return .rect(Rect(x: try args.number(0, "x"), y: try args.number(1, "y"),
                              width: try args.number(2, "width"), height: try args.number(3, "height")))
        }

        define("metersBetween",
               FunctionReference(["(MapPoint, MapPoint) -> number"],
                                 "The geodesic distance in metres between two map points on the WGS84 ellipsoid (MKMetersBetweenMapPoints).")) {
            args in
            try args.expect(count: 2)
            let a = try args.read(0, nil) { try $0.asMapPoint($1) }
            let b = try args.read(1, nil) { try $0.asMapPoint($1) }
            return .number(Geodesic.wgs84.metersBetween(a, b))
        }

        define("distance",
               FunctionReference(["(Coordinate, Coordinate) -> number"],
                                 "The geodesic distance in metres between two coordinates on the WGS84 ellipsoid (CLLocation.distance(from:)).")) {
            args in
            try args.expect(count: 2)
            let a = try args.read(0, nil) { try $0.asCoordinate($1) }
            let b = try args.read(1, nil) { try $0.asCoordinate($1) }
            return .number(Geodesic.wgs84.distance(a, b))
        }

        define("mapPointsPerMeter",
               FunctionReference(["(latitude: number) -> number"],
                                 "How many map points make a metre at a latitude (MKMapPointsPerMeterAtLatitude).")) { args in
            try args.expect(count: 1, 1, labels: ["latitude"])
            return .number(MapProjection.mapPointsPerMeter(atLatitude: try args.number(0, "latitude")))
        }

        define("metersPerMapPoint",
               FunctionReference(["(latitude: number) -> number"],
                                 "How many metres a map point spans at a latitude (MKMetersPerMapPointAtLatitude).")) { args in
            try args.expect(count: 1, 1, labels: ["latitude"])
            return .number(MapProjection.metersPerMapPoint(atLatitude: try args.number(0, "latitude")))
        }

        // parseCoordinate("{34.4248,-118.5971}"), the property lists' format; a coordinate
        // passes through, so lists that mix both can be mapped.
        define("parseCoordinate",
               FunctionReference(["(string) -> Coordinate", "(Coordinate) -> Coordinate"],
                                 "A coordinate from the property lists' text \"{latitude,longitude}\"; a coordinate passes through.")) { args in
            try args.expect(count: 1)
            switch args[0] {
            case .coordinate: return args[0]
            case .string(let text):
                do {
                    return .coordinate(try CoordinateParser.parse(text))
                } catch {
                    throw RuntimeError("parseCoordinate: \(error)")
                }
            default:
                throw RuntimeError("parseCoordinate expects a string such as \"{34.4248,-118.5971}\", got \(args[0].typeName)")
            }
        }
    }
}
