import Foundation
import MapScriptGeometry
import MapScriptScene
import MapScriptTestSupport
import Testing
@testable import MapScriptSVG

/// A `GradientPolylineRenderer`'s line as SVG: straight segments whose colour changes are
/// paths painted with their own gradients, runs of one colour plain paths, joins short strokes
/// and caps filled shapes.
@Suite struct GradientPolylineTests {
    /// A map 800 by 600 points with one line through `coordinates` drawn by a gradient renderer
    /// that `configure` styles; the delegate is returned because the map holds it weakly.
    func lineMap(_ coordinates: [Coordinate], configure: @escaping (GradientPolylineRenderer) throws -> Void) throws -> (MapView, TestDelegate) {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 1, longitudeDelta: 1))
        let delegate = TestDelegate()
        delegate.renderer = { overlay in
            let renderer = GradientPolylineRenderer(polyline: overlay as! Polyline)
            try? configure(renderer)
            return renderer
        }
        map.delegate = delegate
        map.addOverlay(Polyline(coordinates: coordinates))
        return (map, delegate)
    }

    /// A bend, green to yellow to red, 8 points wide: the picture the librsvg test draws too.
    func bendMap() throws -> (MapView, TestDelegate) {
        try lineMap([Coordinate(latitude: 0.2, longitude: -0.4), Coordinate(latitude: 0.2, longitude: 0.2),
                     Coordinate(latitude: -0.2, longitude: 0.2)]) {
            try $0.setColors([.green, .yellow, .red], locations: [0, 0.5, 1])
            $0.lineWidth = 8
        }
    }

    func count(_ text: String, in svg: String) -> Int {
        svg.components(separatedBy: text).count - 1
    }

    /// What the map drew of its line: the overlay's group, without the rest of the picture.
    func line(_ map: MapView) throws -> String {
        let svg = try SVGTestSupport.text(map)
        #expect(XMLWellFormedness.problem(in: Data(svg.utf8)) == nil)
        return String(svg.components(separatedBy: "data-kind=\"polyline\" data-index=\"0\">")[1].components(separatedBy: "</g>")[0])
    }

    @Test func eachSegmentIsAGradientFromItsStartToItsEnd() throws {
        let (map, delegate) = try bendMap()
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        // Two segments, two gradients along them in view points: 0.6 degrees across, then 0.4 down.
        #expect(count("<linearGradient ", in: svg) == 2)
        #expect(svg.contains("<linearGradient id=\"g1\" gradientUnits=\"userSpaceOnUse\" x1=\"160\" y1=\"180\" x2=\"520\" y2=\"180\">"
                             + "<stop offset=\"0\" stop-color=\"#0f0\"/>"))
        #expect(svg.contains("x1=\"520\" y1=\"180\" x2=\"520\" y2=\"420\">"))
        #expect(svg.contains("<path d=\"M160 180h360\" fill=\"none\" stroke=\"url(#g1)\" stroke-width=\"8\" stroke-linejoin=\"round\"/>"))
        #expect(svg.contains("<path d=\"M520 180v240\" fill=\"none\" stroke=\"url(#g2)\" stroke-width=\"8\" stroke-linejoin=\"round\"/>"))
        // Yellow lies half way along the line, 300 of its 600 points, five sixths along the first
        // segment; the bend, 360 points along, is orange; the line ends in red.
        #expect(svg.contains("<stop offset=\"0.83\" stop-color=\"#ff0\"/><stop offset=\"1\" stop-color=\"#fc0\"/></linearGradient>"))
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#fc0\"/><stop offset=\"1\" stop-color=\"#f00\"/></linearGradient>"))
        // The pieces have butt ends: the round join is a short stroke at the bend, in its colour,
        // and the round caps are filled shapes in the end colours.
        #expect(!svg.contains("stroke-linecap"))
        #expect(svg.contains("<path d=\"M519.5 180h0.5v0.5\" fill=\"none\" stroke=\"#fc0\" stroke-width=\"8\" stroke-linejoin=\"round\"/>"))
        #expect(svg.contains("<path d=\"M160.5 176H160c-2.21 0-4 1.79-4 4 0 2.21 1.79 4 4 4h0.5z\" fill=\"#0f0\"/>"))
        #expect(svg.contains("<path d=\"M516 419.5v0.5c0 2.21 1.79 4 4 4 2.21 0 4-1.79 4-4v-0.5z\" fill=\"#f00\"/>"))
        #expect(count("<path ", in: svg) == 5)
    }

    @Test func translucentPiecesMeetAlongTheBisectorOfTheirBend() throws {
        let (map, delegate) = try bendMap()
        try (try map.renderer(for: map.overlays[0]) as! GradientPolylineRenderer)
            .setColors([Color.green.withAlpha(0.5), Color.red.withAlpha(0.5)], locations: [])
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        // Each piece runs a leg of one width past the bend, for the whole join, and is clipped
        // off beyond the bend's bisector: the triangle of the square about the bend on the
        // other side. No join stroke; the caps only touch the line.
        #expect(svg.contains("<clipPath id=\"c1\"><path d=\"M-22-2h724v372H-22zM531 169v22h-22z\" clip-rule=\"evenodd\"/></clipPath>"
                             + "<path d=\"M160 180h360v8\" fill=\"none\" stroke=\"url(#g1)\" stroke-width=\"8\" stroke-linejoin=\"round\" clip-path=\"url(#c1)\"/>"))
        #expect(svg.contains("<clipPath id=\"c2\"><path d=\"M330-2h372v604H330zM509 169h22l-22 22z\" clip-rule=\"evenodd\"/></clipPath>"
                             + "<path d=\"M512 180h8v240\" fill=\"none\" stroke=\"url(#g2)\" stroke-width=\"8\" stroke-linejoin=\"round\" clip-path=\"url(#c2)\"/>"))
        #expect(svg.contains("<path d=\"M160 176c-2.21 0-4 1.79-4 4 0 2.21 1.79 4 4 4z\" fill=\"#0f0\" fill-opacity=\"0.5\"/>"))
        #expect(count("<path ", in: svg) == 6)
    }

    @Test func translucentPiecesTooCloseToKeepApartOverlapLess() throws {
        // Bends closer than the squares that would keep them apart: the pieces overlap, with
        // join strokes whose legs are as short as the writer keeps.
        let (map, delegate) = try lineMap([Coordinate(latitude: 0, longitude: -0.4), Coordinate(latitude: 0, longitude: 0),
                                           Coordinate(latitude: -0.02, longitude: 0), Coordinate(latitude: -0.02, longitude: 0.4)]) {
            try $0.setColors([Color.green.withAlpha(0.5), Color.red.withAlpha(0.5)], locations: [])
            $0.lineWidth = 8
        }
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        #expect(!svg.contains("<clipPath"))
        #expect(count("h0.3v0.3\"", in: svg) == 1 && count("v0.3h0.3\"", in: svg) == 1)
    }

    @Test func aHardStopAtABendColoursEachSideItsOwn() throws {
        let (map, delegate) = try bendMap()
        // The bend is 360 of the line's 600 points along.
        try (try map.renderer(for: map.overlays[0]) as! GradientPolylineRenderer)
            .setColors([.green, .green, .red, .red], locations: [0, 0.6, 0.6, 1])
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        // The first segment is green alone, not mixed towards the red beyond the stop; measured
        // in map points the bend falls a hair before 0.6, so the second turns red at its start.
        #expect(svg.hasPrefix("<path d=\"M160 180h360\" fill=\"none\" stroke=\"#0f0\" stroke-width=\"8\" stroke-linejoin=\"round\"/>"))
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#0f0\"/><stop offset=\"0\" stop-color=\"#f00\"/><stop offset=\"1\" stop-color=\"#f00\"/>"))
    }

    @Test func endColoursHoldBeforeTheFirstLocationAndAfterTheLast() throws {
        let (map, delegate) = try lineMap([Coordinate(latitude: 0, longitude: -0.4), Coordinate(latitude: 0, longitude: 0.4)]) {
            try $0.setColors([.blue, .red], locations: [0.25, 0.75])
            $0.lineCap = .butt
        }
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#00f\"/><stop offset=\"0.25\" stop-color=\"#00f\"/>"
                             + "<stop offset=\"0.75\" stop-color=\"#f00\"/><stop offset=\"1\" stop-color=\"#f00\"/>"))
        // One piece: stroked as it is, with the renderer's butt caps.
        #expect(svg.hasSuffix("<path d=\"M160 300h480\" fill=\"none\" stroke=\"url(#g1)\" stroke-linejoin=\"round\"/>"))
    }

    @Test func evenlySpreadWithoutLocations() throws {
        let (map, delegate) = try lineMap([Coordinate(latitude: 0, longitude: -0.4), Coordinate(latitude: 0, longitude: 0.4)]) {
            try $0.setColors([.blue, .green, .red], locations: [])
        }
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#00f\"/><stop offset=\"0.5\" stop-color=\"#0f0\"/><stop offset=\"1\" stop-color=\"#f00\"/>"))
    }

    @Test func aTrimmedLineKeepsItsColoursWhereTheyAre() throws {
        let (map, delegate) = try lineMap([Coordinate(latitude: 0, longitude: -0.4), Coordinate(latitude: 0, longitude: 0.4)]) {
            try $0.setColors([.green, .red], locations: [0, 1])
            $0.strokeStart = 0.5
        }
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        // Half way along, green and red are mixed half and half.
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#808000\"/><stop offset=\"1\" stop-color=\"#f00\"/>"))
        #expect(svg.hasSuffix("<path d=\"M400 300h240\" fill=\"none\" stroke=\"url(#g1)\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"))
    }

    @Test func aDenseLineIsRunsOfOneColourNotAGradientASegment() throws {
        let coordinates = (0...2000).map { Coordinate(latitude: 0.001 * sin(Double($0)), longitude: -0.4 + 0.8 * Double($0) / 2000) }
        let (map, delegate) = try lineMap(coordinates) {
            try $0.setColors([.blue, .red], locations: [0, 1])
            $0.lineCap = .butt
        }
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        // Each segment changes colour by 1/2000, less than a step of 8-bit colour: one colour a
        // run, and a run for each of the 255 steps from blue to red, each with its join.
        #expect(!svg.contains("<linearGradient"))
        #expect(count("<path ", in: svg) < 600)
        #expect(svg.contains("stroke=\"#00f\"") && svg.contains("stroke=\"#f00\""))
    }

    @Test func oneColourIsOnePath() throws {
        let (map, delegate) = try bendMap()
        try (try map.renderer(for: map.overlays[0]) as! GradientPolylineRenderer).setColors([.purple], locations: [0.3])
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        #expect(svg == "<path d=\"M160 180h360v240\" fill=\"none\" stroke=\"#800080\" stroke-width=\"8\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
    }

    @Test func dashesRunOnAcrossPieces() throws {
        let (map, delegate) = try bendMap()
        let renderer = try map.renderer(for: map.overlays[0]) as! GradientPolylineRenderer
        renderer.lineDashPattern = [100, 50]
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        // The first segment is 360 points long: the second starts 60 points into the pattern's 150.
        #expect(svg.contains("stroke=\"url(#g1)\" stroke-width=\"8\" stroke-dasharray=\"100 50\" stroke-linecap=\"round\""))
        #expect(svg.contains("stroke=\"url(#g2)\" stroke-width=\"8\" stroke-dasharray=\"100 50\" stroke-dashoffset=\"60\" stroke-linecap=\"round\""))
        // No join strokes or cap shapes over the gaps.
        #expect(count("<path ", in: svg) == 2)
    }

    @Test func piecesOutOfSightWriteNoGradients() throws {
        let (map, delegate) = try lineMap([Coordinate(latitude: 0, longitude: -0.4), Coordinate(latitude: 0, longitude: 0.4),
                                           Coordinate(latitude: 0, longitude: 5), Coordinate(latitude: 0, longitude: 6)]) {
            try $0.setColors([.blue, .red], locations: [0, 1])
        }
        let svg = try line(map)
        withExtendedLifetime(delegate) {}
        #expect(count("<linearGradient ", in: svg) == 2)
    }

    @Test func listsThatDoNotFitAreErrorsAboutTheirArgument() throws {
        let renderer = GradientPolylineRenderer(polyline: Polyline(coordinates: [Coordinate(latitude: 0, longitude: 0),
                                                                                 Coordinate(latitude: 0, longitude: 1)]))
        #expect(throws: SceneError("setColors needs at least one colour", argument: 0, label: nil)) {
            try renderer.setColors([], locations: [])
        }
        #expect(throws: SceneError("setColors needs one location per colour: 2 colours, 1 location", argument: 1, label: "locations",
                                   help: "give no locations, [], to spread the colours evenly along the line")) {
            try renderer.setColors([.red, .blue], locations: [0])
        }
        #expect(throws: SceneError("setColors: location 1 is 1.5; locations are unit distances along the line, from 0 to 1",
                                   argument: 1, label: "locations")) {
            try renderer.setColors([.red, .blue], locations: [0, 1.5])
        }
        #expect(throws: SceneError("setColors: location 1 is 0.25, before location 0 (0.5); locations go along the line from its start to its end",
                                   argument: 1, label: "locations")) {
            try renderer.setColors([.red, .blue], locations: [0.5, 0.25])
        }
        // Nothing was set by the calls that failed.
        #expect(renderer.colors.isEmpty && renderer.gradient == nil)
    }
}
