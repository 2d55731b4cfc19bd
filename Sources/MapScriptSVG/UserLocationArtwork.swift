/// The user-location blue dot, centred at (0, 0): a soft shadow, a white border and the blue
/// dot. The translucent accuracy ring, whose radius depends on the map's scale, is written by
/// the renderer around it.
enum UserLocationArtwork {
    static let radius = 9.0

    static func writeDot(into writer: inout SVGWriter) {
        writer.open("circle")
        writer.attribute("cy", literal: "1")
        writer.attribute("r", literal: "11")
        writer.attribute("fill", literal: "url(#shadow)")
        writer.close()
        writer.open("circle")
        writer.attribute("r", literal: "9")
        writer.attribute("fill", literal: "#fff")
        writer.close()
        writer.open("circle")
        writer.attribute("r", literal: "6.5")
        writer.attribute("fill", literal: "#0a84ff")
        writer.close()
    }

    /// The accuracy ring around the dot, `radius` in view points.
    static func writeAccuracyRing(radius: Double, into writer: inout SVGWriter) {
        writer.open("circle")
        writer.attribute("r", radius)
        writer.attribute("fill", literal: "#0a84ff")
        writer.attribute("fill-opacity", literal: "0.12")
        writer.attribute("stroke", literal: "#0a84ff")
        writer.attribute("stroke-opacity", literal: "0.3")
        writer.close()
    }
}
