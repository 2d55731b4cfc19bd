import MapScriptGeometry

/// A gesture recognizer attached to the map (UIGestureRecognizer added with
/// `addGestureRecognizer`): how an app learns of a tap or a long press on the map itself,
/// which MapKit's delegate does not report (a tap on an overlay, a press that drops a pin).
///
/// The map's own gestures still happen, as they do when an app answers true to
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, as apps adding recognizers to a
/// map view do: a tap on a view both selects it and runs a tap recognizer's action. A tap on
/// a control (a callout's accessory button, the compass) is the control's alone, as UIKit
/// gives a control's own action precedence over a recognizer of a view behind it.
///
/// The action is the owner's (the scripting layer sets it); the scene knows nothing of it
/// but that it is called with the recognizer, whose `state` and `location` say what happened.
///
/// `require(toFail:)` makes one recognizer wait for another to fail, as UIKit's does: a single
/// tap that requires a double tap to fail runs only once the taps in succession are over
/// without a second (`MapView.endTapSequence`), and not at all when the double tap happens.
open class GestureRecognizer {
    /// Where the recognizer is in recognizing its gesture; `.possible` between gestures.
    public internal(set) var state: GestureRecognizerState = .possible
    /// A disabled recognizer takes no part in gestures; one disabled in the middle of a long
    /// press is cancelled (`setEnabled`).
    public private(set) var isEnabled = true
    /// True while the map runs the action: a recognizer its own action disables is cancelled
    /// once the action returns.
    var isRunningAction = false
    /// The map it is attached to, if any.
    public internal(set) weak var view: MapView?
    /// Where the finger is, in the map view's points, as of the last state change.
    public internal(set) var location = Point(x: 0, y: 0)
    /// Called at every change of state but to `.possible`.
    public var action: ((GestureRecognizer) throws -> Void)?

    /// UIGestureRecognizer.isEnabled: turning a recognizer off in the middle of its long press
    /// cancels it there and then, as UIKit does, its action hearing `.cancelled` where the
    /// finger last was (from its own action, once that returns); a tap waiting for it to fail
    /// is recognized then.
    public func setEnabled(_ enabled: Bool) throws {
        isEnabled = enabled
        if !enabled, !isRunningAction, let view { try view.recognizerWasDisabled(self) }
    }

    /// The recognizers this one waits for to fail (`require(toFail:)`), held weakly: one that
    /// is gone can no longer recognize, so it has failed.
    private var failureRequirements: [WeakGestureRecognizer] = []

    public init() {}

    /// UIGestureRecognizer.require(toFail:): this recognizer recognizes its gesture only once
    /// `other` has failed to recognize its own; when `other` recognizes, this one fails. A
    /// recognizer cannot wait for itself, nor for one that waits for it, however indirectly
    /// (each would wait for the other for ever, and neither would recognize); asking twice
    /// waits once.
    public func require(toFail other: GestureRecognizer) throws {
        guard other !== self else {
            throw SceneError("require(toFail:): a gesture recognizer cannot wait for its own failure", argument: 0, label: "toFail")
        }
        guard !other.waits(for: self) else {
            throw SceneError("require(toFail:): that recognizer already waits for this one to fail (itself or through others), so they would wait for each other "
                             + "and none would ever recognize", argument: 0, label: "toFail")
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        if !failureRequirements.contains(where: { $0.recognizer === other }) {
            failureRequirements.append(WeakGestureRecognizer(recognizer: other))
        }
    }

    /// Whether this recognizer waits for `other` to fail, directly or through others it waits for.
    private func waits(for other: GestureRecognizer) -> Bool {
        var seen: [ObjectIdentifier] = []
        var pending = recognizersRequiredToFail
        while let next = pending.popLast() {
            if next === other { return true }
            guard !seen.contains(ObjectIdentifier(next)) else { continue }
            seen.append(ObjectIdentifier(next))
            pending += next.recognizersRequiredToFail
        }
        return false
    }

    /// The recognizers still alive that this one waits for to fail, in the order required.
    var recognizersRequiredToFail: [GestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
    }

    /// UIGestureRecognizer.location(in:) for the map view: the finger's point.
    public func location(in view: MapView) -> Point {
        location
    }

    /// UIGestureRecognizer.location(in:) for an annotation view: the finger's point in the
    /// view's own points, which start at its top left, as its `hitTest` takes them; nil is the
    /// window, which the map fills.
    public func location(in view: AnnotationView?) -> Point {
        guard let view else { return location }
        return Point(x: location.x - view.frame.origin.x, y: location.y - view.frame.origin.y)
    }
}
