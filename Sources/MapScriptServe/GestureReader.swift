import MapScriptGeometry
import MapScriptScene

/// Reads pointer and keyboard input as a finger on a MapKit map, and makes the map calls a
/// script would:
///
/// - down and up without moving: `map.tap(at:, tapCount:)` (select, deselect, accessory
///   taps), with the page's count of taps in quick succession, so that a double click is a
///   double tap (`tapCount: 2`, which zooms in twice about it);
/// - down, then held still (the page's hold): `map.longPress(at:)`, so a draggable view is
///   dragged, and the moves and the up that follow are `map.touch(.moved)` and `.ended`; a
///   hold on a view that does not drag is a press, and moving on from it pans the map, as
///   MapKit's pan takes over a finger that moves (the view's touch is cancelled, while a
///   long-press recognizer follows the finger to its lift);
/// - down and moved past the map's tap tolerance (`MapView.isWithinTapTolerance`): on a view
///   that follows touches itself (a script class that overrides `touchesMoved`, as seed
///   002's legacy drag does) the touch goes to it through `map.touch`; anywhere else the
///   finger pans the map (`map.pan`), one change of region from its first move to its lift,
///   as MapKit reports a gesture;
/// - down on the compass of a turned map: a button, which a lift on it taps (north up again);
///   the finger does not pan the map;
/// - the wheel or a pinch: `map.zoom(by:, about:)`, one change of region from its first step
///   to its end;
/// - an arrow key: one pan, a whole change of region (`+` and `-` are a zoom's step and end);
/// - the end of taps in succession (no tap within the double-tap interval): `map.endTapSequence()`,
///   so a tap recognizer waiting for a double tap to fail recognizes its tap.
/// Pans and zooms are the map's gestures: `scrollEnabled` and `zoomEnabled` turn them off.
final class GestureReader {
    private enum State {
        case idle
        /// Down at `start`, not yet a tap, a hold, a touch or a pan.
        case pressed(start: Point, viewFollowsTouches: Bool)
        /// A touch the map follows (`map.touch`), after a hold or on a view that follows touches.
        case touching(last: Point)
        case panning(last: Point)
        /// Between a pinch's or the wheel's first step and its end.
        case zooming
        /// Down on the compass, a button: the finger neither pans nor presses, and a lift on the
        /// compass taps it (MKCompassButton).
        case onCompass(start: Point)
    }

    private var state = State.idle

    /// Feeds one message to the map. After an error (a hook that failed) the caller `forget()`s
    /// the gesture and cancels the touch the hook left down.
    func handle(_ message: PointerMessage, on map: MapView) throws {
        switch (message, state) {
        case (.down(let point), _):
            try reset(on: map)
            if map.compass?.contains(point) == true {
                state = .onCompass(start: point)
                return
            }
            let view = try map.hitTest(point)
            let follows = view?.overrides?.provides(.touchesMoved) == true
            state = .pressed(start: point, viewFollowsTouches: follows && map.shownCallout()?.layout.contains(point) != true)
        case (.move(let point), .pressed(let start, let follows)):
            guard !MapView.isWithinTapTolerance(point, of: start) else { return }
            if follows {
                state = .touching(last: point)
                try map.touch(.began, at: start)
                try map.touch(.moved, at: point)
            } else {
                state = .panning(last: point)
                try map.panGesture(dx: start.x - point.x, dy: start.y - point.y)
            }
        case (.move(let point), .touching):
            state = .touching(last: point)
            try map.touch(.moved, at: point)
        case (.move(let point), .panning(let last)):
            state = .panning(last: point)
            try map.panGesture(dx: last.x - point.x, dy: last.y - point.y)
        case (.hold, .pressed(let start, _)):
            // The map follows the held touch: a drag, a view's own touch, or a press that its
            // pan takes over when the finger moves on, with the long-press recognizers along.
            state = .touching(last: start)
            try map.longPress(at: start)
            // A hook may have ended the touch (removed its view, say): nothing is left to follow.
            if !map.isTouchDown { state = .idle }
        case (.up(_, let taps), .pressed(let start, _)):
            state = .idle
            try map.tap(at: start, tapCount: taps)
        case (.up(let point, _), .onCompass(let start)):
            state = .idle
            if map.compass?.contains(point) == true { try map.tap(at: start) }
        case (.up(let point, _), .touching):
            state = .idle
            try map.touch(.ended, at: point)
        case (.cancel, .touching(let last)):
            state = .idle
            try map.touch(.cancelled, at: last)
        case (.up, .panning), (.cancel, .panning):
            state = .idle
            try map.endRegionGesture()
        case (.zoom(let factor, let point), .idle), (.zoom(let factor, let point), .zooming):
            state = .zooming
            try map.zoomGesture(by: factor, about: point)
        case (.zoom(let factor, let point), .panning):
            // Two fingers that pan and pinch at once: one gesture, which their lift ends.
            try map.zoomGesture(by: factor, about: point)
        case (.zoomEnd, .zooming):
            state = .idle
            try map.endRegionGesture()
        case (.pan(let dx, let dy), .idle):
            try map.panGesture(dx: dx, dy: dy)
            try map.endRegionGesture()
        case (.tapsEnded, _):
            // Between gestures, or with a finger down that is not yet anything: the taps are over.
            try map.endTapSequence()
        case (.up, _), (.cancel, _):
            state = .idle
        case (.move, _), (.hold, _), (.zoom, _), (.zoomEnd, _), (.pan, _):
            break
        }
    }

    /// Ends whatever gesture was going on: a touch the map follows is cancelled, a pan ends.
    func reset(on map: MapView) throws {
        let ending = state
        state = .idle
        switch ending {
        case .touching(let last): try map.touch(.cancelled, at: last)
        case .panning, .zooming: try map.endRegionGesture()
        case .idle, .pressed, .onCompass: break
        }
    }

    /// Forgets the gesture without telling the map (after an error, or when the scene is new).
    func forget() {
        state = .idle
    }
}
