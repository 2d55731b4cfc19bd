import Foundation
import MapScriptGeometry
import MapScriptScene
import MapScriptTestSupport
import Testing
@testable import MapScriptSVG

@Suite struct DrawingTests {
    /// Draws a clipped gradient, an image and a label, the way a custom renderer would.
    final class BadgeRenderer: OverlayRenderer {
        override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
            let r = rect(for: overlay.boundingMapRect)
            context.saveGState()
            context.addEllipse(in: r)
            context.clip()
            context.drawLinearGradient(Gradient(colors: [.yellow, Color.red.withAlpha(0.5)], locations: [0, 1]),
                                       start: Point(x: r.minX, y: r.minY), end: Point(x: r.maxX, y: r.maxY))
            context.restoreGState()
            context.draw(Image(icon: .star), in: Rect(x: r.minX, y: r.minY, width: r.width / 4, height: r.height / 4))
            context.drawText("Badge", at: Point(x: r.midX, y: r.midY), size: r.height / 8, color: .black)
        }
    }

    func map(span: Double = 1) throws -> MapView {
        try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: span, longitudeDelta: span))
    }

    /// Two overlays drawn by `BadgeRenderer`; the delegate is returned because the map holds
    /// it weakly.
    func badgeMap() throws -> (MapView, TestDelegate) {
        let map = try map()
        let delegate = TestDelegate()
        delegate.renderer = { BadgeRenderer(overlay: $0) }
        map.delegate = delegate
        let a = MapPoint(Coordinate(latitude: 0.2, longitude: -0.2)), b = MapPoint(Coordinate(latitude: -0.2, longitude: 0.2))
        map.addOverlay(Overlay(coordinate: Coordinate(latitude: 0, longitude: 0), boundingMapRect: MapRect(enclosing: [a, b])))
        map.addOverlay(Overlay(coordinate: Coordinate(latitude: 0, longitude: 0), boundingMapRect: MapRect(enclosing: [a, b])))
        return (map, delegate)
    }

    @Test func customRendererWritesClipGradientImageAndText() throws {
        let (map, delegate) = try badgeMap()
        _ = delegate
        let svg = try SVGTestSupport.text(map)
        #expect(svg.contains("data-kind=\"custom\" data-index=\"0\""))
        // Ids come from counters, in drawing order, never repeated.
        #expect(svg.contains("<clipPath id=\"c1\">") && svg.contains("<clipPath id=\"c2\">"))
        #expect(svg.contains("<linearGradient id=\"g1\" gradientUnits=\"userSpaceOnUse\"") && svg.contains("<linearGradient id=\"g2\""))
        #expect(svg.contains("fill=\"url(#g1)\" clip-path=\"url(#c1)\""))
        #expect(svg.contains("<stop offset=\"1\" stop-color=\"#f00\" stop-opacity=\"0.5\"/>"))
        #expect(svg.contains("<use href=\"#i-star\""))
        #expect(svg.contains("<symbol id=\"i-star\" viewBox=\"0 0 24 24\">"))
        #expect(svg.contains(">Badge</text>"))
        #expect(XMLWellFormedness.problem(in: Data(svg.utf8)) == nil)
    }

    @Test func standardCircleBecomesACircleElement() throws {
        let map = try map()
        let delegate = TestDelegate.standard(fill: Color.red.withAlpha(0.25), stroke: .red, width: 3)
        map.delegate = delegate
        map.addOverlay(Circle(center: Coordinate(latitude: 0, longitude: 0), radius: 20_000))
        let svg = try SVGTestSupport.text(map)
        #expect(svg.contains("<circle cx=\"400\" cy=\"300\" r=\""))
        #expect(svg.contains("fill=\"#f00\" fill-opacity=\"0.25\" stroke=\"#f00\" stroke-width=\"3\""))
        #expect(!svg.contains("data-kind=\"circle\" data-index=\"0\"><path"))
    }

    @Test func dashesCapsAndJoinsAreWritten() throws {
        let map = try map()
        let delegate = TestDelegate()
        delegate.renderer = { overlay in
            let r = PolylineRenderer(polyline: overlay as! Polyline)
            r.strokeColor = .purple
            r.lineWidth = 4
            r.lineDashPattern = [10, 6]
            r.lineCap = .butt
            r.lineJoin = .bevel
            r.alpha = 0.5
            return r
        }
        map.delegate = delegate
        map.addOverlay(Polyline(coordinates: [Coordinate(latitude: -0.3, longitude: -0.3), Coordinate(latitude: 0.3, longitude: 0.3)]))
        let svg = try SVGTestSupport.text(map)
        #expect(svg.contains("data-kind=\"polyline\" data-index=\"0\" opacity=\"0.5\""))
        #expect(svg.contains("fill=\"none\" stroke=\"#800080\" stroke-width=\"4\" stroke-dasharray=\"10 6\" stroke-linejoin=\"bevel\""))
    }

    @Test func longLinesAreClippedAndSimplified() throws {
        // 20,000 vertices, mostly far outside the view and many closer than a quarter point.
        let map = try map(span: 0.1)
        let delegate = TestDelegate.standard(fill: nil, stroke: .blue, width: 2)
        map.delegate = delegate
        var coordinates: [Coordinate] = []
        for i in 0..<20_000 {
            let t = Double(i) / 19_999
            coordinates.append(Coordinate(latitude: 0.001 * sin(t * 400), longitude: -20 + 40 * t))
        }
        map.addOverlay(Polyline(coordinates: coordinates))
        let svg = try SVGTestSupport.text(map)
        let d = try #require(SVGTestSupport.attribute("d", in: svg, after: "data-kind=\"polyline\""))
        let vertices = PathDataReader.vertices(d)
        #expect(vertices.count < 200, "\(vertices.count) vertices written")
        // Every written vertex is within the view grown by the clipping margin.
        #expect(vertices.allSatisfy { $0.x >= -30 && $0.x <= 830 && $0.y >= -30 && $0.y <= 630 })
        // No two consecutive vertices closer than a quarter point.
        for (p, q) in zip(vertices, vertices.dropFirst()) {
            #expect(hypot(q.x - p.x, q.y - p.y) >= 0.25 - 0.01)
        }
    }

    @Test func polygonsLargerThanTheViewAreClippedClosed() throws {
        let map = try map(span: 0.1)
        let delegate = TestDelegate.standard()
        map.delegate = delegate
        map.addOverlay(Polygon(coordinates: [Coordinate(latitude: 10, longitude: -10), Coordinate(latitude: 10, longitude: 10),
                                             Coordinate(latitude: -10, longitude: 10), Coordinate(latitude: -10, longitude: -10)]))
        let svg = try SVGTestSupport.text(map)
        let d = try #require(SVGTestSupport.attribute("d", in: svg, after: "data-kind=\"polygon\""))
        #expect(d.hasSuffix("z"))
        let vertices = PathDataReader.vertices(d)
        #expect(vertices.count == 4)
        #expect(vertices.allSatisfy { abs($0.x) < 100 || abs($0.x - 800) < 100 })
    }

    @Test func tilesAreLinkedAtTheirViewRects() throws {
        let map = try tileMap()
        let tiles = TileOverlay(urlTemplate: "https://tiles.example/{z}/{x}/{y}.png?a=1&b=2")
        tiles.canReplaceMapContent = true
        map.addOverlay(tiles)
        let svg = try SVGTestSupport.text(map)
        let background = try #require(svg.range(of: "<g id=\"background\">"))
        let roads = try #require(svg.range(of: "<g id=\"overlays-aboveRoads\">"))
        let tileGroup = try #require(svg.range(of: "data-kind=\"tile\""))
        #expect(background.upperBound < tileGroup.lowerBound && tileGroup.lowerBound < roads.lowerBound)
        // zoom = round(log2(zoomScale * 2^28 / 256))
        let z = Int(log2(map.zoomScale * 268_435_456 / 256).rounded())
        #expect(svg.contains("<image href=\"https://tiles.example/\(z)/"))
        #expect(svg.contains("&amp;b=2"))
        #expect(SVGTestSupport.occurrences(of: "<image href=\"https://tiles.example/", in: svg) == tiles.tiles(in: map.visibleMapRect, zoomScale: map.zoomScale).tiles.count)
    }

    /// A 512-point map of the equator whose tile overlays get the built-in tile renderer.
    private func tileMap() throws -> MapView {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 10, longitudeDelta: 10),
                                         size: Size(width: 512, height: 512))
        let delegate = TestDelegate()
        delegate.renderer = { TileOverlayRenderer(tileOverlay: $0 as! TileOverlay) }
        map.delegate = delegate
        return map
    }

    @Test func adjacentTilesOverlapByAPointSoNoSeamShows() throws {
        let map = try tileMap()
        map.addOverlay(TileOverlay(urlTemplate: "https://tiles.example/{z}/{x}/{y}.png"))
        let svg = try SVGTestSupport.text(map)
        // The tiles of one row, left to right: each reaches a point over the next.
        let images = svg.matches(of: #/<image href="[^"]+" x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)"/#)
            .map { (x: Double($0.1)!, y: Double($0.2)!, width: Double($0.3)!) }
        let firstRow = images.filter { $0.y == images[0].y }.sorted { $0.x < $1.x }
        #expect(firstRow.count >= 2)
        for (left, right) in zip(firstRow, firstRow.dropFirst()) {
            #expect(abs(left.x + left.width - right.x - 1) <= 0.011, "\(left) then \(right)")
        }
    }

    @Test func imageViewsEmbedTheirBytesOnce() throws {
        let map = try map()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        let delegate = TestDelegate()
        delegate.view = { _, annotation in
            let view = AnnotationView(annotation: annotation, reuseIdentifier: "photo")
            view.image = Image(name: "photo.png", bytes: png, mimeType: "image/png", pixelSize: Size(width: 40, height: 30))
            view.centerOffset = Point(x: 0, y: -15)
            return view
        }
        map.delegate = delegate
        map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: 0, longitude: 0), title: "Photo"))
        map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: 0.01, longitude: 0), title: "Again"))
        let svg = try SVGTestSupport.text(map)
        #expect(svg.contains("<g class=\"annotation\" data-kind=\"image\" transform=\"translate(400 300)\"><title>Photo</title>"
            + "<use href=\"#f1\" x=\"-20\" y=\"-30\" width=\"40\" height=\"30\"/>"))
        // Every view shows the one definition: a unit square the image fills, stretched by each use.
        #expect(SVGTestSupport.occurrences(of: "<use href=\"#f1\"", in: svg) == 2)
        #expect(SVGTestSupport.occurrences(of: "data:image/png", in: svg) == 1)
        #expect(svg.contains("<symbol id=\"f1\" viewBox=\"0 0 1 1\" preserveAspectRatio=\"none\"><image width=\"1\" height=\"1\" "
            + "preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(Base64.encode(png))\"/></symbol>"))
    }

    /// An annotation of every view kind: pins, a marker, each icon and the user location.
    func viewKindsMap() throws -> (MapView, TestDelegate, names: [String]) {
        let map = try map(span: 0.05)
        map.showsUserLocation = true
        map.userLocation.coordinate = Coordinate(latitude: 0.01, longitude: 0.01)
        let delegate = TestDelegate()
        delegate.view = { _, annotation in
            switch annotation.title ?? "" {
            case "green":
                let pin = PinAnnotationView(annotation: annotation, reuseIdentifier: nil)
                pin.pinColor = .green
                pin.animatesDrop = true
                return pin
            case "marker":
                let marker = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
                marker.glyphText = "7"
                return marker
            case let name:
                guard let icon = Image.Icon(rawValue: name) else { return nil }
                let view = AnnotationView(annotation: annotation, reuseIdentifier: nil)
                view.image = Image(icon: icon)
                return view
            }
        }
        map.delegate = delegate
        let names = ["red", "green", "marker"] + Image.Icon.allCases.map(\.rawValue)
        for (i, name) in names.enumerated() {
            map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: -0.015 + 0.004 * Double(i), longitude: -0.02 + 0.004 * Double(i)), title: name))
        }
        return (map, delegate, names)
    }

    @Test func allViewKindsDraw() throws {
        let (map, delegate, names) = try viewKindsMap()
        _ = delegate
        let svg = try SVGTestSupport.text(map)
        for kind in ["pin", "image", "user-location"] { #expect(svg.contains("data-kind=\"\(kind)\""), "\(kind)") }
        // svg.md names four annotation kinds and no others; a marker is a pin to programs.
        let annotationKinds = svg.components(separatedBy: "class=\"annotation\" data-kind=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(annotationKinds.count == names.count + 1)
        #expect(annotationKinds.allSatisfy { ["pin", "image", "custom", "user-location"].contains(String($0)) })
        #expect(svg.contains("<title>marker</title><use href=\"#m1\"/>"))
        // A pin that drops is drawn in place, static first: it only names its annotation's
        // addition to the map (the third here: the user location came first) for the live
        // page to drop it.
        #expect(svg.contains("data-drop=\"3\"><title>green</title>"))
        #expect(SVGTestSupport.occurrences(of: "data-drop=", in: svg) == 1 && !svg.contains("<animate"))
        for icon in Image.Icon.allCases { #expect(svg.contains("<symbol id=\"i-\(icon.rawValue)\""), "\(icon)") }
        // Two pin colours: two pin symbols (the red one is shared by the pin icon).
        #expect(svg.contains("<g id=\"p1\">") && svg.contains("<g id=\"p2\">") && !svg.contains("<g id=\"p3\">"))
        #expect(XMLWellFormedness.problem(in: Data(svg.utf8)) == nil)
    }
}

@Suite struct DeepDrawingTests {
    /// Nests clips far deeper than any stack would allow recursion over them: discs, which
    /// are not rectangles, so each is intersected with the one before.
    final class NestingRenderer: OverlayRenderer {
        override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
            let r = rect(for: overlay.boundingMapRect)
            for i in 0..<20_000 {
                let inset = Double(i) * r.width / 50_000
                context.addEllipse(in: Rect(x: r.minX + inset, y: r.minY + inset, width: r.width - 2 * inset, height: r.height - 2 * inset))
                context.clip()
            }
            context.fill(r, color: .green)
        }
    }

    @Test func deeplyNestedClipsAreWrittenWithoutRecursion() throws {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 1, longitudeDelta: 1))
        let delegate = TestDelegate()
        delegate.renderer = { NestingRenderer(overlay: $0) }
        map.delegate = delegate
        let a = MapPoint(Coordinate(latitude: 0.3, longitude: -0.3)), b = MapPoint(Coordinate(latitude: -0.3, longitude: 0.3))
        map.addOverlay(Overlay(coordinate: Coordinate(latitude: 0, longitude: 0), boundingMapRect: MapRect(enclosing: [a, b])))
        let svg = try SVGTestSupport.text(map)
        // The outermost clips are groups, as deep as librsvg's parser allows; the deeper ones
        // are chained from clip to clip.
        #expect(svg.components(separatedBy: "<g clip-path=").count - 1 == ClipNesting.groupLimit)
        #expect(svg.contains("<g clip-path=\"url(#c64)\"><clipPath id=\"c65\"><path"))
        #expect(svg.contains("<clipPath id=\"c66\" clip-path=\"url(#c65)\">"))
        #expect(svg.contains("<clipPath id=\"c20000\" clip-path=\"url(#c19999)\">"))
        #expect(svg.contains("clip-path=\"url(#c20000)\"/>"))
        #expect(XMLWellFormedness.problem(in: Data(svg.utf8)) == nil)
        #if canImport(CRsvg)
        // librsvg reads it (a document nested past 256 is refused) and draws the centre.
        let pixels = try BaseMapTests.pixels(svg, width: 800, height: 600)
        #expect(pixels(400, 300) == "#00ff00")
        #endif
    }
}

