import Foundation
import Testing
@testable import MapScriptGeometry

@Suite struct MercatorTests {
    static let world = MapProjection.worldSize

    @Test(arguments: ReferenceData.shared.mercator)
    func mapPointsMatchPROJ(_ c: ReferenceData.MercatorCase) {
        let p = MapPoint(Coordinate(latitude: c.lat, longitude: c.lon))
        // Zoom-10 pixels are map points / 1024; the goal is 1e-6 px there.
        #expect(abs(p.x / 1024 - c.pixelZ10[0]) <= 1e-6, "x \(p.x) vs \(c.mapX)")
        #expect(abs(p.y / 1024 - c.pixelZ10[1]) <= 1e-6, "y \(p.y) vs \(c.mapY)")
        #expect(abs(p.x - c.mapX) <= 1e-6)
        #expect(abs(p.y - c.mapY) <= 1e-6)
    }

    @Test func coloradoCornersMatchTheBenchmarkPixels() {
        // The zoom-10 pixels of the benchmark's reference file, computed with PROJ 9.5.1.
        let corners: [(Double, Double, Double, Double)] = [
            (41.000512, -109.050116, 51664.12886471112, 98284.11370670178),
            (41.002371, -102.052066, 56759.9533624889, 98282.3200205859),
            (36.993076, -102.041981, 56767.29703537778, 102040.64036678564),
            (36.99892, -109.045267, 51667.65979875556, 102035.31222031309),
        ]
        for (lat, lon, px, py) in corners {
            let p = MapPoint(Coordinate(latitude: lat, longitude: lon))
            #expect(abs(p.x / 1024 - px) <= 1e-6)
            #expect(abs(p.y / 1024 - py) <= 1e-6)
            // Tile and pixel within the tile, as the benchmark gives them.
            #expect(Int(p.x / 1024 / 256) == Int(px / 256))
        }
    }

    @Test(arguments: ReferenceData.shared.mercator)
    func inverseProjectionRoundTrips(_ c: ReferenceData.MercatorCase) {
        let back = MapPoint(x: c.mapX, y: c.mapY).coordinate
        #expect(abs(back.latitude - c.lat) <= 1e-9)
        #expect(abs(back.longitude - c.lon) <= 1e-9)
    }

    @Test func worldCornersAndCentre() {
        let w = MercatorTests.world
        #expect(MapPoint(Coordinate(latitude: 0, longitude: 0)) == MapPoint(x: w / 2, y: w / 2))
        #expect(MapPoint(Coordinate(latitude: 0, longitude: -180)).x == 0)
        #expect(MapPoint(Coordinate(latitude: 0, longitude: 180)).x == w)
        let top = MapPoint(Coordinate(latitude: MapProjection.maximumLatitude, longitude: 0))
        #expect(abs(top.y) < 1e-6)
        let bottom = MapPoint(Coordinate(latitude: -MapProjection.maximumLatitude, longitude: 0))
        #expect(abs(bottom.y - w) < 1e-6)
    }

    @Test func polesAreClampedToTheWorldsEdges() {
        let north = MapPoint(Coordinate(latitude: 90, longitude: 10))
        let south = MapPoint(Coordinate(latitude: -90, longitude: 10))
        let limit = MapPoint(Coordinate(latitude: MapProjection.maximumLatitude, longitude: 10))
        #expect(north == limit)
        #expect(north.y.isFinite && south.y.isFinite)
        #expect(abs(south.y - MercatorTests.world) < 1e-6)
    }

    @Test func maximumLatitudeMakesTheWorldSquare() {
        // At the limit, ln(tan(pi/4 + phi/2)) is pi: the world is as tall as it is wide.
        let phi = MapProjection.maximumLatitude * .pi / 180
        #expect(abs(log(tan(.pi / 4 + phi / 2)) - .pi) < 1e-13)
    }

    @Test func mapPointsPerMeterFollowsMapKit() {
        // At the equator, the world's width over the equator's length.
        #expect(abs(MapProjection.mapPointsPerMeter(atLatitude: 0) - 268_435_456 / 40_075_016.68557849) < 1e-12)
        // Twice as many at 60°, where cos is 1/2.
        let at60 = MapProjection.mapPointsPerMeter(atLatitude: 60)
        #expect(abs(at60 / MapProjection.mapPointsPerMeter(atLatitude: 0) - 2) < 1e-12)
        #expect(abs(MapProjection.metersPerMapPoint(atLatitude: 60) * at60 - 1) < 1e-15)
        // Finite at the poles, where the latitude is clamped to the Mercator limit.
        #expect(MapProjection.mapPointsPerMeter(atLatitude: 90).isFinite)
        #expect(MapProjection.mapPointsPerMeter(atLatitude: -90) == MapProjection.mapPointsPerMeter(atLatitude: 90))
    }

    @Test func wrappingIntoTheWorld() {
        let w = MercatorTests.world
        #expect(MapPoint(x: w + 5, y: 7).wrappedIntoWorld == MapPoint(x: 5, y: 7))
        #expect(MapPoint(x: -5, y: 7).wrappedIntoWorld == MapPoint(x: w - 5, y: 7))
        #expect(MapPoint(x: 3 * w + 1, y: 0).wrappedIntoWorld == MapPoint(x: 1, y: 0))
        #expect(MapPoint(x: w, y: 0).wrappedIntoWorld == MapPoint(x: 0, y: 0))
        #expect(MapPoint(x: 12, y: 0).wrappedIntoWorld == MapPoint(x: 12, y: 0))
        let tiny = MapPoint(x: -1e-300, y: 0).wrappedIntoWorld
        #expect(tiny.x >= 0 && tiny.x < w)
    }

    @Test func nearestWorldCopy() {
        let w = MercatorTests.world
        // 179°E seen from a view centred at 179°W: one world to the left... of the right edge.
        let east = MapPoint(Coordinate(latitude: 0, longitude: 179))
        let westCentre = MapPoint(Coordinate(latitude: 0, longitude: -179))
        let copy = east.nearestWorldCopy(to: westCentre.x)
        #expect(copy.x == east.x - w)
        #expect(abs(copy.x - westCentre.x) < w / 2)
        // Points already near stay where they are.
        #expect(westCentre.nearestWorldCopy(to: westCentre.x + 10) == westCentre)
        #expect(MapPoint(x: 5 * w + 3, y: 1).nearestWorldCopy(to: 0) == MapPoint(x: 3, y: 1))
    }

    @Test func longitudesPastTheAntimeridianLiePastTheWorldsEdge() {
        let w = MercatorTests.world
        let p = MapPoint(Coordinate(latitude: 10, longitude: 190))
        let q = MapPoint(Coordinate(latitude: 10, longitude: -170))
        #expect(abs(p.x - (q.x + w)) < 1e-6)
        #expect(p.y == q.y)
        #expect(abs(p.coordinate.longitude - 190) < 1e-9)
    }
}
