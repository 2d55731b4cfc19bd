import MapScriptGeometry

/// MapKit's handling of touches, simulated: one touch at a time, delivered as UIKit delivers it.
///
/// A touch goes down on what the hit test finds, topmost first: the open callout (a control
/// accessory, else its bubble), then the annotation views front to back, each view's
/// `hitTest` deciding for itself (a script may override it, as Listing 6-7 does), then the
/// empty map. A touch on a view goes to the view's `touchesBegan/Moved/Ended/Cancelled`; the
/// built-in `touchesEnded` selects the view when the touch is a tap that ends on it, so a
/// script view that overrides the touches and calls `super` keeps tap-to-select, and one that
/// does not takes the touch for itself (the legacy dragging of seed 002). The map itself, as
/// MapKit's gesture recognizers do, highlights the view while the finger is down on it
/// (whatever the view's touches methods do), and a finger that wanders past the tap tolerance
/// on the empty map, or from a view whose `touchesMoved` leaves the move to the map, pans it.
///
/// A touch held on a draggable view (`longPress`) is the map's drag gesture instead: the view's
/// touches are cancelled, the drag state machine starts, the view follows the finger (drawn
/// lifted), and the drop moves the annotation to where the view's point is.
extension MapView {
    /// Delivers one phase of a touch at a point of the view. `.began` hit-tests and starts a
    /// touch (one at a time); the other phases continue it. Returns the annotation view the
    /// touch is on, if any.
    @discardableResult
    public func touch(_ phase: TouchPhase, at point: Point) throws -> AnnotationView? {
        try nested("touch") {
            try requireFinite(point, "touch", argument: 1)
            switch phase {
            // A phase that does not follow from the touch down (or none) is the phase's fault:
            // the error points at it.
            case .began:
                try requireInside(point, "touch(.began)", argument: 1)
                try requireNoTouchDown(phaseArgument: 0)
                return try beginTouch(at: point, held: false)
            // A phase whose hook or override fails lifts the finger, as `tap` and
            // `longPress(at:to:)` do: the touch ends with no more hooks, so the next starts clean.
            case .moved:
                try requireNotInsideTheTouch("touch(.moved)")
                let touch = try currentTouch("touch(.moved)", phaseArgument: 0)
                return try liftingOnError(of: touch) { try moveTouch(to: touch, point) }
            case .ended:
                try requireNotInsideTheTouch("touch(.ended)")
                let touch = try currentTouch("touch(.ended)", phaseArgument: 0)
                return try liftingOnError(of: touch) {
                    // A finger lifts where it last was: one that lifts elsewhere moved there first
                    // (a pan, a drag, the view's touchesMoved), and is no tap if that is too far.
                    if point != touch.lastPoint {
                        let view = try moveTouch(to: touch, point)
                        guard activeTouch === touch else { return view }
                    }
                    return try lift(touch, at: point)
                }
            case .cancelled:
                try requireNotInsideTheTouch("touch(.cancelled)")
                let touch = try currentTouch("touch(.cancelled)", phaseArgument: 0)
                return try liftingOnError(of: touch) { try cancelTouch(touch) }
            }
        }
    }

    /// Whether a touch is down (begun, not yet ended or cancelled).
    package var isTouchDown: Bool { activeTouch != nil }

    /// Ends what a person's gestures left going: cancels the touch that is down, as
    /// `touch(.cancelled, at:)` does (which needs no point), and ends a change of region a
    /// pinch or the wheel began. For a host giving the map to a new finger, or recovering from
    /// a hook that failed mid-gesture: the second is done even when the first fails.
    package func endGestures() throws {
        var failure: Error?
        do {
            try nested("touch") {
                if let touch = activeTouch { _ = try cancelTouch(touch) }
            }
        } catch {
            failure = error
        }
        do { try endRegionGesture() } catch { failure = failure ?? error }
        if let failure { throw failure }
    }

