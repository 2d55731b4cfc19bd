import MapScriptScene

/// The balloon marker (MKMarkerAnnotationView), tip at (0, 0): a round balloon narrowing to
/// a point, with a white rim and a shadow; the glyph (text, or a small white pin) sits in the
/// balloon's centre at (0, -25).
enum MarkerArtwork {
    static let defaultColor = Color(red: 1, green: 0.231, blue: 0.188)
    static let height = MarkerAnnotationView.balloonHeight
    static let glyphCenterY = -25.0

    static func writeBalloon(color: Color, into writer: inout SVGWriter) {
        writer.open("ellipse")
        writer.attribute("cy", literal: "-0.5")
        writer.attribute("rx", literal: "7")
        writer.attribute("ry", literal: "2.4")
        writer.attribute("fill", literal: "url(#shadow)")
        writer.close()

        writer.open("path")
        writer.attribute("d", literal: "M0 -1L-11.36 -17.71A13.5 13.5 0 1 1 11.36 -17.71z")
        writer.fill(color)
        writer.attribute("stroke", literal: "#fff")
        writer.attribute("stroke-width", literal: "1.5")
        writer.attribute("stroke-linejoin", literal: "round")
        writer.close()
    }

    /// The default glyph: a small white pin with a hole.
    static func writeDefaultGlyph(color: Color, into writer: inout SVGWriter) {
        writer.open("path")
        writer.attribute("d", literal: "M0 -18.5L-3.95 -25.15A4.6 4.6 0 1 1 3.95 -25.15zM1.7 -27.5A1.7 1.7 0 1 0 -1.7 -27.5A1.7 1.7 0 1 0 1.7 -27.5z")
        writer.fill(color)
        writer.attribute("fill-rule", literal: "evenodd")
        writer.close()
    }
}
