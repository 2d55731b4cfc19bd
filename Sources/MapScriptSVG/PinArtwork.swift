import MapScriptScene

/// The standard pin (MKPinAnnotationView), drawn with its needle tip at (0, 0): a soft shadow
/// ellipse where the needle meets the ground, a thin steel needle, and a teardrop head in the
/// pin's colour with a darker rim and a glossy highlight. About 16 points wide and 38 tall.
enum PinArtwork {
    /// MapKit's red pin is a warm red rather than pure #f00.
    static let defaultColor = Color(red: 1, green: 0.231, blue: 0.188)

    /// The colours of MKPinAnnotationColor, in the system palette (pure green reads poorly).
    static func color(for pinColor: PinColor) -> Color {
        switch pinColor {
        case .red: return defaultColor
        case .green: return Color(red: 0.204, green: 0.78, blue: 0.349)
        case .purple: return Color(red: 0.686, green: 0.322, blue: 0.871)
        }
    }

    /// The height of the drawing above its tip, and its half width: used to place callouts.
    static let height = 38.0
    static let halfWidth = 8.5

    static func write(color: Color, into writer: inout SVGWriter) {
        writer.open("ellipse")
        writer.attribute("cy", literal: "-0.5")
        writer.attribute("rx", literal: "5.5")
        writer.attribute("ry", literal: "2")
        writer.attribute("fill", literal: "url(#shadow)")
        writer.close()

        writer.open("path")
        writer.attribute("d", literal: "M-0.9 -18H0.9L0.35 0H-0.35z")
        writer.attribute("fill", literal: "#77777c")
        writer.close()

        writer.open("path")
        writer.attribute("d", literal: "M0 -17L-6.23 -23.72A8.5 8.5 0 1 1 6.23 -23.72z")
        writer.fill(color)
        writer.stroke(shade(color, 0.7), width: 1)
        writer.close()

        writer.open("ellipse")
        writer.attribute("cx", literal: "-2.8")
        writer.attribute("cy", literal: "-32")
        writer.attribute("rx", literal: "2.6")
        writer.attribute("ry", literal: "1.9")
        writer.attribute("fill", literal: "#fff")
        writer.attribute("fill-opacity", literal: "0.6")
        writer.close()
    }

    /// The colour darkened (factor < 1) for rims and shading.
    static func shade(_ color: Color, _ factor: Double) -> Color {
        Color(red: color.red * factor, green: color.green * factor, blue: color.blue * factor, alpha: 1)
    }
}