    /// A tap (touch down and up at one point), as a finger makes it: selects the view hit,
    /// taps a callout's control accessory, or, on the empty map, deselects. Returns the view hit.
    ///
    /// `tapCount` says which tap this is of taps in quick succession at one place (UITouch's
    /// tapCount), as the host counts them: tap recognizers that want that many taps run, and
    /// the second tap (and the fourth...) anywhere but on a control is MKMapView's double tap,
    /// which zooms in twice about it (unless `isZoomEnabled` is off).
    @discardableResult
    public func tap(at point: Point, tapCount: Int = 1) throws -> AnnotationView? {
        try nested("tap") {
            try requireFinite(point, "tap", argument: 0)
            try requireInside(point, "tap", argument: 0)
            guard tapCount >= 1 else {
                throw SceneError("tap: tapCount must be at least 1 (the first tap), got \(tapCount)", argument: 1, label: "tapCount")
            }
            try requireNextTap(tapCount, at: point)
            return try liftingOnError {
                let view = try beginTouch(at: point, held: false, tapCount: tapCount)
                guard let touch = activeTouch else { return view }
                _ = try lift(touch, at: point)
                return view
            }
        }
    }

    /// A tap after the first of taps in quick succession follows the one before as UIKit
    /// counts them: that tap was the one before in the count, and lifted within the tap
    /// tolerance of this one, with no other gesture between.
    private func requireNextTap(_ tapCount: Int, at point: Point) throws {
        guard tapCount > 1 else { return }
        guard let last = lastTapInSuccession, last.tapCount == tapCount - 1, MapView.isWithinTapTolerance(point, of: last.point) else {
            let before = lastTapInSuccession.map { last in
                MapView.isWithinTapTolerance(point, of: last.point)
                    ? "the tap before was tap \(last.tapCount)"
                    : "the tap before lifted more than \(Int(MapView.tapTolerance)) points away"
            } ?? "no taps in succession are going on"
            throw SceneError("tap: tapCount \(tapCount) must follow tap \(tapCount - 1) at the same place, as UIKit counts taps; \(before)",
                             argument: 1, label: "tapCount",
                             help: "tap at one point with each count in turn, in one script or REPL entry (its end, or another "
                                 + "gesture, ends the taps): map.tap(at: p), then map.tap(at: p, tapCount: 2)")
        }
    }

    /// A finger down at `point` (`touch(.began, at:)`), for a host that follows a person's
    /// finger as it goes: `tapCount` is which tap of taps in quick succession it may be, as
    /// in `tap(at:tapCount:)`, should it lift as a tap. The view it is on hears `touchesBegan`
    /// and is highlighted at once, as in UIKit; `holdTouch()` makes it a long press, and
    /// `touch(.moved)`, `.ended` or `.cancelled` go on with it.
    @discardableResult
    package func touchDown(at point: Point, tapCount: Int) throws -> AnnotationView? {
        try nested("touch") {
            try requireFinite(point, "touch", argument: 1)
            try requireInside(point, "touch(.began)", argument: 1)
            return try liftingOnError { try beginTouch(at: point, held: false, tapCount: max(tapCount, 1)) }
        }
    }

    /// The touch that is down has stayed where it went down for the long-press delay: from now
    /// on it is held, as if it had begun with `longPress(at:)`. On a draggable view the drag
    /// starts (UIKit cancels the touches the view was following); the app's long-press
    /// recognizers begin. A touch that has wandered or is held already is left as it is.
    @discardableResult
    package func holdTouch() throws -> AnnotationView? {
        try nested("longPress") {
            guard let touch = activeTouch, touch.canBeTap else { return nil }
            return try liftingOnError(of: touch) {
                try hold(touch)
                return touch.view
            }
        }
    }

    /// A touch held at `point`: on a draggable view it starts the drag (the view lifts); on
    /// any other view it is a press that selects nothing. With `end`, the finger then moves
    /// there and lifts (the drop); without it the touch stays down, for `touch(.moved)`,
    /// `touch(.ended)` or `touch(.cancelled)` to go on with. Returns the view hit.
    @discardableResult
    public func longPress(at point: Point, to end: Point? = nil) throws -> AnnotationView? {
        try nested("longPress") {
            try requireFinite(point, "longPress", argument: 0)
            try requireInside(point, "longPress", argument: 0)
            if let end {
                try requireFinite(end, "longPress", argument: 1, label: "to")
                try requireInside(end, "longPress(to:)", argument: 1, label: "to")
            }
            guard let end else { return try beginTouch(at: point, held: true) }
            return try liftingOnError {
                let view = try beginTouch(at: point, held: true)
                guard let touch = activeTouch else { return view }
                if end != point { _ = try moveTouch(to: touch, end) }
                if activeTouch === touch { _ = try endTouch(touch, at: end) }
                return view
            }
        }
    }

