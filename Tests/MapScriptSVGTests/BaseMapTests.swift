// The base map drawn over places whose coasts are known: a point known to be water must be
// drawn water and a point known to be land drawn land. Checked twice: on the SVG's own paths
// (the filled rings, even-odd, lakes over land), and on the pixels librsvg draws, when the
// command is built with librsvg (the pixel checks are then skipped, and say so).
import Foundation
import MapScriptGeometry
import MapScriptScene
import Testing
@testable import MapScriptSVG
#if canImport(CRsvg)
import CRsvg
#endif

struct BaseMapTests {
    /// A view and places in it that are water or land whatever the data's resolution.
    struct KnownCoast: Sendable, CustomStringConvertible {
        let name: String
        let center: Coordinate
        let span: Span
        let water: [Coordinate]
        let land: [Coordinate]
        var description: String { name }
    }

    static let coasts = [
        // Intermediate resolution: the Pacific, the city, the bay, the East Bay hills.
        KnownCoast(name: "San Francisco Bay", center: Coordinate(latitude: 37.75, longitude: -122.35), span: Span(latitudeDelta: 0.5, longitudeDelta: 0.6),
                   water: [Coordinate(latitude: 37.70, longitude: -122.62), Coordinate(latitude: 37.60, longitude: -122.24)],
                   land: [Coordinate(latitude: 37.75, longitude: -122.44), Coordinate(latitude: 37.85, longitude: -122.20)]),
        // Low resolution: the Channel between London and Paris.
        KnownCoast(name: "English Channel", center: Coordinate(latitude: 50.3, longitude: 0.5), span: Span(latitudeDelta: 4, longitudeDelta: 6),
                   water: [Coordinate(latitude: 50.2, longitude: -1.0), Coordinate(latitude: 50.6, longitude: 1.0)],
                   land: [Coordinate(latitude: 51.5, longitude: -0.1), Coordinate(latitude: 49.0, longitude: 2.3)]),
        // Crude resolution across the antimeridian: Asia on the left, the Americas on the right.
        KnownCoast(name: "Pacific", center: Coordinate(latitude: 10, longitude: 180), span: Span(latitudeDelta: 120, longitudeDelta: 200),
                   water: [Coordinate(latitude: 0, longitude: -170), Coordinate(latitude: 30, longitude: 160)],
                   land: [Coordinate(latitude: 36, longitude: 139), Coordinate(latitude: 40, longitude: -100), Coordinate(latitude: -25, longitude: 135)]),
        // Crude resolution, Chukotka astride the antimeridian, where GSHHG cuts Eurasia in two:
        // the halves come from two copies of the world and meet inside a pixel.
        KnownCoast(name: "Bering Strait", center: Coordinate(latitude: 65, longitude: -170), span: Span(latitudeDelta: 20, longitudeDelta: 40),
                   water: [Coordinate(latitude: 62, longitude: -175), Coordinate(latitude: 72, longitude: -170)],
                   land: [Coordinate(latitude: 67, longitude: 180), Coordinate(latitude: 67, longitude: -179.99), Coordinate(latitude: 64, longitude: -150)]),
    ]

    static func render(_ coast: KnownCoast, mapType: MapType = .standard, style: UserInterfaceStyle = .unspecified) throws -> (MapView, String) {
        let map = try SVGTestSupport.map(center: coast.center, span: coast.span, size: Size(width: 800, height: 600))
        map.mapType = mapType
        map.overrideUserInterfaceStyle = style
        map.showsScale = false
        return (map, try SVGTestSupport.text(map))
    }

    /// The `d` of every path of a class in the base map's group, in document order.
    static func paths(_ svg: String, ofClass name: String) -> [(String, String)] {
        var found: [(String, String)] = []
        var rest = svg[...]
        while let start = rest.range(of: "<path class=\"") {
            let tail = rest[start.upperBound...]
            let cls = String(tail.prefix { $0 != "\"" })
            guard let d = tail.range(of: " d=\"") else { break }
            let value = tail[d.upperBound...].prefix { $0 != "\"" }
            if cls == name || name.isEmpty { found.append((cls, String(value))) }
            rest = tail[d.upperBound...]
        }
        return found
    }

