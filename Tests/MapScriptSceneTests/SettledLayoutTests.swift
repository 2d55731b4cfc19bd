import Testing
import MapScriptGeometry
@testable import MapScriptScene

/// Layouts skipped when nothing has changed since a settled one (`MapView.editCount`). A
/// layout that runs in full reports its work to `workMeter` first, so the meter's calls tell
/// which layouts ran.
@Suite struct SettledLayoutTests {
    /// The owner's count of edits, which the tests change as a script's hooks would.
    final class EditCounter {
        var count = SceneEditCount(presentation: 0, other: 0)
    }

    /// A map of two annotations at one point, whose layouts are counted in `layouts`.
    final class CountedMap {
        let map: MapView
        let edits = EditCounter()
        var layouts = 0

        init(delegate: RecordingDelegate, countsEdits: Bool = true) throws {
            map = try coloradoMap(delegate: delegate)
            for title in ["A", "B"] {
                let annotation = PointAnnotation(coordinate: Coordinate(latitude: 39, longitude: -105.5))
                annotation.title = title
                map.addAnnotation(annotation)
            }
            var metered = 0
            map.workMeter = { [unowned self] _ in
                // Two reports a layout: the annotations, then the overlays.
                metered += 1
                if metered % 2 == 1 { layouts += 1 }
            }
            if countsEdits { map.editCount = { [edits] in edits.count } }
        }
    }

    @Test func withoutAnEditCountEveryLayoutRuns() throws {
        let scene = try CountedMap(delegate: RecordingDelegate(), countsEdits: false)
        try scene.map.layout()
        try scene.map.layout()
        #expect(scene.layouts == 2)
    }

    @Test func aLayoutAfterASettledOneWithNoEditSinceIsSkipped() throws {
        let scene = try CountedMap(delegate: RecordingDelegate())
        try scene.map.layout()
        try scene.map.layout()
        _ = try scene.map.snapshot()
        #expect(scene.layouts == 1)
        scene.edits.count.presentation += 1
        try scene.map.layout()
        #expect(scene.layouts == 2, "an edit counted since makes the next layout run")
        scene.edits.count.other += 1
        try scene.map.layout()
        try scene.map.layout()
        #expect(scene.layouts == 3)
    }

    @Test func presentationEditsOfTheViewForHookStillSettle() throws {
        let delegate = RecordingDelegate()
        let scene = try CountedMap(delegate: delegate)
        delegate.viewFor = { [edits = scene.edits] _, annotation in
            // The cluster's view, asked for once the views are placed, is the default one.
            if annotation is ClusterAnnotation { return nil }
            // The hook sets a property of the view it makes, before the views are placed.
            edits.count.presentation += 1
            let view = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
            view.clusteringIdentifier = "pins"
            return view
        }
        try scene.map.layout()
        try scene.map.layout()
        #expect(scene.layouts == 1)
        #expect(delegate.eventCount("clusterAnnotationFor") == 1, "the two markers cluster")
    }

    @Test func otherEditsDuringALayoutDoNotSettle() throws {
        let delegate = RecordingDelegate()
        let scene = try CountedMap(delegate: delegate)
        delegate.viewFor = { [edits = scene.edits] _, _ in
            // As a hook that adds an annotation, or changes the map, would.
            edits.count.other += 1
            return nil
        }
        try scene.map.layout()
        try scene.map.layout()
        try scene.map.layout()
        #expect(scene.layouts == 2, "the second layout takes the change in, and settles")
    }

    @Test func editsAfterTheViewsArePlacedDoNotSettle() throws {
        let delegate = RecordingDelegate()
        let scene = try CountedMap(delegate: delegate)
        delegate.viewFor = { _, annotation in
            if annotation is ClusterAnnotation { return nil }
            let view = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
            view.clusteringIdentifier = "pins"
            return view
        }
        delegate.clusterAnnotationFor = { [edits = scene.edits] _, members in
            // Placing clusters runs this after the views were placed: a view's look changed
            // now is the next layout's to take in.
            edits.count.presentation += 1
            return ClusterAnnotation(memberAnnotations: members)
        }
        try scene.map.layout()
        try scene.map.layout()
        try scene.map.layout()
        #expect(scene.layouts == 2)
    }

    @Test func forgettingDeclinedPresentationsLaysOutAgain() throws {
        let delegate = RecordingDelegate()
        let scene = try CountedMap(delegate: delegate)
        try scene.map.layout()
        #expect(delegate.eventCount("viewFor") == 2)
        scene.map.forgetDeclinedPresentations()
        try scene.map.layout()
        #expect(scene.layouts == 2)
        #expect(delegate.eventCount("viewFor") == 4, "the default views were dropped and asked for again")
    }
}
