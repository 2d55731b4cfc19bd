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
        map.addOverlay(Circle(center: c(34.4248, -118.5971), radius: 25.5))
        map.addOverlay(Polyline(coordinates: [c(-0.000000001, 0.123456789), c(10, 179.99999999)]))
        map.addOverlay(TileOverlay(urlTemplate: "tiles/{z}/{x}/{y}.png"))
        map.showsUserLocation = true
        let expected = """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","properties":{"title":"Square"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,1],[0,0]]]}},
            {"type":"Feature","properties":{"radius":25.5},"geometry":{"type":"Point","coordinates":[-118.5971,34.4248]}},
            {"type":"Feature","properties":{},"geometry":{"type":"LineString","coordinates":[[0.1234568,0],[180,10]]}},
            {"type":"Feature","properties":{"title":"Denver","subtitle":"State \\"capital\\""},"geometry":{"type":"Point","coordinates":[-104.9903,39.7392]}}
            ]}

            """
        let written = try GeoJSONWriter().write(map)
        #expect(text(written) == expected)
        #expect(try GeoJSONWriter().write(map) == written)
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
        let sliver = MapScriptScene.Polygon(coordinates: [c(0, 0), c(1, 1), c(0, 0)])
        #expect(dataError { try GeoJSONWriter().write(annotations: [], overlays: [sliver]) }?.description
            == "overlays[0]: a polygon ring needs at least 3 points to be written as GeoJSON, it has 2")
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
