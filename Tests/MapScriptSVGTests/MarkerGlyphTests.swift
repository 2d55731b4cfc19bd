import MapScriptGeometry
import MapScriptScene
import Testing
@testable import MapScriptSVG

/// A marker's glyph image is drawn as MapKit draws it, a template in the glyph tint: through a
/// filter in `<defs>`, one for each tint and kind of shape.
@Suite struct MarkerGlyphTests {
    private func svg(glyphs: [(image: Image, tint: Color)]) throws -> String {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 10, longitudeDelta: 10),
                                         size: Size(width: 400, height: 300))
        let delegate = TestDelegate()
        delegate.view = { _, annotation in
            let glyph = glyphs[Int(annotation.title ?? "") ?? 0]
            let view = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
            view.glyphImage = glyph.image
            view.glyphTintColor = glyph.tint
            return view
        }
        map.delegate = delegate
        map.addAnnotations(glyphs.indices.map { PointAnnotation(coordinate: Coordinate(latitude: 0, longitude: Double($0) * 3 - 3), title: "\($0)") })
        return try withExtendedLifetime(delegate) { try SVGTestSupport.text(map) }
    }

    @Test func aBadgeIconIsItsWhiteSymbolInTheTintAndMarkersOfOneTintShareTheFilter() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let text = try svg(glyphs: [(Image(icon: .food), blue), (Image(icon: .ride), blue)])
        #expect(text.contains("<filter id=\"t1\" color-interpolation-filters=\"sRGB\">"
                              + "<feColorMatrix type=\"matrix\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 0 -2\"/>"
                              + "<feComposite in2=\"SourceAlpha\" operator=\"in\" result=\"shape\"/><feFlood flood-color=\"#00f\"/>"
                              + "<feComposite in2=\"shape\" operator=\"in\"/></filter>"))
        #expect(text.components(separatedBy: "filter=\"url(#t1)\"").count == 3, "both glyphs use it")
        #expect(!text.contains("id=\"t2\""))
    }

    @Test func aShapeIconIsItsOutlineInATranslucentTint() throws {
        let text = try svg(glyphs: [(Image(icon: .star), Color(red: 1, green: 0, blue: 0, alpha: 0.5))])
        #expect(text.contains("<filter id=\"t1\" color-interpolation-filters=\"sRGB\"><feFlood flood-color=\"#f00\" flood-opacity=\"0.5\"/>"
                              + "<feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"))
        #expect(text.contains("<use href=\"#i-star\" x=\"-8\" y=\"-33\" width=\"16\" height=\"16\" filter=\"url(#t1)\"/>"))
    }

    @Test func aGlyphImageThatCannotBeDrawnLeavesTheDefaultGlyphAndNoFilter() throws {
        let text = try svg(glyphs: [(Image(name: "doc.pdf", bytes: [1, 2, 3], mimeType: "application/pdf", pixelSize: Size(width: 16, height: 16)), .white)])
        #expect(!text.contains("<filter id=\"t"))
    }
}
