import Testing
import MapScriptGeometry
@testable import MapScriptScene

/// What becomes of a selection when the cluster or member it is on goes away, and the defaults
/// that decide which markers collide: MapKit deselects through the delegate, and a marker's
/// default display priority is `defaultLow`.
@Suite struct ClusterSelectionTests {
    /// A 400 x 300 map over the equator, 10 degrees across: 0.1 degree is 4 view points; its
    /// views are markers of one clustering identifier.
    func clusteringMap(_ delegate: RecordingDelegate) throws -> MapView {
        delegate.viewFor = { _, annotation in
            if annotation is ClusterAnnotation { return nil }
            let view = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
            view.clusteringIdentifier = "x"
            return view
        }
        let map = MapView(size: Size(width: 400, height: 300))
        map.delegate = delegate
        try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 7.5, longitudeDelta: 10)))
        return map
    }

    func deselections(_ delegate: RecordingDelegate) -> [String] {
        delegate.events.filter { $0.hasPrefix("didDeselect") }
    }

    /// Three members 4 points apart, clustered and the cluster selected.
    func selectedCluster(_ delegate: RecordingDelegate) throws -> (MapView, [PointAnnotation], ClusterAnnotation) {
        let map = try clusteringMap(delegate)
        let members = [point(0, 0, "first"), point(0, 0.1, "second"), point(0, 0.2, "third")]
        map.addAnnotations(members)
        try map.layout()
        let cluster = try #require(map.viewsInDrawingOrder.compactMap { $0.annotation as? ClusterAnnotation }.first)
        try map.selectAnnotation(cluster)
        try #require(map.selectedAnnotations.first === cluster)
        return (map, members, cluster)
    }

    /// Three annotations 40 points apart, each alone (so it can be selected), the second
    /// selected.
    func selectedAlone(_ delegate: RecordingDelegate) throws -> (MapView, [PointAnnotation]) {
        let map = try clusteringMap(delegate)
        let members = [point(0, 0, "first"), point(0, 1, "second"), point(0, 2, "third")]
        map.addAnnotations(members)
        try map.selectAnnotation(members[1])
        try #require(map.selectedAnnotations.first === members[1])
        return (map, members)
    }

    @Test func aMarkerDefaultsToDefaultLowAndOtherViewsToRequired() throws {
        #expect(MarkerAnnotationView(annotation: nil, reuseIdentifier: nil).displayPriority == DisplayPriority.defaultLow)
        #expect(PinAnnotationView(annotation: nil, reuseIdentifier: nil).displayPriority == DisplayPriority.required)
        #expect(AnnotationView(annotation: nil, reuseIdentifier: nil).displayPriority == DisplayPriority.required)
    }

    @Test func collidingMarkersWithoutSettingsDeclutter() throws {
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, annotation in MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil) }
        let map = MapView(size: Size(width: 400, height: 300))
        map.delegate = delegate
        try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 7.5, longitudeDelta: 10)))
        let first = point(0, 0, "first"), second = point(0, 0.1, "second")
        map.addAnnotations([first, second])
        try map.layout()
        #expect(try map.view(for: first)?.collisionState == .shown)
        #expect(try map.view(for: second)?.collisionState == .hidden, "equal priorities: the one added first stays")
    }

    @Test func aZoomThatPartsTheSelectedClusterDeselectsIt() throws {
        let delegate = RecordingDelegate()
        let (map, _, _) = try selectedCluster(delegate)
        try map.zoom(by: 8)
        #expect(map.selectedAnnotations.isEmpty)
        #expect(deselections(delegate) == ["didDeselect first"], "didDeselect runs for the cluster, its view still attached")
    }

    /// MapKit takes the views of colliding members off the map for their cluster's: a selected
    /// annotation whose view joins a cluster is deselected, its view still attached.
    @Test func aZoomThatClustersTheSelectedAnnotationDeselectsIt() throws {
        let delegate = RecordingDelegate()
        let (map, members) = try selectedAlone(delegate)
        try map.setRegion(Region(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 75, longitudeDelta: 100)))
        try map.layout()
        #expect(map.selectedAnnotations.isEmpty)
        #expect(deselections(delegate) == ["didDeselect second"])
        #expect(try map.view(for: members[1])?.collisionState == .clustered)
        #expect(try map.view(for: members[1])?.isSelected == false)
    }

    @Test func aClusterThatKeepsItsMembersKeepsItsSelection() throws {
        let delegate = RecordingDelegate()
        let (map, _, cluster) = try selectedCluster(delegate)
        try map.zoom(by: 1.5)
        #expect(map.selectedAnnotations.first === cluster)
        #expect(deselections(delegate).isEmpty)
    }

    @Test func removingAMemberOfTheSelectedClusterDeselectsIt() throws {
        let delegate = RecordingDelegate()
        let (map, members, _) = try selectedCluster(delegate)
        try map.removeAnnotationsDeselecting([members[1]])
        #expect(map.selectedAnnotations.isEmpty)
        #expect(deselections(delegate) == ["didDeselect first"])
        try map.layout()
        let clusters = map.viewsInDrawingOrder.compactMap { $0.annotation as? ClusterAnnotation }
        #expect(clusters.map { $0.memberAnnotations.map(\.title) } == [["first", "third"]], "the others cluster anew")
    }

    @Test func removingAMemberWithoutHooksStillEndsTheSelection() throws {
        let delegate = RecordingDelegate()
        let (map, members, _) = try selectedCluster(delegate)
        map.removeAnnotation(members[2])
        #expect(map.selectedAnnotations.isEmpty, "never a cluster whose members changed")
        #expect(deselections(delegate).isEmpty)
    }

    @Test func removingTheSelectedAnnotationDeselectsIt() throws {
        let delegate = RecordingDelegate()
        let (map, members) = try selectedAlone(delegate)
        try map.removeAnnotationsDeselecting([members[1]])
        #expect(map.selectedAnnotations.isEmpty)
        #expect(deselections(delegate) == ["didDeselect second"])
    }

    @Test func aClusterOfUntitledMembersIsNItemsWithoutSubtitle() {
        let members = (0..<3).map { _ in PointAnnotation(coordinate: Coordinate(latitude: 0, longitude: 0)) }
        let cluster = ClusterAnnotation(memberAnnotations: members)
        #expect(cluster.title == "3 items")
        #expect(cluster.subtitle == nil)
        let named = ClusterAnnotation(memberAnnotations: [members[0], point(0, 0, "named"), members[1]])
        #expect(named.title == "named")
        #expect(named.subtitle == "2 more")
    }
}
