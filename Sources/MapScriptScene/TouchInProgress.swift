import MapScriptGeometry

/// The one touch the map follows, from `touch(.began)` (or a tap or long press) to its end.
/// A class, so that code running hooks in the middle can tell whether the touch it started
/// with is still the one down.
final class TouchInProgress {
    /// What the touch went down on; `.lostView` once that view leaves the map.
    var target: TouchTarget
    /// True for a touch held in place (a long press): its end is not a tap.
    var isHeld = false
    /// While the map drags the touched view: the view's centre minus the finger's point, kept
    /// as the finger moves.
    var dragOffset: Point?
    /// Where the finger is now: a finger that pans the map moves it by the difference.
    var lastPoint: Point
    /// True once the finger has panned the map (or would have, with scrolling disabled): its
    /// end is not a tap.
    var hasMoved = false

    /// Set once the touch is ending or being cancelled: its view's `touchesEnded` (or the drop
    /// of its drag) or its cancellation is being delivered. A touch ends once, so taking its
    /// view off the map then does not cancel it as well.
    var isFinishing = false

    /// Set when the view's `touchesMoved` reached the built-in one, which leaves the move to
    /// the map (see `MapView.moveTouch`).
    var movePassedOn = false

    /// Which tap of taps in quick succession this touch is, 1 for the first (UITouch.tapCount);
    /// `MapView.tap(at:tapCount:)` and `touchDown(at:tapCount:)` set it.
    var tapCount = 1

    /// The long-press recognizers that began with this touch (`MapView+GestureRecognizers`).
    var pressRecognizers: [LongPressGestureRecognizer] = []

    /// Where the finger came down.
    let startPoint: Point
    /// True once the finger has been further than `MapView.tapTolerance` from where it came
    /// down (a tap recognizer fails once the finger wanders, even if it comes back; a pan
    /// recognizer begins only then).
    private(set) var hasWandered = false
    /// True while the touch can still end as a tap: not held, and not wandered.
    var canBeTap: Bool { !isHeld && !hasWandered }

    init(target: TouchTarget, at point: Point) {
        self.target = target
        lastPoint = point
        startPoint = point
    }

    /// Notes that the finger is at `point`: past the tolerance, the touch has wandered.
    func move(to point: Point) {
        lastPoint = point
        if !MapView.isWithinTapTolerance(point, of: startPoint) { hasWandered = true }
    }

    /// The annotation view the touch is on, if any.
    var view: AnnotationView? {
        if case .view(let view) = target { return view }
        return nil
    }
}
