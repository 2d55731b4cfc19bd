import Foundation
import Testing
@testable import MapScriptGeometry

@Suite struct RegionTests {
    static let world = MapProjection.worldSize

    @Test func mapRectOfARegion() {
        let region = Region(center: Coordinate(latitude: 39, longitude: -105.5), span: Span(latitudeDelta: 4, longitudeDelta: 7))
        let rect = region.mapRect
        let north = MapPoint(Coordinate(latitude: 41, longitude: -109))
        let south = MapPoint(Coordinate(latitude: 37, longitude: -102))
        #expect(abs(rect.minX - north.x) < 1e-6 && abs(rect.maxX - south.x) < 1e-6)
        #expect(abs(rect.minY - north.y) < 1e-6 && abs(rect.maxY - south.y) < 1e-6)
        #expect(abs(rect.midX - MapPoint(region.center).x) < 1e-6)
    }

    @Test func regionOfAMapRect() {
        let rect = MapRect(enclosing: [MapPoint(Coordinate(latitude: 41, longitude: -109)),
                                       MapPoint(Coordinate(latitude: 37, longitude: -102))])
        let region = Region(rect)
        #expect(abs(region.span.latitudeDelta - 4) < 1e-9)
        #expect(abs(region.span.longitudeDelta - 7) < 1e-9)
        #expect(abs(region.center.longitude - -105.5) < 1e-9)
        // The centre is the coordinate of the rect's middle, which in Mercator (stretched
        // towards the pole) lies a little north of the mean latitude.
        #expect(region.center == MapPoint(x: rect.midX, y: rect.midY).coordinate)
        #expect(region.center.latitude > 39 && region.center.latitude < 39.1)
        // Back to a map rect: the same width and middle x; the height differs only by the
        // non-linearity of Mercator.
        let again = region.mapRect
        #expect(abs(again.width - rect.width) < 1e-6 && abs(again.midX - rect.midX) < 1e-6)
        #expect(abs(again.height / rect.height - 1) < 1e-3)
    }

    @Test func regionOfARectPastTheWorldsEdge() {
        let w = RegionTests.world
        let rect = MapRect(x: w - 1000, y: w / 2 - 500, width: 2000, height: 1000)
        let region = Region(rect)
        #expect(abs(region.center.longitude - 180) < 1e-9 || abs(region.center.longitude + 180) < 1e-9)
        #expect(region.spans180thMeridian)
        let past = Region(MapRect(x: w + 1000, y: w / 2, width: 10, height: 10))
        #expect(past.center.longitude > -180 && past.center.longitude < -179.99)
    }

    @Test func regionFromMetres() {
        // 100 km by 200 km at 60°N: in map points, metres times the points-per-metre there.
        let center = Coordinate(latitude: 60, longitude: 10)
        let region = Region(center: center, latitudinalMeters: 100_000, longitudinalMeters: 200_000)
        let perMetre = MapProjection.mapPointsPerMeter(atLatitude: 60)
        #expect(abs(region.span.longitudeDelta - 200_000 * perMetre / RegionTests.world * 360) < 1e-12)
        // The latitude span is close to 100 km of arc (about 0.9°).
        #expect(abs(region.span.latitudeDelta - 0.8987) < 0.002)
        #expect(region.center == center)
        #expect(abs(region.mapRect.height - 100_000 * perMetre) / (100_000 * perMetre) < 1e-4)
    }

    @Test func containsAndAntimeridian() {
        let r = Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 10, longitudeDelta: 20))
        #expect(r.contains(Coordinate(latitude: 5, longitude: 10)))
        #expect(!r.contains(Coordinate(latitude: 5.1, longitude: 0)))
        #expect(!r.spans180thMeridian)
        let pacific = Region(center: Coordinate(latitude: 0, longitude: 179), span: Span(latitudeDelta: 10, longitudeDelta: 4))
        #expect(pacific.spans180thMeridian)
        #expect(pacific.contains(Coordinate(latitude: 0, longitude: -179)))
        #expect(pacific.mapRect.maxX > RegionTests.world)
        #expect(pacific.mapRect.spans180thMeridian)
        #expect(Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 180, longitudeDelta: 360)).spans180thMeridian)
    }
}
