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
open class GestureRecognizer {
    /// Where the recognizer is in recognizing its gesture; `.possible` between gestures.
    public internal(set) var state: GestureRecognizerState = .possible
    /// A disabled recognizer takes no part in gestures; one disabled in the middle of a long
    /// press is cancelled at the finger's next move or lift, as UIKit cancels it.
    public var isEnabled = true
    /// The map it is attached to, if any.
    public internal(set) weak var view: MapView?
    /// Where the finger is, in the map view's points, as of the last state change.
    public internal(set) var location = Point(x: 0, y: 0)
    /// Called at every change of state but to `.possible`.
    public var action: ((GestureRecognizer) throws -> Void)?

    public init() {}

    /// UIGestureRecognizer.location(in:) for the map view: the finger's point.
    public func location(in view: MapView) -> Point {
        location
    }
}
