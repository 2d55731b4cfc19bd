import MapScriptData
import MapScriptGeometry
import Testing

@Suite struct CoordinateParserTests {
    @Test(arguments: ["{34.4248,-118.5971}", " { 34.4248 , -118.5971 } ", "{34.4248, -118.5971}", "{\t34.4248,\n-118.5971}"])
    func readsTheTutorialsFormat(text: String) throws {
        #expect(try CoordinateParser.parse(text) == Coordinate(latitude: 34.4248, longitude: -118.5971))
    }

    @Test func acceptsWholeAndExponentNumbers() throws {
        #expect(try CoordinateParser.parse("{0,1e2}") == Coordinate(latitude: 0, longitude: 100))
    }

    @Test(arguments: ["", "34.4248,-118.5971", "{34.4248;-118.5971}", "{34.4248,-118.5971", "{34.4248}", "{a,b}", "{1,2} x", "{1,2,3}"])
    func rejectsOtherText(text: String) {
        let error = dataError { try CoordinateParser.parse(text) }
        #expect(error?.message == "expected a coordinate like \"{34.4248,-118.5971}\", found \"\(text)\"")
    }

    @Test func rejectsOutOfRangeValues() {
        #expect(dataError { try CoordinateParser.parse("{95,10}") }?.message == "latitude 95 in \"{95,10}\" is out of range -90...90")
        #expect(dataError { try CoordinateParser.parse("{10,-190.5}") }?.message == "longitude -190.5 in \"{10,-190.5}\" is out of range -180...180")
        #expect(dataError { try CoordinateParser.parse("{1e999,0}") }?.message == "expected a coordinate like \"{34.4248,-118.5971}\", found \"{1e999,0}\"")
    }
}
