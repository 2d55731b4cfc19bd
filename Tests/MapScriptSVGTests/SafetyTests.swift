import Foundation
import MapScriptGeometry
import MapScriptScene
import MapScriptTestSupport
import Testing
@testable import MapScriptSVG

@Suite struct SafetyTests {
    static let hostile = "</title><script>alert(1)</script><g onload=\"alert(2)\">&amp;\u{1}"

    /// A custom renderer that draws hostile text and links a hostile image.
    final class HostileRenderer: OverlayRenderer {
        override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
            let r = rect(for: overlay.boundingMapRect)
            context.drawText(SafetyTests.hostile, at: Point(x: r.midX, y: r.midY), size: r.height / 10, color: .black)
            context.draw(Image(linkTo: "javascript:alert(3)", size: Size(width: 10, height: 10)), in: r)
            context.draw(Image(name: "evil.svg", bytes: Array("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(4)</script></svg>".utf8),
                               mimeType: "image/svg+xml", pixelSize: Size(width: 8, height: 8)), in: r)
            context.draw(Image(name: "page.html", bytes: Array("<html>".utf8), mimeType: "text/html", pixelSize: Size(width: 8, height: 8)), in: r)
        }
    }

    func hostileMap() throws -> (MapView, TestDelegate) {
        let center = Coordinate(latitude: 10, longitude: 10)
        let map = try SVGTestSupport.map(center: center, span: Span(latitudeDelta: 1, longitudeDelta: 1))
        map.title = Self.hostile
        let delegate = TestDelegate()
        delegate.renderer = { overlay in
            if let tile = overlay as? TileOverlay { return TileOverlayRenderer(tileOverlay: tile) }
            return HostileRenderer(overlay: overlay)
        }
        delegate.view = { _, annotation in
            let marker = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
            marker.glyphText = SafetyTests.hostile
            marker.canShowCallout = true
            return marker
        }
        map.delegate = delegate
        let overlay = Overlay(coordinate: center, boundingMapRect: MapRect(enclosing: [MapPoint(Coordinate(latitude: 10.2, longitude: 9.8)),
                                                                                    MapPoint(Coordinate(latitude: 9.8, longitude: 10.2))]))
        overlay.title = Self.hostile
        map.addOverlay(overlay)
        map.addOverlay(TileOverlay(urlTemplate: "javascript:alert({x})"))
        let annotation = PointAnnotation(coordinate: center, title: Self.hostile, subtitle: Self.hostile)
        map.addAnnotation(annotation)
        try map.selectAnnotation(annotation)
        return (map, delegate)
    }

    @Test func hostileStringsComeOutAsText() throws {
        let (map, delegate) = try hostileMap()
        _ = delegate
        let svg = try SVGTestSupport.text(map, fileName: Self.hostile)
        #expect(!svg.contains("<script"))
        #expect(!svg.lowercased().contains("javascript:"))
        // Every '<' left in the output starts real markup; none of its tags has an event attribute.
        let eventAttribute = try NSRegularExpression(pattern: "<[^>]*\\son[a-z]+\\s*=", options: [.caseInsensitive])
        #expect(eventAttribute.firstMatch(in: svg, range: NSRange(svg.startIndex..., in: svg)) == nil)
        #expect(!svg.contains("\u{1}"))
        #expect(svg.contains("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        // Titles of the map, the overlay and the annotation, the callout's title and subtitle, the glyph.
        #expect(SVGTestSupport.occurrences(of: "&lt;script&gt;alert(1)", in: svg) >= 5)
    }

    @Test func embeddedSVGIsBase64AndOtherTypesAreRefused() throws {
        let (map, delegate) = try hostileMap()
        _ = delegate
        let svg = try SVGTestSupport.text(map)
        let payload = Base64.encode(Array("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(4)</script></svg>".utf8))
        #expect(svg.contains("href=\"data:image/svg+xml;base64,\(payload)\""))
        #expect(!svg.contains("text/html"))
    }

    @Test func colorsOutOfRangeAreClamped() throws {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 1, longitudeDelta: 1))
        map.backgroundColor = Color(red: 2, green: -1, blue: .nan, alpha: 7)
        let svg = try SVGTestSupport.text(map)
        #expect(svg.contains("<rect width=\"800\" height=\"600\" fill=\"#f00\"/>"))
    }

    @Test func thePictureIsWellFormed() throws {
        let (map, delegate) = try hostileMap()
        _ = delegate
        let problem = XMLWellFormedness.problem(in: Data(try SVGExporter.render(map)))
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// The check above must be able to fail, on each way Foundation's parser on Linux lets a
    /// broken document through or reports it.
    @Test(arguments: ["<a><b></a>", "<a/><b/>", "<a x=\"1\" x=\"2\"/>", "<a>&bogus;</a>", "<a>", "<a><b>", "", "<a>\u{1}</a>"])
    func theWellFormednessCheckRejectsBrokenXML(_ text: String) {
        #expect(XMLWellFormedness.problem(in: Data(text.utf8)) != nil)
    }
}