    /// Runs a gesture whose finger lifts before it returns (a tap, a long press with `to:`):
    /// when a hook or an override fails in the middle, the finger still lifts, without more
    /// hooks: the touch ends, its view is no longer highlighted nor dragged and goes back to
    /// its annotation's point, so the next gesture starts clean. The error goes on to the
    /// caller.
    private func liftingOnError(_ gesture: () throws -> AnnotationView?) throws -> AnnotationView? {
        // A touch already down refuses the gesture before it begins; that one stays as it was.
        let touchBefore = activeTouch
        do {
            return try gesture()
        } catch {
            if touchBefore == nil { liftFinger() }
            throw error
        }
    }

    /// Runs a phase of `touch`, the touch that is down: when a hook or an override fails in
    /// it, the finger lifts as in `liftingOnError`.
    private func liftingOnError(of touch: TouchInProgress, _ phase: () throws -> AnnotationView?) throws -> AnnotationView? {
        do {
            return try phase()
        } catch {
            if activeTouch == nil || activeTouch === touch { liftFinger() }
            throw error
        }
    }

    /// Ends the gesture under way with no more hooks: no touch is down, and no view is
    /// highlighted or dragged; each is back at its annotation's point.
    private func liftFinger() {
        // The touch may already be gone (a phase clears it as it fails), so its view is found
        // by what it shows; this runs only on the way out of an error.
        activeTouch = nil
        resetGestureRecognizers()
        for slot in viewedSlots {
            guard let view = annotationSlots[slot].view else { continue }
            view.isHighlighted = false
            view.endDragWithoutReport()
        }
        refreshViewPositions()
    }

    /// The annotation view a touch at `point` would go to, after a layout, found as a touch
    /// finds it: on the compass, none (the compass is not an annotation's); on the open callout
    /// (its bubble, pointer or accessories), the view whose callout it is, as UIKit's hit test
    /// finds a callout inside its annotation view; else the views front to back, each
    /// answering through its `hitTest` (in its own coordinates).
    public func hitTest(_ point: Point) throws -> AnnotationView? {
        try nested("hitTest") {
            try layout()
            return view(answering: try touchTarget(at: point))
        }
    }

    /// The annotation view a touch on `target` is on, as `hitTest`, `tap`, `longPress` and
    /// `touch(.began)` answer it: on the open callout, the view whose callout it is.
    private func view(answering target: TouchTarget) -> AnnotationView? {
        switch target {
        case .view(let view), .calloutAccessory(let view, _): return view
        case .callout: return shownCallout()?.view
        case .compass, .map, .lostView: return nil
        }
    }

    private func hitView(at point: Point) throws -> AnnotationView? {
        // A view that takes no touches (not enabled, or a callout with no title to show) is
        // not asked: MKAnnotationView's `enabled` off ignores touches, whatever an override of
        // its hitTest would answer.
        for view in viewsInDrawingOrder.reversed() where view.acceptsTouches {
            let frame = view.frame
            if let hit = try view.dispatchHitTest(Point(x: point.x - frame.minX, y: point.y - frame.minY)) {
                try requireShown(hit, answeredBy: view)
                return hit
            }
        }
        return nil
    }

    /// An overriding `hitTest` may send the touch to another view, but only to one the map
    /// shows: a view of no annotation on the map took the touch and did nothing with it, and
    /// a clustered or hidden member's view was selected though nothing of it was drawn.
    private func requireShown(_ hit: AnnotationView, answeredBy view: AnnotationView) throws {
        if hit === view { return }
        let why: String
        if let annotation = hit.annotation, viewAfterLayout(for: annotation) === hit {
            switch hit.collisionState {
            case .shown: return
            case .clustered: why = "it stands in a cluster, which the map draws instead"
            case .hidden: why = "collision with another view hides it"
            }
        } else {
            why = "it is not the view of an annotation on the map"
        }
        throw SceneError("hitTest answered a view the map does not show: \(why)",
                         argument: 0, label: "at",
                         help: "answer the view itself, nil, or the view of an annotation the map shows (map.view(for: annotation))")
    }

