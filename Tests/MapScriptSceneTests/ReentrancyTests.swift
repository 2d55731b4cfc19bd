import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct ReentrancyTests {
    @Test func aRegionHookThatKeepsChangingTheRegionFailsWithAnError() throws {
        let delegate = RecordingDelegate()
        let map = try coloradoMap(delegate: delegate)
        delegate.regionDidChange = { map in try map.pan(dx: 1, dy: 0) }
        let error = #expect(throws: SceneError.self) { try map.pan(dx: 1, dy: 0) }
        #expect(error?.message.contains("re-entering") == true)
        delegate.regionDidChange = nil
        try map.pan(dx: 1, dy: 0)
        #expect(map.operationDepth == 0, "the depth unwinds after the error")
    }

    @Test func aHookMayChangeTheMapDuringLayout() throws {
        let delegate = RecordingDelegate()
        let map = try coloradoMap(delegate: delegate)
        let a = point(39.7, -105, "A"), b = point(39.6, -105, "B"), c = point(39.5, -105, "C")
        map.addAnnotations([a, b])
        var nestedView: AnnotationView?
        delegate.viewFor = { map, annotation in
            if annotation === a {
                map.removeAnnotation(b)
                map.addAnnotation(c)
                nestedView = try map.view(for: a)
            }
            return nil
        }
        let titles = try map.snapshot().annotations.map { $0.annotation.title ?? "" }
        #expect(titles == ["A"], "B left during the layout; C waits for the next one")
        #expect(nestedView == nil, "a nested layout is skipped")
        #expect(try map.snapshot().annotations.map { $0.annotation.title ?? "" } == ["A", "C"])
    }

    @Test func manyRemovalsCompactTheSlots() throws {
        let map = try coloradoMap()
        let many = (0..<5000).map { point(39 + Double($0) / 10_000, -105, "p\($0)") }
        map.addAnnotations(many)
        _ = try map.snapshot()
        map.removeAnnotations(Array(many[0..<4000]))
        #expect(map.annotationSlots.count < 5000, "empty slots were dropped")
        #expect(map.annotations.count == 1000)
        #expect(map.annotations.first === many[4000])
        let snapshot = try map.snapshot()
        #expect(snapshot.annotations.count == 1000)
        many[4500].coordinate = Coordinate(latitude: 10, longitude: 10)
        #expect(try map.snapshot().annotations.count == 999)
    }
}
