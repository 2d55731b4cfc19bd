import Testing
import MapScriptGeometry
@testable import MapScriptScene

/// Random sequences of map operations, checking after each layout the invariants every writer
/// relies on: exactly the visible annotations have views, no view serves two annotations, and
/// no queued view is still attached.
@Suite struct RandomOperationTests {
    final class ReusingDelegate: MapViewDelegate {
        func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? {
            if annotation is UserLocation { return nil }
            if let view = try mapView.dequeueReusableAnnotationView(withIdentifier: "pin") {
                view.annotation = annotation
                return view
            }
            let view = PinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
            view.isDraggable = true
            return view
        }

        func mapView(_ mapView: MapView, rendererFor overlay: Overlay) throws -> OverlayRenderer? {
            guard let circle = overlay as? Circle else { return nil }
            let r = CircleRenderer(circle: circle)
            r.fillColor = .red
            return r
        }
    }

    private func checkInvariants(_ map: MapView) throws {
        try map.layout()
        let visible = Set(map.annotations(in: map.visibleMapRect).map { ObjectIdentifier($0) })
        var seenViews = Set<ObjectIdentifier>()
        for annotation in map.annotations {
            let view = map.slot(of: annotation).flatMap { map.annotationSlots[$0].view }
            if visible.contains(ObjectIdentifier(annotation)) {
                let v = try #require(view, "a visible annotation has a view")
                #expect(v.annotation === annotation)
                #expect(seenViews.insert(ObjectIdentifier(v)).inserted, "a view serves one annotation")
            } else {
                #expect(view == nil, "an annotation out of view has no view")
            }
        }
        for queue in map.reuseQueues {
            for view in queue.views {
                #expect(view.slot == -1)
                #expect(!seenViews.contains(ObjectIdentifier(view)), "a queued view is not on the map")
            }
        }
        #expect(map.viewedSlots == map.viewedSlots.sorted())
        #expect(map.viewsInDrawingOrder.count == visible.count)
    }

    @Test(arguments: [1, 2, 3, 4])
    func randomOperationsKeepTheInvariants(seed: UInt64) throws {
        var rng = SeededGenerator(state: seed)
        let delegate = ReusingDelegate()
        let map = MapView(size: Size(width: 400, height: 300))
        map.delegate = delegate
        try map.setRegion(Region(center: Coordinate(latitude: 10, longitude: 20), span: Span(latitudeDelta: 10, longitudeDelta: 10)))
        var pool: [PointAnnotation] = []
        var overlays: [Circle] = []
        func randomCoordinate() -> Coordinate {
            Coordinate(latitude: Double.random(in: 0...20, using: &rng), longitude: Double.random(in: 10...30, using: &rng))
        }
        for step in 0..<400 {
            switch Int.random(in: 0..<11, using: &rng) {
            case 0:
                let batch = (0..<Int.random(in: 1...30, using: &rng)).map { _ in PointAnnotation(coordinate: randomCoordinate(), title: "a") }
                pool.append(contentsOf: batch)
                map.addAnnotations(batch)
            case 1:
                if let a = pool.randomElement(using: &rng) { map.removeAnnotation(a) }
            case 2:
                if let a = pool.randomElement(using: &rng) { a.coordinate = randomCoordinate() }
            case 3:
                try map.pan(dx: Double.random(in: -300...300, using: &rng), dy: Double.random(in: -300...300, using: &rng))
            case 4:
                try map.zoom(by: Double.random(in: 0.5...2, using: &rng))
            case 5:
                if let a = pool.randomElement(using: &rng), map.slot(of: a) != nil { try map.selectAnnotation(a) }
            case 6:
                if let a = map.annotations.randomElement(using: &rng), try map.view(for: a)?.isDraggable == true {
                    try map.drag(a, to: randomCoordinate(), cancel: Bool.random(using: &rng))
                }
            case 7:
                let c = Circle(center: randomCoordinate(), radius: Double.random(in: 1000...200_000, using: &rng))
                overlays.append(c)
                if Bool.random(using: &rng) { map.addOverlay(c) } else {
                    try map.insertOverlay(c, at: Int.random(in: 0...map.overlays(in: .aboveLabels).count, using: &rng))
                }
            case 8:
                if let c = overlays.randomElement(using: &rng) { map.removeOverlay(c) }
            case 9:
                map.showsUserLocation.toggle()
                map.userLocation.coordinate = randomCoordinate()
            default:
                try map.touch(.began, at: Point(x: Double.random(in: 0...400, using: &rng), y: Double.random(in: 0...300, using: &rng)))
                try map.touch(.ended, at: .zero)
            }
            if step % 5 == 0 { try checkInvariants(map) }
        }
        try checkInvariants(map)
        let snapshot = try map.snapshot()
        #expect(snapshot.overlays.map(\.index) == snapshot.overlays.map(\.index).sorted())
        #expect(snapshot.callouts.count <= 1)
    }
}
