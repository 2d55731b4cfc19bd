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

@Suite struct ScaleTests {
    /// Laying out a view of 100,000 visible annotations, then panning them all away, must stay
    /// linear: a quadratic step here would take minutes.
    @Test func manyVisibleViewsLayOutAndRetireInLinearTime() throws {
        final class Reusing: MapViewDelegate {
            func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? {
                if let view = try mapView.dequeueReusableAnnotationView(withIdentifier: "dot") { return view }
                return AnnotationView(annotation: annotation, reuseIdentifier: "dot")
            }
        }
        let delegate = Reusing()
        let map = try coloradoMap(delegate: delegate)
        var rng = SeededGenerator(state: 9)
        let many = (0..<100_000).map { _ in
            PointAnnotation(coordinate: Coordinate(latitude: Double.random(in: 37...41, using: &rng),
                                                   longitude: Double.random(in: (-109)...(-102), using: &rng)))
        }
        map.addAnnotations(many)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            try map.layout()
            #expect(map.viewsInDrawingOrder.count == 100_000)
            try map.pan(dx: 5000, dy: 0)
            #expect(map.viewsInDrawingOrder.isEmpty)
            #expect(map.reusableViewCount(withIdentifier: "dot") == 100_000)
            try map.pan(dx: -5000, dy: 0)
            #expect(map.reusableViewCount(withIdentifier: "dot") == 0)
            map.removeAnnotations(Array(many[0..<99_000]))
            #expect(map.viewsInDrawingOrder.count == 1000)
            #expect(map.reusableViewCount(withIdentifier: "dot") == 99_000)
        }
        #expect(elapsed < .seconds(60), "took \(elapsed)")
    }
}
