import Foundation
import Testing

/// A picture stands alone: tiles and images read from local files are embedded, each file
/// once however often it is drawn, so the output is the same wherever -o puts it; remote tiles
/// stay links in an SVG and are left out of a PNG or PDF with a warning; tiles that cannot be
/// drawn are warned about at the line that added their overlay.
@Suite struct SelfContainedOutputTests {
    /// One-pixel PNGs, red and blue.
    static let red: [UInt8] = Array(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!)
    static let blue: [UInt8] = Array(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC")!)

    /// The whole world at zoom level 1 (tiles of 128 points in a view of 256): four tiles, the
    /// left two from tiles/0.png and the right two from tiles/1.png.
    static func world(template: String) -> String {
        """
        map.size = Size(256, 256)
        map.region = Region(center: @(0, 0), span: Span(170, 360))
        overlay world: TileOverlay(urlTemplate: "\(template)") {
          tileSize = Size(128, 128)
          minimumZ = 1
          maximumZ = 1
        }
        renderer for TileOverlay {}

        """
    }

    static func folderWithTiles(_ script: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("maps/world.map", script)
        try folder.write("maps/tiles/0.png", bytes: red)
        try folder.write("maps/tiles/1.png", bytes: blue)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        return folder
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func localTilesAreEmbeddedOnceEachAndTheSVGIsTheSameWhereverItGoes() throws {
        let folder = try Self.folderWithTiles(Self.world(template: "tiles/{x}.png"))
        let beside = try MapScriptProcess.run(["maps/world.map"], in: folder.url)
        #expect(beside.status == 0 && beside.standardError.isEmpty, "\(beside.standardError)")
        let elsewhere = try MapScriptProcess.run(["maps/world.map", "-o", "out/world.svg"], in: folder.url)
        #expect(elsewhere.status == 0 && elsewhere.standardError.isEmpty, "\(elsewhere.standardError)")
        let piped = try MapScriptProcess.run(["maps/world.map", "-o", "-"], in: folder.url)

        let svg = try folder.read("maps/world.svg")
        #expect(try folder.read("out/world.svg") == svg)
        #expect(piped.standardOutput == svg)
        // Two files, four tiles: each file is in the document once and drawn twice.
        #expect(Self.count("data:image/png;base64,", in: svg) == 2)
        #expect(svg.contains(#"<image width="1" height="1" preserveAspectRatio="none" href="data:image/png;base64,\#(Data(Self.red).base64EncodedString())"/>"#))
        #expect(Self.count(##"<use href="#f1""##, in: svg) == 2 && Self.count(##"<use href="#f2""##, in: svg) == 2)
        #expect(!svg.contains("tiles/"), "no link to the tile files is left")
    }

    @Test func anImageShownByManyViewsIsEmbeddedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("dot.png", bytes: Self.red)
        try folder.write("views.map", """
        map.size = Size(200, 100)
        map.region = Region(center: @(0, 0), span: Span(1, 1))
        let dot = Image("dot.png")
        for i in 0..<10 {
          annotation at @(0, i * 0.05 - 0.25) { title = "P\\(i)" }
        }
        on viewFor(annotation) {
          let view = AnnotationView(annotation: annotation, reuseIdentifier: "dot")
          view.image = dot
          return view
        }

        """)
        let run = try MapScriptProcess.run(["views.map", "-o", "-"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.count("data:image/png;base64,", in: run.standardOutput) == 1)
        #expect(Self.count(##"<use href="#f1""##, in: run.standardOutput) == 10)
    }

    @Test func remoteTilesStayLinksInAnSVG() throws {
        let folder = try Self.folderWithTiles(Self.world(template: "https://tiles.example/{z}/{x}/{y}.png"))
        let run = try MapScriptProcess.run(["maps/world.map", "-o", "-"], in: folder.url)
        #expect(run.status == 0 && run.standardError.isEmpty, "\(run.standardError)")
        #expect(Self.count(#"<image href="https://tiles.example/1/"#, in: run.standardOutput) == 4)
    }

    @Test func missingAndRefusedTilesAreWarnedAboutAtTheirOverlay() throws {
        let folder = try Self.folderWithTiles("""
        map.size = Size(256, 256)
        map.region = Region(center: @(0, 0), span: Span(170, 360))
        overlay missing: TileOverlay(urlTemplate: "tiles/{z}/{x}/{y}.png") { maximumZ = 0 }
        overlay script: TileOverlay(urlTemplate: "javascript:alert({x})") { maximumZ = 0 }
        renderer for TileOverlay {}

        """)
        let run = try MapScriptProcess.run(["maps/world.map", "-o", "out/world.svg"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardError == """
        maps/world.map:3:1: warning: 1 tile of this TileOverlay is left out: no such file ('tiles/0/0/0.png')
        overlay missing: TileOverlay(urlTemplate: "tiles/{z}/{x}/{y}.png") { maximumZ = 0 }
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: relative tile paths start at the folder of the script that adds the overlay
        maps/world.map:4:1: warning: 1 tile of this TileOverlay is left out: only http, https, file and relative URLs are drawn ('javascript:alert(0)')
        overlay script: TileOverlay(urlTemplate: "javascript:alert({x})") { maximumZ = 0 }
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: give the URL template a path relative to the script, or an http or https URL

        """)
        #expect(!(try folder.read("out/world.svg")).contains("<image"))
    }

    /// As MapKit's, an overlay loads no tiles below its minimumZ; one that draws nothing at the
    /// view's zoom, or draws less than the view holds, is warned of at its line.
    @Test func tilesBelowMinimumZOrPastTheLimitAreLeftOutWithAWarning() throws {
        let folder = try Self.folderWithTiles("""
        map.size = Size(256, 256)
        map.region = Region(center: @(0, 0), span: Span(170, 360))
        class Relief: TileOverlay {}
        overlay close: Relief(urlTemplate: "tiles/{x}.png") { minimumZ = 12 }
        renderer for TileOverlay {}

        """)
        let run = try MapScriptProcess.run(["maps/world.map", "-o", "out/world.svg"], in: folder.url)
        #expect(run.status == 0)
        // A subclass is named by its own name, as the renderer warnings name it.
        #expect(run.standardError == """
        maps/world.map:4:1: warning: this Relief draws nothing: the view is at zoom level 0, below its minimumZ of 12
        overlay close: Relief(urlTemplate: "tiles/{x}.png") { minimumZ = 12 }
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        help: as in MapKit, no tiles are loaded below minimumZ; zoom in, or lower minimumZ

        """)
        #expect(!(try folder.read("out/world.svg")).contains("<image"))
        // A picture the script drew itself, at another zoom than the last picture's, is named:
        // the warning is not about the picture the run writes.
        try folder.write("maps/world.map", """
        map.size = Size(256, 256)
        map.region = Region(center: @(0, 0), span: Span(170, 360))
        overlay close: TileOverlay(urlTemplate: "https://tiles.example/{x}.png") { minimumZ = 12 }
        renderer for TileOverlay {}
        render("zoomed-out.svg")
        map.region = Region(center: @(0, 0), span: Span(0.01, 0.01))

        """)
        let named = try MapScriptProcess.run(["maps/world.map", "-o", "out/world.svg"], in: folder.url)
        #expect(named.status == 0)
        #expect(named.standardError.hasPrefix("""
        maps/world.map:3:1: warning: this TileOverlay draws nothing in render("zoomed-out.svg"): the view is at zoom level 0, below its minimumZ of 12

        """), "\(named.standardError)")
        #expect((try folder.read("out/world.svg")).contains("<image"))
        // 80 by 80 tiles of 256 points in view, at zoom level 8.
        try folder.write("maps/world.map", """
        map.size = Size(20480, 20480)
        map.region = Region(center: @(0, 0), span: Span(60, 112.5))
        overlay many: TileOverlay(urlTemplate: "tiles/{x}.png")
        renderer for TileOverlay {}

        """)
        let many = try MapScriptProcess.run(["maps/world.map", "-o", "out/world.svg"], in: folder.url)
        #expect(many.status == 0)
        #expect(many.standardError.hasPrefix("maps/world.map:3:1: warning: 2304 of the 6400 tiles of this TileOverlay in view are left out: "
                                             + "a picture draws at most 4096 tiles of one overlay\n"), "\(many.standardError)")
    }

    #if MAPSCRIPT_RASTER
    @Test func aPNGDrawsLocalTilesAndLeavesRemoteOnesOutWithAWarning() throws {
        let folder = try Self.folderWithTiles(Self.world(template: "tiles/{x}.png"))
        let local = try MapScriptProcess.run(["maps/world.map", "-o", "out/world.png"], in: folder.url)
        #expect(local.status == 0 && local.standardError.isEmpty, "\(local.standardError)")
        let png = try #require(PNGPixels(try folder.bytes("out/world.png")))
        #expect(png.width == 256 && png.height == 256)
        // The left half is the red tile, the right half the blue one (above the scale bar).
        #expect(png.colour(x: 64, y: 64) == .init(red: 255, green: 0, blue: 0, alpha: 255), "\(png.colour(x: 64, y: 64))")
        #expect(png.colour(x: 192, y: 64) == .init(red: 0, green: 0, blue: 255, alpha: 255), "\(png.colour(x: 192, y: 64))")

        try folder.write("maps/world.map", Self.world(template: "https://tiles.example/{z}/{x}/{y}.png"))
        let remote = try MapScriptProcess.run(["maps/world.map", "-o", "out/remote.png"], in: folder.url)
        #expect(remote.status == 0)
        #expect(remote.standardError.hasPrefix("""
        maps/world.map:3:1: warning: 4 tiles of this TileOverlay are left out of the picture: remote tiles are not fetched for PNG or PDF ('https://tiles.example/1/0/0.png' and 3 more)
        """), "\(remote.standardError)")
        #expect(remote.standardError.hasSuffix("help: render SVG to keep them as links, or keep the tiles in files beside the script\n"))
        // The map's own background shows where the tiles would be.
        let background = try #require(PNGPixels(try folder.bytes("out/remote.png"))).colour(x: 64, y: 64)
        #expect(background.isClose(to: .init(red: 0xF5, green: 0xF2, blue: 0xEB, alpha: 255)), "\(background)")

        // A script's own render("x.png") is warned about too, once, though the SVG written at
        // the end keeps the links.
        try folder.write("maps/world.map", Self.world(template: "https://tiles.example/{z}/{x}/{y}.png") + "render(\"inner.png\")\n")
        let inner = try MapScriptProcess.run(["maps/world.map", "-o", "out/world.svg"], in: folder.url)
        #expect(inner.status == 0 && folder.exists("maps/inner.png"))
        #expect(Self.count("warning:", in: inner.standardError) == 1, "\(inner.standardError)")
        #expect(inner.standardError.contains("are left out of the picture: remote tiles are not fetched for PNG or PDF"))
    }
    #endif
}
