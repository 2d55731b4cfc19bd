import Testing
@testable import MapScriptGeometry

@Suite struct AntimeridianTests {
    static let world = MapProjection.worldSize

    @Test func tokyoToSanFranciscoCrossesThePacific() {
        let tokyo = Coordinate(latitude: 35.6762, longitude: 139.6503)
        let sanFrancisco = Coordinate(latitude: 37.7749, longitude: -122.4194)
        let points = unwrappedMapPoints([tokyo, sanFrancisco])
        #expect(points.count == 2)
        #expect(points[0] == MapPoint(tokyo))
        // San Francisco is drawn one world to the right, east of Tokyo across the Pacific.
        #expect(abs(points[1].x - (MapPoint(sanFrancisco).x + AntimeridianTests.world)) < 1e-6)
        #expect(points[1].y == MapPoint(sanFrancisco).y)
        #expect(points[1].x - points[0].x < AntimeridianTests.world / 2)
        // Going the other way it is Tokyo that moves, to the left of the world.
        let back = unwrappedMapPoints([sanFrancisco, tokyo])
        #expect(back[1].x < 0)
    }

    @Test func everyStepStaysWithinHalfAWorld() {
        let coordinates = [170.0, 179.0, -179.0, -170.0, 175.0, -175.0, 0.0, 10.0].map {
            Coordinate(latitude: 10, longitude: $0)
        }
        var points: [MapPoint] = []
        unwrappedMapPoints(coordinates, into: &points)
        #expect(points.count == coordinates.count)
        for i in 1..<points.count {
            #expect(abs(points[i].x - points[i - 1].x) <= AntimeridianTests.world / 2)
            // Each is a copy of the point's own place.
            let own = MapPoint(coordinates[i])
            let shift = (points[i].x - own.x) / AntimeridianTests.world
            #expect(abs(shift - shift.rounded()) < 1e-9)
        }
        // -170° after 179° unwraps to 190°: past the right edge.
        #expect(abs(points[3].coordinate.longitude - 190) < 1e-9)
    }

    @Test func lineAlreadyInsideIsUnchanged() {
        let coordinates = [Coordinate(latitude: 41, longitude: -109), Coordinate(latitude: 37, longitude: -102)]
        #expect(unwrappedMapPoints(coordinates) == coordinates.map { MapPoint($0) })
        #expect(unwrappedMapPoints([]) == [])
    }

    @Test func firstPointIsBroughtIntoTheWorld() {
        let points = unwrappedMapPoints([Coordinate(latitude: 0, longitude: 370), Coordinate(latitude: 0, longitude: 20)])
        #expect(abs(points[0].coordinate.longitude - 10) < 1e-9)
        #expect(abs(points[1].coordinate.longitude - 20) < 1e-9)
    }
}
