import MapScriptData
import MapScriptGeometry
import MapScriptScene
import Testing

@Suite struct GeoJSONDecoderTests {
    private func c(_ longitude: Double, _ latitude: Double) -> Coordinate {
        Coordinate(latitude: latitude, longitude: longitude)
    }

    @Test func shapesFollowMKGeoJSONDecoder() throws {
        let features = try GeoJSONDecoder().decode(Fixtures.bytes("park.geojson"), file: "park.geojson")
        #expect(features.count == 8)
        #expect(features[0].identifier == "entrance")
        #expect(features[0].properties["name"] == .string("Park Entrance"))

        guard case .point(let entrance) = features[0].geometry.first, features[0].geometry.count == 1 else {
            Issue.record("a Point gives one PointAnnotation")
            return
        }
        #expect(entrance.coordinate == c(-118.5968, 34.4209))

        let firstAid = features[1].geometry.compactMap { shape -> Coordinate? in
            if case .point(let point) = shape { return point.coordinate }
            return nil
        }
        #expect(firstAid == [c(-118.5971, 34.4248), c(-118.5990, 34.4260)])

        guard case .polyline(let route) = features[2].geometry.first else {
            Issue.record("a LineString gives a Polyline")
            return
        }
        #expect(route.coordinates.count == 3)

        guard case .multiPolyline(let trains) = features[3].geometry.first else {
            Issue.record("a MultiLineString gives a MultiPolyline")
            return
        }
        #expect(trains.polylines.map(\.coordinates.count) == [2, 3])

        guard case .polygon(let boundary) = features[4].geometry.first else {
            Issue.record("a Polygon gives a Polygon")
            return
        }
        // Scene polygons are closed implicitly: the closing position is dropped.
        #expect(boundary.coordinates.count == 5)
        #expect(boundary.coordinates.first == c(-118.5989, 34.4313))
        #expect(boundary.interiorPolygons.count == 1)
        #expect(boundary.interiorPolygons[0].coordinates == [c(-118.598, 34.424), c(-118.598, 34.426), c(-118.596, 34.426), c(-118.596, 34.424)])

        guard case .multiPolygon(let parking) = features[5].geometry.first else {
            Issue.record("a MultiPolygon gives a MultiPolygon")
            return
        }
        #expect(parking.polygons.map(\.coordinates.count) == [3, 3])

        #expect(features[6].geometry.count == 2)
        #expect(features[6].geometry.first?.overlay == nil)
        #expect(features[6].geometry.last?.overlay is Polyline)
        #expect(features[7].geometry.isEmpty)
    }

    @Test func separateStyleSplitsMultiGeometries() throws {
        let decoder = GeoJSONDecoder(multiGeometryStyle: .separate)
        let features = try decoder.decode(Fixtures.bytes("park.geojson"), file: "park.geojson")
        #expect(features[3].geometry.map { $0.annotation is Polyline } == [true, true])
        #expect(features[5].geometry.map { $0.annotation is MapScriptScene.Polygon } == [true, true])
    }
}
