import Foundation
import MapScriptData
import MapScriptGeometry
import MapScriptScene
import Testing

@Suite struct GeoJSONWriterTests {
    private func c(_ latitude: Double, _ longitude: Double) -> Coordinate {
        Coordinate(latitude: latitude, longitude: longitude)
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    @Test func aSmallSceneGivesExactlyTheseBytes() throws {
        let map = MapView()
        let denver = PointAnnotation(coordinate: c(39.7392, -104.9903), title: "Denver", subtitle: "State \"capital\"")
        map.addAnnotation(denver)
        let square = MapScriptScene.Polygon(coordinates: [c(0, 0), c(0, 1), c(1, 1), c(1, 0)])
        square.title = "Square"
        map.addOverlay(square)
        map.addOverlay(Polyline(coordinates: [c(-0.000000001, 0.123456789), c(10, 179.99999999)]))
        map.addOverlay(TileOverlay(urlTemplate: "tiles/{z}/{x}/{y}.png"))
        // A custom overlay: the polygon of its rect, a quarter of the world's width south of the
        // equator. Denver has the map's default view, a red marker.
        let quarter = MapScriptScene.Overlay(coordinate: c(0, -135),
                                             boundingMapRect: MapRect(x: 0, y: 0.5 * world, width: 0.25 * world, height: 0.125 * world))
        quarter.title = "Quarter"
        map.addOverlay(quarter)
        map.showsUserLocation = true
        // Styles are those of the last layout's renderers and views.
        try map.layout()
        let expected = """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","properties":{"title":"Square"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,1],[0,0]]]}},
            {"type":"Feature","properties":{},"geometry":{"type":"LineString","coordinates":[[0.1234568,0],[180,10]]}},
            {"type":"Feature","properties":{"title":"Quarter"},"geometry":{"type":"Polygon","coordinates":[[[-180,0],[-180,-40.9798981],[-90,-40.9798981],[-90,0],[-180,0]]]}},
            {"type":"Feature","properties":{"title":"Denver","subtitle":"State \\"capital\\"","marker-color":"#ff0000"},"geometry":{"type":"Point","coordinates":[-104.9903,39.7392]}}
            ]}

            """
        let written = try GeoJSONWriter().write(map)
        #expect(text(written) == expected)
        #expect(try GeoJSONWriter().write(map) == written)
    }

    private let world = MapProjection.worldSize

    @Test func aCircleIsAPolygonWithinATenthOfAPercentThatLoadsAsACircle() throws {
        // Large enough that rounding to 7 decimals (about 1 cm) does not count.
        let circle = Circle(center: c(34.42481234567, -118.59712345678), radius: 2500.123456789)
        circle.title = "Sighting"
        let written = try GeoJSONWriter().write(annotations: [], overlays: [circle])
        let line = text(written).split(separator: "\n")[1]
        #expect(line.hasPrefix(#"{"type":"Feature","properties":{"title":"Sighting","mapscript:circle":{"center":[-118.5971235,34.4248123],"radius":2500.1234568}},"geometry":{"type":"Polygon","coordinates":[[[-118.5971235,34.4473501],"#))
        let record = try GeoJSONReader.read(written, file: "out.geojson")[0]
        guard case .polygon(let rings) = record.geometry else {
            Issue.record("expected a polygon, got \(String(describing: record.geometry))")
            return
        }
        #expect(rings.count == 1 && rings[0].count == 73 && rings[0].first == rings[0].last)
        #expect(signedArea(rings[0]) > 0)
        // Every vertex at the radius and every edge's middle within 0.1% of it.
        let center = c(34.4248123, -118.5971235)
        for (a, b) in zip(rings[0], rings[0].dropFirst()) {
            #expect(abs(Geodesic.wgs84.distance(center, a) - 2500.1234568) < 0.02)
            let middle = c((a.latitude + b.latitude) / 2, (a.longitude + b.longitude) / 2)
            #expect(Geodesic.wgs84.distance(center, middle) > 2500.1234568 * 0.999)
        }

        let features = try GeoJSONDecoder().decode(written, file: "out.geojson")
        guard case .circle(let reloaded) = features[0].geometry.first, features[0].geometry.count == 1 else {
            Issue.record("expected one circle, got \(features[0].geometry)")
            return
        }
        #expect(reloaded.center == center && reloaded.radius == 2500.1234568 && reloaded.title == "Sighting")
        // Made around the centre and radius as written, the ring comes out the same again.
        #expect(try GeoJSONWriter().write(annotations: [], overlays: [reloaded]) == written)
    }

    @Test func shapesAcrossTheAntimeridianAreCutIntoMultiPolygons() throws {
        let fiji = Circle(center: c(-17, 179.9), radius: 50_000)
        let strip = MapScriptScene.Overlay(coordinate: c(0, 180),
                                           boundingMapRect: MapRect(x: world - 1000, y: 0.5 * world - 1000, width: 3000, height: 2000))
        let written = try GeoJSONWriter().write(annotations: [], overlays: [fiji, strip])
        let records = try GeoJSONReader.read(written, file: "out.geojson")
        for (index, record) in records.enumerated() {
            guard case .multiPolygon(let parts) = record.geometry else {
                Issue.record("feature \(index): expected a MultiPolygon, got \(String(describing: record.geometry))")
                continue
            }
            #expect(parts.count == 2, "feature \(index)")
            let longitudes = parts.joined().joined().map(\.longitude)
            #expect(longitudes.contains(180) && longitudes.contains(-180), "feature \(index) meets at ±180")
            for rings in parts {
                #expect(signedArea(rings[0]) > 0, "feature \(index): exteriors counter-clockwise")
                if index < 2 {
                    #expect(rings[0].allSatisfy { $0.longitude >= 179 } || rings[0].allSatisfy { $0.longitude <= -179 })
                }
            }
        }
    }

    /// A circle around a pole is one ring: along the circle across every longitude, then up
    /// the antimeridian to the pole and back down.
    @Test func aCircleAroundAPoleIsOneRingOverItsCap() throws {
        let written = try GeoJSONWriter().write(annotations: [], overlays: [Circle(center: c(88, 30), radius: 500_000)])
        let records = try GeoJSONReader.read(written, file: "out.geojson")
        guard case .polygon(let rings) = records[0].geometry else {
            Issue.record("expected a Polygon, got \(String(describing: records[0].geometry))")
            return
        }
        #expect(rings.count == 1)
        let ring = rings[0]
        #expect(ring.filter { $0.latitude == 90 }.map(\.longitude).sorted() == [-180, 180])
        #expect(ring.contains { $0.longitude == 180 && $0.latitude < 90 } && ring.contains { $0.longitude == -180 && $0.latitude < 90 })
        #expect(ring.allSatisfy { $0.latitude > 83 })
    }

    /// Points a tenth of the radius inside a circle (by geodesic distance) are inside what is
    /// written and points a tenth outside are outside, for circles around either pole, near
    /// them, across the antimeridian and elsewhere; so are points near the poles.
    @Test func pointsInsideACircleAreInsideItsGeometry() throws {
        var checked = 0
        for latitude in [89.9, 89.0, 88.0, 85.0, 80.0, 60.0, 0.0, -60.0, -80.0, -88.0, -89.5] {
            for longitude in [0.0, 3.0, 100.0, -45.0, 179.9, -179.9, 180.0] {
                for radius in [50_000.0, 500_000.0, 1_500_000.0, 3_000_000.0] {
                    let center = c(latitude, longitude)
                    let written = try GeoJSONWriter().write(annotations: [], overlays: [Circle(center: center, radius: radius)])
                    let geometry = try #require(GeoJSONReader.read(written, file: "out.geojson").first?.geometry)
                    let rings = polygonRings(geometry)
                    var samples: [(Coordinate, Bool)] = []
                    for step in 0..<36 {
                        let azimuth = Double(step) * 10 + 3
                        samples.append((Geodesic.wgs84.direct(from: center, azimuth: azimuth, distance: 0.9 * radius), true))
                        samples.append((Geodesic.wgs84.direct(from: center, azimuth: azimuth, distance: 1.1 * radius), false))
                        for pole in [89.95, -89.95] {
                            let near = c(pole, Double(step) * 10 - 175)
                            let ratio = Geodesic.wgs84.distance(center, near) / radius
                            if abs(ratio - 1) > 0.1 { samples.append((near, ratio < 1)) }
                        }
                    }
                    for (point, inside) in samples where abs(point.longitude) < 179.999 {
                        #expect(contains(rings, point) == inside, "circle at \(latitude), \(longitude) radius \(radius): \(point)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 10_000)
        // The reviewer's points: (177, 88) lies in the circle of 500 km around (89, 0).
        let written = try GeoJSONWriter().write(annotations: [], overlays: [Circle(center: c(89, 0), radius: 500_000)])
        let geometry = try #require(GeoJSONReader.read(written, file: "out.geojson").first?.geometry)
        #expect(contains(polygonRings(geometry), c(88, 177)))
    }

    @Test func aCircleAroundBothPolesIsAnErrorNamingIt() {
        for radius in [12_000_000.0, 19_000_000.0, 30_000_000.0] {
            #expect(dataError { try GeoJSONWriter().write(annotations: [], overlays: [Circle(center: c(0, 0), radius: radius)]) }?.description
                == "overlays[0]: a circle around both poles cannot be written as GeoJSON: its radius of \(Int(radius)) m reaches past both poles from its centre, and no RFC 7946 polygon cut at the antimeridian holds it; make its radius smaller than its centre's distance to the farther pole")
        }
        // Around one pole only, however large, it is that pole's cap.
        #expect(throws: Never.self) { try GeoJSONWriter().write(annotations: [], overlays: [Circle(center: c(80, 0), radius: 11_000_000)]) }
    }

    @Test func largeNumbersAreWrittenInFullAndNonFiniteOnesAreErrors() throws {
        let values: [Double] = [1e15, 1e16, 9007199254740993, 1e20, pow(2, 70), 1e21, -1e16, 123456789.123456789, 9e15]
        let writer = GeoJSONWriter(extraProperties: { _ in values.enumerated().map { ("n\($0.offset)", .number($0.element)) } })
        let written = text(try writer.write(annotations: [PointAnnotation(coordinate: c(0, 0))], overlays: []))
        #expect(written.contains("""
            {"n0":1000000000000000,"n1":10000000000000000,"n2":9007199254740992,"n3":100000000000000000000,\
            "n4":1180591620717411300000,"n5":1000000000000000000000,"n6":-10000000000000000,"n7":123456789.1234568,\
            "n8":9000000000000000}
            """))
        for bad in [Double.nan, .infinity, -.infinity] {
            let failing = GeoJSONWriter(extraProperties: { _ in [("depth", .array([.number(1), .number(bad)]))] })
            #expect(dataError { try failing.write(annotations: [PointAnnotation(coordinate: c(0, 0))], overlays: []) }?.description
                == "annotations[0]: the field \"depth\" holds \(bad), which JSON cannot hold")
        }
    }

    /// The map draws a longitude past ±180 a whole turn round: so does the file, cut at the
    /// antimeridian where a shape's edges cross it.
    @Test func longitudesPastTheAntimeridianAreBroughtIntoRange() throws {
        let point = PointAnnotation(coordinate: c(20, 185))
        let square = MapScriptScene.Polygon(coordinates: [c(-10, 170), c(-10, 190), c(10, 190), c(10, 170)])
        let line = Polyline(coordinates: [c(0, 170), c(0, 190)])
        let written = text(try GeoJSONWriter().write(annotations: [point], overlays: [square, line]))
        #expect(written == """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","properties":{},"geometry":{"type":"MultiPolygon","coordinates":[[[[170,-10],[180,-10],[180,10],[170,10],[170,-10]]],[[[-180,-10],[-170,-10],[-170,10],[-180,10],[-180,-10]]]]}},
            {"type":"Feature","properties":{},"geometry":{"type":"MultiLineString","coordinates":[[[170,0],[180,0]],[[-180,0],[-170,0]]]}},
            {"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[-175,20]}}
            ]}

            """)
    }

    /// An edge that goes more than a turn round is cut at every crossing of the antimeridian,
    /// each way; a shape that goes round more than ten turns either way would be a part per
    /// turn (millions for a longitude of 1e9, and none countable past 1e18): an error naming it.
    @Test func anEdgeIsCutAtEveryCrossingAndAShapeTooFarRoundIsAnError() throws {
        let east = Polyline(coordinates: [c(0, 0), c(1, 1000)]), west = Polyline(coordinates: [c(0, 0), c(1, -1000)])
        let written = text(try GeoJSONWriter().write(annotations: [], overlays: [east, west]))
        #expect(written == """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","properties":{},"geometry":{"type":"MultiLineString","coordinates":[[[0,0],[180,0.18]],[[-180,0.18],[180,0.54]],[[-180,0.54],[180,0.9]],[[-180,0.9],[-80,1]]]}},
            {"type":"Feature","properties":{},"geometry":{"type":"MultiLineString","coordinates":[[[0,0],[-180,0.18]],[[180,0.18],[-180,0.54]],[[180,0.54],[-180,0.9]],[[180,0.9],[80,1]]]}}
            ]}

            """)
        let far: [(MapScriptScene.Overlay, String)] = [
            (MapScriptScene.Polygon(coordinates: [c(0, 0), c(1, 1e9), c(1, 0)]), "1000000000"),
            (Polyline(coordinates: [c(0, 0), c(1, -1e300)]), "-1e+300"),
            (MultiPolyline(polylines: [Polyline(coordinates: [c(0, 0), c(0, 3781)])]), "3781"),
            (Circle(center: c(0, 1e300), radius: 1000), "1e+300"),
        ]
        for (overlay, longitude) in far {
            #expect(dataError { try GeoJSONWriter().write(annotations: [], overlays: [overlay]) }?.description
                == "overlays[0]: a shape with a vertex at longitude \(longitude) cannot be written as GeoJSON: cut at the antimeridian it would be a part for each turn round the world, more than 10 either way; keep its longitudes within ±3780")
        }
        // Ten turns round is written.
        #expect(throws: Never.self) { try GeoJSONWriter().write(annotations: [], overlays: [Polyline(coordinates: [c(0, 0), c(0, 3780)])]) }
    }

    @Test func stylesFieldsAndAnOverlayThatIsAlsoAnAnnotation() throws {
        let landmark = Circle(center: c(-33.8568, 151.2153), radius: 150)
        landmark.title = "Opera House"
        let pin = PointAnnotation(coordinate: c(1, 2), title: "Pin")
        var writer = GeoJSONWriter()
        writer.extraProperties = { object in
            object === pin ? [("kind", .string("ride")), ("tags", .array([.number(1), .bool(true), .null])),
                              ("info", .object(DataObject([("height", .number(77.5))])))] : []
        }
        let written = text(try writer.write(annotations: [landmark, pin], overlays: [landmark]))
        let lines = written.split(separator: "\n")
        #expect(lines.count == 4, "the circle once, then the pin")
        #expect(lines[1].hasPrefix(#"{"type":"Feature","properties":{"title":"Opera House","mapscript:circle""#))
        #expect(lines[2] == #"{"type":"Feature","properties":{"title":"Pin","kind":"ride","tags":[1,true,null],"info":{"height":77.5}},"geometry":{"type":"Point","coordinates":[2,1]}}"#)

        writer.extraProperties = { _ in [("geodesic", .bool(false))] }
        let line = GeodesicPolyline(coordinates: [c(0, 0), c(0, 2)])
        #expect(dataError { try writer.write(annotations: [], overlays: [line]) }?.description
            == "overlays[0]: the property \"geodesic\" would be written twice: the object has a field of that name and the map gives it that property; rename the field")
        // On a plain polyline the field would come back as a geodesic polyline; on a point it means nothing.
        writer.extraProperties = { _ in [("geodesic", .bool(true))] }
        let route = MapScriptScene.Polyline(coordinates: [c(0, 0), c(10, 10)])
        #expect(dataError { try writer.write(annotations: [], overlays: [route]) }?.description
            == "overlays[0]: the field \"geodesic\" would be read back as the property that makes a line a geodesic polyline, and the shape loaded from the file would be another; rename the field")
        #expect(text(try writer.write(annotations: [pin], overlays: [])).contains(#""geodesic":true"#))
    }

    @Test func aRendererGivesSimplestyleProperties() throws {
        let area = MapScriptScene.Polygon(coordinates: [c(0, 0), c(0, 1), c(1, 1)])
        let polygonRenderer = PolygonRenderer(polygon: area)
        polygonRenderer.strokeColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        polygonRenderer.fillColor = Color(red: 0, green: 0, blue: 1, alpha: 0.25)
        polygonRenderer.alpha = 0.5
        let style = try #require(SimpleStyle(renderer: polygonRenderer))
        #expect(SimpleStyle.hex(try #require(style.stroke)) == "#ff8000")
        #expect(style.strokeWidth == 1, "a line width of 0 draws 1 point")
        #expect(style.strokeOpacity == 0.25 && style.fillOpacity == 0.125)
        #expect(SimpleStyle.hex(try #require(style.fill)) == "#0000ff")

        let route = Polyline(coordinates: [c(0, 0), c(1, 1)])
        let routeRenderer = PolylineRenderer(polyline: route)
        routeRenderer.fillColor = .red
        #expect(SimpleStyle(renderer: routeRenderer) == nil, "a polyline is not filled, and has no stroke colour")
        routeRenderer.strokeColor = .green
        routeRenderer.lineWidth = 4
        #expect(SimpleStyle(renderer: routeRenderer)?.fill == nil)
        #expect(SimpleStyle(renderer: routeRenderer)?.strokeWidth == 4)
    }

    @Test func numbersAreFixedWithoutExponentOrNegativeZero() throws {
        let points = [c(-0.00000004, -0.0), c(1e-7, -1e-7), c(89.99999999, 100.1), c(-33.8688197, 151.2092955)]
        let written = text(try GeoJSONWriter().write(annotations: points.map { PointAnnotation(coordinate: $0) }, overlays: []))
        let positions = written.split(separator: "\n").dropFirst().dropLast().map { line in
            line.components(separatedBy: "\"coordinates\":")[1].prefix { $0 != "}" }
        }
        #expect(positions == ["[0,0]", "[-0.0000001,0.0000001]", "[100.1,90]", "[151.2092955,-33.8688197]"])
    }

    @Test func anEmptySceneIsAnEmptyCollection() throws {
        #expect(text(try GeoJSONWriter().write(MapView())) == "{\"type\":\"FeatureCollection\",\"features\":[]}\n")
    }

    @Test func ringsFollowTheRightHandRule() throws {
        // Given clockwise, with a counter-clockwise hole: both come out reversed.
        let hole = MapScriptScene.Polygon(coordinates: [c(1, 1), c(1, 2), c(2, 2), c(2, 1)])
        let outer = MapScriptScene.Polygon(coordinates: [c(0, 0), c(3, 0), c(3, 3), c(0, 3), c(0, 0)], interiorPolygons: [hole])
        let written = text(try GeoJSONWriter().write(annotations: [], overlays: [outer]))
        #expect(written.contains(#""coordinates":[[[0,0],[3,0],[3,3],[0,3],[0,0]],[[1,1],[1,2],[2,2],[2,1],[1,1]]]"#))
        let records = try GeoJSONReader.read(Array(written.utf8), file: "out.geojson")
        guard case .polygon(let rings) = records[0].geometry else {
            Issue.record("expected a polygon")
            return
        }
        #expect(signedArea(rings[0]) > 0)
        #expect(signedArea(rings[1]) < 0)
    }

    @Test func multiShapesAndGeodesics() throws {
        let a = MapScriptScene.Polygon(coordinates: [c(0, 0), c(0, 1), c(1, 0)])
        let b = MapScriptScene.Polygon(coordinates: [c(5, 5), c(5, 6), c(6, 5)])
        let lines = MultiPolyline(polylines: [Polyline(coordinates: [c(0, 0), c(1, 1)]), Polyline(coordinates: [c(2, 2), c(3, 3)])])
        let pacific = GeodesicPolyline(coordinates: [c(35.5, 139.7), c(37.6, -122.4)])
        let short = GeodesicPolyline(coordinates: [c(0, 0), c(0, 2)])
        let written = text(try GeoJSONWriter().write(annotations: [], overlays: [MultiPolygon(polygons: [a, b]), lines, pacific, short]))
        let featureLines = written.split(separator: "\n")
        #expect(featureLines[1].hasSuffix(#""geometry":{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[0,1],[0,0]]],[[[5,5],[6,5],[5,6],[5,5]]]]}},"#))
        #expect(featureLines[2].hasSuffix(#""geometry":{"type":"MultiLineString","coordinates":[[[0,0],[1,1]],[[2,2],[3,3]]]}},"#))
        // The densified path, not just the two vertices, so other readers draw the same curve.
        #expect(featureLines[4].hasPrefix(#"{"type":"Feature","properties":{"geodesic":true},"geometry":{"type":"LineString","coordinates":[[0,0],"#))
        #expect(featureLines[4].hasSuffix(#",[2,0]]}}"#))
        #expect(featureLines[4].components(separatedBy: "],[").count == short.points.count)
        #expect(short.points.count > 2)

        // Tokyo to San Francisco crosses the antimeridian: two pieces meeting at ±180.
        let records = try GeoJSONReader.read(Array(written.utf8), file: "out.geojson")
        guard case .multiLineString(let pieces) = records[2].geometry else {
            Issue.record("expected the geodesic split in two, got \(String(describing: records[2].geometry))")
            return
        }
        #expect(pieces.count == 2)
        #expect(pieces[0].first == c(35.5, 139.7))
        #expect(pieces[0].last?.longitude == 180)
        #expect(pieces[1].first?.longitude == -180)
        #expect(pieces[0].last?.latitude == pieces[1].first?.latitude)
        #expect(pieces[1].last == c(37.6, -122.4))
        #expect(pieces.joined().allSatisfy { abs($0.longitude) <= 180 })
    }

    /// A geodesic polyline loads as one geodesic polyline along its written path, so export,
    /// load and export give the same bytes, across the antimeridian either way too.
    @Test func aGeodesicPolylineRoundTripsByteForByte() throws {
        let geodesics = [GeodesicPolyline(coordinates: [c(35.5, 139.7), c(37.6, -122.4)]),
                         GeodesicPolyline(coordinates: [c(0, 0), c(0, 2)]),
                         GeodesicPolyline(coordinates: [c(-33.9, 151.2), c(21.3, -157.8), c(37.6, -122.4)]),
                         GeodesicPolyline(coordinates: [c(30, -160), c(30, 160)])]
        let written = try GeoJSONWriter().write(annotations: [], overlays: geodesics)
        let loaded = try GeoJSONDecoder().decode(written, file: "out.geojson")
        let overlays = loaded.flatMap { $0.geometry.compactMap(\.overlay) }
        #expect(overlays.count == geodesics.count)
        #expect(overlays.allSatisfy { $0 is GeodesicPolyline })
        let again = try GeoJSONWriter().write(annotations: [], overlays: overlays)
        #expect(text(again) == text(written))
        // A line without the property stays a plain polyline.
        let plain = try GeoJSONDecoder().decode(Array(#"{"type":"Feature","properties":{"geodesic":false},"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}}"#.utf8), file: "in.geojson")
        #expect(plain.first?.geometry.first?.overlay.map { !($0 is GeodesicPolyline) } == true)
    }

    @Test func invalidShapesAreErrorsNamingTheObject() {
        let far = PointAnnotation(coordinate: c(95, 0))
        #expect(dataError { try GeoJSONWriter().write(annotations: [far], overlays: []) }?.description
            == "annotations[0]: latitude 95 is out of range -90...90")
        let notANumber = PointAnnotation(coordinate: c(0, .nan))
        #expect(dataError { try GeoJSONWriter().write(annotations: [notANumber], overlays: []) }?.description
            == "annotations[0]: longitude nan is out of range -180...180")
        let stub = Polyline(coordinates: [c(0, 0)])
        #expect(dataError { try GeoJSONWriter().write(annotations: [], overlays: [Circle(center: c(0, 0), radius: 1), stub]) }?.description
            == "overlays[1]: a polyline needs at least 2 points to be written as GeoJSON, it has 1")
        #expect(dataError { try GeoJSONWriter().write(annotations: [], overlays: [Circle(center: c(0, 0), radius: 0)]) }?.description
            == "overlays[0]: a circle needs a radius above 0 to be written as GeoJSON, it has 0")
        #expect(dataError { try GeoJSONWriter().write(annotations: [], overlays: [MapScriptScene.Overlay()]) }?.description
            == "overlays[0]: a custom overlay needs a boundingMapRect of some size to be written as GeoJSON")
        let sliver = MapScriptScene.Polygon(coordinates: [c(0, 0), c(1, 1), c(0, 0)])
        #expect(dataError { try GeoJSONWriter().write(annotations: [], overlays: [sliver]) }?.description
            == "overlays[0]: a polygon ring needs at least 3 points besides its closing one to be written as GeoJSON; it has 3, its last the same as its first")
        let stroke = MapScriptScene.Polygon(coordinates: [c(0, 0), c(1, 1)])
        #expect(dataError { try GeoJSONWriter().write(annotations: [], overlays: [stroke]) }?.description
            == "overlays[0]: a polygon ring needs at least 3 points besides its closing one to be written as GeoJSON; it has 2")
    }

    @Test func roundTripThroughTheScene() throws {
        let original = try GeoJSONDecoder().decode(Fixtures.bytes("park.geojson"), file: "park.geojson")
        var annotations: [Annotation] = []
        var overlays: [Overlay] = []
        for feature in original {
            for shape in feature.geometry {
                if let overlay = shape.overlay { overlays.append(overlay) } else { annotations.append(shape.annotation) }
            }
        }
        let written = try GeoJSONWriter().write(annotations: annotations, overlays: overlays)
        let reloaded = try GeoJSONDecoder().decode(written, file: "out.geojson")
        #expect(reloaded.count == annotations.count + overlays.count)

        let before = try GeoJSONReader.read(Fixtures.bytes("park.geojson"), file: "park.geojson").compactMap(\.geometry).flatMap(flattened)
        let after = try GeoJSONReader.read(written, file: "out.geojson").compactMap(\.geometry).flatMap(flattened)
        #expect(before.map(describe).sorted() == after.map(describe).sorted())
        #expect(try GeoJSONWriter().write(annotations: reloaded.flatMap { $0.geometry.filter { $0.overlay == nil }.map(\.annotation) },
                                          overlays: reloaded.flatMap { $0.geometry.compactMap(\.overlay) }) == written)
    }

    /// The rings of a Polygon or MultiPolygon, for an even-odd test.
    private func polygonRings(_ geometry: GeoJSONGeometry) -> [[Coordinate]] {
        switch geometry {
        case .polygon(let rings): return rings
        case .multiPolygon(let parts): return Array(parts.joined())
        default: return []
        }
    }

    /// Even-odd point in polygon in the longitude/latitude plane, as GeoJSON readers draw it.
    private func contains(_ rings: [[Coordinate]], _ point: Coordinate) -> Bool {
        var inside = false
        for ring in rings {
            var previous = ring[ring.count - 1]
            for current in ring {
                if (current.latitude > point.latitude) != (previous.latitude > point.latitude) {
                    let crossing = previous.longitude + (point.latitude - previous.latitude) / (current.latitude - previous.latitude) * (current.longitude - previous.longitude)
                    if point.longitude < crossing { inside.toggle() }
                }
                previous = current
            }
        }
        return inside
    }

    /// A geometry as the scene would hold it: collections and multi-points split into parts.
    private func flattened(_ geometry: GeoJSONGeometry) -> [GeoJSONGeometry] {
        switch geometry {
        case .geometryCollection(let members): return members.flatMap(flattened)
        case .multiPoint(let points): return points.map { .point($0) }
        default: return [geometry]
        }
    }

    private func describe(_ geometry: GeoJSONGeometry) -> String {
        String(describing: geometry)
    }

    private func signedArea(_ ring: [Coordinate]) -> Double {
        zip(ring, ring.dropFirst()).reduce(0) { $0 + $1.0.longitude * $1.1.latitude - $1.1.longitude * $1.0.latitude }
    }
}