    // MARK: - The phases

    /// One finger touches at a time. `phaseArgument`: where the phase is among the arguments
    /// of the call that began the touch, when it names one.
    private func requireNoTouchDown(phaseArgument: Int? = nil) throws {
        guard let touch = activeTouch else { return }
        // Called from a hook or method the map runs for that touch: the advice to end it
        // would not help there.
        var error = operationDepth > 1
            ? SceneError("a new touch cannot begin while the map is handling one (this runs from a hook or "
                         + "method called during that touch); one finger touches at a time")
            : SceneError("a touch is already down\(touch.view == nil ? "" : " on a view"); end it with "
                         + "map.touch(.ended, at:) or map.touch(.cancelled, at:) first")
        error.argumentPosition = phaseArgument
        throw error
    }

    /// The finger moves and lifts, not the code the map runs for it: a hook, an override or a
    /// recognizer's action running inside a touch's gesture cannot move, end or cancel that
    /// touch (its gesture would go on with a touch that is gone), as UIKit code cannot lift
    /// a finger.
    private func requireNotInsideTheTouch(_ operation: String) throws {
        guard activeTouch != nil, operationDepth > 1 else { return }
        throw SceneError("\(operation) cannot be called while the map is handling the touch (this runs from a hook, override or "
                         + "action called during it); the finger moves and lifts, as in UIKit", argument: 0, label: nil)
    }

    /// `tapCount`: which tap of taps in quick succession the touch is (`tap(at:tapCount:)`);
    /// any other touch, a first tap included, begins a new succession, so the last one is over.
    private func beginTouch(at point: Point, held: Bool, tapCount: Int = 1) throws -> AnnotationView? {
        try requireNoTouchDown()
        if tapCount == 1 { try endTapSequence() }
        try layout()
        let target = try touchTarget(at: point)
        let touch = TouchInProgress(target: target, at: point)
        touch.tapCount = tapCount
        activeTouch = touch
        if case .view(let view) = target {
            view.isHighlighted = true
            try view.dispatch(.touchesBegan(point))
        }
        if held, activeTouch === touch { try hold(touch) }
        return view(answering: target)
    }

    /// The touch is held where it is (a long press): on a draggable view the map's drag
    /// begins, and the app's long-press recognizers begin with the map's own gesture.
    private func hold(_ touch: TouchInProgress) throws {
        touch.isHeld = true
        let point = touch.lastPoint
        // A held touch is no tap: the taps in succession before it are over (a double tap
        // fails), and a tap waiting for that runs now.
        try endTapSequence()
        guard activeTouch === touch else { return }
        // A cluster is never dragged: it stays at the centre of its members.
        if let view = touch.view, view.isDraggable, view.acceptsTouches, !view.showsCluster {
            try startDrag(of: view, touch: touch, finger: point)
        }
        // A held touch is no tap, so the view it is on would not be selected by its lift: the
        // highlight that promised that goes, as it does for a finger that wanders.
        if activeTouch === touch, touch.dragOffset == nil, let view = touch.view { view.isHighlighted = false }
        guard activeTouch === touch else { return }
        if touch.target.isControl {
            // A control's own action is a tap, which a hold is not: the app's long-press
            // recognizers take the held touch, cancelling the control's (UIKit's
            // cancelsTouchesInView), so its action does not run at the lift. With none, the
            // control keeps it, and a lift on it is touch-up-inside.
            guard gestureRecognizers.contains(where: { $0 is LongPressGestureRecognizer && $0.isEnabled }) else { return }
            touch.target = touch.target.withoutControl
        }
        try recognizePressBegan(touch, at: point)
    }

    private func moveTouch(to touch: TouchInProgress, _ point: Point) throws -> AnnotationView? {
        let view = try moveTouchOnTarget(touch, point)
        if touch.isHeld, !touch.pressRecognizers.isEmpty { try recognizePress(touch, .changed, at: point) }
        return view
    }

