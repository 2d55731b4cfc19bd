import Testing
import MapScriptGeometry
@testable import MapScriptScene

/// Clustering, display priority, collision modes and drawing priority, resolved at layout as
/// MapKit documents them.
@Suite struct CollisionTests {
    /// A 400 x 300 map over the equator, 10 degrees across: 0.1 degree is 4 view points.
    func equatorMap(_ delegate: RecordingDelegate) throws -> MapView {
        let map = MapView(size: Size(width: 400, height: 300))
        map.delegate = delegate
        try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 7.5, longitudeDelta: 10)))
        return map
    }

    /// A delegate whose views are markers, configured by `configure` from the annotation's title.
    func markers(_ configure: @escaping (MarkerAnnotationView, String) -> Void = { _, _ in }) -> RecordingDelegate {
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, annotation in
            if annotation is ClusterAnnotation { return nil }
            let view = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
            // An annotation view's default, so that each test states the priorities it tries
            // (a marker's own default, defaultLow, is tried in ClusterSelectionTests).
            view.displayPriority = DisplayPriority.required
            configure(view, annotation.title ?? "")
            return view
        }
        return delegate
    }

    func titles(_ map: MapView) -> [String] {
        map.viewsInDrawingOrder.map { $0.annotation?.title ?? "?" }
    }

    @Test func viewsWithoutSettingsAreNeverHiddenNorClustered() throws {
        let delegate = RecordingDelegate()
        let map = try equatorMap(delegate)
        map.addAnnotations([point(0, 0, "a"), point(0, 0, "b")])
        try map.layout()
        #expect(titles(map) == ["a", "b"], "default views are required: both stay, as before")
        #expect(delegate.eventCount("clusterAnnotationFor") == 0)
    }

    @Test func collidingViewsOfOneIdentifierBecomeOneCluster() throws {
        let delegate = markers { view, _ in view.clusteringIdentifier = "shops" }
        let map = try equatorMap(delegate)
        let members = [point(0, 0, "first"), point(0, 0.1, "second"), point(0.1, 0, "third")]
        map.addAnnotations(members + [point(3, 3, "far")])
        try map.layout()
        let shown = map.viewsInDrawingOrder
        try #require(shown.count == 2)
        let cluster = try #require(shown.compactMap { $0.annotation as? ClusterAnnotation }.first)
        #expect(cluster.memberAnnotations.map(\.title) == ["first", "second", "third"])
        #expect(cluster.title == "first", "the title of the first member that has one")
        #expect(cluster.subtitle == "2 more")
        #expect(map.annotations.count == 4, "the cluster is the map's, not among the annotations added")
        let clusterView = try #require(try map.view(for: cluster) as? MarkerAnnotationView)
        #expect(clusterView.glyphText == nil, "the default cluster view is a marker given no glyph: it shows the member count")
        for member in members { #expect(try map.view(for: member)?.collisionState == .clustered) }
        // The cluster sits at the centre of its members.
        #expect(isClose(cluster.coordinate.latitude, 0.1 / 3, 1e-6))
        #expect(isClose(cluster.coordinate.longitude, 0.1 / 3, 1e-6))
        #expect(delegate.events.contains("clusterAnnotationFor 3"))
        #expect(delegate.addedViews.last?.contains { $0 === clusterView } == true, "didAddViews tells of the cluster's view")
    }

    @Test func otherIdentifiersAndDistantViewsStayApart() throws {
        let delegate = markers { view, title in view.clusteringIdentifier = title.hasPrefix("x") ? "x" : "y" }
        let map = try equatorMap(delegate)
        map.addAnnotations([point(0, 0, "x1"), point(0, 0.1, "y1"), point(0, 5, "x2")])
        try map.layout()
        #expect(titles(map).sorted() == ["x1", "x2", "y1"], "different identifiers never cluster; distant views never collide")
    }

    @Test func lowerDisplayPriorityGivesWay() throws {
        let delegate = markers { view, title in
            switch title {
            case "high": view.displayPriority = DisplayPriority.defaultHigh
            case "low", "low2": view.displayPriority = DisplayPriority.defaultLow
            default: break  // required
            }
        }
        let map = try equatorMap(delegate)
        map.addAnnotations([point(0, 0, "low"), point(0, 0.1, "high"), point(2, 2, "low2"), point(2, 2.1, "required")])
        try map.layout()
        #expect(titles(map).sorted() == ["high", "required"])
        #expect(try map.view(for: map.annotations[0])?.collisionState == .hidden)
    }

    @Test func equalPrioritiesKeepTheEarlierAddedAndRequiredViewsAllStay() throws {
        let delegate = markers { view, title in
            if title.hasPrefix("low") { view.displayPriority = 600 }
        }
        let map = try equatorMap(delegate)
        map.addAnnotations([point(0, 0, "low1"), point(0, 0.1, "low2"), point(2, 2, "req1"), point(2, 2, "req2")])
        try map.layout()
        #expect(titles(map).sorted() == ["low1", "req1", "req2"])
    }

    @Test func collisionModesShapeTheCollision() throws {
        // Markers are 30 x 40: two placed diagonally 28 points apart both ways overlap as
        // rectangles, but their inscribed circles (15 points in radius) do not.
        let delegate = markers { view, title in
            view.displayPriority = DisplayPriority.defaultLow
            if title.hasPrefix("circle") { view.collisionMode = .circle }
            if title.hasPrefix("none") { view.collisionMode = .none }
        }
        let map = try equatorMap(delegate)
        let step = 28.0 / 40.0  // 28 points in degrees (40 points a degree)
        map.addAnnotations([point(0, 0, "rect1"), point(step, step, "rect2"),
                            point(3, 0, "circle1"), point(3 + step, step, "circle2"),
                            point(-3, 0, "none1"), point(-3, 0, "none2")])
        try map.layout()
        #expect(titles(map).sorted() == ["circle1", "circle2", "none1", "none2", "rect1"])
    }

    @Test func zPriorityOrdersDrawingAndTheSelectedViewUsesItsSelectedPriority() throws {
        let delegate = markers { view, title in
            if title == "top" { view.zPriority = 900 }
            if title == "bottom" { view.zPriority = ZPriority.min }
        }
        let map = try equatorMap(delegate)
        let plain = point(-1, 0, "plain")
        map.addAnnotations([point(-2, 0, "top"), point(1, 0, "bottom"), plain])
        try map.layout()
        #expect(titles(map) == ["bottom", "plain", "top"])
        try map.selectAnnotation(plain)
        #expect(titles(map) == ["bottom", "top", "plain"], "selected, it is drawn at defaultSelected, over 900")
    }

    @Test func clustersFollowTheRegion() throws {
        let delegate = markers { view, _ in view.clusteringIdentifier = "c" }
        let map = try equatorMap(delegate)
        map.addAnnotations([point(0, 0, "a"), point(0, 0.5, "b")])  // 20 points apart
        try map.layout()
        let cluster = try #require(map.viewsInDrawingOrder.first?.annotation as? ClusterAnnotation)
        try map.layout()
        #expect(map.viewsInDrawingOrder.first?.annotation === cluster, "the same members keep the same cluster")
        #expect(delegate.eventCount("clusterAnnotationFor") == 1)
        try map.zoom(by: 4)
        #expect(titles(map) == ["a", "b"], "zoomed in, the views no longer collide")
        try map.zoom(by: 0.25)
        #expect(map.viewsInDrawingOrder.count == 1)
        #expect(map.viewsInDrawingOrder.first?.annotation is ClusterAnnotation)
        #expect(map.viewsInDrawingOrder.first?.annotation !== cluster, "a cluster that went is made anew")
    }

    @Test func theHookMayGiveItsOwnClusterAndTheSelectionGoesToTheCluster() throws {
        let delegate = markers { view, _ in view.clusteringIdentifier = "c" }
        delegate.clusterAnnotationFor = { _, members in
            let cluster = ClusterAnnotation(memberAnnotations: members)
            cluster.title = "\(members.count) shops"
            return cluster
        }
        let map = try equatorMap(delegate)
        map.addAnnotations([point(0, 0, "a"), point(0, 0.1, "b")])
        try map.layout()
        let view = try #require(map.viewsInDrawingOrder.first)
        #expect(view.annotation?.title == "2 shops")
        let tapped = try map.tap(at: Point(x: view.frame.midX, y: view.frame.midY))
        #expect(tapped === view)
        #expect(map.selectedAnnotations.first === view.annotation, "tapping a cluster selects the cluster annotation")
        #expect(map.isCalloutVisible(for: try #require(view.annotation)))
    }

    /// Placing clusters reads every group's members at once; a hook that moves or removes a
    /// member of a group placed after its own must still be seen as it happened.
    @Test func aHookThatChangesALaterGroupsMembersIsSeenByThatGroup() throws {
        let delegate = markers { view, _ in view.clusteringIdentifier = "c" }
        let map = try equatorMap(delegate)
        let west = [point(0, -3, "w1"), point(0, -2.9, "w2"), point(0, -2.95, "w3")]
        let east = [point(0, 3, "e1"), point(0, 3.1, "e2"), point(0, 3.05, "e3")]
        map.addAnnotations(west + east)
        var asked: [[String]] = []
        var later: [Annotation] = []
        delegate.clusterAnnotationFor = { map, members in
            asked.append(members.map { $0.title ?? "?" })
            if asked.count == 1 {
                // While the first cluster is made: the third member of the other group goes,
                // and its second moves 0.1 degree further from its first.
                later = west.contains { $0 === members[0] } ? east : west
                map.removeAnnotation(later[2])
                let moved = later[1].coordinate
                later[1].coordinate = Coordinate(latitude: 0, longitude: moved.longitude + 0.1)
            }
            return nil
        }
        try map.layout()
        try #require(asked.count == 2)
        #expect(asked[1] == later.prefix(2).map { $0.title ?? "?" }, "the later group is asked for with the members it still has")
        try map.layout()
        let clusters = map.viewsInDrawingOrder.compactMap { $0.annotation as? ClusterAnnotation }
        try #require(clusters.count == 2)
        let laterCluster = try #require(clusters.first { $0.memberAnnotations.contains { $0 === later[0] } })
        #expect(laterCluster.memberAnnotations.count == 2)
        let expected = (later[0].coordinate.longitude + later[1].coordinate.longitude) / 2
        #expect(isClose(laterCluster.coordinate.longitude, expected, 1e-6), "at the centre of its members where they now are")
    }

    @Test func aHookClusterOfOtherMembersIsAnError() throws {
        let delegate = markers { view, _ in view.clusteringIdentifier = "c" }
        delegate.clusterAnnotationFor = { _, members in ClusterAnnotation(memberAnnotations: Array(members.dropFirst())) }
        let map = try equatorMap(delegate)
        map.addAnnotations([point(0, 0, "a"), point(0, 0.1, "b")])
        #expect(throws: SceneError.self) { try map.layout() }
    }

    /// A member has no view on the map, and MKMapView.selectAnnotation has no effect for such
    /// an annotation: the cluster keeps it, where the member selected stood out of its cluster.
    @Test func aClusteredMemberIsNotSelectedAndStaysInItsCluster() throws {
        let delegate = markers { view, _ in view.clusteringIdentifier = "c" }
        let map = try equatorMap(delegate)
        let a = point(0, 0, "a"), b = point(0, 0.1, "b")
        map.addAnnotations([a, b])
        var refusals: [String] = []
        map.selectionWasRefused = { annotation, _ in refusals.append(annotation.title ?? "?") }
        try map.selectAnnotation(a)
        #expect(map.selectedAnnotations.isEmpty)
        #expect(refusals == ["a"])
        #expect(delegate.eventCount("didSelect") == 0)
        #expect(titles(map).count == 1 && map.viewsInDrawingOrder.first?.annotation is ClusterAnnotation)
        #expect(try map.view(for: a)?.collisionState == .clustered)
        #expect(try map.view(for: b)?.collisionState == .clustered)
    }

    /// Many views: every member is in one cluster or shown, and no optional view that is shown
    /// collides with another shown view.
    @Test func aDenseMapResolvesConsistently() throws {
        func denseDelegate() -> RecordingDelegate {
            let delegate = markers { view, title in
                if title.hasPrefix("c") { view.clusteringIdentifier = "c" } else { view.displayPriority = Double(title.count * 100) }
            }
            // Clusters' views required too (the default one, a marker, is defaultLow), so that
            // every member is in a shown cluster or shown.
            let memberViews = delegate.viewFor
            delegate.viewFor = { map, annotation in
                guard annotation is ClusterAnnotation else { return try memberViews?(map, annotation) }
                let view = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
                view.displayPriority = DisplayPriority.required
                return view
            }
            return delegate
        }
        let map = try equatorMap(denseDelegate())
        var generator = SeededGenerator(state: 7)
        var annotations: [Annotation] = []
        for index in 0..<4000 {
            let latitude = Double.random(in: -3.5..<3.5, using: &generator)
            let longitude = Double.random(in: -4.8..<4.8, using: &generator)
            annotations.append(point(latitude, longitude, index % 2 == 0 ? "c\(index)" : String(repeating: "p", count: 1 + index % 9)))
        }
        map.addAnnotations(annotations)
        try map.layout()
        let shown = map.viewsInDrawingOrder
        var accounted = Set<ObjectIdentifier>()
        for view in shown {
            if let cluster = view.annotation as? ClusterAnnotation {
                for member in cluster.memberAnnotations { #expect(accounted.insert(ObjectIdentifier(member)).inserted) }
            } else if let annotation = view.annotation {
                #expect(accounted.insert(ObjectIdentifier(annotation)).inserted)
            }
        }
        for annotation in annotations where !accounted.contains(ObjectIdentifier(annotation)) {
            // Read without another layout each time.
            let slot = try #require(map.slot(of: annotation))
            #expect(map.annotationSlots[slot].view?.collisionState == .hidden)
            #expect(annotation.title?.hasPrefix("c") == false, "a view of the clustering identifier is in a cluster or shown")
        }
        let optional = shown.filter { $0.displayPriority < DisplayPriority.required }
        for view in optional {
            for other in shown where other !== view {
                #expect(!view.frame.insetBy(dx: 1e-9, dy: 1e-9).intersects(other.frame.insetBy(dx: 1e-9, dy: 1e-9)),
                        "a shown view that is not required collides with no shown view")
            }
        }
        // Clusters that still collided were gathered again.
        let clusterFrames = shown.filter { $0.annotation is ClusterAnnotation }.map { $0.frame.insetBy(dx: 1e-6, dy: 1e-6) }
        #expect(clusterFrames.count > 10)
        for (index, frame) in clusterFrames.enumerated() {
            #expect(!clusterFrames[(index + 1)...].contains { $0.intersects(frame) }, "clusters do not overlap")
        }
        // The same map again gives the same picture.
        let again = try equatorMap(denseDelegate())
        again.addAnnotations(annotations.map { point($0.coordinate.latitude, $0.coordinate.longitude, $0.title ?? "") })
        try again.layout()
        #expect(titles(again) == titles(map))
    }
}

