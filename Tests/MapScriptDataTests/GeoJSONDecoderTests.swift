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

    @Test func titleAndSubtitleComeFromTheProperties() throws {
        let text = """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","properties":{"title":"Gate","subtitle":"Main entrance","kind":"gate"},"geometry":{"type":"MultiPoint","coordinates":[[0,0],[1,1]]}},
            {"type":"Feature","properties":{"title":7,"subtitle":null},"geometry":{"type":"Point","coordinates":[0,0]}}
            ]}
            """
        let features = try GeoJSONDecoder().decode(Array(text.utf8), file: "t.geojson")
        #expect(features[0].geometry.map(\.annotation.title) == ["Gate", "Gate"])
        #expect(features[0].geometry.map(\.annotation.subtitle) == ["Main entrance", "Main entrance"])
        #expect(features[0].properties["title"] == .string("Gate"), "the properties keep them")
        // Only strings are titles; the properties still hold the number.
        #expect(features[1].geometry[0].annotation.title == nil)
        #expect(features[1].properties["title"] == .number(7))
    }

    /// The lines of a `"geodesic": true` MultiLineString that do not meet at the antimeridian
    /// (two flight routes) are a geodesic polyline each, not one joined from the end of the
    /// first to the start of the second; lines cut at ±180 are still joined into one.
    @Test func geodesicLinesThatDoNotMeetStayApart() throws {
        let routes = #"{"type":"Feature","properties":{"geodesic":true,"title":"routes"},"geometry":{"type":"MultiLineString","coordinates":[[[-118.4,33.9],[-73.8,40.6]],[[-0.45,51.47],[2.55,49]]]}}"#
        let shapes = try GeoJSONDecoder().decode(Array(routes.utf8), file: "t.geojson")[0].geometry
        let lines = shapes.compactMap { $0.overlay as? GeodesicPolyline }
        #expect(lines.count == 2)
        #expect(lines.map(\.coordinates) == [[c(-118.4, 33.9), c(-73.8, 40.6)], [c(-0.45, 51.47), c(2.55, 49)]])
        #expect(shapes.map(\.annotation.title) == ["routes", "routes"])
        let cut = #"{"type":"Feature","properties":{"geodesic":true},"geometry":{"type":"MultiLineString","coordinates":[[[170,10],[175,11],[180,12]],[[-180,12],[-175,13]]]}}"#
        let joined = try GeoJSONDecoder().decode(Array(cut.utf8), file: "t.geojson")[0].geometry
        #expect(joined.count == 1)
        #expect((joined.first?.overlay as? GeodesicPolyline)?.coordinates == [c(170, 10), c(175, 11), c(185, 13)])
    }

    @Test func aMapscriptCircleIsACircleAndAWrongOneIsAnError() throws {
        let circle = #"{"type":"Feature","properties":{"mapscript:circle":{"center":[151.2153,-33.8568],"radius":150}},"geometry":{"type":"Point","coordinates":[0,0]}}"#
        let features = try GeoJSONDecoder().decode(Array(circle.utf8), file: "c.geojson")
        guard case .circle(let made) = features[0].geometry.first, features[0].geometry.count == 1 else {
            Issue.record("expected one circle, got \(features[0].geometry)")
            return
        }
        #expect(made.center == Coordinate(latitude: -33.8568, longitude: 151.2153) && made.radius == 150)
        #expect(features[0].geometry[0].overlay === made)

        // A wrong one is told at the feature's properties, under the feature's own path: a
        // file that is one Feature has no "features[0]".
        let wrong = [
            (#"{"radius":150}"#, #"c.geojson:1:32: properties["mapscript:circle"].center: expected {"center": [longitude, latitude], "radius": metres above 0}"#),
            (#"{"center":[0,95],"radius":1}"#, #"c.geojson:1:32: properties["mapscript:circle"].center: [0, 95] is out of range; longitude -180...180, latitude -90...90"#),
            (#"{"center":[0,0],"radius":-1}"#, #"c.geojson:1:32: properties["mapscript:circle"].radius: expected {"center": [longitude, latitude], "radius": metres above 0}"#),
            ("150", #"c.geojson:1:32: properties["mapscript:circle"]: expected {"center": [longitude, latitude], "radius": metres above 0}, found a number"#),
        ]
        for (value, message) in wrong {
            let text = #"{"type":"Feature","properties":{"mapscript:circle":"# + value + #"},"geometry":null}"#
            #expect(dataError { try GeoJSONDecoder().decode(Array(text.utf8), file: "c.geojson") }?.description == message)
        }
        let collection = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": null, "geometry": null},
              {"type": "Feature", "geometry": null,
               "properties": {"mapscript:circle": {"center": [0, 0], "radius": 0}}}
            ]}
            """
        #expect(dataError { try GeoJSONDecoder().decode(Array(collection.utf8), file: "c.geojson") }?.description
            == #"c.geojson:4:18: features[1].properties["mapscript:circle"].radius: expected {"center": [longitude, latitude], "radius": metres above 0}"#)
    }
}
