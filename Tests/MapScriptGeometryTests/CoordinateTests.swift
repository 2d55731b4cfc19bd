import Testing
@testable import MapScriptGeometry

@Suite struct CoordinateTests {
    @Test func validCoordinatesPassUnchanged() throws {
        for c in [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 90, longitude: 180),
                  Coordinate(latitude: -90, longitude: -180), Coordinate(latitude: 34.4248, longitude: -118.5971)] {
            #expect(try c.validated() == c)
            #expect(c.isValid)
        }
    }

    @Test func longitudesAreNormalised() throws {
        #expect(try Coordinate(latitude: 10, longitude: 190).validated() == Coordinate(latitude: 10, longitude: -170))
        #expect(try Coordinate(latitude: 10, longitude: -200).validated() == Coordinate(latitude: 10, longitude: 160))
        #expect(try Coordinate(latitude: 10, longitude: 720).validated() == Coordinate(latitude: 10, longitude: 0))
        let far = try Coordinate(latitude: 0, longitude: 1e15 + 0.5).validated()
        #expect(far.longitude >= -180 && far.longitude <= 180)
        #expect(Coordinate(latitude: 1, longitude: 361).normalized == Coordinate(latitude: 1, longitude: 1))
    }

    @Test func invalidCoordinatesAreRejected() {
        #expect(throws: GeometryError.latitudeOutOfRange(91)) { try Coordinate(latitude: 91, longitude: 0).validated() }
        #expect(throws: GeometryError.latitudeOutOfRange(-90.5)) { try Coordinate(latitude: -90.5, longitude: 0).validated() }
        #expect(throws: GeometryError.self) { try Coordinate(latitude: .nan, longitude: 0).validated() }
        #expect(throws: GeometryError.notFinite(component: .longitude, value: .infinity)) {
            try Coordinate(latitude: 0, longitude: .infinity).validated()
        }
        #expect(!Coordinate(latitude: 0, longitude: 181).isValid)
    }

    @Test func errorMessagesNameTheProblem() {
        #expect(GeometryError.latitudeOutOfRange(91).description == "latitude 91 is out of range: it must lie between -90 and 90 degrees")
        #expect(GeometryError.latitudeOutOfRange(-90.25).description == "latitude -90.25 is out of range: it must lie between -90 and 90 degrees")
        #expect(GeometryError.notFinite(component: .longitude, value: .infinity).description == "longitude must be a finite number, not inf")
        #expect(GeometryError.notFinite(component: .latitude, value: .nan).description == "latitude must be a finite number, not NaN")
        #expect(GeometryError.notFinite(component: .latitude, value: (-1.0).squareRoot()).description == "latitude must be a finite number, not NaN")
    }
}
