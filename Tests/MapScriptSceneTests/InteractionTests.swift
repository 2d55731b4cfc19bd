import Testing
import MapScriptGeometry
@testable import MapScriptScene

@Suite struct InteractionTests {
    /// A map of Colorado with Denver on it, whose view `makeView` makes (a pin by default),
    /// draggable unless said otherwise.
    private func draggableMap(_ delegate: RecordingDelegate, draggable: Bool = true,
                              makeView: @escaping (Annotation) -> AnnotationView = { PinAnnotationView(annotation: $0, reuseIdentifier: "pin") })
        throws -> (MapView, PointAnnotation) {
        delegate.viewFor = { _, a in
            let v = makeView(a)
            v.isDraggable = draggable
            return v
        }
        let map = try coloradoMap(delegate: delegate)
        let denver = point(39.7392, -104.9903, "Denver")
        map.addAnnotation(denver)
        return (map, denver)
    }

    @Test func aPlainDragReportsTheFourChanges() throws {
        let delegate = RecordingDelegate()
        let (map, denver) = try draggableMap(delegate)
        let target = Coordinate(latitude: 39.0, longitude: -105.0)
        try map.drag(denver, to: target)
        #expect(delegate.events.filter { $0.hasPrefix("drag") } ==
                ["drag none->starting", "drag starting->dragging", "drag dragging->ending", "drag ending->none"])
        #expect(denver.coordinate == target)
        let view = try #require(try map.view(for: denver))
        #expect(view.dragState == DragState.none)
        #expect(isClose(view.center.x, map.convert(target).x, 1e-9), "the view follows the coordinate")
    }

    @Test func aCancelledDragLeavesTheCoordinate() throws {
        let delegate = RecordingDelegate()
        let (map, denver) = try draggableMap(delegate)
        let before = denver.coordinate
        try map.drag(denver, to: Coordinate(latitude: 39.0, longitude: -105.0), cancel: true)
        #expect(delegate.events.filter { $0.hasPrefix("drag") } ==
                ["drag none->starting", "drag starting->dragging", "drag dragging->canceling", "drag canceling->none"])
        #expect(denver.coordinate == before)
    }

    @Test func draggingANonDraggableViewIsAnError() throws {
        let delegate = RecordingDelegate()
        let (map, denver) = try draggableMap(delegate, draggable: false)
        let error = #expect(throws: SceneError.self) { try map.drag(denver, to: Coordinate(latitude: 39, longitude: -105)) }
        #expect(error?.message.contains("not draggable") == true)
        #expect(delegate.eventCount("drag") == 0)
    }

    @Test func anOverriddenSetDragStateTakesOver() throws {
        // A view that lingers in .starting: it never reaches .dragging, so the coordinate stays.
        final class StubbornView: AnnotationView {
            var asked: [DragState] = []
            override func setDragState(_ newState: DragState, animated: Bool) throws {
                asked.append(newState)
                try changeDragState(to: newState == .ending ? .none : newState)
            }
        }
        let delegate = RecordingDelegate()
        var made: StubbornView?
        delegate.viewFor = { _, a in
            let v = StubbornView(annotation: a, reuseIdentifier: nil)
            v.isDraggable = true
            made = v
            return v
        }
        let map = try coloradoMap(delegate: delegate)
        let denver = point(39.7392, -104.9903, "Denver")
        map.addAnnotation(denver)
        let before = denver.coordinate
        try map.drag(denver, to: Coordinate(latitude: 39, longitude: -105))
        #expect(made?.asked == [.starting, .ending])
        #expect(delegate.events.filter { $0.hasPrefix("drag") } == ["drag none->starting", "drag starting->none"])
        #expect(denver.coordinate == before)
    }

    @Test func aFailingSetDragStatePropagates() throws {
        final class FailingView: AnnotationView {
            override func setDragState(_ newState: DragState, animated: Bool) throws {
                throw HookFailure(message: "drag hook failed")
            }
        }
        let delegate = RecordingDelegate()
        let (map, denver) = try draggableMap(delegate) { FailingView(annotation: $0, reuseIdentifier: nil) }
        #expect(throws: HookFailure(message: "drag hook failed")) { try map.drag(denver, to: denver.coordinate) }
    }

    /// A drag whose override fails after the view reached `.dragging` leaves the view out of
    /// the drag, as a finger's failed gesture does: not drawn lifted, and the next drag starts
    /// from `.none`.
    @Test func aDragThatFailsLeavesTheViewOutOfTheDrag() throws {
        struct Broken: Error {}
        final class FailingView: PinAnnotationView {
            var fails = true
            override func setDragState(_ newState: DragState, animated: Bool) throws {
                if fails, newState == .ending { throw Broken() }
                try super.setDragState(newState, animated: animated)
            }
        }
        let delegate = RecordingDelegate()
        let (map, denver) = try draggableMap(delegate) { FailingView(annotation: $0, reuseIdentifier: nil) }
        let view = try #require(try map.view(for: denver) as? FailingView)
        #expect(throws: Broken.self) { try map.drag(denver, to: Coordinate(latitude: 39, longitude: -105)) }
        #expect(view.dragState == .none)
        view.fails = false
        delegate.events.removeAll()
        try map.drag(denver, to: Coordinate(latitude: 39, longitude: -105))
        #expect(delegate.events.filter { $0.hasPrefix("drag") } ==
                ["drag none->starting", "drag starting->dragging", "drag dragging->ending", "drag ending->none"])
    }

    /// A setSelected(true) that fails, even after the built-in one ran, selects nothing: no
    /// didDeselect comes later for the didSelect that never ran.
    @Test func aSelectionThatFailsSelectsNothing() throws {
        struct Broken: Error {}
        final class FailingView: PinAnnotationView {
            var fails = true
            override func setSelected(_ selected: Bool, animated: Bool) throws {
                try super.setSelected(selected, animated: animated)
                if fails, selected { throw Broken() }
            }
        }
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, a in FailingView(annotation: a, reuseIdentifier: nil) }
        let map = try coloradoMap(delegate: delegate)
        let denver = point(39.7392, -104.9903, "Denver")
        map.addAnnotation(denver)
        #expect(throws: Broken.self) { try map.selectAnnotation(denver) }
        let view = try #require(try map.view(for: denver) as? FailingView)
        #expect(map.selectedAnnotations.isEmpty && !view.isSelected)
        try map.deselectAnnotation(denver)
        view.fails = false
        try map.selectAnnotation(denver)
        try map.deselectAnnotation(denver)
        #expect(delegate.events.filter { $0.hasPrefix("didSelect") || $0.hasPrefix("didDeselect") } == ["didSelect Denver", "didDeselect Denver"])
    }

    @Test func selectionCallsSetSelectedAndHooks() throws {
        final class SelectingView: PinAnnotationView {
            var calls: [Bool] = []
            override func setSelected(_ selected: Bool, animated: Bool) throws {
                calls.append(selected)
                try super.setSelected(selected, animated: animated)
            }
        }
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, a in SelectingView(annotation: a, reuseIdentifier: nil) }
        let map = try coloradoMap(delegate: delegate)
        let denver = point(39.7392, -104.9903, "Denver"), springs = point(38.8339, -104.8214, "Springs")
        map.addAnnotations([denver, springs])
        try map.selectAnnotation(denver)
        try map.selectAnnotation(springs)
        try map.deselectAnnotation(springs)
        #expect(delegate.events.filter { $0.hasPrefix("didSelect") || $0.hasPrefix("didDeselect") } ==
                ["didSelect Denver", "didDeselect Denver", "didSelect Springs", "didDeselect Springs"])
        let denverView = try #require(try map.view(for: denver) as? SelectingView)
        #expect(denverView.calls == [true, false])
        #expect(!denverView.isSelected)
        #expect(map.selectedAnnotations.isEmpty)
        #expect(throws: SceneError.self) { try map.selectAnnotation(point(0, 0, "stranger")) }
    }

    @Test func tappingACalloutAccessory() throws {
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, a in
            let v = PinAnnotationView(annotation: a, reuseIdentifier: nil)
            v.canShowCallout = true
            v.rightCalloutAccessory = .detailDisclosure
            return v
        }
        let map = try coloradoMap(delegate: delegate)
        let denver = point(39.7392, -104.9903, "Denver")
        map.addAnnotation(denver)
        #expect(throws: SceneError.self) { try map.tapCalloutAccessory(denver, side: .right) }
        try map.selectAnnotation(denver)
        try map.tapCalloutAccessory(denver, side: .right)
        #expect(delegate.tappedControls == [CalloutAccessoryControl(side: .right, accessory: .detailDisclosure)])
        #expect(delegate.tappedControls.first?.kind == .detailDisclosure)
        #expect(throws: SceneError.self) { try map.tapCalloutAccessory(denver, side: .left) }
    }

    /// A tap or a long press with a drop lifts its finger when a hook or an override fails in
    /// the middle: the error goes to the caller, and the next gesture starts clean (no touch
    /// down, no highlight, no drag, the view on its annotation's point).
    @Test func aGestureThatFailsStillLiftsItsFinger() throws {
        struct Broken: Error {}
        final class FailingView: PinAnnotationView {
            var failsOnEnd = true
            override func touchesEnded(_ point: Point) throws {
                if failsOnEnd { throw Broken() }
                try super.touchesEnded(point)
            }
            override func setDragState(_ newState: DragState, animated: Bool) throws {
                if failsOnEnd, newState == .starting { throw Broken() }
                try super.setDragState(newState, animated: animated)
            }
        }
        let delegate = RecordingDelegate()
        let (map, denver) = try draggableMap(delegate) { FailingView(annotation: $0, reuseIdentifier: nil) }
        let view = try #require(try map.view(for: denver) as? FailingView)
        let centre = view.center
        let onPin = Point(x: view.frame.midX, y: view.frame.midY)
        #expect(throws: Broken.self) { try map.tap(at: onPin) }
        #expect(!view.isHighlighted)
        #expect(throws: Broken.self) { try map.longPress(at: onPin, to: Point(x: onPin.x + 60, y: onPin.y)) }
        #expect(view.dragState == .none && !view.isHighlighted && view.center == centre)
        view.failsOnEnd = false
        #expect(try map.tap(at: onPin) === view, "no touch was left down")
        #expect(map.selectedAnnotations.first === denver)
        // A tap refused because a touch is down leaves that touch as it was.
        try map.touch(.began, at: onPin)
        #expect(throws: SceneError.self) { try map.tap(at: onPin) }
        #expect(view.isHighlighted)
        try map.touch(.ended, at: onPin)
    }

    /// A drag made phase by phase (as the live page makes it: a hold, moves, the lift) whose
    /// hook fails at the drop lifts the finger too: the view leaves the drag at `.none`, and
    /// the next hold drags it again.
    @Test func aStepwiseDragWhoseDropFailsLiftsItsFinger() throws {
        struct Broken: Error {}
        final class FailingView: PinAnnotationView {
            var failsOnEnding = true
            override func setDragState(_ newState: DragState, animated: Bool) throws {
                if failsOnEnding, newState == .ending { throw Broken() }
                try super.setDragState(newState, animated: animated)
            }
        }
        let delegate = RecordingDelegate()
        let (map, denver) = try draggableMap(delegate) { FailingView(annotation: $0, reuseIdentifier: nil) }
        let view = try #require(try map.view(for: denver) as? FailingView)
        let onPin = Point(x: view.frame.midX, y: view.frame.midY)
        let away = Point(x: onPin.x + 60, y: onPin.y)
        try map.longPress(at: onPin)
        try map.touch(.moved, at: away)
        #expect(throws: Broken.self) { try map.touch(.ended, at: away) }
        #expect(view.dragState == .none && !view.isHighlighted && !map.isTouchDown)
        view.failsOnEnding = false
        try map.longPress(at: Point(x: view.frame.midX, y: view.frame.midY))
        #expect(view.dragState == .dragging, "the next hold drags it again")
        try map.touch(.ended, at: Point(x: view.frame.midX, y: view.frame.midY))
        #expect(view.dragState == .none)
    }

    @Test func touchesHitTheTopmostViewAndStayWithIt() throws {
        final class TouchView: AnnotationView {
            var log: [String] = []
            override func touchesBegan(_ point: Point) throws { log.append("began") }
            override func touchesMoved(_ point: Point) throws { log.append("moved") }
            override func touchesEnded(_ point: Point) throws { log.append("ended") }
            override func touchesCancelled() throws { log.append("cancelled") }
        }
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, a in
            let v = TouchView(annotation: a, reuseIdentifier: nil)
            v.frame = Rect(x: 0, y: 0, width: 40, height: 40)
            return v
        }
        let map = try coloradoMap(delegate: delegate)
        // Two overlapping views; the southern one is in front.
        let north = point(39.0, -105.0, "North"), south = point(38.9, -105.0, "South")
        map.addAnnotations([north, south])
        let southView = try #require(try map.view(for: south) as? TouchView)
        let northView = try #require(try map.view(for: north) as? TouchView)
        let between = map.convert(Coordinate(latitude: 38.95, longitude: -105.0))
        #expect(northView.frame.contains(between) && southView.frame.contains(between))
        #expect(try map.touch(.began, at: between) === southView)
        try map.touch(.moved, at: Point(x: 500, y: 500))
        try map.touch(.ended, at: Point(x: 500, y: 500))
        #expect(southView.log == ["began", "moved", "ended"])
        #expect(northView.log.isEmpty)
        #expect(throws: SceneError.self, "no touch is down") { try map.touch(.moved, at: between) }
        let onlyNorth = Point(x: northView.frame.midX, y: northView.frame.minY + 2)
        #expect(try map.touch(.began, at: onlyNorth) === northView)
        try map.touch(.cancelled, at: onlyNorth)
        #expect(northView.log == ["began", "cancelled"])
        #expect(try map.touch(.began, at: Point(x: 5, y: 5)) == nil)
        #expect(throws: SceneError.self, "one touch at a time") { try map.touch(.began, at: between) }
        try map.touch(.ended, at: Point(x: 5, y: 5))
        // A disabled view ignores touches: the one behind it gets them.
        southView.isEnabled = false
        #expect(try map.touch(.began, at: between) === northView)
        try map.touch(.ended, at: between)
        #expect(southView.log == ["began", "moved", "ended"])
    }

    /// The legacy bulls-eye view of "Legacy Map Techniques": it follows the finger only once it
    /// moved more than 5 points, and sets the coordinate when the touch ends.
    final class BullseyeView: AnnotationView {
        var isMoving = false
        var startLocation = Point.zero
        var originalCenter = Point.zero

        override init(annotation: Annotation?, reuseIdentifier: String?) {
            super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
            image = Image(icon: .bullseye)
            canShowCallout = true
        }

        override func touchesBegan(_ point: Point) throws {
            startLocation = point
            originalCenter = center
        }

        override func touchesMoved(_ point: Point) throws {
            if abs(point.x - startLocation.x) > 5 || abs(point.y - startLocation.y) > 5 { isMoving = true }
            if isMoving {
                center = Point(x: originalCenter.x + point.x - startLocation.x, y: originalCenter.y + point.y - startLocation.y)
            }
        }

        override func touchesEnded(_ point: Point) throws {
            guard isMoving, let map = mapView else { return }
            annotation?.coordinate = map.convert(center)
            isMoving = false
        }

        override func touchesCancelled() throws {
            if isMoving { center = originalCenter }
            isMoving = false
        }
    }

    @Test func legacyTouchDragWithAFivePointThreshold() throws {
        let delegate = RecordingDelegate()
        delegate.viewFor = { _, a in BullseyeView(annotation: a, reuseIdentifier: "BullseyeAnnotation") }
        let map = try coloradoMap(delegate: delegate)
        let target = point(39.0, -105.0, "Target")
        map.addAnnotation(target)
        let start = map.convert(target.coordinate)
        let view = try #require(try map.view(for: target) as? BullseyeView)
        // A jitter of 4 points is not a drag.
        try map.touch(.began, at: start)
        try map.touch(.moved, at: Point(x: start.x + 4, y: start.y - 4))
        try map.touch(.ended, at: Point(x: start.x + 4, y: start.y - 4))
        #expect(target.coordinate == Coordinate(latitude: 39.0, longitude: -105.0))
        // Moving 30 points right and 20 down drags it there.
        try map.touch(.began, at: start)
        try map.touch(.moved, at: Point(x: start.x + 3, y: start.y))
        try map.touch(.moved, at: Point(x: start.x + 30, y: start.y + 20))
        try map.touch(.ended, at: Point(x: start.x + 30, y: start.y + 20))
        let moved = map.convert(target.coordinate)
        #expect(isClose(moved, Point(x: start.x + 30, y: start.y + 20), 1e-6))
        #expect(isClose(view.center, moved, 1e-6))
        // A cancelled drag puts the view back and leaves the coordinate.
        let before = target.coordinate
        try map.touch(.began, at: moved)
        try map.touch(.moved, at: Point(x: moved.x + 50, y: moved.y))
        try map.touch(.cancelled, at: Point(x: moved.x + 50, y: moved.y))
        #expect(target.coordinate == before)
        #expect(isClose(view.center, moved, 1e-6))
    }
}
