import Foundation
import MapScriptGeometry
import MapScriptRuntime
import Testing
@testable import MapScriptServe

/// Pointer input reaches the scene as a finger's would, through the same calls as a
/// scripted interaction; hooks run and print; a failing hook or script never ends the scene.
@Suite struct LiveSceneTests {
    // In the 400 x 300 map of `ServedScript`, the museum's point is (125, 150) and the
    // picnic's (275, 150); a pin's head is 25 points above its point.

    @Test func aClickSelectsAndShowsTheCallout() throws {
        let script = try ServedScript()
        defer { script.remove() }
        let scene = script.scene()
        let first = scene.run()
        #expect(first.scriptIsGood && first.svg != nil)
        // The finger down highlights the pin at once, as UIKit does, before it is a tap or a hold.
        let pressed = scene.handle(.down(Point(x: 125, y: 130)))
        #expect(pressed.svg?.contains("data-highlighted=\"true\"") == true)
        let update = scene.handle(.up(Point(x: 126, y: 131)))
        #expect(update.printed == "selected Museum\n")
        #expect(update.svg?.contains("class=\"callout\"") == true)
        #expect(update.svg?.contains("data-highlighted") == false)
        // A click on the empty map deselects.
        _ = scene.handle(.down(Point(x: 20, y: 20)))
        #expect(scene.handle(.up(Point(x: 20, y: 20))).svg?.contains("class=\"callout\"") == false)
    }

    /// A finger down is the view's `touchesBegan` at once, as UIKit delivers a touch; when the
    /// finger moves on, the map's pan takes over and the view's touch is cancelled.
    @Test func aPressIsTheViewsTouchAtOnceUntilThePanTakesIt() throws {
        let script = try ServedScript("""
        map.size = Size(400, 300)
        map.region = Region(center: @(0, 0), span: Span(4, 4))
        class Feeler: PinAnnotationView {
          func touchesBegan(point) {
            print("began", point.x, point.y)
            super.touchesBegan(point)
          }
          func touchesCancelled() {
            print("cancelled")
            super.touchesCancelled()
          }
        }
        annotation museum at @(0, -1) { title = "Museum" }
        on viewFor(annotation) { return Feeler(annotation, reuseIdentifier: "feeler") }
        on regionDidChange(animated) { print("region changed") }

        """)
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        #expect(scene.handle(.down(Point(x: 125, y: 130))).printed == "began 125 130\n")
        #expect(scene.handle(.move(Point(x: 128, y: 130))).printed.isEmpty, "within the tolerance the touch is the view's")
        #expect(scene.handle(.move(Point(x: 175, y: 130))).printed == "cancelled\n")
        #expect(scene.handle(.up(Point(x: 175, y: 130))).printed == "region changed\n")
    }

