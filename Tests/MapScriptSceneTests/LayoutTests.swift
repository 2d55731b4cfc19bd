import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct LayoutTests {
    @Test func nilRendererHidesTheOverlay() throws {
        let delegate = RecordingDelegate()
        let map = try coloradoMap(delegate: delegate)
        let polygon = Polygon(coordinates: coloradoCorners)
        polygon.title = "Colorado"
        map.addOverlay(polygon)
        let snapshot = try map.snapshot()
        #expect(snapshot.overlays.isEmpty)
        #expect(try map.renderer(for: polygon) == nil)
        #expect(delegate.eventCount("rendererFor") == 1, "a declined overlay is not asked about again")
        #expect(delegate.eventCount("didAddRenderers") == 0)
    }

    @Test func rendererFromTheDelegateIsDrawn() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, overlay in
            let r = PolygonRenderer(polygon: overlay as! Polygon)
            r.fillColor = Color.cyan.withAlpha(0.2)
            r.strokeColor = Color.blue.withAlpha(0.7)
            r.lineWidth = 3
            return r
        }
        let map = try coloradoMap(delegate: delegate)
        let polygon = Polygon(coordinates: coloradoCorners)
        map.addOverlay(polygon)
        let snapshot = try map.snapshot()
        try #require(snapshot.overlays.count == 1)
        let commands = snapshot.overlays[0].drawing.commands
        try #require(commands.count == 2)
        guard case .fill(let fill) = commands[0], case .stroke(let stroke) = commands[1] else {
            Issue.record("expected a fill then a stroke"); return
        }
        #expect(fill.color == Color.cyan.withAlpha(0.2))
        #expect(fill.rule == .evenOdd)
        #expect(isClose(stroke.width, 3, 1e-9), "lineWidth is in view points at any zoom")
        // The first vertex lands where the map converts the first corner.
        guard case .move(let first) = fill.path.elements[0] else { Issue.record("path must start with a move"); return }
        #expect(isClose(first, map.convert(coloradoCorners[0]), 1e-6))
    }

    @Test func defaultViewsArePinsAndTheBlueDot() throws {
        let map = try coloradoMap()
        let denver = point(39.7392, -104.9903, "Denver")
        map.addAnnotation(denver)
        map.userLocation.coordinate = Coordinate(latitude: 38.8339, longitude: -104.8214)
        map.showsUserLocation = true
        let pin = try #require(try map.view(for: denver) as? PinAnnotationView)
        #expect(pin.pinTintColor == .red)
        #expect(pin.kind == .pin)
        #expect(pin.annotation === denver)
        let dot = try #require(try map.view(for: map.userLocation))
        #expect(dot is UserLocationView)
        #expect(dot.kind == .userLocation)
        #expect(map.annotations.count == 2)
        map.showsUserLocation = false
        #expect(map.annotations.count == 1)
    }

    @Test func viewsAreMadeOnlyForVisibleAnnotations() throws {
        let delegate = RecordingDelegate()
        let map = try coloradoMap(delegate: delegate)
        map.addAnnotations([point(39.7392, -104.9903, "Denver"), point(40.7128, -74.0060, "New York"),
                            point(38.8339, -104.8214, "Colorado Springs"), point(51.5, -0.12, "London")])
        #expect(delegate.eventCount("viewFor") == 0, "adding asks for nothing")
        _ = try map.snapshot()
        #expect(delegate.events.filter { $0.hasPrefix("viewFor") } == ["viewFor Denver", "viewFor Colorado Springs"])
        #expect(delegate.events.last == "didAddViews 2")
        _ = try map.snapshot()
        #expect(delegate.eventCount("viewFor") == 2, "views are kept while visible")
    }

    @Test func viewsLeavingTheVisibleRectAreReusedAfterAPan() throws {
        final class CountingView: PinAnnotationView {
            var reuseCount = 0
            override func prepareForReuse() throws { reuseCount += 1 }
        }
        let delegate = RecordingDelegate()
        var made: [CountingView] = []
        var dequeued: [AnnotationView] = []
        delegate.viewFor = { map, annotation in
            if let view = try map.dequeueReusableAnnotationView(withIdentifier: "city") {
                dequeued.append(view)
                view.annotation = annotation
                return view
            }
            let view = CountingView(annotation: annotation, reuseIdentifier: "city")
            made.append(view)
            return view
        }
        let map = try coloradoMap(delegate: delegate)
        let denver = point(39.7392, -104.9903, "Denver")
        let farEast = point(39.7, -95.0, "Far east")
        map.addAnnotations([denver, farEast])
        let denverView = try #require(try map.view(for: denver))
        #expect(try map.view(for: farEast) == nil)
        // Move the view far enough east that Denver leaves and the eastern point enters.
        let shift = map.convert(farEast.coordinate).x - map.convert(denver.coordinate).x
        try map.pan(dx: shift, dy: 0)
        #expect(try map.view(for: denver) == nil)
        let eastView = try #require(try map.view(for: farEast))
        #expect(eastView === denverView, "the view that left was dequeued for the one that entered")
        #expect(made.count == 1)
        #expect(dequeued.count == 1)
        #expect(made[0].reuseCount == 1, "prepareForReuse runs before a dequeued view is handed out")
        #expect(eastView.annotation === farEast)
    }

    @Test func viewsWithoutIdentifierAreDiscardedAndReuseQueueIsPerIdentifier() throws {
        let map = try coloradoMap()
        let denver = point(39.7392, -104.9903, "Denver")
        map.addAnnotation(denver)
        _ = try map.view(for: denver)
        map.removeAnnotation(denver)
        #expect(map.reusableViewCount(withIdentifier: "") == 0)
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, a in AnnotationView(annotation: a, reuseIdentifier: a.title == "A" ? "a" : "b") }
        map.delegate = delegate
        let a = point(39.7, -105, "A"), b = point(39.6, -105, "B")
        map.addAnnotations([a, b])
        _ = try map.snapshot()
        map.removeAnnotations([a, b])
        #expect(map.reusableViewCount(withIdentifier: "a") == 1)
        #expect(map.reusableViewCount(withIdentifier: "b") == 1)
        let view = try #require(try map.dequeueReusableAnnotationView(withIdentifier: "b"))
        #expect(view.reuseIdentifier == "b")
        #expect(try map.dequeueReusableAnnotationView(withIdentifier: "b") == nil)
    }

    @Test func renderersAreNeverReused() throws {
        let delegate = RecordingDelegate()
        var made: [OverlayRenderer] = []
        delegate.rendererFor = { _, overlay in
            let r = CircleRenderer(circle: overlay as! Circle)
            made.append(r)
            return r
        }
        let map = try coloradoMap(delegate: delegate)
        let circle = Circle(center: Coordinate(latitude: 39.7392, longitude: -104.9903), radius: 20_000)
        map.addOverlay(circle)
        let first = try #require(try map.renderer(for: circle))
        _ = try map.snapshot()
        #expect(made.count == 1, "a renderer lives as long as its overlay is on the map")
        map.removeOverlay(circle)
        #expect(try map.renderer(for: circle) == nil)
        map.addOverlay(circle)
        let second = try #require(try map.renderer(for: circle))
        #expect(first !== second, "a removed overlay's renderer is dropped, never reused")
        #expect(made.count == 2)
    }

    @Test func aRendererForAnotherOverlayIsAnError() throws {
        let delegate = RecordingDelegate()
        let other = Circle(center: Coordinate(latitude: 39, longitude: -105), radius: 1000)
        delegate.rendererFor = { _, _ in CircleRenderer(circle: other) }
        let map = try coloradoMap(delegate: delegate)
        map.addOverlay(Circle(center: Coordinate(latitude: 39.5, longitude: -105), radius: 1000))
        #expect(throws: SceneError.self) { try map.snapshot() }
    }

    @Test func aViewShowingAnotherAnnotationIsAnError() throws {
        let delegate = RecordingDelegate()
        var shared: AnnotationView?
        delegate.viewFor = { _, a in
            if shared == nil { shared = AnnotationView(annotation: a, reuseIdentifier: nil) }
            return shared
        }
        let map = try coloradoMap(delegate: delegate)
        map.addAnnotations([point(39.7, -105, "A"), point(39.6, -105, "B")])
        #expect(throws: SceneError.self) { try map.layout() }
    }

    @Test func hookErrorsPropagateOutOfLayoutAndRegionChanges() throws {
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, _ in throw HookFailure(message: "boom") }
        let map = try coloradoMap(delegate: delegate)
        map.addAnnotation(point(39.7, -105, "A"))
        #expect(throws: HookFailure(message: "boom")) { try map.snapshot() }
        #expect(throws: HookFailure(message: "boom")) { try map.zoom(by: 2) }
    }

    @Test func regionHooksSurroundTheLayout() throws {
        let delegate = RecordingDelegate()
        let map = MapView(size: Size(width: 800, height: 600))
        map.delegate = delegate
        let denver = point(39.7392, -104.9903, "Denver")
        let polygon = Polygon(coordinates: coloradoCorners)
        polygon.title = "Colorado"
        delegate.rendererFor = { _, o in PolygonRenderer(polygon: o as! Polygon) }
        map.addAnnotation(denver)
        map.addOverlay(polygon)
        try map.setRegion(Region(center: Coordinate(latitude: 39.0, longitude: -105.55), span: Span(latitudeDelta: 6, longitudeDelta: 9)))
        #expect(delegate.events == ["regionWillChange", "viewFor Denver", "rendererFor Colorado",
                                    "didAddViews 1", "didAddRenderers 1", "regionDidChange"])
    }

    @Test func declutterByZoomInRegionDidChange() throws {
        // The weather map of "Annotating Maps": major cities always, smaller ones only when
        // zoomed in far enough, added and removed as the region changes.
        let delegate = RecordingDelegate()
        let map = try coloradoMap(delegate: delegate)
        let major = [point(39.7392, -104.9903, "Denver"), point(38.8339, -104.8214, "Colorado Springs")]
        let minor = [point(39.5501, -105.7821, "Fairplay"), point(39.1911, -106.8175, "Aspen")]
        map.addAnnotations(major)
        let threshold = map.zoomScale * 1.5
        delegate.regionDidChange = { map in
            let showMinor = map.zoomScale >= threshold
            if showMinor { map.addAnnotations(minor) } else { map.removeAnnotations(minor) }
        }
        try map.zoom(by: 0.5)
        #expect(map.annotations.count == 2)
        try map.zoom(by: 4)
        #expect(map.annotations.map { $0.title ?? "" } == ["Denver", "Colorado Springs", "Fairplay", "Aspen"])
        let snapshot = try map.snapshot()
        #expect(Set(snapshot.annotations.map { $0.annotation.title ?? "" }).isSuperset(of: ["Fairplay"]))
        try map.zoom(by: 0.25)
        #expect(map.annotations.count == 2)
        #expect(try map.snapshot().annotations.allSatisfy { $0.annotation.title != "Aspen" })
    }

    @Test func overlaysCanAlsoBeAnnotations() throws {
        let delegate = RecordingDelegate()
        delegate.rendererFor = { _, o in PolygonRenderer(polygon: o as! Polygon) }
        let map = try coloradoMap(delegate: delegate)
        let polygon = Polygon(coordinates: coloradoCorners)
        polygon.title = "Colorado"
        map.addOverlay(polygon)
        map.addAnnotation(polygon)
        let snapshot = try map.snapshot()
        #expect(snapshot.overlays.count == 1)
        #expect(snapshot.annotations.count == 1)
        #expect(snapshot.annotations[0].annotation === polygon)
        #expect(delegate.events.contains("viewFor Colorado"))
        #expect(delegate.events.contains("rendererFor Colorado"))
        map.removeOverlay(polygon)
        #expect(try map.snapshot().annotations.count == 1, "the two roles are managed apart")
    }

    @Test func canDrawFalseWaitsForSetNeedsDisplay() throws {
        final class SlowRenderer: OverlayRenderer {
            var ready = false
            var canDrawCalls = 0
            override func canDraw(mapRect: MapRect, zoomScale: Double) throws -> Bool {
                canDrawCalls += 1
                return ready
            }
            override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
                context.fill(rect(for: overlay.boundingMapRect), color: .red)
            }
        }
        let delegate = RecordingDelegate()
        var renderer: SlowRenderer?
        delegate.rendererFor = { _, o in
            let r = SlowRenderer(overlay: o)
            renderer = r
            return r
        }
        let map = try coloradoMap(delegate: delegate)
        map.addOverlay(Polygon(coordinates: coloradoCorners))
        #expect(try map.snapshot().overlays.isEmpty)
        let slow = try #require(renderer)
        slow.ready = true
        #expect(try map.snapshot().overlays.isEmpty, "not drawn until setNeedsDisplay")
        #expect(slow.canDrawCalls == 1)
        slow.setNeedsDisplay()
        #expect(try map.snapshot().overlays.count == 1)
    }

    @Test func movingAnAnnotationFollowsIntoAndOutOfView() throws {
        let delegate = RecordingDelegate()
        let map = try coloradoMap(delegate: delegate)
        let roamer = point(51.5, -0.12, "Roamer")
        map.addAnnotation(roamer)
        #expect(try map.view(for: roamer) == nil)
        roamer.coordinate = Coordinate(latitude: 39.7, longitude: -105)
        let view = try #require(try map.view(for: roamer))
        #expect(isClose(view.center, Point(x: map.convert(roamer.coordinate).x, y: map.convert(roamer.coordinate).y - 20), 1e-9))
        roamer.coordinate = Coordinate(latitude: 10, longitude: 10)
        #expect(try map.view(for: roamer) == nil)
    }

    @Test func snapshotOrdersAnnotationsSouthInFront() throws {
        let map = try coloradoMap()
        map.addAnnotations([point(38.0, -105, "South"), point(40.0, -105, "North"), point(39.0, -105, "Middle")])
        let titles = try map.snapshot().annotations.map { $0.annotation.title ?? "" }
        #expect(titles == ["North", "Middle", "South"])
    }

    @Test func defaultViewShowsTheCalloutOfATitledAnnotation() throws {
        let map = try coloradoMap()
        let denver = point(39.7, -105, "Denver")
        map.addAnnotation(denver)
        let view = try #require(try map.view(for: denver))
        #expect(view.canShowCallout, "MapKit's default view shows callouts")
        try map.selectAnnotation(denver)
        #expect(map.isCalloutVisible(for: denver))
        #expect(try map.snapshot().callouts.map(\.title) == ["Denver"])
    }

    @Test func calloutRule() throws {
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, a in
            let v = PinAnnotationView(annotation: a, reuseIdentifier: "pin")
            v.canShowCallout = a.title != "NoCallout"
            return v
        }
        let map = try coloradoMap(delegate: delegate)
        let titled = point(39.7, -105, "Denver")
        let untitled = PointAnnotation(coordinate: Coordinate(latitude: 39.5, longitude: -105))
        let refusing = point(39.3, -105, "NoCallout")
        map.addAnnotations([titled, untitled, refusing])
        #expect(!map.isCalloutVisible(for: titled), "not selected")
        try map.selectAnnotation(titled)
        #expect(map.isCalloutVisible(for: titled))
        let callouts = try map.snapshot().callouts
        #expect(callouts.count == 1)
        #expect(callouts.first?.title == "Denver")
        // A view that could show a callout for an untitled annotation acts disabled (seed 004):
        // it cannot be selected, so the titled one stays selected.
        try map.selectAnnotation(untitled)
        #expect(map.selectedAnnotations.first === titled)
        #expect(!map.isCalloutVisible(for: untitled), "no title, no callout")
        #expect(try map.snapshot().callouts.count == 1)
        try map.selectAnnotation(refusing)
        #expect(!map.isCalloutVisible(for: refusing), "the view cannot show a callout")
    }

    @Test func declinedPresentationsCanBeAskedForAgain() throws {
        let delegate = RecordingDelegate()
        let map = try coloradoMap(delegate: delegate)
        let polygon = Polygon(coordinates: coloradoCorners)
        let denver = point(39.7392, -104.9903, "Denver")
        map.addOverlay(polygon)
        map.addAnnotation(denver)
        let custom = try #require(try map.snapshot().annotations.first?.view)
        #expect(custom is PinAnnotationView)
        // The host gains hooks later, as an interactive session does.
        delegate.rendererFor = { _, o in PolygonRenderer(polygon: o as! Polygon) }
        delegate.viewFor = { _, a in MarkerAnnotationView(annotation: a, reuseIdentifier: "marker") }
        #expect(try map.snapshot().overlays.isEmpty, "a declined renderer is not asked for again by itself")
        map.forgetDeclinedPresentations()
        let snapshot = try map.snapshot()
        #expect(snapshot.overlays.count == 1)
        #expect(snapshot.annotations.first?.view is MarkerAnnotationView)
        map.forgetDeclinedPresentations()
        #expect(try map.snapshot().annotations.first?.view === snapshot.annotations.first?.view,
                "views the delegate gave are kept")
    }
}
