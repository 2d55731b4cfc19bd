import MapScriptScene

/// The built-in icons (`Image("star")`...), drawn on a 24 x 24 grid as crisp vector art:
/// a gold five-point star; a ferris wheel, a fork and knife, and a white cross each on a
/// rounded badge of its own colour; red and white target rings; and the standard pin.
enum IconArtwork {
    static func write(_ icon: Image.Icon, into writer: inout SVGWriter, pinReference: String?) {
        switch icon {
        case .star:
            path(&writer, "M12 1.7L14.7 9.18L22.65 9.44L16.37 14.32L18.58 21.96L12 17.5L5.42 21.96L7.63 14.32L1.35 9.44L9.3 9.18z",
                 fill: "#ffc21a", stroke: "#b7791f", width: "1", join: true)
            path(&writer, "M12 5.2L13.6 9.9L12 13.6L10.4 9.9z", fill: "#fff", opacity: "0.45")
        case .ride:
            badge(&writer, fill: "#7b4fd0", rim: "#5a37a0")
            writer.open("g")
            writer.attribute("fill", literal: "none")
            writer.attribute("stroke", literal: "#fff")
            writer.attribute("stroke-linecap", literal: "round")
            path(&writer, "M12 10.5L8.2 20.3M12 10.5L15.8 20.3M6.5 20.3H17.5", width: "1.5")
            writer.open("circle")
            writer.attribute("cx", literal: "12"); writer.attribute("cy", literal: "10.5"); writer.attribute("r", literal: "6.3")
            writer.attribute("stroke-width", literal: "1.3")
            writer.close()
            path(&writer, "M5.7 10.5H18.3M12 4.2V16.8M7.55 6.05L16.45 14.95M7.55 14.95L16.45 6.05", width: "0.7")
            writer.close()
            writer.open("g")
            writer.attribute("fill", literal: "#fff")
            for (x, y) in [("18.3", "10.5"), ("16.45", "14.95"), ("12", "16.8"), ("7.55", "14.95"),
                           ("5.7", "10.5"), ("7.55", "6.05"), ("12", "4.2"), ("16.45", "6.05")] as [(StaticString, StaticString)] {
                writer.open("circle")
                writer.attribute("cx", literal: x); writer.attribute("cy", literal: y); writer.attribute("r", literal: "1.35")
                writer.close()
            }
            writer.open("circle")
            writer.attribute("cx", literal: "12"); writer.attribute("cy", literal: "10.5"); writer.attribute("r", literal: "1.5")
            writer.close()
            writer.close()
        case .food:
            badge(&writer, fill: "#f28c1e", rim: "#bd6a0f")
            writer.open("g")
            writer.attribute("fill", literal: "none")
            writer.attribute("stroke", literal: "#fff")
            writer.attribute("stroke-linecap", literal: "round")
            writer.attribute("stroke-linejoin", literal: "round")
            path(&writer, "M6.9 4.8V9.3M8.6 4.8V9.3M10.3 4.8V9.3M6.9 9.3C6.9 11.6 10.3 11.6 10.3 9.3", width: "1.1")
            path(&writer, "M8.6 11.2V19.3M16.1 13.6V19.3", width: "1.8")
            writer.close()
            path(&writer, "M15.2 13.9V4.6C18.6 5.8 18.9 11.2 17.4 13.9z", fill: "#fff")
        case .firstaid:
            badge(&writer, fill: "#e53935", rim: "#b0221f")
            path(&writer, "M9.75 5.5h4.5v4.25h4.25v4.5h-4.25v4.25h-4.5v-4.25h-4.25v-4.5h4.25z", fill: "#fff")
        case .bullseye:
            ring(&writer, "11", "#e53935", stroke: "#a31b18")
            ring(&writer, "8.6", "#fff", stroke: nil)
            ring(&writer, "6.2", "#e53935", stroke: nil)
            ring(&writer, "3.8", "#fff", stroke: nil)
            ring(&writer, "1.6", "#e53935", stroke: nil)
        case .pin:
            if let pinReference {
                writer.open("use")
                writer.beginAttribute("href")
                writer.appendByte(UInt8(ascii: "#"))
                writer.appendEscaped(pinReference)
                writer.endAttribute()
                writer.attribute("transform", literal: "translate(12 23.3) scale(0.6)")
                writer.close()
            }
        }
    }

    /// Whether the icon is a white symbol on a coloured badge or rings (its shape as a glyph
    /// template is the white), rather than a shape of its own (the star, the pin).
    static func hasWhiteSymbol(_ icon: Image.Icon) -> Bool {
        switch icon {
        case .ride, .food, .firstaid, .bullseye: return true
        case .star, .pin: return false
        }
    }

    private static func badge(_ writer: inout SVGWriter, fill: StaticString, rim: StaticString) {
        writer.open("rect")
        writer.attribute("x", literal: "1.5"); writer.attribute("y", literal: "1.5")
        writer.attribute("width", literal: "21"); writer.attribute("height", literal: "21")
        writer.attribute("rx", literal: "5.5")
        writer.attribute("fill", literal: fill)
        writer.attribute("stroke", literal: rim)
        writer.close()
    }

    private static func ring(_ writer: inout SVGWriter, _ radius: StaticString, _ fill: StaticString, stroke: StaticString?) {
        writer.open("circle")
        writer.attribute("cx", literal: "12"); writer.attribute("cy", literal: "12"); writer.attribute("r", literal: radius)
        writer.attribute("fill", literal: fill)
        if let stroke {
            writer.attribute("stroke", literal: stroke)
            writer.attribute("stroke-width", literal: "0.8")
        }
        writer.close()
    }

    private static func path(_ writer: inout SVGWriter, _ d: StaticString, fill: StaticString? = nil, opacity: StaticString? = nil,
                             stroke: StaticString? = nil, width: StaticString? = nil, join: Bool = false) {
        writer.open("path")
        writer.attribute("d", literal: d)
        if let fill { writer.attribute("fill", literal: fill) }
        if let opacity { writer.attribute("fill-opacity", literal: opacity) }
        if let stroke { writer.attribute("stroke", literal: stroke) }
        if let width { writer.attribute("stroke-width", literal: width) }
        if join { writer.attribute("stroke-linejoin", literal: "round") }
        writer.close()
    }
}