/// Marker titles below markers, as MapKit draws them.
@Suite struct MarkerTitleTests {
    func map(_ configure: @escaping (MarkerAnnotationView, String) -> Void = { _, _ in }) throws -> MapView {
        let delegate = CollisionTests().markers(configure)
        return try CollisionTests().equatorMap(delegate)
    }

    func marker(_ map: MapView, _ annotation: Annotation) throws -> MarkerAnnotationView {
        try #require(try map.view(for: annotation) as? MarkerAnnotationView)
    }

    @Test func titlesShowWhereThereIsRoomAndTheSubtitleWhenSelected() throws {
        let map = try map()
        let alone = PointAnnotation(coordinate: Coordinate(latitude: 0, longitude: 0), title: "Alone", subtitle: "far from all")
        map.addAnnotation(alone)
        try map.layout()
        #expect(try marker(map, alone).showsTitle)
        #expect(try !marker(map, alone).showsSubtitle)
        try map.selectAnnotation(alone)
        #expect(try marker(map, alone).showsSubtitle, "a selected marker shows its subtitle (its view shows no callout)")
    }

    @Test func anAdaptiveTitleGivesWayToAViewAndToAVisibleTitle() throws {
        let map = try map { view, title in
            if title.hasPrefix("Forced") { view.titleVisibility = .visible }
            if title == "Never" { view.titleVisibility = .hidden }
        }
        // "Below" sits 0.25 degree (10 points) south of "Above": Above's title runs into it.
        let above = point(0, 0, "Above"), below = point(-0.25, 0, "Below")
        // "Forced" and "Yielding" stand side by side 40 points apart: their titles overlap.
        let yielding = point(2, 0, "Yielding but long"), forced = point(2, 1, "Forced and long too")
        let never = point(-2, -3, "Never")
        map.addAnnotations([above, below, yielding, forced, never])
        try map.layout()
        #expect(try !marker(map, above).showsTitle)
        #expect(try marker(map, below).showsTitle)
        #expect(try marker(map, forced).showsTitle)
        #expect(try !marker(map, yielding).showsTitle, "an adaptive title gives way to a visible one, added later or not")
        #expect(try !marker(map, never).showsTitle)
    }

