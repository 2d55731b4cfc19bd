import Foundation
import Testing

/// PNG and PDF, drawn from the SVG by librsvg and cairo: chosen by -o's extension or
/// --format, from the command line, a script's render() and the REPL's :render; --scale for
/// a PNG's density; the same input gives the same bytes.
/// The command is built with librsvg where its headers are installed (Package.swift).
@Suite(.enabled(if: PNGPixels.commandDrawsRaster,
                "librsvg2-dev is not installed, so mapscript is built without PNG and PDF"))
struct RasterOutputTests {
    static let scene = """
    map.size = Size(200, 100)
    map.region = Region(center: @(10, 20), span: Span(1, 1))
    circle spot at @(10, 20) radius 5000 { title = "Spot" }
    renderer for Circle { fillColor = red }

    """

    /// A PNG's width and height, from its IHDR chunk.
    static func pixelSize(_ png: [UInt8]) -> (Int, Int)? {
        guard png.count > 24, png[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func number(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test func aPNGAtOneAndTwoPixelsAPointTheSameBytesEachTime() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        #expect(try MapScriptProcess.run(["scene.map", "-o", "one.png"], in: folder.url).status == 0)
        #expect(try MapScriptProcess.run(["scene.map", "-o", "again.png"], in: folder.url).status == 0)
        #expect(try MapScriptProcess.run(["scene.map", "-o", "two.png", "--scale", "2"], in: folder.url).status == 0)
        let one = try folder.bytes("one.png")
        #expect(Self.pixelSize(one)! == (200, 100))
        #expect(Self.pixelSize(try folder.bytes("two.png"))! == (400, 200))
        #expect(one == (try folder.bytes("again.png")))
        // --format png names the default output too.
        #expect(try MapScriptProcess.run(["scene.map", "--format", "png"], in: folder.url).status == 0)
        #expect(try folder.bytes("scene.png") == one)
        // Standard output that is not a terminal takes the same bytes (on a terminal it is
        // refused: REPLTerminalTests).
        try folder.write("piped.png", "")
        let piped = try FileHandle(forWritingTo: folder.url.appendingPathComponent("piped.png"))
        #expect(try MapScriptProcess.run(["scene.map", "-o", "-", "--format", "png"], in: folder.url, standardOutput: piped).status == 0)
        try piped.close()
        #expect(try folder.bytes("piped.png") == one)
    }

    #if MAPSCRIPT_RASTER
    /// The PNG decoded: San Francisco Bay on the base map, a pin on the Pacific.
    @Test func aPNGShowsWaterLandAndAPinWhereTheyAre() throws {
        let folder = try TemporaryFolder()
        try folder.write("bay.map", """
        map.size = Size(400, 300)
        map.showsScale = false
        map.region = Region(center: @(37.75, -122.35), span: Span(0.5, 0.6))
        annotation buoy at @(37.70, -122.62) { title = "Buoy" }

        """)
        let run = try MapScriptProcess.run(["bay.map", "-o", "bay.png"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let png = try #require(PNGPixels(try folder.bytes("bay.png")))
        #expect(png.width == 400 && png.height == 300)
        let water = PNGPixels.Colour(red: 166, green: 205, blue: 239, alpha: 255)
        let land = PNGPixels.Colour(red: 245, green: 242, blue: 235, alpha: 255)
        let pin = PNGPixels.Colour(red: 255, green: 59, blue: 48, alpha: 255)
        // The Pacific off Half Moon Bay, the city's hills, and the pin's head over the sea
        // (its needle's tip is on the buoy, at 72, 180).
        #expect(png.colour(x: 30, y: 250).isClose(to: water), "\(png.colour(x: 30, y: 250))")
        #expect(png.colour(x: 140, y: 150).isClose(to: land), "\(png.colour(x: 140, y: 150))")
        #expect(png.colour(x: 74, y: 152).isClose(to: pin), "\(png.colour(x: 74, y: 152))")
    }

    /// A marker's glyph image is a template, as in MapKit: the fork and knife of the built-in
    /// food icon in the glyph tint, on the balloon, without the icon's orange badge.
    @Test func aGlyphImageIsDrawnInTheGlyphTint() throws {
        let folder = try TemporaryFolder()
        try folder.write("glyph.map", """
        map.size = Size(120, 100)
        map.mapType = .none
        map.showsScale = false
        map.region = Region(center: @(0, 0), span: Span(1, 1))
        map.addAnnotation(PointAnnotation(@(0, 0)))
        on viewFor(annotation) {
          let view = MarkerAnnotationView(annotation)
          view.markerTintColor = Color(1, 0.8, 0)
          view.glyphTintColor = Color(0, 0, 1)
          view.glyphImage = Image("food")
          return view
        }

        """)
        let run = try MapScriptProcess.run(["glyph.map", "-o", "glyph.png", "--scale", "4"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let png = try #require(PNGPixels(try folder.bytes("glyph.png")))
        let blue = PNGPixels.Colour(red: 0, green: 0, blue: 255, alpha: 255)
        let balloon = PNGPixels.Colour(red: 255, green: 204, blue: 0, alpha: 255)
        let badge = PNGPixels.Colour(red: 242, green: 140, blue: 30, alpha: 255)
        // The glyph's 16-point square, 4 pixels a point, centred 25 points above the marker's point.
        var tinted = 0, yellow = 0, orange = 0
        for y in 68..<132 {
            for x in 208..<272 {
                let colour = png.colour(x: x, y: y)
                if colour.isClose(to: blue, tolerance: 24) { tinted += 1 }
                if colour.isClose(to: balloon, tolerance: 24) { yellow += 1 }
                if colour.isClose(to: badge, tolerance: 12) { orange += 1 }
            }
        }
        #expect(tinted > 200, "the fork and knife in the tint: \(tinted) pixels")
        #expect(yellow > 2000, "the balloon shows around them: \(yellow) pixels")
        #expect(orange == 0, "no badge: \(orange) pixels")
    }
    #endif

    /// The map's title is the PDF's, as it is the SVG's <title>: a viewer shows it, not "Untitled".
    @Test func aPDFIsTitledAsTheMap() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "map.title = \"Harbour & <Docks>\"\n")
        try folder.write("untitled.map", Self.scene)
        #expect(try MapScriptProcess.run(["scene.map", "-o", "titled.pdf"], in: folder.url).status == 0)
        #expect(try MapScriptProcess.run(["untitled.map", "-o", "untitled.pdf"], in: folder.url).status == 0)
        #expect(String(decoding: try folder.bytes("titled.pdf"), as: UTF8.self).contains("/Title (Harbour & <Docks>)"))
        #expect(String(decoding: try folder.bytes("untitled.pdf"), as: UTF8.self).contains("/Title (untitled.map)"))
    }

    /// A published PNG or PDF keeps what the SVG says of itself: its title, and the base map's
    /// credit (the SVG's <metadata>), which a map drawn with no base map has none of.
    @Test func aPNGAndAPDFKeepTheTitleAndTheBaseMapsCredit() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "map.title = \"Hafen «Nord»\"\n")
        try folder.write("bare.map", Self.scene + "map.mapType = .none\n")
        for name in ["scene.png", "scene.pdf", "bare.png", "bare.pdf"] {
            let script = name.replacingOccurrences(of: name.hasSuffix(".png") ? ".png" : ".pdf", with: ".map")
            #expect(try MapScriptProcess.run([script, "-o", name], in: folder.url).status == 0)
        }
        let credit = "Base map: GSHHG shorelines, rivers and borders (Wessel and Smith, LGPL-3.0-or-later); "
            + "Natural Earth 1:110m countries and populated places (public domain)."
        #expect(Self.texts(try folder.bytes("scene.png")) == ["Title: Hafen «Nord»", "Copyright: \(credit)"])
        #expect(Self.texts(try folder.bytes("bare.png")) == ["Title: bare.map"])
        #expect(Self.pixelSize(try folder.bytes("scene.png"))! == (200, 100), "the header is still first")
        #expect(Self.subject(ofPDF: try folder.bytes("scene.pdf")) == credit)
        #expect(Self.subject(ofPDF: try folder.bytes("bare.pdf")) == nil)
    }

    /// The document's /Subject, which cairo writes as UTF-16 in hexadecimal (`<FEFF...>`) or
    /// as a literal string (`(...)`).
    static func subject(ofPDF pdf: [UInt8]) -> String? {
        let text = String(decoding: pdf, as: UTF8.self)
        guard let key = text.range(of: "/Subject ") else { return nil }
        let value = text[key.upperBound...]
        if value.hasPrefix("(") { return String(value.dropFirst().prefix { $0 != ")" }) }
        guard value.hasPrefix("<FEFF") else { return nil }
        let hex = Array(value.dropFirst(5).prefix { $0 != ">" })
        let units = stride(from: 0, to: hex.count - 3, by: 4).compactMap { UInt16(String(hex[$0..<($0 + 4)]), radix: 16) }
        return String(decoding: units, as: UTF16.self)
    }

    /// The iTXt chunks of a PNG as "keyword: text", each checked against its CRC.
    static func texts(_ png: [UInt8]) -> [String] {
        var found: [String] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= png.count else { break }
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            if type == "iTXt", let end = data.firstIndex(of: 0) {
                let crc = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                if crc == Self.crc32(Array(png[(offset + 4)..<(offset + 8 + length)])) {
                    found.append(String(decoding: data[..<end], as: UTF8.self) + ": " + String(decoding: data[(end + 5)...], as: UTF8.self))
                }
            }
            offset += 12 + length
        }
        return found
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    @Test func aPDFIsTheSameBytesEachTime() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        #expect(try MapScriptProcess.run(["scene.map", "-o", "a.pdf"], in: folder.url).status == 0)
        #expect(try MapScriptProcess.run(["scene.map", "-o", "b.pdf"], in: folder.url).status == 0)
        let pdf = try folder.bytes("a.pdf")
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(pdf == (try folder.bytes("b.pdf")))
        // A view point is a PDF point, as UIKit draws a view into a PDF: 200 by 100.
        #expect(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 200 100 ]"))
    }

    @Test func aScriptsRenderAndTheREPLWriteThemToo() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "render(\"from-script.png\")\n")
        #expect(try MapScriptProcess.run(["scene.map", "-o", "out.svg"], in: folder.url).status == 0)
        #expect(Self.pixelSize(try folder.bytes("from-script.png"))! == (200, 100))
        let repl = try MapScriptProcess.run([], in: folder.url, input: Self.scene + ":render typed.pdf\n")
        #expect(repl.status == 0, "\(repl.standardError)")
        #expect(try folder.bytes("typed.pdf").starts(with: Array("%PDF-".utf8)))
    }

    /// --scale changes only a PNG; for a vector output it says so rather than doing nothing.
    @Test func aScaleForAVectorOutputIsNamedAsIgnored() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let run = try MapScriptProcess.run(["scene.map", "-o", "x.svg", "--scale", "2"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardError == "mapscript: warning: --scale applies to PNG only; the SVG written to x.svg is the same at every scale\n")
        let shapes = try MapScriptProcess.run(["scene.map", "-o", "x.geojson", "--scale", "2"], in: folder.url)
        #expect(shapes.standardError == "mapscript: warning: --scale applies to PNG only; the GeoJSON written to x.geojson is the same at every scale\n")
        let plain = try MapScriptProcess.run(["scene.map", "-o", "y.svg"], in: folder.url)
        #expect(plain.standardError.isEmpty)
        // A script that draws a PNG itself takes the scale: nothing to warn of.
        try folder.write("draws.map", Self.scene + "render(\"drawn.png\")\n")
        let drawing = try MapScriptProcess.run(["draws.map", "-o", "z.svg", "--scale", "2"], in: folder.url)
        #expect(drawing.status == 0 && drawing.standardError.isEmpty, "\(drawing.standardError)")
        #expect(Self.pixelSize(try folder.bytes("drawn.png"))! == (400, 200))
    }

    @Test func aScaleOutOfRangeIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let zero = try MapScriptProcess.run(["scene.map", "-o", "x.png", "--scale", "0"], in: folder.url)
        #expect(zero.status == 2 && zero.standardError.contains("--scale must be a number of pixels per point above 0 and at most 16, not 0\n"),
                "\(zero.standardError)")
        // A negative scale is a value out of range too, not an option the parser misses.
        let negative = try MapScriptProcess.run(["scene.map", "-o", "x.png", "--scale", "-1"], in: folder.url)
        #expect(negative.status == 2 && negative.standardError.contains("--scale must be a number of pixels per point above 0 and at most 16, not -1\n"),
                "\(negative.standardError)")
        let huge = try MapScriptProcess.run(["scene.map", "-o", "x.png", "--size", "20000x100", "--scale", "2"], in: folder.url)
        #expect(huge.status == 1 && huge.standardError.contains("too large"), "\(huge.standardError)")
        // A scale that leaves a side under one pixel would be rounded into a picture of
        // another shape, or of one pixel: it is named, with the pixels it would give.
        let tiny = try MapScriptProcess.run(["scene.map", "-o", "x.png", "--size", "400x300", "--scale", "0.0025"], in: folder.url)
        #expect(tiny.standardError == "scene.map: error: cannot draw the PNG: a PNG of 400 by 300 points at scale 0.0025 "
                + "is 1 by 0.75 pixels: a side is under one pixel; use a larger --scale or --size\n")
        #expect(tiny.status == 1)
        #expect(!folder.exists("x.png"))
    }

    /// A PNG's pixels are held whole while librsvg draws them, so --max-memory bounds them as
    /// it bounds the script's values: a picture past it is an error that names its size, where
    /// the system would kill the process, and an existing output stays as it was.
    @Test func aPNGLargerThanTheMemoryBoundIsAnErrorThatNamesItsSize() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        try folder.write("x.png", "before")
        let over = try MapScriptProcess.run(["scene.map", "-o", "x.png", "--size", "2000x1000", "--max-memory", "7M"], in: folder.url)
        #expect(over.status == 1)
        #expect(over.standardError == "scene.map: error: cannot draw the PNG: a PNG of 2000 by 1000 pixels takes 7.7 MiB to draw, "
                + "more than the limit of 7 MiB (--max-memory); use a smaller --scale or --size, or a larger --max-memory\n")
        #expect(try folder.read("x.png") == "before")
        // The scale counts: the same size at half a pixel a point fits.
        let scaled = try MapScriptProcess.run(["scene.map", "-o", "x.png", "--size", "2000x1000", "--max-memory", "7M", "--scale", "0.5"],
                                              in: folder.url)
        #expect(scaled.status == 0, "\(scaled.standardError)")
        #expect(Self.pixelSize(try folder.bytes("x.png"))! == (1000, 500))
        // A PDF is vector: the bound does not apply to its size.
        let pdf = try MapScriptProcess.run(["scene.map", "-o", "x.pdf", "--size", "2000x1000", "--max-memory", "7M"], in: folder.url)
        #expect(pdf.status == 0, "\(pdf.standardError)")
    }

    /// librsvg draws a shadow (a filter: the callout's) in a PDF on an image of the whole page,
    /// so such a page is bounded as a PNG is; one without is not. Past cairo's largest side, a
    /// page is refused in words, not in librsvg's.
    @Test func aPDFWithShadowsLargerThanTheMemoryBoundIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene + "annotation pin at @(10, 20) { title = \"Pin\" }\nmap.selectAnnotation(pin)\n")
        try folder.write("x.pdf", "before")
        let over = try MapScriptProcess.run(["scene.map", "-o", "x.pdf", "--size", "2000x1000", "--max-memory", "7M"], in: folder.url)
        #expect(over.status == 1)
        #expect(over.standardError == "scene.map: error: cannot draw the PDF: a PDF page of 2000 by 1000 points takes about 11.5 MiB to draw, "
                + "its shadows being drawn as images of the whole page, more than the limit of 7 MiB (--max-memory); "
                + "use a smaller --size, or a larger --max-memory\n")
        #expect(try folder.read("x.pdf") == "before")
        let fits = try MapScriptProcess.run(["scene.map", "-o", "x.pdf", "--size", "1000x1000", "--max-memory", "7M"], in: folder.url)
        #expect(fits.status == 0, "\(fits.standardError)")
        let wide = try MapScriptProcess.run(["scene.map", "-o", "x.pdf", "--size", "40000x100"], in: folder.url)
        #expect(wide.status == 1)
        #expect(wide.standardError == "scene.map: error: cannot draw the PDF: a PDF page of 40000 by 100 points is too large "
                + "(at most 32767 a side); use a smaller --size\n")
    }
}
