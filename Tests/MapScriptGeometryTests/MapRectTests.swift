import Testing
@testable import MapScriptGeometry

@Suite struct MapRectTests {
    static let world = MapProjection.worldSize
    let a = MapRect(x: 0, y: 0, width: 10, height: 10)
    let b = MapRect(x: 5, y: 5, width: 10, height: 10)
    let far = MapRect(x: 100, y: 100, width: 1, height: 1)

    @Test func accessors() {
        let r = MapRect(x: 2, y: 3, width: 4, height: 6)
        #expect(r.minX == 2 && r.midX == 4 && r.maxX == 6)
        #expect(r.minY == 3 && r.midY == 6 && r.maxY == 9)
        #expect(r.width == 4 && r.height == 6)
        #expect(r.center == MapPoint(x: 4, y: 6))
    }

    @Test func intersectionAndUnion() {
        #expect(a.intersects(b) && b.intersects(a))
        #expect(a.intersection(b) == MapRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == MapRect(x: 0, y: 0, width: 15, height: 15))
        #expect(!a.intersects(far))
        #expect(a.intersection(far).isNull)
        #expect(a.union(.null) == a && MapRect.null.union(a) == a)
        #expect(!a.intersects(.null) && !MapRect.null.intersects(.null))
        // Touching edges count as intersecting, with an empty (not null) intersection.
        let neighbour = MapRect(x: 10, y: 0, width: 5, height: 10)
        #expect(a.intersects(neighbour))
        #expect(a.intersection(neighbour).isEmpty && !a.intersection(neighbour).isNull)
    }

    @Test func containment() {
        #expect(a.contains(MapPoint(x: 5, y: 5)))
        #expect(a.contains(MapPoint(x: 0, y: 10)))
        #expect(!a.contains(MapPoint(x: 10.5, y: 5)))
        #expect(a.union(b).contains(a) && a.union(b).contains(b))
        #expect(!a.contains(b))
        #expect(!MapRect.null.contains(MapPoint(x: 0, y: 0)))
        #expect(!a.contains(MapRect.null))
        #expect(MapRect.world.contains(MapPoint(Coordinate(latitude: 45, longitude: 45))))
    }

    @Test func enclosing() {
        let r = MapRect(enclosing: [MapPoint(x: 3, y: 9), MapPoint(x: -1, y: 4), MapPoint(x: 2, y: 2)])
        #expect(r == MapRect(x: -1, y: 2, width: 4, height: 7))
        #expect(MapRect(enclosing: [MapPoint]()).isNull)
        #expect(MapRect(enclosing: [MapPoint(x: 1, y: 1)]) == MapRect(x: 1, y: 1, width: 0, height: 0))
    }

    @Test func insetAndOffset() {
        #expect(a.insetBy(dx: 2, dy: 1) == MapRect(x: 2, y: 1, width: 6, height: 8))
        #expect(a.insetBy(dx: -1, dy: -1) == MapRect(x: -1, y: -1, width: 12, height: 12))
        #expect(a.insetBy(dx: 6, dy: 0).isNull)
        #expect(a.insetBy(dx: 5, dy: 5) == MapRect(x: 5, y: 5, width: 0, height: 0))
        #expect(a.offsetBy(dx: 3, dy: -2) == MapRect(x: 3, y: -2, width: 10, height: 10))
        #expect(MapRect.null.offsetBy(dx: 1, dy: 1).isNull)
        #expect(MapRect.null.insetBy(dx: -5, dy: -5).isNull)
    }

    @Test func spansTheAntimeridian() {
        let w = MapRectTests.world
        #expect(MapRect(x: w - 10, y: 0, width: 20, height: 5).spans180thMeridian)
        #expect(MapRect(x: -10, y: 0, width: 20, height: 5).spans180thMeridian)
        #expect(!MapRect(x: 10, y: 0, width: 20, height: 5).spans180thMeridian)
        #expect(!MapRect(x: w + 10, y: 0, width: 20, height: 5).spans180thMeridian)
        #expect(!MapRect(x: 0, y: 0, width: w, height: 5).spans180thMeridian)
        #expect(MapRect(x: 1, y: 0, width: w, height: 5).spans180thMeridian)
        #expect(!MapRect.null.spans180thMeridian)
    }

    @Test func remainderIsThePartPastTheEdgeMovedBack() {
        let w = MapRectTests.world
        #expect(MapRect(x: w - 10, y: 3, width: 25, height: 5).remainder == MapRect(x: 0, y: 3, width: 15, height: 5))
        #expect(MapRect(x: -10, y: 3, width: 25, height: 5).remainder == MapRect(x: w - 10, y: 3, width: 10, height: 5))
        #expect(MapRect(x: 10, y: 3, width: 25, height: 5).remainder.isNull)
        #expect(MapRect.null.remainder.isNull)
    }

    @Test func wrappingAndWorldCopies() {
        let w = MapRectTests.world
        #expect(MapRect(x: w + 4, y: 1, width: 2, height: 2).wrappedIntoWorld == MapRect(x: 4, y: 1, width: 2, height: 2))
        #expect(MapRect(x: -6, y: 1, width: 2, height: 2).wrappedIntoWorld == MapRect(x: w - 6, y: 1, width: 2, height: 2))
        #expect(MapRect(x: 4, y: 1, width: 2, height: 2).nearestWorldCopy(to: w + 1) == MapRect(x: w + 4, y: 1, width: 2, height: 2))
        // A view across the right edge sees a rect near the left edge of the world.
        let view = MapRect(x: w - 100, y: 0, width: 200, height: 100)
        let nearLeft = MapRect(x: 20, y: 10, width: 10, height: 10)
        #expect(!view.intersects(nearLeft))
        #expect(view.intersectsAnyWorldCopy(of: nearLeft))
        #expect(!view.intersectsAnyWorldCopy(of: MapRect(x: 200, y: 10, width: 10, height: 10)))
        #expect(!view.intersectsAnyWorldCopy(of: MapRect(x: 20, y: 1000, width: 10, height: 10)))
        #expect(nearLeft.intersectsAnyWorldCopy(of: view))
        #expect(MapRect(x: 2 * w + 20, y: 10, width: 5, height: 5).intersectsAnyWorldCopy(of: nearLeft))
    }
}
