import MapScriptData
import MapScriptGeometry
import Testing

@Suite struct GeoJSONReaderTests {
    private func c(_ longitude: Double, _ latitude: Double) -> Coordinate {
        Coordinate(latitude: latitude, longitude: longitude)
    }

    private func read(_ text: String) throws -> [GeoJSONFeatureRecord] {
        try GeoJSONReader.read(text, file: "t.geojson")
    }

    private func message(_ text: String) -> String? {
        dataError { try GeoJSONReader.read(text, file: "t.geojson") }?.description
    }

    /// A FeatureCollection with one feature whose geometry is `geometry`.
    private func collection(_ geometry: String) -> String {
        #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {}, "geometry": "# + geometry + "}]}"
    }

    @Test func everyGeometryTypeOfTheFixture() throws {
        let records = try GeoJSONReader.read(Fixtures.bytes("park.geojson"), file: "park.geojson")
        #expect(records.count == 8)
        #expect(records.map(\.identifier) == ["entrance", "2", "3.5", nil, nil, nil, nil, "unlocated"])
        #expect(records[0].geometry == .point(c(-118.5968, 34.4209)))
        #expect(records[0].properties.objectValue?.keys == ["name", "kind", "open", "height"])
        #expect(records[0].properties["open"] == .bool(true))
        #expect(records[0].properties["height"] == .null)
        #expect(records[1].geometry == .multiPoint([c(-118.5971, 34.4248), c(-118.5990, 34.4260)]))
        #expect(records[2].geometry == .lineString([c(-118.5968, 34.4209), c(-118.5966, 34.4227), c(-118.5963, 34.4262)]))
        #expect(records[3].geometry == .multiLineString([
            [c(-118.600, 34.421), c(-118.598, 34.422)], [c(-118.595, 34.425), c(-118.593, 34.427), c(-118.592, 34.428)],
        ]))
        guard case .polygon(let rings) = records[4].geometry else {
            Issue.record("expected a polygon, got \(String(describing: records[4].geometry))")
            return
        }
        #expect(rings.map(\.count) == [6, 5])
        #expect(rings[1][1] == c(-118.598, 34.426))
        guard case .multiPolygon(let polygons) = records[5].geometry else {
            Issue.record("expected a multi-polygon")
            return
        }
        #expect(polygons.map(\.count) == [1, 1])
        #expect(records[6].geometry == .geometryCollection([
            .point(c(-118.594, 34.423)), .lineString([c(-118.594, 34.423), c(-118.593, 34.424)]),
        ]))
        #expect(records[7].geometry == nil)
        #expect(records[7].properties == .object(DataObject()))
    }

    @Test func aBareFeatureOrGeometryIsOneRecord() throws {
        let feature = try read(#"{"type": "Feature", "id": -7, "geometry": {"type": "Point", "coordinates": [1, 2, 3, 4]}}"#)
        #expect(feature == [GeoJSONFeatureRecord(identifier: "-7", geometry: .point(c(1, 2)))])
        let geometry = try read(#"{"coordinates": [[1, 2], [3, 4]], "bbox": [1, 2, 3, 4], "type": "LineString"}"#)
        #expect(geometry == [GeoJSONFeatureRecord(geometry: .lineString([c(1, 2), c(3, 4)]))])
    }

    /// A whole-number id keeps its digits, however large: two ids past 2^53 that a Double
    /// would make equal stay apart, as MapKit's identifier strings keep them.
    @Test func wholeNumberIdentifiersKeepTheirDigits() throws {
        func identifier(_ id: String) throws -> String? {
            try read(#"{"type": "Feature", "id": "# + id + #", "geometry": null}"#)[0].identifier
        }
        #expect(try identifier("9007199254740993") == "9007199254740993")
        #expect(try identifier("9007199254740992") == "9007199254740992")
        #expect(try identifier("617700169958293503") == "617700169958293503")
        #expect(try identifier("-12345678901234567890") == "-12345678901234567890")
        #expect(try identifier("-0") == "0")
        // Not an id, as exporters write for a feature without one.
        #expect(try identifier("null") == nil)
        #expect(try identifier("1.0") == "1")
        #expect(try identifier("2.5e1") == "25")
        #expect(try identifier("1e21") == "1e+21")
    }

    @Test func membersMayComeInAnyOrderAndForeignOnesAreIgnored() throws {
        let late = try read(#"{"features": 3, "geometry": {"coordinates": [5, 6], "type": "Point"}, "crs": null, "properties": {"a": 1}, "type": "Feature"}"#)
        #expect(late == [GeoJSONFeatureRecord(properties: .object(DataObject([("a", .number(1))])), geometry: .point(c(5, 6)))])
        let early = try read(#"{"type": "Feature", "coordinates": "not mine", "geometries": [], "geometry": null}"#)
        #expect(early == [GeoJSONFeatureRecord(geometry: nil)])
    }

    @Test func emptyCoordinatesAreEmptyGeometries() throws {
        #expect(try read(#"{"type": "Point", "coordinates": []}"#)[0].geometry == .multiPoint([]))
        #expect(try read(#"{"type": "Polygon", "coordinates": [ ]}"#)[0].geometry == .polygon([]))
        #expect(try read(#"{"type": "GeometryCollection", "geometries": []}"#)[0].geometry == .geometryCollection([]))
        #expect(try read(#"{"type": "FeatureCollection", "features": []}"#) == [])
    }

    @Test func unknownTypesSuggestTheClosestName() {
        #expect(message(collection(#"{"type": "Pointt", "coordinates": [1, 2]}"#))
            == #"t.geojson:1:103: features[0].geometry: unknown geometry type "Pointt" (did you mean "Point"?)"#)
        #expect(message(#"{"type": "FeatureCollection", "features": [{"type": "feature"}]}"#)
            == #"t.geojson:1:53: features[0]: unknown type "feature" (did you mean "Feature"?)"#)
        #expect(message(#"{"type": "Banana"}"#) == #"t.geojson:1:10: unknown type "Banana"; expected a GeoJSON type"#)
        #expect(message(#"{"type": "FeatureCollection", "features": [{"type": "Point", "coordinates": [1, 2]}]}"#)
            == #"t.geojson:1:53: features[0]: expected "Feature", found "Point""#)
        #expect(message(collection(#"{"type": "Feature"}"#)) == #"t.geojson:1:103: features[0].geometry: expected a geometry type, found "Feature""#)
        #expect(message(#"{"type": 3}"#) == #"t.geojson:1:10: "type" must be a string"#)
    }

    @Test func missingMembers() {
        #expect(message(#"{"type": "FeatureCollection", "features": [{"properties": {}}]}"#)
            == #"t.geojson:1:44: features[0]: missing "type" member; expected Feature"#)
        #expect(message(#"{"coordinates": [1, 2]}"#) == #"t.geojson:1:1: missing "type" member; expected a GeoJSON type"#)
        // Where only a geometry may stand, the message says so.
        #expect(message(#"{"type": "Feature", "geometry": {"coordinates": [1, 2]}}"#)
            == #"t.geojson:1:33: geometry: missing "type" member; expected a geometry type"#)
        #expect(message(#"{"type": "FeatureCollection"}"#) == #"t.geojson:1:1: a FeatureCollection needs a "features" array"#)
        #expect(message(collection(#"{"type": "Polygon"}"#)) == #"t.geojson:1:94: features[0].geometry: a Polygon needs a "coordinates" array"#)
        #expect(message(#"{"type": "GeometryCollection"}"#) == #"t.geojson:1:1: a GeometryCollection needs a "geometries" array"#)
    }

    @Test func wrongTypedMembers() {
        #expect(message(#"{"type": "FeatureCollection", "features": {}}"#) == "t.geojson:1:43: features: expected an array of features, found an object")
        #expect(message(#"{"type": "FeatureCollection", "features": [3]}"#) == "t.geojson:1:44: features[0]: expected a Feature object, found a number")
        #expect(message(#"{"type": "Feature", "id": true, "geometry": null}"#) == "t.geojson:1:27: id: expected a string or a number as the feature id, found a boolean")
        #expect(message(#"{"type": "Feature", "properties": [], "geometry": null}"#) == "t.geojson:1:35: properties: expected an object or null as the properties, found an array")
        #expect(message(#"{"type": "Feature", "geometry": "here"}"#) == "t.geojson:1:33: geometry: expected a geometry object, found a string")
        #expect(message(#"{"type": "Point", "coordinates": "1, 2"}"#) == "t.geojson:1:34: coordinates: expected a position [longitude, latitude], found a string")
        #expect(message(#"[{"type": "Point"}]"#) == "t.geojson:1:1: expected a GeoJSON object (a FeatureCollection, Feature or geometry), found an array")
        #expect(message("") == "t.geojson:1:1: empty file; expected a GeoJSON object")
    }

    @Test func positionsAreValidated() {
        #expect(message(#"{"type": "Point", "coordinates": [34.4, 118.5]}"#)
            == "t.geojson:1:34: coordinates: latitude 118.5 is out of range -90...90; GeoJSON positions are [longitude, latitude]: are they swapped?")
        #expect(message(#"{"type": "Point", "coordinates": [181, 95]}"#) == "t.geojson:1:34: coordinates: latitude 95 is out of range -90...90")
        #expect(message(#"{"type": "Point", "coordinates": [-180.5, 45]}"#) == "t.geojson:1:34: coordinates: longitude -180.5 is out of range -180...180")
        #expect(message(#"{"type": "Point", "coordinates": [1]}"#) == "t.geojson:1:34: coordinates: a position needs at least 2 numbers, [longitude, latitude]; found 1")
        #expect(message(#"{"type": "Point", "coordinates": [1, "2"]}"#) == "t.geojson:1:38: coordinates: expected a number in the position, found a string")
        #expect(message(#"{"type": "MultiPoint", "coordinates": [[1, 2], [3, 1e999]]}"#) == "t.geojson:1:52: number 1e999 is out of range")
        #expect(message(#"{"type": "Point", "coordinates": [-Infinity, 2]}"#) == "t.geojson:1:35: expected a value; NaN and Infinity are not JSON numbers")
        #expect(message(#"{"type": "Point", "coordinates": [1, -"#) == "t.geojson:1:39: unexpected end of file; expected a digit")
        #expect(message(#"{"type": "LineString", "coordinates": [[1, 2]]}"#) == "t.geojson:1:39: coordinates: a LineString needs at least 2 positions, found 1")
        #expect(message(#"{"type": "MultiLineString", "coordinates": [[[1, 2], [3, 4]], [[5, 6]]]}"#)
            == "t.geojson:1:63: coordinates[1]: a line needs at least 2 positions, found 1")
    }

    @Test func polygonRingsAreClosedAndLongEnough() {
        #expect(message(collection(#"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}"#))
            == "t.geojson:1:130: features[0].geometry.coordinates[0]: a linear ring must be closed: its last position must equal its first")
        #expect(message(#"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [0, 0]]]}"#)
            == "t.geojson:1:37: coordinates[0]: a linear ring (the first position repeated at the end) needs at least 4 positions, found 3")
        #expect(message(#"{"type": "MultiPolygon", "coordinates": [[]]}"#) == "t.geojson:1:42: coordinates[0]: a polygon needs an exterior ring")
        #expect(message(#"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]], [[0, 0], [2, "x"]]]}"#)
            == "t.geojson:1:84: coordinates[1][1]: expected a number in the position, found a string")
    }

    @Test func syntaxErrorsKeepTheirPosition() {
        let text = "{\n  \"type\": \"LineString\",\n  \"coordinates\": [[1, 2] [3, 4]]\n}"
        #expect(message(text) == "t.geojson:3:26: expected ',' or ']' in array")
        #expect(message(#"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": null}"#)
            == "t.geojson:1:81: unexpected end of file; expected ',' or ']' in array")
    }

    @Test func nestingIsBounded() {
        let open = String(repeating: #"{"type": "GeometryCollection", "geometries": ["#, count: 600)
        let error = dataError { try GeoJSONReader.read(open, file: "t.geojson") }
        #expect(error?.message == "nesting is deeper than 512 levels")
    }
}