    private func moveTouchOnTarget(_ touch: TouchInProgress, _ point: Point) throws -> AnnotationView? {
        let last = touch.lastPoint
        touch.move(to: point)
        guard let view = touch.view else {
            switch touch.target {
            case .map:
                try pan(following: touch, to: point, from: last)
            case .callout, .calloutAccessory:
                // The callout is inside the map: a finger that wanders from it pans the map, as
                // MapKit's pan recognizer takes a drag that starts there (a control's own action
                // is a tap, which a pan is not), and the lift then taps nothing.
                if touch.hasWandered {
                    touch.target = .map
                    try pan(following: touch, to: point, from: last)
                }
            case .view, .compass, .lostView:
                break
            }
            return nil
        }
        if let offset = touch.dragOffset {
            // The finger cannot leave the map: a view dragged past its edge stays at the edge,
            // and is dropped there, still on the map.
            let finger = Point(x: min(max(point.x, 0), size.width), y: min(max(point.y, 0), size.height))
            view.center = Point(x: finger.x + offset.x, y: finger.y + offset.y)
        } else {
            touch.movePassedOn = false
            try view.dispatch(.touchesMoved(point))
            if touch.movePassedOn, touch.hasWandered, isScrollEnabled, activeTouch === touch {
                // The view gave the move on to the map (the built-in touchesMoved), and the
                // finger wandered: MapKit's pan takes over, cancelling the view's touch. With
                // scrolling off there is no pan to take it, and the view keeps it.
                touch.target = .map
                try cancelWork(of: touch, on: view)
                try pan(following: touch, to: point, from: last)
                return nil
            }
            // Highlighted while the finger is where a tap would select the view.
            if activeTouch === touch { view.isHighlighted = try touch.canBeTap && hitView(at: point) === view }
        }
        return view
    }

    /// A finger on the map pans it once it wanders past the tap tolerance, as a pan recognizer
    /// begins; the map then catches up with the finger (from where it came down) and follows it.
    private func pan(following touch: TouchInProgress, to point: Point, from last: Point) throws {
        guard touch.hasWandered, activeTouch === touch else { return }
        let from = touch.hasMoved ? last : touch.startPoint
        guard point != from else { return }
        touch.hasMoved = true
        try panGesture(dx: from.x - point.x, dy: from.y - point.y)
    }

    /// Called by the built-in `touchesMoved`: the view leaves the move to the map.
    func viewPassedOnTouchMove(_ view: AnnotationView) {
        if let touch = activeTouch, touch.view === view { touch.movePassedOn = true }
    }

    /// The finger lifts: the touch ends, and a tap that is the second of a double tap (or the
    /// fourth...) anywhere but on a control is MKMapView's double tap, which zooms in twice
    /// about it.
    private func lift(_ touch: TouchInProgress, at point: Point) throws -> AnnotationView? {
        let onControl = touch.target.isControl
        let view = try endTouch(touch, at: point)
        if touch.canBeTap, touch.tapCount % 2 == 0, !onControl { try doubleTapGesture(at: point) }
        // A touch that wandered is no tap either: the taps before it are over.
        if touch.canBeTap {
            lastTapInSuccession = (point, touch.tapCount)
        } else {
            try endTapSequence()
        }
        return view
    }

    private func endTouch(_ touch: TouchInProgress, at point: Point) throws -> AnnotationView? {
        // Cleared after the view's touchesEnded, which asks whether the touch was a tap, and
        // after the recognizers' actions, so that none of them begins a touch of its own.
        defer { if activeTouch === touch { activeTouch = nil } }
        touch.isFinishing = true
        let view = try endTouchOnTarget(touch, at: point)
        if touch.isHeld {
            try recognizePress(touch, .ended, at: point)
        } else if touch.canBeTap, !touch.target.isControl {
            try recognizeTap(at: point, tapCount: touch.tapCount)
        }
        return view
    }

