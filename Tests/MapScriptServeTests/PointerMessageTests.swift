import MapScriptGeometry
import Testing
@testable import MapScriptServe

/// What the page may send, and what is refused: only pointer input, finite and in range.
@Suite struct PointerMessageTests {
    static let read: [(String, PointerMessage)] = [
        (#"{"t":"down","x":12,"y":30.5}"#, .down(Point(x: 12, y: 30.5))),
        (#"{"t":"move","x":-4,"y":0}"#, .move(Point(x: -4, y: 0))),
        (#"{"t":"up","x":1,"y":2}"#, .up(Point(x: 1, y: 2))),
        (#"{"t":"hold"}"#, .hold),
        (#"{"t":"cancel"}"#, .cancel),
        (#"{"t":"zoom","x":100,"y":50,"factor":1.5}"#, .zoom(factor: 1.5, about: Point(x: 100, y: 50))),
        (#"{"t":"zoomend"}"#, .zoomEnd),
        (#"{"t":"tapsend"}"#, .tapsEnded),
        (#"{"t":"pan","dx":-80,"dy":0}"#, .pan(dx: -80, dy: 0)),
        (#"{"t":"down","x":3,"y":4,"taps":2}"#, .down(Point(x: 3, y: 4), taps: 2)),
    ]

    @Test(arguments: read)
    func readsPointerInput(_ text: String, _ expected: PointerMessage) {
        #expect(PointerMessage(json: Array(text.utf8)) == expected)
    }

    static let refused = [
        #"{"t":"script","text":"map.zoom(by: 2)"}"#,     // never script text
        #"{"t":"down","x":"12","y":3}"#,                // a string for a number
        #"{"t":"down","x":12}"#,                        // a coordinate missing
        #"{"t":"down","x":1e9,"y":3}"#,                 // out of any screen
        #"{"t":"zoom","x":1,"y":2,"factor":1000}"#,     // beyond a wheel's or a pinch's step
        #"{"t":"zoom","x":1,"y":2,"factor":0}"#,
        #"{"t":"down","x":1,"y":2,"taps":0}"#,         // a touch is at least the first tap
        #"{"t":"down","x":1,"y":2,"taps":1.5}"#,        // a count is whole
        #"{"t":"down","x":1,"y":2,"taps":1000}"#,       // no finger taps so fast
        #"{"t":"doubletap","x":3,"y":4}"#,             // a double tap is the second touch's count
        #"["down",1,2]"#,
        "not json",
        #"{"t":"down","x":1,"y":2,"pad":""# + String(repeating: "x", count: 300) + #""}"#,  // too long
    ]

    @Test(arguments: refused)
    func refusesAnythingElse(_ text: String) {
        #expect(PointerMessage(json: Array(text.utf8)) == nil)
    }

    @Test func theRateLimiterDropsFloodsButNeverTheEndOfAGesture() {
        var limiter = EventRateLimiter()
        let allowed = (0..<1000).filter { _ in limiter.allows(.move(Point(x: 1, y: 1))) }.count
        #expect(allowed >= Int(EventRateLimiter.burst) && allowed < 200)
        let endsAllowed = limiter.allows(.up(Point(x: 1, y: 1))) && limiter.allows(.cancel)
        #expect(endsAllowed)
    }
}