    /// Whether the base map's filled paths make `point` land: the last filled path (land or
    /// water, in drawing order) whose rings hold it, even-odd, decides; none means water.
    static func isLandInPaths(_ svg: String, at point: Point) -> Bool {
        var land = false
        let ground = svg.components(separatedBy: "id=\"overlays-aboveRoads\"")[0]
        for (cls, d) in paths(ground, ofClass: "") where cls == "land" || cls == "water" {
            var inside = false
            for ring in PathDataReader.subpaths(d) where ring.count >= 3 {
                var j = ring.count - 1
                for i in 0..<ring.count {
                    let a = ring[i], b = ring[j]
                    if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
                    j = i
                }
            }
            if inside { land = cls == "land" }
        }
        return land
    }

    @Test(arguments: coasts)
    func theKnownWaterAndLandAreDrawnSoInTheSVG(_ coast: KnownCoast) throws {
        let (map, svg) = try Self.render(coast)
        #expect(svg.contains("<g class=\"basemap\">"))
        for place in coast.water {
            #expect(!Self.isLandInPaths(svg, at: map.viewport.pointNearestCenter(for: MapPoint(place))), "\(place) should be water")
        }
        for place in coast.land {
            #expect(Self.isLandInPaths(svg, at: map.viewport.pointNearestCenter(for: MapPoint(place))), "\(place) should be land")
        }
    }

    @Test(arguments: coasts)
    func nothingIsWrittenFarOutsideTheView(_ coast: KnownCoast) throws {
        // Clipping keeps every vertex within the margin; a stray polygon (a ring wrapped the
        // wrong way round the antimeridian, a pole at infinity) would reach far outside.
        let (_, svg) = try Self.render(coast)
        let vertices = Self.paths(svg, ofClass: "").flatMap { PathDataReader.vertices($0.1) }
        #expect(!vertices.isEmpty)
        let margin = BaseMapWriter.margin + 0.01
        #expect(vertices.allSatisfy { $0.x >= -margin && $0.x <= 800 + margin && $0.y >= -margin && $0.y <= 600 + margin })
    }

    @Test func theWholeWorldHasEveryContinentAndNoPathThroughTheView() throws {
        let world = KnownCoast(name: "world", center: Coordinate(latitude: 20, longitude: 0), span: Span(latitudeDelta: 150, longitudeDelta: 360),
                               water: [Coordinate(latitude: 0, longitude: -30), Coordinate(latitude: -40, longitude: 80), Coordinate(latitude: 30, longitude: -150)],
                               land: [Coordinate(latitude: 10, longitude: 20), Coordinate(latitude: 50, longitude: 90), Coordinate(latitude: -10, longitude: -55),
                                      Coordinate(latitude: 45, longitude: -100), Coordinate(latitude: -25, longitude: 135), Coordinate(latitude: -80, longitude: 0)])
        try theKnownWaterAndLandAreDrawnSoInTheSVG(world)
        let (_, svg) = try Self.render(world)
        #expect(svg.contains(">Russia</text>") && svg.contains(">Brazil</text>"))
    }

