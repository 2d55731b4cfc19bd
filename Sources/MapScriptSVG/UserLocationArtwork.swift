import MapScriptGeometry
import MapScriptScene

/// The user-location blue dot, centred on the view's centre: a translucent accuracy halo, a
/// heading cone when the heading is known, a soft shadow, a white border and the dot in the
/// view's tint. The scene knows no accuracy radius, so the halo has the size MapKit's takes at
/// street scale.
enum UserLocationArtwork {
    static let haloRadius = 22.0
    /// The system blue of the dot, for a user-location view of another class.
    static let defaultTint = Color(red: 0, green: 0.478, blue: 1)

    static func write(at center: Point, tint: Color, heading: Double?, into writer: inout SVGWriter, symbols: inout SymbolLibrary) {
        writer.open("g")
        if center != .zero {
            writer.beginAttribute("transform")
            writer.appendLiteral("translate(")
            writer.appendNumber(center.x); writer.appendByte(UInt8(ascii: " ")); writer.appendNumber(center.y)
            writer.appendByte(UInt8(ascii: ")"))
            writer.endAttribute()
        }
        writer.open("circle")
        writer.attribute("r", haloRadius)
        writer.fill(tint, opacity: 0.14)
        writer.stroke(tint, width: 1, opacity: 0.35)
        writer.close()
        if let heading, heading.isFinite {
            writer.open("path")
            writer.attribute("d", literal: "M0 0L-9 -24A26 26 0 0 1 9 -24z")
            writer.fill(tint, opacity: 0.3)
            writer.beginAttribute("transform")
            writer.appendLiteral("rotate(")
            writer.appendNumber(heading)
            writer.appendByte(UInt8(ascii: ")"))
            writer.endAttribute()
            writer.close()
        }
        writer.open("circle")
        writer.attribute("cy", literal: "1")
        writer.attribute("r", literal: "11")
        writer.attribute("fill", reference: symbols.id(for: .shadowGradient))
        writer.close()
        writer.open("circle")
        writer.attribute("r", literal: "9")
        writer.attribute("fill", literal: "#fff")
        writer.close()
        writer.open("circle")
        writer.attribute("r", literal: "6.5")
        writer.fill(tint)
        writer.close()
        writer.close()
    }
}