    /// The scale bar is drawn over the annotations: an adaptive title that would run under it
    /// gives way, as to a view; without the bar, or made visible, it is drawn.
    @Test func anAdaptiveTitleGivesWayToTheScaleBar() throws {
        let map = try map { view, title in
            if title == "Visible" { view.titleVisibility = .visible }
        }
        // 112 points below the centre, 150 left of it: the title's line runs 2 to 15 points
        // below the point, across the bar's frame (its top 35 points above the bottom).
        let underBar = point(-2.8, -3.75, "Under the bar")
        map.addAnnotation(underBar)
        try map.layout()
        let bar = try #require(map.scaleBar).frame(viewSize: map.size)
        #expect(try marker(map, underBar).frame.maxY < bar.minY, "the marker itself clears the bar")
        #expect(try !marker(map, underBar).showsTitle)
        map.showsScale = false
        try map.layout()
        #expect(try marker(map, underBar).showsTitle)
        map.showsScale = true
        let visible = point(-2.8, -3.75, "Visible")
        map.removeAnnotation(underBar)
        map.addAnnotation(visible)
        try map.layout()
        #expect(try marker(map, visible).showsTitle)
    }

    @Test func aWrappedTitleTakesTheRoomOfItsTwoLines() throws {
        let map = try map()
        // Each marker has another 1.5 degree (60 points) south of it, whose frame's top is 20
        // points below the marker's point: a title of one line (2 to 15 points below it) misses
        // that frame, a title of two lines (2 to 28) runs into it.
        let short = point(0, -3, "Louvre"), long = point(0, 3, "Metropolitan Museum of Art")
        map.addAnnotations([short, point(-1.5, -3, "a"), long, point(-1.5, 3, "b")])
        try map.layout()
        #expect(MarkerAnnotationView.titleLines("Metropolitan Museum of Art").count == 2)
        #expect(try marker(map, short).showsTitle)
        #expect(try !marker(map, long).showsTitle)
    }
}
