import Foundation
import Testing

/// `mapscript check`: the script runs and its map is laid out and drawn with every hook, as
/// for a render, and nothing is written; errors exit 1, warnings alone exit 0 (1 with
/// `--warnings-as-errors`), and a `--set` value that does not fit exits 2.
@Suite struct CheckCommandTests {
    static let region = """
    map.size = Size(200, 100)
    map.region = Region(center: @(10, 20), span: Span(1, 1))

    """

    private func check(_ script: String, _ arguments: [String] = []) throws -> (MapScriptProcess.Outcome, TemporaryFolder) {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", script)
        let run = try MapScriptProcess.run(["check", "scene.map"] + arguments, in: folder.url)
        #expect(try folder.contents() == ["scene.map"], "check wrote a file")
        #expect(run.standardOutput.isEmpty, "check printed: \(run.standardOutput)")
        return (run, folder)
    }

    @Test func aRuntimeErrorIsFoundWithTheCallStack() throws {
        let (run, _) = try check("func area(r) {\n  return r.width * r.heigth\n}\nprint(area(Rect(0, 0, 2, 3)))\n")
        #expect(run.status == 1)
        #expect(run.standardError == """
        scene.map:2:22: error: a Rect has no member 'heigth'
          return r.width * r.heigth
                             ^~~~~~
        help: did you mean 'height'?
          in function 'area' at scene.map:2:22
          in top level at scene.map:4:7

        """)
    }

    @Test func anErrorInAHookFoundOnlyByTheLayoutIsReported() throws {
        let (run, _) = try check(Self.region + """
        circle at @(10, 20) radius 500
        on rendererFor(overlay) {
          let r = CircleRenderer(overlay)
          r.lineWidth = "thick"
          return r
        }

        """)
        #expect(run.status == 1)
        #expect(run.standardError == """
        scene.map:6:17: error: CircleRenderer.lineWidth expects a number, got string
          r.lineWidth = "thick"
                        ^~~~~~~
          in hook 'rendererFor' at scene.map:6:17

        """)
    }

    @Test func printsAreNotShownAndRenderInTheScriptWritesNothing() throws {
        let (run, _) = try check(Self.region + "print(\"hello\")\nrender(\"copy.svg\")\n")
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
    }

    @Test func renderInTheScriptStillChecksItsPath() throws {
        let (run, _) = try check("render(\"missing/copy.svg\")\n")
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("scene.map:1:8: error: render: the folder of 'missing/copy.svg' does not exist\n"))
    }

    static let undrawn = region + """
    circle spot at @(10, 20) radius 500
    for i in 0..<2 {
      map.addOverlay(Polyline([@(10, 20), @(10.1, 20 + i * 0.1)]))
    }
    polygon zone [@(10, 20), @(10.1, 20), @(10.1, 20.1)]
    renderer for Polygon { fillColor = red }

    """

    @Test func overlaysThatNothingRendersAreWarnedWhereTheyWereAdded() throws {
        let (run, _) = try check(Self.undrawn)
        #expect(run.status == 0)
        #expect(run.standardError == """
        scene.map:3:1: warning: this Circle is not drawn: there is no rendererFor hook and no renderer rule matches it
        circle spot at @(10, 20) radius 500
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: add a rule such as 'renderer for Circle { strokeColor = blue }', or return a renderer from 'rendererFor'
        scene.map:5:3: warning: 2 Polylines added here are not drawn: there is no rendererFor hook and no renderer rule matches them
          map.addOverlay(Polyline([@(10, 20), @(10.1, 20 + i * 0.1)]))
          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: add a rule such as 'renderer for Polyline { strokeColor = blue }', or return a renderer from 'rendererFor'

        """)
        let (strict, _) = try check(Self.undrawn, ["--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.standardError == run.standardError)
    }

    /// An overlay whose boundingMapRect is null is never visible, so the map never asks for its
    /// renderer: a custom overlay that forgot to set it is warned of where it was added.
    @Test func anOverlayWithANullBoundingMapRectIsWarnedOf() throws {
        let (run, _) = try check(Self.region + """
        class Zone: Overlay {
          init(c) {
            super.init()
            self.coordinate = c
          }
        }
        renderer for Zone {
          func draw(mapRect, zoomScale, context) { }
        }
        map.addOverlay(Zone(@(10, 20)))
        map.addOverlays([MultiPolygon([]), MultiPolygon([])])

        """)
        #expect(run.status == 0)
        #expect(run.standardError == """
        scene.map:12:1: warning: this Zone is never drawn: its boundingMapRect is null, and the map draws an overlay only where its boundingMapRect meets the visible map rect
        map.addOverlay(Zone(@(10, 20)))
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: set boundingMapRect to the map rect the overlay draws in (MKOverlay.boundingMapRect), as a custom overlay's init does: self.boundingMapRect = MapRect(...)
        scene.map:13:1: warning: 2 MultiPolygons added here are never drawn: their boundingMapRect is null, and the map draws an overlay only where its boundingMapRect meets the visible map rect
        map.addOverlays([MultiPolygon([]), MultiPolygon([])])
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: set boundingMapRect to the map rect the overlay draws in (MKOverlay.boundingMapRect), as a custom overlay's init does: self.boundingMapRect = MapRect(...)

        """)
    }

    /// The rule the advice suggests is one that works for the overlay's renderer: a tile
    /// renderer has no stroke, and a custom overlay's renderer draws only what its draw does.
    @Test func theAdviceFitsTheRendererOfTheOverlay() throws {
        let (run, _) = try check(Self.region + """
        class Zone: Overlay {
          init() { super.init(coordinate: @(10, 20), boundingMapRect: map.visibleMapRect) }
        }
        map.addOverlay(Zone())
        map.addOverlay(TileOverlay(urlTemplate: "https://tiles.example/{z}/{x}/{y}.png"))

        """)
        #expect(run.status == 0)
        let advice = run.standardError.split(separator: "\n").filter { $0.hasPrefix("help: add a rule") }
        #expect(advice == ["help: add a rule such as 'renderer for Zone { func draw(mapRect, zoomScale, context) { ... } }', "
                           + "or return a renderer from 'rendererFor'",
                           "help: add a rule such as 'renderer for TileOverlay { alpha = 1 }', or return a renderer from 'rendererFor'"],
                "\(run.standardError)")
    }

    @Test func aHookThatDeclinesIsNamedInTheWarning() throws {
        let (run, _) = try check(Self.region + """
        circle at @(10, 20) radius 500
        on rendererFor(overlay) { return nil }

        """)
        #expect(run.status == 0)
        #expect(run.standardError.hasPrefix("scene.map:3:1: warning: this Circle is not drawn: rendererFor returned nil for it and no renderer rule matches it\n"))
    }

    /// MapKit's renderers have no colours until one is set: a renderer that paints nothing is
    /// the usual reason an overlay does not show, so it is warned about where the overlay was
    /// added. A rule's fill on a line, which is not filled, paints nothing either.
    @Test func overlaysWhoseRenderersPaintNothingAreWarned() throws {
        let (run, _) = try check(Self.region + """
        polyline route [@(10, 20), @(10.1, 20.1)]
        polygon zone [@(10, 20), @(10.1, 20), @(10.1, 20.1)]
        circle spot at @(10, 20) radius 500
        renderer for Polyline { fillColor = red }
        renderer for Polygon { lineWidth = 3 }
        renderer for Circle { fillColor = red }

        """)
        #expect(run.status == 0)
        #expect(run.standardError == """
        scene.map:3:1: warning: this Polyline is drawn in no colour: its renderer has no strokeColor, and a line is not filled
        polyline route [@(10, 20), @(10.1, 20.1)]
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: set strokeColor in the renderer: MapKit's renderers have no colours until one is set
        scene.map:4:1: warning: this Polygon is drawn in no colour: its renderer has neither a fillColor nor a strokeColor
        polygon zone [@(10, 20), @(10.1, 20), @(10.1, 20.1)]
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: set strokeColor or fillColor in the renderer: MapKit's renderers have no colours until one is set

        """)
    }

    /// A gradient line's colours come from setColors: one given none, nor a strokeColor, is
    /// warned about with the call to make; one given colours is not, strokeColor or not.
    @Test func aGradientLineWithoutColoursIsWarned() throws {
        let (run, _) = try check(Self.region + """
        polyline route [@(10, 20), @(10.1, 20.1)]
        polyline coloured [@(10, 20.1), @(10.1, 20.2)]
        on rendererFor(overlay) {
          let r = GradientPolylineRenderer(overlay)
          if overlay == coloured { r.setColors([green, red], locations: []) }
          return r
        }

        """)
        #expect(run.status == 0)
        #expect(run.standardError == """
        scene.map:3:1: warning: this Polyline is drawn in no colour: its renderer has no colours from setColors nor a strokeColor, and a line is not filled
        polyline route [@(10, 20), @(10.1, 20.1)]
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: give the renderer colours with setColors(colors, locations:), or set strokeColor: MapKit's renderers have no colours until one is set

        """)
    }

    /// A stroke from a strokeStart not before its strokeEnd strokes none of the outline, as
    /// MapKit's does: an overlay with no other paint shows nothing, and the warning says why,
    /// its renderer having a strokeColor.
    @Test func aStrokeStartNotBeforeItsEndIsWarnedWhenNothingElseIsPainted() throws {
        let (run, _) = try check(Self.region + """
        polyline route [@(10, 20), @(10.1, 20.1)]
        circle spot at @(10, 20) radius 500
        renderer for Polyline { strokeColor = blue; strokeStart = 0.8; strokeEnd = 0.2 }
        renderer for Circle { strokeColor = blue; strokeStart = 0.5; strokeEnd = 0.5; fillColor = red }

        """)
        #expect(run.status == 0)
        #expect(run.standardError == """
        scene.map:3:1: warning: this Polyline is drawn in no colour: its renderer strokes none of the outline, strokeStart not being before strokeEnd
        polyline route [@(10, 20), @(10.1, 20.1)]
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: the outline is stroked from strokeStart to strokeEnd: give a start below the end

        """)
    }

    /// MKPolylineRenderer strokes the line only, and so do the line renderers here: a fillColor
    /// given one beside its stroke is ignored, which is warned about where the line was added.
    @Test func aFillColorALineRendererIgnoresIsWarned() throws {
        let (run, _) = try check(Self.region + """
        polyline route [@(10, 20), @(10.1, 20.1)]
        polygon zone [@(10, 20), @(10.1, 20), @(10.1, 20.1)]
        renderer for Polyline { strokeColor = blue; fillColor = red }
        renderer for Polygon { strokeColor = blue; fillColor = red }

        """)
        #expect(run.status == 0)
        #expect(run.standardError == """
        scene.map:3:1: warning: this Polyline is not filled: its renderer's fillColor is ignored, as MapKit strokes a line only
        polyline route [@(10, 20), @(10.1, 20.1)]
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: leave fillColor out, or make the shape a Polygon or MultiPolygon to fill it

        """)
    }

    @Test func aHookWhoseEndCanBeReachedIsWarnedOnRenderAndCheck() throws {
        let script = Self.region + """
        circle at @(10, 20) radius 500
        on rendererFor(overlay) {
          if overlay is Circle {
            let renderer = CircleRenderer(overlay)
            renderer.strokeColor = blue
            return renderer
          }
        }

        """
        let (run, folder) = try check(script)
        let warning = """
        scene.map:4:4: warning: 'rendererFor' can reach the end of its body without returning a renderer (nil there leaves the overlay undrawn)
        on rendererFor(overlay) {
           ^~~~~~~~~~~
        help: return on every path; end the body with 'return nil' where nil is meant

        """
        #expect(run.status == 0)
        #expect(run.standardError == warning)
        let render = try MapScriptProcess.run(["scene.map"], in: folder.url)
        #expect(render.status == 0)
        #expect(render.standardError == warning)
    }

    @Test func renderOptionsShapeTheRunThatIsChecked() throws {
        let script = "map.size = Size(200, 100)\nlet strict = false\nif strict { print(nil.size) }\nif map.size.width > 500 { print([][0]) }\n"
        #expect(try check(script).0.status == 0)
        let strict = try check(script, ["--set", "strict=yes"]).0
        #expect(strict.status == 1)
        #expect(strict.standardError.hasPrefix("scene.map:3:23: error: nil has no member 'size'\n"))
        let wide = try check(script, ["--size", "600x100", "--seed", "3", "--max-steps", "1000"]).0
        #expect(wide.status == 1)
        #expect(wide.standardError.hasPrefix("scene.map:4:33: error: index 0 is out of range"))
    }

    @Test func aSetValueThatDoesNotFitIsAUsageError() throws {
        let (run, _) = try check("let strict = false\n", ["--set", "strict=maybe"])
        #expect(run.status == 2)
        #expect(run.standardError == """
        scene.map:1:14: error: --set strict=maybe: 'strict' is a boolean, so its value must be true or false (yes/no, on/off and 1/0 work too)
        let strict = false
                     ^~~~~

        """)
    }

    /// Several scripts, or a folder's, are each checked in a session of their own, every one
    /// reported; the exit status is the worst, a script that cannot be read outranking errors.
    @Test func severalScriptsAndFoldersAreCheckedEach() throws {
        let folder = try TemporaryFolder()
        try folder.write("maps/good.map", Self.region + "annotation a at @(10, 20) { title = \"A\" }\n")
        try folder.write("maps/bad.map", "let x = [][0]\n")
        try folder.write("maps/deeper/worse.map", "print(nil.size)\n")
        // Hidden folders (a build's, a repository's) and other files are passed over, and a
        // link to a folder is not followed (here it would loop).
        try folder.write("maps/.cache/stale.map", "print(nil.size)\n")
        try folder.write("maps/notes.txt", "not a script\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("maps/deeper/loop"), withDestinationPath: "..")
        let run = try MapScriptProcess.run(["check", "maps"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError == """
        maps/bad.map:1:9: error: index 0 is out of range for 0 elements
        let x = [][0]
                ^~~~~
        maps/deeper/worse.map:1:11: error: nil has no member 'size'
        print(nil.size)
                  ^~~~

        """)
        let withUnreadable = try MapScriptProcess.run(["check", "missing.map", "maps/good.map", "maps/bad.map"], in: folder.url)
        #expect(withUnreadable.status == 2)
        #expect(withUnreadable.standardError.hasPrefix("mapscript: cannot read 'missing.map': no such file\nmaps/bad.map:1:9: error:"),
                "\(withUnreadable.standardError)")
        #expect(try MapScriptProcess.run(["check", "maps/good.map", "maps/good.map"], in: folder.url).status == 0)
        // A folder with no script in it checked nothing, which is no success.
        try folder.write("empty/notes.txt", "nothing\n")
        let empty = try MapScriptProcess.run(["check", "empty"], in: folder.url)
        #expect(empty.status == 2 && empty.standardError == "mapscript: 'empty' holds no .map scripts\n", "\(empty.standardError)")
        #expect(try folder.contents() == ["empty", "maps"], "check wrote a file")
    }
}