    private func endTouchOnTarget(_ touch: TouchInProgress, at point: Point) throws -> AnnotationView? {
        switch touch.target {
        case .view(let view):
            if touch.dragOffset != nil {
                try drop(view)
            } else {
                try view.dispatch(.touchesEnded(point))
                view.isHighlighted = false
            }
            return view
        case .calloutAccessory(let view, let side):
            // A control reports a touch that goes up inside it (UIControl's touch-up-inside),
            // however long the finger was held.
            if let callout = shownCallout(), callout.view === view,
               callout.accessoryFrame(side)?.contains(point) == true, let accessory = callout.accessory(side) {
                try delegate?.mapView(self, annotationView: view,
                                      calloutAccessoryControlTapped: CalloutAccessoryControl(side: side, accessory: accessory))
            }
            return view
        case .compass:
            // As MapKit's compass, a button: a touch that goes up on it, however long it was
            // held or wherever it went before (UIControl's touch-up-inside), turns the map back
            // to north, a change of region the delegate hears of, animated.
            if compass?.contains(point) == true {
                try changeRegion(animated: true, to: Viewport(size: size, center: viewport.center, zoomScale: viewport.zoomScale, heading: 0),
                                 region: region)
            }
            return nil
        case .callout:
            return view(answering: .callout)
        case .lostView:
            return nil
        case .map:
            // A tap on the empty map deselects, as MKMapView's own tap does; a pan is no tap,
            // and its lift ends the change of region it made.
            if touch.hasMoved {
                try endRegionGesture()
            } else if !touch.isHeld, let selected = selectedAnnotation {
                try deselectAnnotation(selected, animated: true)
            }
            return nil
        }
    }

    private func cancelTouch(_ touch: TouchInProgress) throws -> AnnotationView? {
        let view: AnnotationView?
        do {
            defer { if activeTouch === touch { activeTouch = nil } }
            touch.isFinishing = true
            view = try cancelTouchOnTarget(touch)
            if touch.isHeld { try recognizePress(touch, .cancelled, at: touch.lastPoint) }
        }
        // A cancelled touch is no tap: the taps in succession before it are over.
        try endTapSequence()
        return view
    }

    private func cancelTouchOnTarget(_ touch: TouchInProgress) throws -> AnnotationView? {
        guard let view = touch.view else {
            // A cancelled pan leaves the map where the finger took it; the change still ends.
            if touch.hasMoved { try endRegionGesture() }
            return nil
        }
        try cancelWork(of: touch, on: view)
        return view
    }

    /// What cancelling a touch does to its view: a drag of it is cancelled, else the view
    /// hears `touchesCancelled` and is no longer highlighted.
    private func cancelWork(of touch: TouchInProgress, on view: AnnotationView) throws {
        if touch.dragOffset != nil {
            touch.dragOffset = nil
            try cancelDrag(of: view)
        } else {
            try view.dispatch(.touchesCancelled)
            view.isHighlighted = false
        }
    }

    /// Before annotations leave the map: a touch on the view of one of them is cancelled for
    /// that view, as UIKit cancels the touches of a view taken out of its window, and a drag
    /// of it ends through `.canceling`. The finger is still down: the touch goes on, touching
    /// nothing, until it ends or is cancelled. A touch already ending or being cancelled (a
    /// `didSelect` or a `.ending` hook removing its annotation) is not cancelled a second time:
    /// it just touches nothing from then on, and a drag already ending (`.ending` or
    /// `.canceling`) is not cancelled either: it reaches `.none` while the view is on the map.
    func cancelTouch(onViewsOf annotations: [Annotation]) throws {
        func leaving(_ view: AnnotationView) -> Bool {
            guard let annotation = view.annotation else { return false }
            return annotations.contains { $0 === annotation }
        }
        // A drag `drag(_:to:cancel:)` is making ends the same way, reported while the view is
        // still on the map.
        if let dragged = viewInScriptDrag, leaving(dragged) {
            if dragged.dragState == .starting || dragged.dragState == .dragging {
                viewInScriptDrag = nil
                try cancelDrag(of: dragged)
            } else {
                try finishEndingDrag(of: dragged)
            }
        }
        guard let touch = activeTouch, let view = touch.view, leaving(view) else { return }
        touch.target = .lostView
        if touch.isFinishing {
            view.isHighlighted = false
            try finishEndingDrag(of: view)
            return
        }
        try cancelWork(of: touch, on: view)
    }

    /// A drag whose end is being reported (`.ending` or `.canceling`) when its view leaves the
    /// map goes to `.none` at once, as the built-in `setDragState` would next, so that the
    /// report of it is made while the view is still on the map.
    private func finishEndingDrag(of view: AnnotationView) throws {
        guard view.dragState == .ending || view.dragState == .canceling else { return }
        try view.changeDragState(to: .none)
    }