    @Test func holdingADraggablePinDragsIt() throws {
        let script = try ServedScript()
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 275, y: 130)))
        #expect(scene.handle(.hold).printed == "none -> starting\nstarting -> dragging\n")
        let moved = scene.handle(.move(Point(x: 355, y: 130)))
        #expect(moved.svg?.contains("data-drag-state=\"dragging\"") == true)
        #expect(scene.handle(.up(Point(x: 355, y: 130))).printed == "dragging -> ending\nending -> none\n")
    }

    @Test func movingOnTheMapPansAndTheWheelZooms() throws {
        let script = try ServedScript()
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 50, y: 150)))
        #expect(scene.handle(.move(Point(x: 52, y: 150))).printed.isEmpty, "within the slop a finger has not moved")
        // The pan is one change of region, as MapKit reports a gesture: it ends when the finger lifts.
        #expect(scene.handle(.move(Point(x: 90, y: 150))).printed.isEmpty)
        #expect(scene.handle(.move(Point(x: 120, y: 150))).printed.isEmpty)
        #expect(scene.handle(.up(Point(x: 120, y: 150))).printed == "region changed\n")
        // So is a turn of the wheel or a pinch, from its first step to its end.
        let zoomed = scene.handle(.zoom(factor: 2, about: Point(x: 100, y: 100)))
        #expect(zoomed.printed.isEmpty && zoomed.svg != nil, "the map zooms at once; the change is reported at the end")
        #expect(scene.handle(.zoom(factor: 1.5, about: Point(x: 100, y: 100))).printed.isEmpty)
        #expect(scene.handle(.zoomEnd).printed == "region changed\n")
        #expect(scene.handle(.zoomEnd).printed.isEmpty, "an ended gesture owes nothing")
        // A finger that comes down ends a pinch still going on.
        _ = scene.handle(.zoom(factor: 0.5, about: Point(x: 100, y: 100)))
        #expect(scene.handle(.down(Point(x: 20, y: 20))).printed == "region changed\n")
    }

    /// An arrow key pans by its step, a whole change of region; with scrolling off it does nothing.
    @Test func anArrowKeyPansTheMap() throws {
        let script = try ServedScript(ServedScript.scene.replacingOccurrences(
            of: #"print("region changed")"#, with: #"print("region changed", map.convert(museum.coordinate))"#))
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        let printed = scene.handle(.pan(dx: 80, dy: 0)).printed
        #expect(printed.hasPrefix("region changed Point(45.0"), "\(printed)")
        _ = scene.handle(.down(Point(x: 20, y: 20)))
        #expect(scene.handle(.pan(dx: 80, dy: 0)).printed.isEmpty, "a finger down: the keys wait")
    }

    @Test func aDoubleTapZoomsInTwiceAboutIt() throws {
        let script = try ServedScript(ServedScript.scene.replacingOccurrences(
            of: #"on regionDidChange(animated) { print("region changed") }"#,
            with: #"on regionDidChange(animated) { print("to", map.zoomScale, map.convert(museum.coordinate)) }"#)
            + #"on regionWillChange(animated) { print("from", map.zoomScale, map.convert(museum.coordinate)) }"# + "\n")
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        // The point double-tapped stays where it is: the museum, beside it, moves away from it
        // twice as far. The page counts the taps as each comes down; the second one's lift is the double tap.
        _ = scene.handle(.down(Point(x: 100, y: 150)))
        #expect(scene.handle(.up(Point(x: 100, y: 150))).printed.isEmpty)
        _ = scene.handle(.down(Point(x: 100, y: 150), taps: 2))
        let update = scene.handle(.up(Point(x: 100, y: 150)))
        let lines = update.printed.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 2) }
        try #require(lines.count == 2 && lines.allSatisfy { $0.count == 3 }, "\(update.printed)")
        #expect(lines[0][0] == "from" && lines[1][0] == "to")
        let before = try #require(Double(lines[0][1])), after = try #require(Double(lines[1][1]))
        #expect(after == before * 2)
        func x(_ point: Substring) -> Double? { Double(point.dropFirst("Point(".count).prefix { $0 != "," }) }
        let museumBefore = try #require(x(lines[0][2])), museumAfter = try #require(x(lines[1][2]))
        #expect(museumBefore != 100 && abs((museumAfter - 100) - 2 * (museumBefore - 100)) < 1e-9)
    }

    /// A double click is a double tap to the script's recognizers too: one wanting two taps
    /// runs at the second lift, one wanting one at each.
    @Test func aDoubleTapReachesARecognizerWantingTwoTaps() throws {
        let script = try ServedScript(ServedScript.scene + """
        map.addGestureRecognizer(TapGestureRecognizer(action: func () { print("single") }))
        let double = TapGestureRecognizer(action: func (r) { print("double at", r.location(in: map)) })
        double.numberOfTapsRequired = 2
        map.addGestureRecognizer(double)

        """)
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 100, y: 250)))
        #expect(scene.handle(.up(Point(x: 100, y: 250))).printed == "single\n")
        _ = scene.handle(.down(Point(x: 101, y: 250), taps: 2))
        #expect(scene.handle(.up(Point(x: 101, y: 250))).printed == "single\ndouble at Point(101, 250)\nregion changed\n")
    }

    /// A tap recognizer that requires a double tap to fail waits for the page to say the taps
    /// are over (`tapsend`, the double-tap interval after a lift); a double tap fails it, and a
    /// finger that comes down as no next tap (the page counts it the first) ends the taps as
    /// the interval would.
    @Test func aSingleTapWaitingForADoubleTapRunsWhenTheTapsAreOver() throws {
        let script = try ServedScript(ServedScript.scene + """
        let single = TapGestureRecognizer(action: func (r) { print("single at", r.location(in: map)) })
        let double = TapGestureRecognizer(action: func () { print("double") })
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        map.addGestureRecognizer(single)
        map.addGestureRecognizer(double)

        """)
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 100, y: 250)))
        #expect(scene.handle(.up(Point(x: 100, y: 250))).printed == "")
        _ = scene.handle(.down(Point(x: 101, y: 250), taps: 2))
        #expect(scene.handle(.up(Point(x: 101, y: 250))).printed == "double\nregion changed\n")
        #expect(scene.handle(.tapsEnded).printed == "")

        _ = scene.handle(.down(Point(x: 30, y: 40)))
        #expect(scene.handle(.up(Point(x: 30, y: 40))).printed == "")
        #expect(scene.handle(.tapsEnded).printed == "single at Point(30, 40)\n")

        _ = scene.handle(.down(Point(x: 30, y: 40)))
        _ = scene.handle(.up(Point(x: 30, y: 40)))
        #expect(scene.handle(.down(Point(x: 200, y: 200))).printed == "single at Point(30, 40)\n")
        _ = scene.handle(.up(Point(x: 200, y: 200)))
        _ = scene.handle(.tapsEnded)
        // A second finger at the tap's place that is held, or cancelled, is no second tap.
        _ = scene.handle(.down(Point(x: 30, y: 40)))
        _ = scene.handle(.up(Point(x: 30, y: 40)))
        _ = scene.handle(.down(Point(x: 30, y: 40), taps: 2))
        #expect(scene.handle(.hold).printed == "single at Point(30, 40)\n")
        #expect(scene.handle(.up(Point(x: 30, y: 40))).printed.isEmpty)
        _ = scene.handle(.down(Point(x: 30, y: 40)))
        _ = scene.handle(.up(Point(x: 30, y: 40)))
        _ = scene.handle(.down(Point(x: 30, y: 40), taps: 2))
        #expect(scene.handle(.cancel).printed == "single at Point(30, 40)\n")
    }

    /// `scrollEnabled` and `zoomEnabled` off: the finger and the wheel leave the map where
    /// it is, and a finger that moved is still no tap; the script's own calls move it.
    @Test func disabledGesturesLeaveTheMapAlone() throws {
        let script = try ServedScript(ServedScript.scene + "map.scrollEnabled = false\nmap.zoomEnabled = false\n")
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 50, y: 150)))
        _ = scene.handle(.move(Point(x: 125, y: 130)))
        let lifted = scene.handle(.up(Point(x: 125, y: 130)))
        #expect(lifted.printed.isEmpty && lifted.svg == nil, "no pan, no change of region, and no tap on the museum")
        #expect(scene.handle(.zoom(factor: 2, about: Point(x: 100, y: 100))).svg == nil)
        #expect(scene.handle(.zoomEnd).printed.isEmpty)
        _ = scene.handle(.down(Point(x: 100, y: 100), taps: 2))
        #expect(scene.handle(.up(Point(x: 100, y: 100))).svg == nil)
    }

    /// The compass of a turned map is a button: a finger that comes down on it and moves does
    /// not pan the map, and a lift on it turns the map back to north.
    @Test func aFingerOnTheCompassDoesNotPan() throws {
        let script = try ServedScript(ServedScript.scene + "map.heading = 30\n")
        defer { script.remove() }
        let scene = script.scene()
        #expect(scene.run().svg?.contains("class=\"compass\"") == true)
        // The compass is top right: 18 points of radius, 16 from the edges of the 400-point map.
        let compass = Point(x: 400 - 16 - 18, y: 16 + 18)
        _ = scene.handle(.down(compass))
        #expect(scene.handle(.move(Point(x: 300, y: 100))).svg == nil)
        let lifted = scene.handle(.up(Point(x: 300, y: 100)))
        #expect(lifted.printed.isEmpty && lifted.svg == nil, "no pan, and a lift off the compass is no tap")
        // A button: held, then lifted on it, it is tapped all the same.
        _ = scene.handle(.down(compass))
        _ = scene.handle(.hold)
        let tapped = scene.handle(.up(compass))
        #expect(tapped.svg.map { !$0.contains("class=\"compass\"") } == true, "north is up again")
    }

    /// Two pages on one map: the last to touch takes it. The first page's drag is cancelled
    /// when the second page's finger comes down, and the first page's later moves are not read.
    @Test func theLastPageToTouchTakesTheMap() throws {
        let script = try ServedScript()
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        let first = UUID(), second = UUID()
        _ = scene.handle(.down(Point(x: 275, y: 130)), from: first)
        #expect(scene.handle(.hold, from: first).printed == "none -> starting\nstarting -> dragging\n")
        #expect(scene.handle(.down(Point(x: 125, y: 130)), from: second).printed == "dragging -> canceling\ncanceling -> none\n")
        #expect(scene.handle(.move(Point(x: 355, y: 130)), from: first).printed.isEmpty)
        #expect(scene.handle(.up(Point(x: 355, y: 130)), from: first).printed.isEmpty)
        #expect(scene.handle(.up(Point(x: 125, y: 130)), from: second).printed == "selected Museum\n")
        // A page that closes mid-pan ends its pan: the change of region it began is reported.
        _ = scene.handle(.down(Point(x: 50, y: 250)), from: first)
        #expect(scene.handle(.move(Point(x: 90, y: 250)), from: first).printed.isEmpty)
        #expect(scene.pageClosed(second).printed.isEmpty, "a page with no gesture going on ends nothing")
        #expect(scene.pageClosed(first).printed == "region changed\n")
    }

    /// A hold on a pin that does not drag is a press; moving on from it pans the map, as
    /// MapKit's pan takes over a finger that moves, and selects nothing.
    @Test func holdingAPinThatDoesNotDragThenMovingPansTheMap() throws {
        let script = try ServedScript()
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 125, y: 130)))
        #expect(scene.handle(.hold).printed.isEmpty)
        #expect(scene.handle(.move(Point(x: 175, y: 130))).printed.isEmpty)
        #expect(scene.handle(.up(Point(x: 175, y: 130))).printed == "region changed\n")
    }

    /// A hold on a pin that does not drag begins a long-press recognizer, which follows the
    /// finger to its lift: moving on pans the map and is the recognizer's change, as the
    /// scripted `map.longPress` and `touch(.moved)` are (the map's gestures and an app's
    /// recognizer recognize together).
    @Test func aLongPressRecognizerFollowsAHeldFingerThatPans() throws {
        let script = try ServedScript(ServedScript.scene + """
        func pressed(recognizer) {
          let p = recognizer.location(in: map)
          print(recognizer.state.name, p.x, p.y)
        }
        map.addGestureRecognizer(LongPressGestureRecognizer(action: pressed))

        """)
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 125, y: 130)))
        #expect(scene.handle(.hold).printed == "began 125 130\n")
        #expect(scene.handle(.move(Point(x: 175, y: 130))).printed == "changed 175 130\n")
        // A lift away from the last move moved there first, as a finger does.
        #expect(scene.handle(.up(Point(x: 180, y: 135))).printed == "changed 180 135\nregion changed\nended 180 135\n")
    }

    /// The page starts with no finger down: a touch the script left down (a drag in the
    /// middle, for its picture) is cancelled, and the page's first click is its own.
    @Test func aTouchTheScriptLeftDownIsCancelledBeforeThePageStarts() throws {
        let script = try ServedScript(ServedScript.scene + "map.longPress(at: Point(275, 130))\n")
        defer { script.remove() }
        let scene = script.scene()
        let start = scene.run()
        #expect(start.printed == "none -> starting\nstarting -> dragging\ndragging -> canceling\ncanceling -> none\n")
        #expect(start.svg?.contains("data-drag-state") == false)
        _ = scene.handle(.down(Point(x: 125, y: 130)))
        #expect(scene.handle(.up(Point(x: 125, y: 130))).printed == "selected Museum\n")
    }

    @Test func aFailingHookIsReportedAndTheSceneGoesOn() throws {
        let script = try ServedScript(ServedScript.scene.replacingOccurrences(
            of: #"print("selected", view.annotation.title)"#, with: "let broken = [1][5]"))
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 125, y: 130)))
        let failed = scene.handle(.up(Point(x: 125, y: 130)))
        #expect(failed.eventProblem?.contains("live.map:11:35: error: index 5 is out of range") == true)
        // The next gesture works.
        _ = scene.handle(.down(Point(x: 275, y: 130)))
        #expect(scene.handle(.hold).printed.contains("starting -> dragging"))
    }

    /// A hook that fails in the middle of a zoom ends the gesture: the change of region it
    /// began is reported, and the next zoom begins one of its own.
    @Test func aHookFailingMidZoomEndsTheZoom() throws {
        let script = try ServedScript(ServedScript.scene + """
        var failOnce = true
        annotation far at @(0, 5) { title = "Far" }
        on regionWillChange(animated) { print("region will change") }
        on didAddViews(views) {
          if failOnce and map.zoomScale < 0.0001 {
            failOnce = false
            let broken = [1][5]
          }
        }

        """)
        defer { script.remove() }
        let scene = script.scene()
        _ = scene.run()
        // Zoomed out, the far pin comes into view, and the hook told of its view fails.
        let failed = scene.handle(.zoom(factor: 0.25, about: Point(x: 200, y: 150)))
        #expect(failed.eventProblem?.contains("index 5 is out of range") == true, "\(failed.eventProblem ?? "no problem")")
        #expect(failed.printed == "region will change\nregion changed\n")
        #expect(scene.handle(.zoom(factor: 0.9, about: Point(x: 200, y: 150))).printed == "region will change\n")
        #expect(scene.handle(.zoomEnd).printed == "region changed\n")
    }

    @Test func aRunawayHookIsStoppedByTheStepLimit() throws {
        let script = try ServedScript(ServedScript.scene + """
        on didDeselect(view) { while true {} }

        """)
        defer { script.remove() }
        var options = RunOptions()
        options.maxSteps = 100_000
        let scene = script.scene(options: options)
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 125, y: 130)))
        _ = scene.handle(.up(Point(x: 125, y: 130)))
        _ = scene.handle(.down(Point(x: 20, y: 20)))
        #expect(scene.handle(.up(Point(x: 20, y: 20))).eventProblem?.contains("exceeded 100000 steps") == true)
    }

    @Test func aMissingScriptIsReportedOnceUntilItComesBack() throws {
        let script = try ServedScript()
        defer { script.remove() }
        let scene = script.scene()
        _ = try #require(scene.run().svg)
        try FileManager.default.removeItem(atPath: script.path)
        #expect(scene.filesChanged())
        #expect(scene.run().scriptProblem != nil)
        #expect(!scene.filesChanged(), "still missing: nothing new to read or report")
        try script.write(ServedScript.scene)
        #expect(scene.filesChanged())
        #expect(scene.run().scriptIsGood)
    }

    @Test func aBrokenScriptKeepsTheLastGoodPictureUntilItIsFixed() throws {
        let script = try ServedScript()
        defer { script.remove() }
        let scene = script.scene()
        let good = try #require(scene.run().svg)
        #expect(!scene.filesChanged())
        try script.write(ServedScript.scene + "map.zoom(by: )\n")
        #expect(scene.filesChanged())
        let broken = scene.run()
        #expect(broken.svg == nil && !broken.scriptIsGood)
        #expect(broken.scriptProblem?.contains("live.map:14:") == true)
        #expect(broken.scriptProblem?.contains("^") == true)
        #expect(scene.svg == good)
        try script.write(ServedScript.scene.replacingOccurrences(of: "Museum", with: "Gallery"))
        let fixed = scene.run()
        #expect(fixed.scriptIsGood && fixed.svg?.contains("Gallery") == true)
    }

    @Test func aFloodOfErrorsIsCutAfterTwenty() throws {
        let script = try ServedScript(String(repeating: "let = 1\n", count: 25))
        defer { script.remove() }
        let problem = try #require(script.scene().run().scriptProblem)
        #expect(problem.components(separatedBy: "error: expected").count - 1 == 20)
        #expect(problem.hasSuffix("mapscript: 5 more errors not shown; the first 20 errors are above\n"))
    }

    @Test func stoppingTheServerInterruptsARunningHook() throws {
        let script = try ServedScript(ServedScript.scene + """
        on didDeselect(view) { while true {} }

        """)
        defer { script.remove() }
        let interrupter = RunInterrupter()
        let scene = LiveScene(scriptPath: script.path, baseDirectory: script.folder.path, options: RunOptions(),
                              interrupter: interrupter, load: script.loader)
        _ = scene.run()
        _ = scene.handle(.down(Point(x: 125, y: 130)))
        _ = scene.handle(.up(Point(x: 125, y: 130)))
        _ = scene.handle(.down(Point(x: 20, y: 20)))
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var update: SceneUpdate?
        DispatchQueue.global().async {
            update = scene.handle(.up(Point(x: 20, y: 20)))
            done.signal()
        }
        let deadline = Date().addingTimeInterval(10)
        while !interrupter.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        interrupter.stop()
        #expect(done.wait(timeout: .now() + 10) == .success, "the hook went on after the stop")
        #expect(update?.eventProblem?.contains("interrupted") == true)
        // Nothing runs once the server is stopping.
        #expect(scene.handle(.down(Point(x: 125, y: 130))) == SceneUpdate())
    }

    @Test func savingAnImportOrALoadedFileRunsItAgainToo() throws {
        let script = try ServedScript("import \"lib.map\"\nlet rows = load(\"places.csv\")\n" + ServedScript.scene)
        defer { script.remove() }
        let lib = script.folder.appendingPathComponent("lib.map").path
        let places = script.folder.appendingPathComponent("places.csv").path
        try "let side = 1\n".write(toFile: lib, atomically: true, encoding: .utf8)
        try "name,lat,lon\nA,0,0\n".write(toFile: places, atomically: true, encoding: .utf8)
        let scene = script.scene()
        #expect(scene.run().scriptIsGood)
        #expect(!scene.filesChanged())
        try "let side = 22\n".write(toFile: lib, atomically: true, encoding: .utf8)
        #expect(scene.filesChanged())
        #expect(scene.run().scriptIsGood)
        #expect(!scene.filesChanged())
        try "name,lat,lon\nA,0,0\nB,1,1\n".write(toFile: places, atomically: true, encoding: .utf8)
        #expect(scene.filesChanged())
    }
}
