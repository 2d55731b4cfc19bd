import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct WorldCopyTests {
    private func firstPoint(_ drawing: Drawing) -> Point? {
        for command in drawing.commands {
            if case .fill(let fill) = command, case .move(let p)? = fill.path.elements.first { return p }
        }
        return nil
    }

    @Test func overlaysOnBothSidesOfTheAntimeridianAreDrawnNextToTheCentre() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in
            let r = PolygonRenderer(polygon: o as! Polygon)
            r.fillColor = .green
            return r
        }
        let map = MapView(size: Size(width: 800, height: 600))
        map.delegate = delegate
        try map.setRegion(Region(center: Coordinate(latitude: -17, longitude: 180), span: Span(latitudeDelta: 8, longitudeDelta: 10)))
        let east = Polygon(coordinates: [Coordinate(latitude: -16, longitude: 177), Coordinate(latitude: -16, longitude: 178),
                                         Coordinate(latitude: -18, longitude: 178)])
        let west = Polygon(coordinates: [Coordinate(latitude: -16, longitude: -178), Coordinate(latitude: -16, longitude: -177),
                                         Coordinate(latitude: -18, longitude: -177)])
        let far = Polygon(coordinates: [Coordinate(latitude: -16, longitude: 10), Coordinate(latitude: -16, longitude: 11),
                                        Coordinate(latitude: -18, longitude: 11)])
        east.title = "east"; west.title = "west"; far.title = "far"
        map.addOverlays([east, west, far])
        let snapshot = try map.snapshot()
        #expect(snapshot.overlays.map { $0.overlay.title ?? "" } == ["east", "west"])
        let eastPoint = try #require(firstPoint(snapshot.overlays[0].drawing))
        let westPoint = try #require(firstPoint(snapshot.overlays[1].drawing))
        #expect(eastPoint.x < 400 && eastPoint.x > 0, "177°E is left of the 180° centre")
        #expect(westPoint.x > 400 && westPoint.x < 800, "178°W is right of it, not a world away")
        #expect(delegate.eventCount("rendererFor") == 2)
    }

    @Test func rendererDrawingFollowsTheHeading() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in
            let r = PolygonRenderer(polygon: o as! Polygon)
            r.fillColor = .green
            r.strokeColor = .black
            r.lineWidth = 2
            return r
        }
        let map = try coloradoMap(delegate: delegate)
        map.addOverlay(Polygon(coordinates: coloradoCorners))
        for heading in [0.0, 30, 90, 200] {
            map.heading = heading
            let overlay = try #require(try map.snapshot().overlays.first)
            let p = try #require(firstPoint(overlay.drawing))
            #expect(isClose(p, map.convert(coloradoCorners[0]), 1e-6), "heading \(heading)")
            guard case .stroke(let stroke)? = overlay.drawing.commands.last else { Issue.record("expected a stroke"); continue }
            #expect(isClose(stroke.width, 2, 1e-9), "rotation keeps widths")
        }
    }

    @Test func anOverlayAcrossTheAntimeridianIsFoundFromTheOtherSide() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in CircleRenderer(circle: o as! Circle) }
        let map = MapView(size: Size(width: 800, height: 600))
        map.delegate = delegate
        // The view shows 179.9°W...179.1°W, not the antimeridian itself.
        try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: -179.5), span: Span(latitudeDelta: 0.6, longitudeDelta: 0.8)))
        #expect(!map.visibleMapRect.spans180thMeridian)
        // About 0.45° of radius: from 179.5°E across the antimeridian to about 179.6°W.
        let circle = Circle(center: Coordinate(latitude: 0, longitude: 179.95), radius: 50_000)
        let far = Circle(center: Coordinate(latitude: 0, longitude: 170), radius: 50_000)
        map.addOverlays([circle, far])
        #expect(try map.renderer(for: circle) != nil)
        #expect(try map.renderer(for: far) == nil)
        #expect(delegate.eventCount("rendererFor") == 1)
    }

    @Test func anAnnotationAtTheAntimeridianIsFoundFromBothSides() {
        let map = MapView()
        let seam = Annotation(coordinate: Coordinate(latitude: 0, longitude: 180))
        map.addAnnotation(seam)
        let y = MapPoint(seam.coordinate).y
        let westOfTheSeam = MapRect(x: MapProjection.worldSize - 1000, y: y - 10, width: 1000, height: 20)
        let eastOfTheSeam = MapRect(x: 0, y: y - 10, width: 1000, height: 20)
        #expect(map.annotations(in: westOfTheSeam).count == 1)
        #expect(map.annotations(in: eastOfTheSeam).count == 1, "180° is -180°, the left edge of the world")
    }

    @Test func aTileOverlayIsDrawnOnBothSidesOfTheAntimeridian() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in TileOverlayRenderer(tileOverlay: o as! TileOverlay) }
        let map = MapView(size: Size(width: 800, height: 600))
        map.delegate = delegate
        try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: 180), span: Span(latitudeDelta: 20, longitudeDelta: 40)))
        map.addOverlay(TileOverlay(urlTemplate: "https://tiles.example/{z}/{x}/{y}.png"))
        let drawing = try #require(try map.snapshot().overlays.first?.drawing)
        var covered: [Rect] = []
        for command in drawing.commands {
            if case .image(let image) = command, let rect = image.uprightRect { covered.append(rect) }
        }
        #expect(covered.contains { $0.minX <= 0 && $0.maxX > 0 }, "tiles west of the seam reach the left edge")
        #expect(covered.contains { $0.minX < 800 && $0.maxX >= 800 }, "tiles east of the seam reach the right edge")
        #expect(covered.allSatisfy { $0.maxX > 0 && $0.minX < 800 }, "only visible tiles")
    }

    @Test func aSmallOverlayIsDrawnOnceNearTheAntimeridian() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in
            let r = CircleRenderer(circle: o as! Circle)
            r.fillColor = .red
            return r
        }
        let map = MapView(size: Size(width: 800, height: 600))
        map.delegate = delegate
        try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: 180), span: Span(latitudeDelta: 20, longitudeDelta: 40)))
        map.addOverlay(Circle(center: Coordinate(latitude: 0, longitude: 179.5), radius: 100_000))
        let drawing = try #require(try map.snapshot().overlays.first?.drawing)
        #expect(drawing.commands.count == 1)
    }
    /// A view wider than the world shows it again on each side as far as it reaches, and an
    /// overlay in every copy: 2,400 points showing 7.7 worlds draw a square in each of them.
    @Test func aViewOfManyWorldsDrawsAnOverlayInEachCopy() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in
            let r = PolygonRenderer(polygon: o as! Polygon)
            r.fillColor = .red
            return r
        }
        let map = MapView(size: Size(width: 2400, height: 200))
        map.delegate = delegate
        try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 150, longitudeDelta: 360)))
        map.addOverlay(Polygon(coordinates: [Coordinate(latitude: -30, longitude: 140), Coordinate(latitude: -30, longitude: 150),
                                             Coordinate(latitude: -20, longitude: 150), Coordinate(latitude: -20, longitude: 140)]))
        let drawing = try #require(try map.snapshot().overlays.first?.drawing)
        let worldWidth = MapProjection.worldSize * map.zoomScale
        let squares = drawing.commands.compactMap { command -> Double? in
            if case .fill(let fill) = command, case .move(let p)? = fill.path.elements.first { return p.x }
            return nil
        }.sorted()
        #expect(squares.count == 8, "one square a copy of Australia in view")
        #expect(squares.allSatisfy { $0 > 0 && $0 < 2400 })
        for (left, right) in zip(squares, squares.dropFirst()) {
            #expect(abs(right - left - worldWidth) < 1e-6, "a world apart")
        }
    }
}