/// A clip inside a clip is their intersection in every picture format: librsvg, which draws
/// PNG and PDF, ignores the `clip-path` of a `<clipPath>`, so nested clips are groups.
@Suite struct NestedClipTests {
    /// A disc, and inside it the left half of the overlay: a half disc, in green.
    final class HalfDiscRenderer: OverlayRenderer {
        var innerClip: (Rect) -> Rect = { r in Rect(x: r.minX, y: r.minY, width: r.width / 2, height: r.height) }
        var outerIsDisc = true

        override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
            let r = rect(for: overlay.boundingMapRect)
            if outerIsDisc {
                context.addEllipse(in: r)
                context.clip()
            } else {
                context.clip(to: r)
            }
            context.clip(to: innerClip(r))
            context.fill(r, color: .green)
        }
    }

    func render(_ configure: @escaping (HalfDiscRenderer) -> Void = { _ in }) throws -> (svg: String, map: MapView, area: Rect) {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 1, longitudeDelta: 1))
        let delegate = TestDelegate()
        delegate.renderer = { overlay in
            let renderer = HalfDiscRenderer(overlay: overlay)
            configure(renderer)
            return renderer
        }
        map.delegate = delegate
        let a = MapPoint(Coordinate(latitude: 0.3, longitude: -0.3)), b = MapPoint(Coordinate(latitude: -0.3, longitude: 0.3))
        let overlay = Overlay(coordinate: Coordinate(latitude: 0, longitude: 0), boundingMapRect: MapRect(enclosing: [a, b]))
        map.addOverlay(overlay)
        let svg = try SVGTestSupport.text(map)
        return withExtendedLifetime(delegate) { (svg, map, map.viewport.rect(for: overlay.boundingMapRect)) }
    }

    @Test func aClipInsideAClipIsWrittenInsideItsGroup() throws {
        let (svg, _, _) = try render()
        #expect(svg.contains("<g clip-path=\"url(#c1)\"><clipPath id=\"c2\">"))
        #expect(!svg.contains("<clipPath id=\"c2\" clip-path"))
        #expect(svg.contains("clip-path=\"url(#c2)\"/></g>"))
    }

    @Test func aRectangleInsideARectangleIsTheOneRectangleBothHold() throws {
        let (svg, _, _) = try render { $0.outerIsDisc = false }
        #expect(svg.components(separatedBy: "<clipPath").count - 1 == 1)
        #expect(!svg.contains("<g clip-path"))
    }

    @Test func rectanglesThatDoNotMeetLeaveNothingDrawn() throws {
        let (svg, _, _) = try render {
            $0.outerIsDisc = false
            $0.innerClip = { r in Rect(x: r.maxX + 10, y: r.minY, width: 20, height: 20) }
        }
        #if canImport(CRsvg)
        let pixels = try BaseMapTests.pixels(svg, width: 800, height: 600)
        #expect(pixels(400, 300) != "#00ff00")
        #else
        #expect(svg.contains("<clipPath id=\"c1\">"))
        #endif
    }

    @Test(.enabled(if: BaseMapTests.drawsPixels, "built without librsvg (Debian: librsvg2-dev), so the pixels are not checked"))
    func librsvgDrawsTheIntersection() throws {
        #if canImport(CRsvg)
        let (svg, _, area) = try render()
        let pixels = try BaseMapTests.pixels(svg, width: 800, height: 600)
        let green = "#00ff00"
        // Inside the disc, left of centre: drawn.
        #expect(pixels(Int(area.midX - area.width / 4), Int(area.midY)) == green)
        // Inside the disc, right of centre: the inner clip leaves it out.
        #expect(pixels(Int(area.midX + area.width / 4), Int(area.midY)) != green)
        // In the left half, outside the disc (its top left corner): the outer clip leaves it out.
        #expect(pixels(Int(area.minX + 3), Int(area.minY + 3)) != green)
        #endif
    }
}
