import Testing
import MapScriptGeometry
@testable import MapScriptScene

/// A person's gestures keep to the limits MapKit's do: the wheel or a pinch zooms out until the
/// world's height fills the view and in to street level, and a pan stops at the poles; the
/// region reports a longitude within ±180 however far the map went round. Scripts may still
/// go beyond, and a gesture from there only comes back.
@Suite struct GestureLimitsTests {
    func map() throws -> MapView {
        let map = MapView(size: Size(width: 600, height: 400))
        try map.setRegion(Region(center: Coordinate(latitude: 40, longitude: 170), span: Span(latitudeDelta: 10, longitudeDelta: 10)))
        return map
    }

    @Test func theWheelZoomsOutToTheWorldAndInToStreetLevelOnly() throws {
        let map = try map()
        for _ in 0..<40 { try map.zoomGesture(by: 0.25, about: Point(x: 100, y: 100)) }
        try map.endRegionGesture()
        #expect(map.zoomScale == map.gestureZoomScales.lowerBound)
        #expect(isClose(map.visibleMapRect.height, MapProjection.worldSize, 1e-6), "the world's height fills the view")
        #expect(map.visibleMapRect.minY >= -1e-6 && map.visibleMapRect.maxY <= MapProjection.worldSize + 1e-6)
        #expect(map.region.span.latitudeDelta <= 180 && map.region.span.longitudeDelta <= 360, "a span MapKit could report")
        for _ in 0..<60 { try map.zoomGesture(by: 4, about: Point(x: 300, y: 200)) }
        try map.endRegionGesture()
        #expect(map.zoomScale == map.gestureZoomScales.upperBound)
        for _ in 0..<5 { try map.doubleTapGesture(at: Point(x: 300, y: 200)) }
        #expect(map.zoomScale == map.gestureZoomScales.upperBound, "a double tap keeps to them too")
    }

    @Test func aPanStopsAtThePoles() throws {
        let map = try map()
        for _ in 0..<100 { try map.panGesture(dx: 0, dy: -400) }
        try map.endRegionGesture()
        #expect(isClose(map.visibleMapRect.minY, 0, 1e-6), "the top of the view is the top of the world")
        for _ in 0..<200 { try map.panGesture(dx: 0, dy: 400) }
        try map.endRegionGesture()
        #expect(isClose(map.visibleMapRect.maxY, MapProjection.worldSize, 1e-6))
    }

    @Test func theRegionKeepsItsLongitudeWithinTheWorld() throws {
        let map = try map()
        for _ in 0..<30 { try map.panGesture(dx: 250, dy: 0) }
        try map.endRegionGesture()
        #expect(map.region.center.longitude >= -180 && map.region.center.longitude <= 180)
        let centre = map.convert(Point(x: 300, y: 200))
        #expect(isClose(centre.longitude, map.region.center.longitude, 1e-6) || isClose(abs(centre.longitude - map.region.center.longitude), 360, 1e-6))
        try map.pan(dx: 250, dy: 0)
        #expect(map.region.center.longitude >= -180 && map.region.center.longitude <= 180, "a script's pan too")
    }

    @Test func aScriptMayGoFurtherAndAGestureThenOnlyComesBack() throws {
        let map = try map()
        try map.zoom(by: 1e6)
        let scale = map.zoomScale
        #expect(scale > map.gestureZoomScales.upperBound)
        try map.zoomGesture(by: 2, about: Point(x: 300, y: 200))
        #expect(map.zoomScale == scale, "no further in")
        try map.zoomGesture(by: 0.5, about: Point(x: 300, y: 200))
        try map.endRegionGesture()
        #expect(isClose(map.zoomScale, scale / 2, 1e-9), "but back out")
    }
}
