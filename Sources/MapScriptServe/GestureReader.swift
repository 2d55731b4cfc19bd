import MapScriptGeometry
import MapScriptScene

/// Reads pointer and keyboard input as a finger on a MapKit map, and makes the map calls a
/// script would, phase by phase as UIKit delivers a touch, so the map decides what the touch
/// is exactly as it does for `map.touch`:
///
/// - down: the touch begins at once (`touch(.began)`, with the page's count of taps in quick
///   succession as its `tapCount`), so the view under the finger hears `touchesBegan` and is
///   drawn highlighted while the finger is down, as in UIKit;
/// - a move: `touch(.moved)`. Past the map's tap tolerance the finger pans the map (a view's
///   touch is cancelled as MapKit's pan takes over), drags the view it holds, or stays the
///   touch of a view that follows touches itself (a script class that overrides
///   `touchesMoved`, as seed 002's legacy drag does); on the compass it does nothing;
/// - held still for the page's long-press delay: the touch becomes a long press
///   (`holdTouch()`, as `map.longPress(at:)`): a draggable view is dragged, and long-press
///   recognizers begin;
/// - up: `touch(.ended)`. A tap selects, deselects, or taps a control (a callout's
///   accessory, the compass of a turned map); the second tap in quick succession (a double
///   click) zooms in twice about it;
/// - the wheel or a pinch: `map.zoom(by:, about:)`, one change of region from its first step
///   to its end;
/// - an arrow key: one pan, a whole change of region (`+` and `-` are a zoom's step and end);
/// - the end of taps in succession (no tap within the double-tap interval): `map.endTapSequence()`,
///   so a tap recognizer waiting for a double tap to fail recognizes its tap.
/// Pans and zooms are the map's gestures: `scrollEnabled` and `zoomEnabled` turn them off.
final class GestureReader {
    /// Between a pinch's or the wheel's first step and its end. The touch needs no state of
    /// its own here: the map follows it, and says whether one is down.
    private var isZooming = false

    /// Feeds one message to the map. After an error (a hook that failed) the caller `forget()`s
    /// the gesture and ends what the hook left going.
    func handle(_ message: PointerMessage, on map: MapView) throws {
        switch message {
        case .down(let point, let taps):
            try reset(on: map)
            try map.touchDown(at: point, tapCount: taps)
        case .move(let point):
            if map.isTouchDown { try map.touch(.moved, at: point) }
        case .hold:
            if map.isTouchDown { try map.holdTouch() }
        case .up(let point):
            if map.isTouchDown { try map.touch(.ended, at: point) }
        case .cancel:
            try reset(on: map)
        case .zoom(let factor, let point):
            // A finger is one gesture at a time: the wheel turned while it is down does not zoom.
            guard !map.isTouchDown else { return }
            isZooming = true
            try map.zoomGesture(by: factor, about: point)
        case .zoomEnd:
            guard isZooming else { return }
            isZooming = false
            try map.endRegionGesture()
        case .pan(let dx, let dy):
            guard !map.isTouchDown else { return }
            try map.panGesture(dx: dx, dy: dy)
            try map.endRegionGesture()
        case .tapsEnded:
            // Between gestures, or with a finger down that is not yet anything: the taps are over.
            try map.endTapSequence()
        }
    }

    /// Ends whatever gesture was going on: a touch that is down is cancelled, a pan or a zoom
    /// ends.
    func reset(on map: MapView) throws {
        isZooming = false
        try map.endGestures()
    }

    /// Forgets the gesture without telling the map (after an error, or when the scene is new).
    func forget() {
        isZooming = false
    }
}
