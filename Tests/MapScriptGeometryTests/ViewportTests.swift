import Foundation
import Testing
@testable import MapScriptGeometry

@Suite struct ViewportTests {
    static let world = MapProjection.worldSize

    /// Web Mercator y by a formula other than the one under test: ln(tan(pi/4 + phi/2)).
    static func mercatorY(_ latitude: Double) -> Double {
        let phi = latitude * .pi / 180
        return world / 2 - world / (2 * .pi) * log(tan(.pi / 4 + phi / 2))
    }

    @Test func equatorialRegionWorkedByHand() {
        // 90° of longitude across 1024 points: the world (360°) is 4096 points wide, so the
        // scale is 4096 / 2^28 = 2^-16, and the width, not the 10° of latitude, decides.
        let region = Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 10, longitudeDelta: 90))
        let v = Viewport(size: Size(width: 1024, height: 768), region: region)
        #expect(v.zoomScale == 1.0 / 65536)
        #expect(v.center == MapPoint(x: ViewportTests.world / 2, y: ViewportTests.world / 2))
        // 45°E is a quarter of the view (256 points... of 4096 per 360°: 512) right of centre.
        let east = v.point(for: Coordinate(latitude: 0, longitude: 45))
        #expect(east == Point(x: 1024, y: 384))
        let west = v.point(for: Coordinate(latitude: 0, longitude: -45))
        #expect(west == Point(x: 0, y: 384))
        // 10°N: 4096 / (2 pi) * ln(tan(50°)) points above the centre.
        let north = v.point(for: Coordinate(latitude: 10, longitude: 0))
        #expect(abs(north.y - (384 - 4096 / (2 * .pi) * log(tan(50 * Double.pi / 180)))) < 1e-9)
        #expect(v.visibleMapRect == MapRect(x: ViewportTests.world / 2 - 512 * 65536, y: ViewportTests.world / 2 - 384 * 65536,
                                            width: 1024 * 65536, height: 768 * 65536))
    }

    @Test func tallNorthernRegionFitsWithItsTallerHalf() {
        // 50°N...70°N around 60°N: in Mercator the part above 60° is taller than the part
        // below, so it is the upper half that must fit in half the view's height.
        let region = Region(center: Coordinate(latitude: 60, longitude: 0), span: Span(latitudeDelta: 20, longitudeDelta: 1))
        let v = Viewport(size: Size(width: 1024, height: 768), region: region)
        let upper = ViewportTests.mercatorY(60) - ViewportTests.mercatorY(70)
        let lower = ViewportTests.mercatorY(50) - ViewportTests.mercatorY(60)
        #expect(upper > lower)
        #expect(abs(v.zoomScale / (384 / upper) - 1) < 1e-12)
        // The region's top edge is the view's top edge; its bottom edge is inside the view.
        let top = v.point(for: Coordinate(latitude: 70, longitude: 0))
        let bottom = v.point(for: Coordinate(latitude: 50, longitude: 0))
        #expect(abs(top.y) < 1e-9)
        #expect(bottom.y > 384 && bottom.y < 768)
        #expect(v.visibleMapRect.contains(region.mapRect))
    }

    @Test func wideRegionIsLimitedByTheWidth() {
        let region = Region(center: Coordinate(latitude: 39, longitude: -105.5), span: Span(latitudeDelta: 4, longitudeDelta: 7))
        let v = Viewport(size: Size(width: 400, height: 400), region: region)
        let width = 7.0 / 360 * ViewportTests.world
        #expect(abs(v.zoomScale - 400 / width) < 1e-15)
        #expect(v.visibleMapRect.contains(region.mapRect))
        // Both sides of the region touch the view's sides.
        #expect(abs(v.point(for: Coordinate(latitude: 39, longitude: -109)).x) < 1e-9)
        #expect(abs(v.point(for: Coordinate(latitude: 39, longitude: -102)).x - 400) < 1e-9)
    }

    @Test func degenerateRegionsShowTheWholeWorld() {
        // A region of no size is MapKit's closest zoom about its centre; an invalid one the world.
        let zero = Region(center: Coordinate(latitude: 10, longitude: 10), span: Span(latitudeDelta: 0, longitudeDelta: 0))
        let v = Viewport(size: Size(width: 512, height: 256), region: zero)
        #expect(v.zoomScale == Viewport.closestZoomScale)
        #expect(v.center == MapPoint(zero.center))
        let nan = Region(center: Coordinate(latitude: 10, longitude: 10), span: Span(latitudeDelta: .nan, longitudeDelta: -3))
        let w = Viewport(size: Size(width: 512, height: 256), region: nan)
        #expect(w.zoomScale == 256 / ViewportTests.world)
        let empty = Viewport(size: Size(width: 0, height: 0), region: zero)
        #expect(empty.zoomScale > 0 && empty.zoomScale.isFinite)
        // A scale of zero, negative or NaN (a zoom by 0) shows the whole world too.
        for bad in [0.0, -2, .nan, .infinity] {
            let v = Viewport(size: Size(width: 512, height: 256), center: MapPoint(x: 1, y: 2), zoomScale: bad)
            #expect(v.zoomScale == 256 / ViewportTests.world)
            let p = v.mapPoint(for: Point(x: 3, y: 4))
            #expect(p.x.isFinite && p.y.isFinite)
        }
    }

    @Test func coordinateToViewAndBackRoundTrips() {
        var generator = SplitMix64(seed: 42)
        let sizes = [Size(width: 1024, height: 768), Size(width: 300, height: 900)]
        for size in sizes {
            for heading in [0.0, 30.0, 90.0, -135.0] {
                let region = Region(center: Coordinate(latitude: 39, longitude: -105.5), span: Span(latitudeDelta: 4, longitudeDelta: 7))
                let v = Viewport(size: size, region: region, heading: heading)
                for _ in 0..<200 {
                    let c = Coordinate(latitude: generator.uniform(-85, 85), longitude: generator.uniform(-180, 180))
                    let back = v.coordinate(for: v.point(for: c))
                    #expect(abs(back.latitude - c.latitude) <= 1e-9)
                    #expect(abs(back.longitude - c.longitude) <= 1e-9)
                }
            }
        }
    }

    @Test func headingRotatesAboutTheCentre() {
        let region = Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 10, longitudeDelta: 90))
        let north = Viewport(size: Size(width: 1024, height: 768), region: region)
        let east = Viewport(size: Size(width: 1024, height: 768), region: region, heading: 90)
        #expect(east.zoomScale == north.zoomScale)
        // With heading 90 the camera faces east: a place east of the centre is straight up.
        let p = east.point(for: Coordinate(latitude: 0, longitude: 45))
        #expect(p == Point(x: 512, y: 384 - 512))
        // And one north of the centre is to the left.
        let q = east.point(for: Coordinate(latitude: 10, longitude: 0))
        let r = north.point(for: Coordinate(latitude: 10, longitude: 0))
        #expect(abs(q.x - (512 - (384 - r.y))) < 1e-9)
        #expect(abs(q.y - 384) < 1e-9)
        // The centre does not move.
        #expect(east.point(for: Coordinate(latitude: 0, longitude: 0)) == Point(x: 512, y: 384))
        // A quarter turn swaps the visible rect's width and height.
        #expect(abs(east.visibleMapRect.width - north.visibleMapRect.height) < 1e-6)
        #expect(abs(east.visibleMapRect.height - north.visibleMapRect.width) < 1e-6)
    }

    @Test func headingIsNormalised() {
        let c = MapPoint(x: 100, y: 100)
        #expect(Viewport(size: Size(width: 10, height: 10), center: c, zoomScale: 1, heading: 450).heading == 90)
        #expect(Viewport(size: Size(width: 10, height: 10), center: c, zoomScale: 1, heading: -180).heading == 180)
        #expect(Viewport(size: Size(width: 10, height: 10), center: c, zoomScale: 1, heading: .nan).heading == 0)
        #expect(Viewport(size: Size(width: 10, height: 10), center: c, zoomScale: 1, heading: 360) ==
                Viewport(size: Size(width: 10, height: 10), center: c, zoomScale: 1))
    }

    @Test func transformAgreesWithPointFor() {
        var generator = SplitMix64(seed: 7)
        for heading in [0.0, 17.0, 90.0, 200.0] {
            let v = Viewport(size: Size(width: 800, height: 600), center: MapPoint(x: 1.3e8, y: 0.9e8), zoomScale: 1.0 / 3000, heading: heading)
            let t = v.mapToViewTransform
            for _ in 0..<50 {
                let m = MapPoint(x: 1.3e8 + generator.uniform(-1e6, 1e6), y: 0.9e8 + generator.uniform(-1e6, 1e6))
                let a = v.point(for: m)
                let b = t.apply(to: Point(x: m.x, y: m.y))
                #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6)
                let back = v.mapPoint(for: a)
                #expect(abs(back.x - m.x) < 1e-6 && abs(back.y - m.y) < 1e-6)
            }
            // rect(for:) and mapRect(for:) bound each other's corners.
            let view = Rect(x: 0, y: 0, width: 800, height: 600)
            let onMap = v.mapRect(for: view)
            #expect(onMap.insetBy(dx: -1e-3, dy: -1e-3).contains(v.mapPoint(for: Point(x: 800, y: 600))))
            #expect(abs(onMap.width - v.visibleMapRect.width) < 1e-3)
        }
    }

    @Test func viewAcrossTheAntimeridian() {
        // Centred on 180°: the visible rect runs past the world's right edge, and points on
        // both sides of the antimeridian are drawn next to each other.
        let region = Region(center: Coordinate(latitude: -17, longitude: 180), span: Span(latitudeDelta: 6, longitudeDelta: 8))
        let v = Viewport(size: Size(width: 800, height: 600), region: region)
        #expect(v.visibleMapRect.spans180thMeridian)
        #expect(v.visibleMapRect.maxX > ViewportTests.world)
        let fijiWest = v.pointNearestCenter(for: MapPoint(Coordinate(latitude: -17, longitude: 178)))
        let fijiEast = v.pointNearestCenter(for: MapPoint(Coordinate(latitude: -17, longitude: -178)))
        let fourDegrees = 4.0 / 360 * ViewportTests.world * v.zoomScale
        #expect(abs(fijiWest.x - (400 - fourDegrees / 2)) < 1e-9)
        #expect(abs(fijiEast.x - (400 + fourDegrees / 2)) < 1e-9)
        // Without picking the copy, -178° would be a world away, on the left.
        let unpicked = v.point(for: Coordinate(latitude: -17, longitude: -178))
        #expect(abs(unpicked.x - (fijiEast.x - ViewportTests.world * v.zoomScale)) < 1e-6)
        #expect(region.spans180thMeridian)
        #expect(region.contains(Coordinate(latitude: -17, longitude: -178)))
        #expect(!region.contains(Coordinate(latitude: -17, longitude: -170)))
    }
}

/// A small deterministic generator, so the tests draw the same points every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }
}
