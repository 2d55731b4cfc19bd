import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct OverlayOrderTests {
    private func named(_ name: String) -> Circle {
        let c = Circle(center: Coordinate(latitude: 39, longitude: -105), radius: 1000)
        c.title = name
        return c
    }

    private func titles(_ overlays: [Overlay]) -> [String] { overlays.map { $0.title ?? "?" } }

    @Test func addAppendsOnTopOfTheLevel() {
        let map = MapView()
        let (a, b, c) = (named("a"), named("b"), named("c"))
        map.addOverlays([a, b])
        map.addOverlay(c, level: .aboveRoads)
        #expect(titles(map.overlays) == ["c", "a", "b"], "aboveRoads overlays lie below aboveLabels ones")
        #expect(titles(map.overlays(in: .aboveLabels)) == ["a", "b"])
        #expect(titles(map.overlays(in: .aboveRoads)) == ["c"])
        #expect(map.level(of: a) == .aboveLabels)
        #expect(map.level(of: c) == .aboveRoads)
        map.addOverlay(a, level: .aboveRoads)
        #expect(titles(map.overlays) == ["c", "a", "b"], "adding twice does nothing")
    }

    @Test func insertAtAboveAndBelow() throws {
        let map = MapView()
        let (a, b, c, d, e) = (named("a"), named("b"), named("c"), named("d"), named("e"))
        map.addOverlays([a, b])
        try map.insertOverlay(c, at: 0)
        #expect(titles(map.overlays) == ["c", "a", "b"])
        try map.insertOverlay(d, above: c)
        #expect(titles(map.overlays) == ["c", "d", "a", "b"])
        try map.insertOverlay(e, below: b)
        #expect(titles(map.overlays) == ["c", "d", "a", "e", "b"])
        try map.insertOverlay(a, at: 4)
        #expect(titles(map.overlays) == ["c", "d", "e", "b", "a"], "inserting an overlay on the map moves it")
        try map.insertOverlay(named("x"), at: 9)
        #expect(titles(map.overlays) == ["c", "d", "e", "b", "a", "x"], "an index past the end appends, as MapKit documents")
        #expect(throws: SceneError.self) { try map.insertOverlay(named("y"), at: -1) }
        #expect(throws: SceneError.self) { try map.insertOverlay(named("y"), above: named("not on map")) }
        #expect(throws: SceneError.self) { try map.insertOverlay(a, below: a) }
        #expect(map.overlays.count == 6)
    }

    @Test func insertAboveTakesTheSiblingsLevel() throws {
        let map = MapView()
        let (road, label, x) = (named("road"), named("label"), named("x"))
        map.addOverlay(road, level: .aboveRoads)
        map.addOverlay(label)
        try map.insertOverlay(x, above: road)
        #expect(map.level(of: x) == .aboveRoads)
        #expect(titles(map.overlays) == ["road", "x", "label"])
    }

    @Test func exchangeSwapsPlacesAndLevels() throws {
        let map = MapView()
        let (a, b, c) = (named("a"), named("b"), named("c"))
        map.addOverlays([a, b])
        map.addOverlay(c, level: .aboveRoads)
        try map.exchangeOverlay(a, with: b)
        #expect(titles(map.overlays) == ["c", "b", "a"])
        try map.exchangeOverlay(c, with: a)
        #expect(titles(map.overlays) == ["a", "b", "c"])
        #expect(map.level(of: a) == .aboveRoads)
        #expect(map.level(of: c) == .aboveLabels)
        #expect(throws: SceneError.self) { try map.exchangeOverlay(a, with: named("stranger")) }
    }

    @Test func removeKeepsTheRestInOrder() throws {
        let map = MapView()
        let overlays = (0..<6).map { named("o\($0)") }
        map.addOverlays(overlays)
        map.removeOverlays([overlays[1], overlays[4]])
        #expect(titles(map.overlays) == ["o0", "o2", "o3", "o5"])
        map.removeOverlay(overlays[1])
        #expect(map.overlays.count == 4)
        let fresh = named("fresh")
        try map.insertOverlay(fresh, at: 1)
        #expect(titles(map.overlays) == ["o0", "fresh", "o2", "o3", "o5"])
    }

    @Test func snapshotGroupsOverlaysByLevelWithTheirIndex() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in
            let r = CircleRenderer(circle: o as! Circle)
            r.fillColor = .red
            return r
        }
        let map = try coloradoMap(delegate: delegate)
        let (a, b, c) = (named("a"), named("b"), named("c"))
        map.addOverlay(a)
        map.addOverlay(b, level: .aboveRoads)
        map.addOverlay(c)
        let snapshot = try map.snapshot()
        #expect(snapshot.overlays.map { $0.overlay.title ?? "" } == ["b", "a", "c"])
        #expect(snapshot.overlays.map(\.index) == [0, 1, 2])
        #expect(snapshot.overlays.map(\.level) == [.aboveRoads, .aboveLabels, .aboveLabels])
    }

    @Test func movingAnOverlayKeepsItsRenderer() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in CircleRenderer(circle: o as! Circle) }
        let map = try coloradoMap(delegate: delegate)
        let (a, b) = (named("a"), named("b"))
        map.addOverlays([a, b])
        let renderer = try #require(try map.renderer(for: a))
        try map.insertOverlay(a, above: b)
        #expect(titles(map.overlays) == ["b", "a"])
        #expect(try map.renderer(for: a) === renderer, "a move is not a removal")
        try map.insertOverlay(a, at: 0, level: .aboveRoads)
        #expect(try map.renderer(for: a) === renderer)
        #expect(delegate.eventCount("rendererFor") == 2)
    }

    @Test func manyOverlaysKeepTheirOrder() throws {
        let map = MapView()
        let overlays = (0..<20_000).map { named("o\($0)") }
        map.addOverlays(overlays)
        map.removeOverlays(overlays.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        let left = map.overlays
        #expect(left.count == 10_000)
        #expect(left.first === overlays[1] && left.last === overlays[19_999])
        #expect(map.visibleOverlayIds(in: map.visibleMapRect).compactMap { map.overlayEntries[$0]?.overlay } .map { $0.title ?? "" }
                == left.map { $0.title ?? "" })
    }
}
