import MapScriptGeometry
import MapScriptScene

/// Writes a callout: `<g class="callout">` with a soft shadow, the bubble and its pointer, the
/// accessories, the title (bold) and the subtitle as `<text>` elements.
enum CalloutWriter {
    static func write(_ layout: CalloutLayout, left: CalloutAccessory?, right: CalloutAccessory?,
                      into writer: inout SVGWriter, symbols: inout SymbolLibrary) {
        let outline = layout.outline()
        writer.newline()
        writer.open("g")
        writer.attribute("class", literal: "callout")

        writer.open("path")
        writer.attribute("class", literal: "shadow")
        writer.beginAttribute("d"); writer.appendBuilt(outline); writer.endAttribute()
        writer.attribute("fill", literal: "#000")
        writer.attribute("fill-opacity", literal: "0.22")
        writer.attribute("transform", literal: "translate(0 2)")
        writer.attribute("filter", reference: symbols.id(for: .softShadow))
        writer.close()

        writer.open("path")
        writer.attribute("class", literal: "bubble")
        writer.beginAttribute("d"); writer.appendBuilt(outline); writer.endAttribute()
        writer.attribute("fill", literal: "#fff")
        writer.attribute("stroke", literal: "#000")
        writer.attribute("stroke-opacity", literal: "0.14")
        writer.attribute("stroke-width", literal: "0.75")
        writer.close()

        if let left, let origin = layout.leftAccessoryOrigin {
            AccessoryArtwork.write(left, at: origin, into: &writer, symbols: &symbols)
        }
        if let right, let origin = layout.rightAccessoryOrigin {
            AccessoryArtwork.write(right, at: origin, into: &writer, symbols: &symbols)
        }

        writer.open("text")
        writer.attribute("class", literal: "title")
        writer.attribute("x", layout.textX)
        writer.attribute("y", layout.titleBaseline)
        writer.attribute("font-size", CalloutLayout.titleFontSize)
        writer.attribute("font-weight", literal: "bold")
        writer.attribute("fill", literal: "#1c1c1e")
        writer.text(layout.title)
        writer.close()
        if let subtitle = layout.subtitle {
            writer.open("text")
            writer.attribute("class", literal: "subtitle")
            writer.attribute("x", layout.textX)
            writer.attribute("y", layout.subtitleBaseline)
            writer.attribute("font-size", CalloutLayout.subtitleFontSize)
            writer.attribute("fill", literal: "#6e6e73")
            writer.text(subtitle)
            writer.close()
        }
        writer.close()
    }
}
