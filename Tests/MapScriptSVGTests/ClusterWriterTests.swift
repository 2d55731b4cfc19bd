import Foundation
import MapScriptGeometry
import MapScriptScene
import Testing
@testable import MapScriptSVG

/// Clusters, views hidden by collisions and marker titles, as the SVG writes them.
@Suite struct ClusterWriterTests {
    func denseMap() throws -> MapView {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 7.5, longitudeDelta: 10),
                                         size: Size(width: 400, height: 300))
        let delegate = TestDelegate()
        delegate.view = { _, annotation in
            guard !(annotation is ClusterAnnotation) else { return nil }
            let view = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
            if annotation.title == "Hidden" || annotation.title == "Kept" {
                view.displayPriority = annotation.title == "Kept" ? DisplayPriority.defaultHigh : DisplayPriority.defaultLow
            } else {
                view.clusteringIdentifier = "shops"
            }
            return view
        }
        map.delegate = delegate
        map.addAnnotations([PointAnnotation(coordinate: Coordinate(latitude: 0, longitude: 0), title: "Bakery & Co"),
                            PointAnnotation(coordinate: Coordinate(latitude: 0, longitude: 0.1), title: "Books"),
                            PointAnnotation(coordinate: Coordinate(latitude: 2, longitude: 2), title: "Hidden"),
                            PointAnnotation(coordinate: Coordinate(latitude: 2, longitude: 2.1), title: "Kept")])
        return map
    }

    @Test func aClusterIsOneGroupWithItsCountAndTitle() throws {
        let svg = try SVGTestSupport.text(try denseMap())
        #expect(svg.contains("<g class=\"annotation cluster\" data-kind=\"pin\" data-count=\"2\" transform=\"translate(202 150)\">"
                             + "<title>Bakery &amp; Co</title>"))
        #expect(svg.contains(">2</text>"), "the default cluster view shows the member count")
        #expect(!svg.contains("<title>Books</title>"), "members are not written")
    }

    @Test func aMarkerMadeForAClusterShowsItsCountUnlessGivenAGlyph() throws {
        for glyph in [nil, "S"] {
            let map = try denseMap()
            let delegate = try #require(map.delegate as? TestDelegate)
            let members = delegate.view
            delegate.view = { map, annotation in
                guard annotation is ClusterAnnotation else { return members(map, annotation) }
                let marker = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
                marker.markerTintColor = Color(red: 0, green: 0.5, blue: 0)
                marker.glyphText = glyph
                return marker
            }
            let svg = try SVGTestSupport.text(map)
            #expect(svg.contains("data-count=\"2\""))
            #expect(svg.contains(">\(glyph ?? "2")</text>"), "glyph \(glyph ?? "none")")
        }
    }

    @Test func hiddenViewsAreNotWrittenAndShownMarkersHaveTheirTitles() throws {
        let svg = try SVGTestSupport.text(try denseMap())
        #expect(!svg.contains("Hidden"))
        #expect(svg.contains("<title>Kept</title>"))
        #expect(svg.contains("<text class=\"marker-title\" x=\"0\" y=\"12\" font-size=\"11\" font-weight=\"bold\" text-anchor=\"middle\""
                             + " fill=\"#1c1c1e\" stroke=\"#fff\" stroke-width=\"2.5\" stroke-linejoin=\"round\" paint-order=\"stroke\">Kept</text>"))
    }

    @Test func aLongTitleIsOneTextOfTwoLinesAndTheTooltipKeepsItWhole() throws {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 7.5, longitudeDelta: 10),
                                         size: Size(width: 400, height: 300))
        let delegate = TestDelegate()
        delegate.view = { _, annotation in MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil) }
        map.delegate = delegate
        let title = "Metropolitan Museum of Art & its Gardens by the Lake"
        map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: 0, longitude: 0), title: title))
        let svg = try SVGTestSupport.text(map)
        #expect(svg.contains("<title>Metropolitan Museum of Art &amp; its Gardens by the Lake</title>"))
        #expect(svg.contains("<text class=\"marker-title\" x=\"0\" y=\"12\" font-size=\"11\" font-weight=\"bold\" text-anchor=\"middle\""
                             + " fill=\"#1c1c1e\" stroke=\"#fff\" stroke-width=\"2.5\" stroke-linejoin=\"round\" paint-order=\"stroke\">"
                             + "<tspan x=\"0\">Metropolitan Museum</tspan><tspan x=\"0\" dy=\"13\">of Art &amp; its Gardens\u{2026}</tspan></text>"))
    }

    @Test func aLongGlyphTextIsWrittenWholeAndSmaller() {
        #expect(AnnotationWriter.glyphFontSize("7") == 14)
        #expect(AnnotationWriter.glyphFontSize("42") == 11)
        let size = AnnotationWriter.glyphFontSize("12345")
        #expect(size < 11)
        #expect(TextMetrics.width(of: "12345", fontSize: size, weight: .bold) <= AnnotationWriter.glyphWidth)
    }
}