    /// Called by the built-in `touchesEnded`: selects the view when the touch now ending went
    /// down on it, was not held, never wandered past the tap tolerance, and ends on it (a tap).
    /// Selecting the selected view keeps it.
    func viewReceivedTouchUp(_ view: AnnotationView, at point: Point) throws {
        guard let touch = activeTouch, touch.view === view, touch.canBeTap, touch.dragOffset == nil,
              let annotation = view.annotation, view.slot >= 0, try hitView(at: point) === view else { return }
        try selectAnnotation(annotation, animated: true)
    }

    // MARK: - Dragging by touch

    private func startDrag(of view: AnnotationView, touch: TouchInProgress, finger: Point) throws {
        // The hold is the map's gesture now; UIKit cancels the touches the view was following.
        try view.dispatch(.touchesCancelled)
        view.isHighlighted = false
        guard activeTouch === touch else { return }
        if let annotation = view.annotation { try requireMovable(annotation, "long press") }
        try requireDragStateNone(view, "long press")
        let center = view.center
        touch.dragOffset = Point(x: center.x - finger.x, y: center.y - finger.y)
        try view.dispatch(.setDragState(.starting, animated: true))
        // A hook that removed the annotation has cancelled the drag already (dragOffset is nil).
        guard touch.dragOffset != nil else { return }
        if view.dragState == .canceling {
            touch.dragOffset = nil
            try settleCanceledDrag(of: view)
        } else {
            try requireDragNotAborted(by: view, "long press")
        }
    }

    /// The drop: the annotation moves to the coordinate under the view's point (its centre less
    /// `centerOffset`) when the view reached `.dragging`, then the map sets `.ending`.
    private func drop(_ view: AnnotationView) throws {
        if view.dragState == .canceling { return try settleCanceledDrag(of: view) }
        if view.dragState == .dragging, let annotation = view.annotation {
            let center = view.center, offset = view.centerOffset
            let coordinate = viewport.coordinate(for: Point(x: center.x - offset.x, y: center.y - offset.y))
            if coordinate.isValid { annotation.coordinate = coordinate }
        }
        try view.dispatch(.setDragState(.ending, animated: true))
    }

    func cancelDrag(of view: AnnotationView) throws {
        try view.dispatch(.setDragState(.canceling, animated: true))
        if let annotation = view.annotation, let slot = slot(of: annotation) { position(view, at: annotationSlots[slot].mapPoint) }
    }

    // MARK: - Hit testing and checks

    private func touchTarget(at point: Point) throws -> TouchTarget {
        // The compass is drawn above everything, callouts included.
        if compass?.contains(point) == true { return .compass }
        if let callout = shownCallout(), callout.layout.contains(point) {
            for side in [CalloutSide.left, .right] {
                if callout.accessory(side)?.isControl == true, callout.accessoryFrame(side)?.contains(point) == true {
                    return .calloutAccessory(callout.view, side)
                }
            }
            return .callout
        }
        return try hitView(at: point).map(TouchTarget.view) ?? .map
    }

    private func currentTouch(_ operation: String, phaseArgument: Int) throws -> TouchInProgress {
        guard let touch = activeTouch else {
            var error = SceneError("\(operation): no touch is down (begin one with map.touch(.began, at:), or map.longPress(at:))")
            error.argumentPosition = phaseArgument
            throw error
        }
        return touch
    }

    /// `argument` and `label` say which argument of the call is the point, for the caret.
    private func requireFinite(_ point: Point, _ operation: String, argument: Int, label: String = "at") throws {
        guard point.x.isFinite, point.y.isFinite else {
            throw SceneError("\(operation): the point must have finite coordinates", argument: argument, label: label)
        }
    }

    private func requireInside(_ point: Point, _ operation: String, argument: Int, label: String = "at") throws {
        // As the view's bounds (a CGRect) hold their minimum edges and not their maximum ones.
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
            throw SceneError("\(operation): the point (\(NumberWording.text(point.x)), \(NumberWording.text(point.y))) is outside the map view, "
                             + "which is \(NumberWording.text(size.width)) by \(NumberWording.text(size.height)) points",
                             argument: argument, label: label)
        }
    }
}
