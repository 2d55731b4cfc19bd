import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct RegionTests {
    @Test func sizeAndRegionOrderDoesNotMatter() throws {
        let region = Region(center: Coordinate(latitude: 39, longitude: -105.55), span: Span(latitudeDelta: 6, longitudeDelta: 9))
        let a = MapView()
        a.size = Size(width: 800, height: 600)
        try a.setRegion(region)
        let b = MapView()
        try b.setRegion(region)
        b.size = Size(width: 800, height: 600)
        #expect(a.visibleMapRect == b.visibleMapRect)
        #expect(a.region == region)
        #expect(a.visibleMapRect.contains(region.mapRect.insetBy(dx: 1, dy: 1)), "the whole region is visible")
    }

    @Test func convertRoundTrips() throws {
        let map = try coloradoMap()
        let denver = Coordinate(latitude: 39.7392, longitude: -104.9903)
        let back = map.convert(map.convert(denver))
        #expect(isClose(back.latitude, denver.latitude, 1e-9) && isClose(back.longitude, denver.longitude, 1e-9))
        #expect(isClose(map.convert(map.region.center), Point(x: 400, y: 300), 1e-9))
    }

    @Test func panMovesByViewPointsAndKeepsTheZoom() throws {
        let map = try coloradoMap()
        let scale = map.zoomScale
        let east = map.convert(Point(x: 500, y: 300))
        try map.pan(dx: 100, dy: 0)
        #expect(map.zoomScale == scale)
        #expect(isClose(map.convert(east), Point(x: 400, y: 300), 1e-6), "what was 100 points east is now at the centre")
        #expect(throws: SceneError.self) { try map.pan(dx: .nan, dy: 0) }
    }

    @Test func zoomScalesAboutTheCentre() throws {
        let map = try coloradoMap()
        let rect = map.visibleMapRect
        try map.zoom(by: 2)
        #expect(isClose(map.visibleMapRect.width, rect.width / 2, 1e-6))
        #expect(isClose(map.visibleMapRect.midX, rect.midX, 1e-6))
        #expect(throws: SceneError.self) { try map.zoom(by: 0) }
        #expect(throws: SceneError.self) { try map.zoom(by: 1e300) }
        #expect(throws: SceneError.self) { try map.pan(dx: 1e300, dy: 0) }
        #expect(throws: SceneError.self) {
            try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 1e-300, longitudeDelta: 1e-300)))
        }
        #expect(map.zoomScale.isFinite)
        #expect(throws: SceneError.self) { try map.setRegion(Region(center: Coordinate(latitude: 95, longitude: 0), span: Span(latitudeDelta: 1, longitudeDelta: 1))) }
    }

    @Test func showAnnotationsFitsThemWithRoom() throws {
        let delegate = RecordingDelegate()
        let map = MapView(size: Size(width: 800, height: 600))
        map.delegate = delegate
        let cities = [point(39.7392, -104.9903, "Denver"), point(40.7128, -74.0060, "New York"),
                      point(29.7604, -95.3698, "Houston"), point(47.6062, -122.3321, "Seattle")]
        map.addAnnotations(cities)
        try map.showAnnotations(cities)
        #expect(delegate.events.first == "regionWillChange")
        #expect(delegate.events.last == "regionDidChange")
        for city in cities {
            let p = map.convert(city.coordinate)
            #expect(p.x >= MapView.showAnnotationsPadding - 1e-6 && p.x <= 800 - MapView.showAnnotationsPadding + 1e-6, "\(city.title ?? "")")
            #expect(p.y >= MapView.showAnnotationsPadding - 1e-6 && p.y <= 600 - MapView.showAnnotationsPadding + 1e-6, "\(city.title ?? "")")
        }
        // Tight: the extreme cities touch the padded edge in at least one direction.
        let xs = cities.map { map.convert($0.coordinate).x }, ys = cities.map { map.convert($0.coordinate).y }
        let tightX = isClose(xs.min()!, MapView.showAnnotationsPadding, 1e-6) && isClose(xs.max()!, 800 - MapView.showAnnotationsPadding, 1e-6)
        let tightY = isClose(ys.min()!, MapView.showAnnotationsPadding, 1e-6) && isClose(ys.max()!, 600 - MapView.showAnnotationsPadding, 1e-6)
        #expect(tightX || tightY)
        #expect(delegate.eventCount("viewFor") == 4, "all four are visible after the fit")
    }

    @Test func showAnnotationsOfOnePointShowsAKilometreAround() throws {
        let map = MapView(size: Size(width: 800, height: 600))
        let denver = point(39.7392, -104.9903, "Denver")
        try map.showAnnotations([denver])
        #expect(isClose(map.convert(denver.coordinate), Point(x: 400, y: 300), 1e-6))
        let metresAcross = map.visibleMapRect.height / MapProjection.mapPointsPerMeter(atLatitude: 39.7392)
        #expect(metresAcross > 1000 && metresAcross < 2000)
        try map.showAnnotations([])
        #expect(isClose(map.convert(denver.coordinate), Point(x: 400, y: 300), 1e-6))
    }

    @Test func headingTurnsPositionsAboutTheCentre() throws {
        let map = try coloradoMap()
        let east = Coordinate(latitude: 39, longitude: -104)
        let before = map.convert(east)
        map.heading = 90
        let after = map.convert(east)
        #expect(isClose(after.x, 400, 1e-6), "with heading 90, east is up")
        #expect(isClose(300 - after.y, before.x - 400, 1e-6))
    }
}