    /// Rivers and borders, precise to about a kilometre, are drawn at city zoom and left out at
    /// street zoom, where they would fall a street or two from where they are: the New York and
    /// New Jersey line along the Hudson.
    @Test func riversAndBordersAreLeftOutPastTheDatasPrecision() throws {
        func coast(span: Double) -> KnownCoast {
            KnownCoast(name: "Hudson", center: Coordinate(latitude: 40.758, longitude: -73.9855),
                       span: Span(latitudeDelta: span, longitudeDelta: span), water: [], land: [])
        }
        let (_, city) = try Self.render(coast(span: 0.6))
        #expect(!Self.paths(city, ofClass: "state").isEmpty, "the state line at city zoom")
        let (_, street) = try Self.render(coast(span: 0.02))
        #expect(Self.paths(street, ofClass: "state").isEmpty && Self.paths(street, ofClass: "river").isEmpty
                && Self.paths(street, ofClass: "country").isEmpty)
        #expect(!Self.paths(street, ofClass: "land").isEmpty, "the land is still drawn")
    }

    /// First-level borders show from a continent's zoom on, as MapKit shows the states of the
    /// US whole; the world has country borders alone.
    @Test func stateBordersShowFromAContinentsZoom() throws {
        func render(span: Double, size: Size) throws -> String {
            let map = try SVGTestSupport.map(center: Coordinate(latitude: 39, longitude: -97), span: Span(latitudeDelta: span / 2, longitudeDelta: span),
                                             size: size)
            return try SVGTestSupport.text(map)
        }
        let continent = try render(span: 60, size: Size(width: 1000, height: 600))
        #expect(!Self.paths(continent, ofClass: "state").isEmpty && !Self.paths(continent, ofClass: "country").isEmpty)
        let colorado = try render(span: 16, size: Size(width: 400, height: 300))
        #expect(!Self.paths(colorado, ofClass: "state").isEmpty)
        let world = try render(span: 360, size: Size(width: 1000, height: 600))
        #expect(Self.paths(world, ofClass: "state").isEmpty && !Self.paths(world, ofClass: "country").isEmpty)
    }

    @Test func labelsLieBetweenTheTwoLevelsOfOverlaysAndCitiesShowWhenClose() throws {
        let (_, svg) = try Self.render(Self.coasts[1])
        let labels = try #require(svg.range(of: "<g id=\"basemap-labels\""))
        #expect(svg.range(of: "<g id=\"overlays-aboveRoads\"")!.lowerBound < labels.lowerBound)
        #expect(labels.upperBound < svg.range(of: "<g id=\"overlays-aboveLabels\"")!.lowerBound)
        #expect(svg.contains(">London</text>") && svg.contains(">Paris</text>"))
    }

    /// A country's name is not written over a land it would cover whole: zoomed out, Iceland is
    /// drawn and left unnamed (its name hid it); zoomed in, the land shows round its name.
    @Test func aCountrysNameWaitsUntilItsLandShowsRoundIt() throws {
        func svg(span: Double) throws -> String {
            let map = try SVGTestSupport.map(center: Coordinate(latitude: 65, longitude: -18), span: Span(latitudeDelta: span, longitudeDelta: span),
                                             size: Size(width: 400, height: 300))
            map.showsScale = false
            return try SVGTestSupport.text(map)
        }
        let far = try svg(span: 60), near = try svg(span: 20)
        #expect(!far.contains(">Iceland</text>") && far.contains(">Greenland</text>"))
        #expect(near.contains(">Iceland</text>"))
        // Iceland is land in both.
        let iceland = Coordinate(latitude: 64.9, longitude: -18.6)
        for (text, span) in [(far, 60.0), (near, 20.0)] {
            let map = try SVGTestSupport.map(center: Coordinate(latitude: 65, longitude: -18), span: Span(latitudeDelta: span, longitudeDelta: span),
                                             size: Size(width: 400, height: 300))
            #expect(Self.isLandInPaths(text, at: map.convert(iceland)))
        }
    }

    /// Where two cities' names collide, the more important keeps its name, as on any map:
    /// Rome, not Vatican City, whatever order the data lists them in.
    @Test func theMoreImportantCityKeepsItsNameWhereTwoCollide() throws {
        let rome = KnownCoast(name: "Rome", center: Coordinate(latitude: 41.9, longitude: 12.5),
                              span: Span(latitudeDelta: 0.5, longitudeDelta: 0.7), water: [], land: [])
        let (_, svg) = try Self.render(rome)
        #expect(svg.contains(">Rome</text>"))
        #expect(!svg.contains(">Vatican City</text>"), "Vatican City's name would overlap Rome's")
        let italy = KnownCoast(name: "Italy", center: Coordinate(latitude: 42, longitude: 12.5),
                               span: Span(latitudeDelta: 8, longitudeDelta: 10), water: [], land: [])
        let (_, wide) = try Self.render(italy)
        #expect(wide.contains(">Rome</text>") && !wide.contains(">Vatican City</text>"))
    }

    @Test func placesAreLabelledInOrderOfImportance() throws {
        let places = BaseMapPlace.all
        let cities = places.filter { $0.kind == .city }
        #expect(places.prefix(while: { $0.kind == .country }).count == places.count - cities.count, "countries first")
        #expect(places.first?.name == "China")
        #expect(cities.count == 243)
        #expect(cities.first?.name == "Tokyo", "Natural Earth's rank 0, the most populous")
        for (a, b) in zip(cities, cities.dropFirst()) {
            #expect(a.precedes(b) && !b.precedes(a), "\(a.name) before \(b.name)")
        }
        func index(_ name: String) -> Int? { cities.firstIndex { $0.name == name } }
        #expect(try #require(index("Rome")) < #require(index("Vatican City")))
        #expect(try #require(index("Mbabane")) < #require(index("Lobamba")))
        #expect(try #require(index("Sydney")) < #require(index("Canberra")))
    }

    /// Names as Natural Earth spells them: none lost to a Latin-1 shapefile, no doubled spaces.
    @Test func placeNamesAreWholeAndTidy() {
        for place in BaseMapPlace.all {
            #expect(!place.name.contains("?") && !place.name.contains("  ") && place.name == place.name.trimmingCharacters(in: .whitespaces),
                    "\(place.name)")
        }
        let names = Set(BaseMapPlace.all.map(\.name))
        #expect(names.contains("Chișinău") && names.contains("Ōsaka") && names.contains("Washington, D.C."))
    }

    /// The land of every copy of the world a view shows is one path, so the halves of Eurasia
    /// cut at the antimeridian meet without a hairline of water between them.
    @Test func theLandOfEveryCopyOfTheWorldIsOnePath() throws {
        let (_, svg) = try Self.render(Self.coasts[3])
        #expect(Self.paths(svg, ofClass: "land").count == 1)
        #expect(Self.paths(svg, ofClass: "country").count == 1)
    }

    /// A view panned round the world, as a finger may fling it, shows the land of the copy
    /// it is over: the same land, path for path, as the view that never left.
    @Test func aViewPannedRoundTheWorldShowsItsLand() throws {
        let (map, home) = try Self.render(Self.coasts[1])
        for _ in 0..<5 { try map.pan(dx: -MapProjection.worldSize * map.zoomScale, dy: 0) }
        let away = try SVGTestSupport.text(map)
        #expect(!Self.paths(home, ofClass: "land").isEmpty)
        #expect(Self.paths(away, ofClass: "land").map(\.1) == Self.paths(home, ofClass: "land").map(\.1))
    }

    @Test func aCityNameGivesWayToAnAnnotationOnIt() throws {
        let (map, before) = try Self.render(Self.coasts[1])
        #expect(before.contains(">London</text>"))
        // A pin on London: its view covers the name, so the base map leaves the name out.
        map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: 51.45, longitude: -0.05), title: "Here"))
        let after = try SVGTestSupport.text(map)
        #expect(!after.contains(">London</text>") && after.contains(">Paris</text>"))
    }

    /// The whole world in 300 x 200 points, each annotation shown with the view `view` makes.
    static func worldMap(view: @escaping (Annotation) -> AnnotationView) throws -> MapView {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 120, longitudeDelta: 360),
                                         size: Size(width: 300, height: 200))
        let delegate = TestDelegate()
        delegate.view = { _, annotation in view(annotation) }
        map.delegate = delegate
        return map
    }

    /// A selected marker is drawn grown about its tip: the names it then covers are left out.
    @Test func aNameUnderASelectedMarkerIsLeftOut() throws {
        // Germany's name sits just above the balloon of a marker on @(0, 0) in this whole-world
        // view: clear of it as drawn normally, under it as drawn selected.
        let map = try Self.worldMap { MarkerAnnotationView(annotation: $0, reuseIdentifier: nil) }
        let marker = PointAnnotation(coordinate: Coordinate(latitude: 0, longitude: 0), title: "x")
        map.addAnnotation(marker)
        #expect(try SVGTestSupport.text(map).contains(">Germany</text>"))
        try map.selectAnnotation(marker)
        let selected = try SVGTestSupport.text(map)
        #expect(!selected.contains(">Germany</text>") && selected.contains(">China</text>"))
    }

    /// The open callout is drawn over the base map's names: those under its bubble are left out.
    @Test func aNameUnderTheCalloutIsLeftOut() throws {
        let map = try Self.worldMap { annotation in
            let pin = PinAnnotationView(annotation: annotation, reuseIdentifier: nil)
            pin.canShowCallout = true
            return pin
        }
        let pin = PointAnnotation(coordinate: Coordinate(latitude: 0, longitude: 0), title: "A callout over Europe")
        map.addAnnotation(pin)
        #expect(try SVGTestSupport.text(map).contains(">Germany</text>"))
        try map.selectAnnotation(pin)
        let open = try SVGTestSupport.text(map)
        #expect(open.contains("class=\"callout\"") && !open.contains(">Germany</text>") && open.contains(">China</text>"))
    }

    @Test func aNameUnderTheScaleBarIsLeftOut() throws {
        // Madrid falls in the bottom left corner of this view of the Alps, where the scale is.
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 46, longitude: 8), span: Span(latitudeDelta: 12, longitudeDelta: 16),
                                         size: Size(width: 400, height: 300))
        map.showsScale = false
        #expect(try SVGTestSupport.text(map).contains(">Madrid</text>"))
        map.showsScale = true
        let svg = try SVGTestSupport.text(map)
        #expect(!svg.contains(">Madrid</text>") && svg.contains(">Paris</text>"))
    }

    @Test func theSourcesAreCreditedAndTheBytesAreTheSameEachTime() throws {
        let (_, first) = try Self.render(Self.coasts[0])
        let (_, second) = try Self.render(Self.coasts[0])
        #expect(first == second)
        #expect(first.contains("<metadata>Base map: GSHHG"))
        #expect(first.contains("Natural Earth"))
    }

    @Test func mutedAndNoneAndACustomBackground() throws {
        let (_, muted) = try Self.render(Self.coasts[0], mapType: .mutedStandard)
        #expect(muted.contains("<g class=\"basemap muted\">"))
        #expect(muted.contains("fill=\"\(BaseMapPalette.muted.water)\""))
        let (_, none) = try Self.render(Self.coasts[0], mapType: .none)
        #expect(!none.contains("basemap") && !none.contains("<metadata>"))
        #expect(none.contains("class=\"map-background\""))
        // A background colour the script chose is the water.
        let map = try SVGTestSupport.map(center: Self.coasts[0].center, span: Self.coasts[0].span)
        map.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let red = try SVGTestSupport.text(map)
        #expect(red.contains("fill=\"#f00\"") || red.contains("fill=\"#ff0000\""))
        #expect(!red.contains("<rect class=\"water\""))
        // Its lakes and rivers are that water too, in a style the dark scheme leaves alone, as
        // it leaves the chosen background: the Great Lakes and the rivers around them.
        let lakes = try SVGTestSupport.map(center: Coordinate(latitude: 44, longitude: -85), span: Span(latitudeDelta: 12, longitudeDelta: 18))
        lakes.backgroundColor = Color(red: 0.125, green: 0.1875, blue: 0.25, alpha: 0.5)
        let dark = try SVGTestSupport.text(lakes)
        #expect(dark.contains("<path class=\"water\" style=\"fill:#203040;fill-opacity:0.5;stroke:#203040;stroke-opacity:0.5\""))
        #expect(dark.contains("<path class=\"river\" fill=\"none\" style=\"stroke:#203040;stroke-opacity:0.5\""))
        #expect(!dark.contains("fill=\"\(BaseMapPalette.standard.water)\"") && !dark.contains("stroke=\"\(BaseMapPalette.standard.water)\""))
    }

    @Test func theDarkSchemeRestylesEveryPart() {
        let dark = BaseMapPalette.darkRules
        for part in [".water{fill:", ".land{fill:", ".river{stroke:", ".state{stroke:", ".country{stroke:", ".city{fill:", ".country-name{fill:"] {
            #expect(dark.contains(".basemap " + part) && dark.contains(".basemap.muted " + part), "\(part)")
        }
        #expect(dark.contains(BaseMapPalette.darkStandard.water.description))
    }

    /// The viewer's scheme decides unless the map fixes one: then the dark rules apply
    /// everywhere, or are left out.
    @Test(arguments: UserInterfaceStyle.allCases)
    func aFixedSchemeLeavesTheViewerNoChoice(_ style: UserInterfaceStyle) throws {
        let (_, svg) = try Self.render(Self.coasts[0], style: style)
        let sheet = try #require(svg.range(of: "<style>").flatMap { start in svg[start.upperBound...].range(of: "</style>").map { String(svg[start.upperBound..<$0.lowerBound]) } })
        switch style {
        case .unspecified:
            #expect(sheet == "\(SVGStyle.lightRules)@media (prefers-color-scheme:dark){\(SVGStyle.darkRules)}"
                + BaseMapPalette.lightRules + "@media (prefers-color-scheme:dark){" + BaseMapPalette.darkRules + "}")
        case .dark:
            // After the light rules, with the same selectors: they win.
            #expect(sheet == "\(SVGStyle.lightRules)\(SVGStyle.darkRules)" + BaseMapPalette.lightRules + BaseMapPalette.darkRules)
        case .light:
            #expect(sheet == "\(SVGStyle.lightRules)" + BaseMapPalette.lightRules)
        }
    }

    // MARK: Pixels

    #if canImport(CRsvg)
    static let drawsPixels = true
    #else
    static let drawsPixels = false
    #endif

    @Test(.enabled(if: drawsPixels, "built without librsvg (Debian: librsvg2-dev), so the pixels are not checked"), arguments: coasts)
    func theKnownWaterAndLandAreDrawnSoInPixels(_ coast: KnownCoast) throws {
        #if canImport(CRsvg)
        let (map, svg) = try Self.render(coast)
        // The place names are drawn over the ground; what is under them is the question here.
        var ground = svg
        if let labels = svg.range(of: "<g id=\"basemap-labels\"") {
            ground = String(svg[..<labels.lowerBound]) + String(svg[svg[labels.upperBound...].range(of: "</g>")!.upperBound...])
        }
        let pixels = try Self.pixels(ground, width: 800, height: 600)
        func colour(_ c: Coordinate) -> String {
            let p = map.viewport.pointNearestCenter(for: MapPoint(c))
            return pixels(Int(p.x), Int(p.y))
        }
        for place in coast.water { #expect(colour(place) == BaseMapPalette.standard.water.description, "\(place)") }
        for place in coast.land { #expect(colour(place) == "#f5f2eb", "\(place)") }
        #endif
    }

    /// A PNG has no viewer to ask: it is dark only when the map fixes the dark scheme.
    @Test(.enabled(if: drawsPixels, "built without librsvg (Debian: librsvg2-dev), so the pixels are not checked"),
          arguments: [UserInterfaceStyle.unspecified, .dark])
    func aMapFixedDarkIsDrawnDarkInPixels(_ style: UserInterfaceStyle) throws {
        #if canImport(CRsvg)
        let coast = Self.coasts[0]
        let (map, svg) = try Self.render(coast, style: style)
        let pixels = try Self.pixels(svg, width: 800, height: 600)
        let palette = style == .dark ? BaseMapPalette.darkStandard : BaseMapPalette.standard
        for place in coast.water {
            let p = map.viewport.pointNearestCenter(for: MapPoint(place))
            #expect(pixels(Int(p.x), Int(p.y)) == palette.water.description, "\(place)")
        }
        #endif
    }

    #if canImport(CRsvg)
    /// Draws the SVG with librsvg and cairo and answers the colour (`#rrggbb`) of a pixel.
    static func pixels(_ svg: String, width: Int, height: Int) throws -> (Int, Int) -> String {
        let bytes = Array(svg.utf8)
        var error: UnsafeMutablePointer<GError>?
        let handle = try #require(bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) })
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)))
        let context = try #require(cairo_create(surface))
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        #expect(rsvg_handle_render_document(handle, context, &viewport, &error) != 0)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        let copy = Array(UnsafeBufferPointer(start: data, count: stride * height))
        cairo_surface_destroy(surface)
        return { x, y in
            // RGB24 is a 32-bit word per pixel, 0x00RRGGBB, in the machine's byte order.
            let i = y * stride + x * 4
            let word = UInt32(copy[i]) | UInt32(copy[i + 1]) << 8 | UInt32(copy[i + 2]) << 16
            let hex = String(word, radix: 16)
            return "#" + String(repeating: "0", count: 6 - hex.count) + hex
        }
    }
    #endif
}
