import MapScriptGeometry
import MapScriptScene

/// The callout accessory controls, each drawn in a 24 x 24 box: the detail disclosure button
/// (a circled "i" in the tint colour), the light and dark info buttons (a white "i" on a tinted
/// disc; a dark circled "i"), the contact-add button (a circled "+"), and an image accessory
/// (the image itself).
enum AccessoryArtwork {
    static let size = CalloutAccessory.size
    static let tint: StaticString = "#007aff"

    static func write(_ accessory: CalloutAccessory, at origin: Point, into writer: inout SVGWriter, symbols: inout SymbolLibrary) {
        if case .image(let image) = accessory {
            ImageWriter.write(image, in: Rect(x: origin.x, y: origin.y, width: size, height: size), into: &writer, symbols: &symbols)
            return
        }
        writer.open("g")
        writer.attribute("class", literal: "accessory")
        writer.beginAttribute("transform")
        writer.appendLiteral("translate(")
        writer.appendNumber(origin.x); writer.appendByte(UInt8(ascii: " ")); writer.appendNumber(origin.y)
        writer.appendByte(UInt8(ascii: ")"))
        writer.endAttribute()
        switch accessory {
        case .detailDisclosure:
            ring(&writer, stroke: tint, fill: nil)
            info(&writer, color: tint)
        case .infoLight:
            ring(&writer, stroke: nil, fill: tint)
            info(&writer, color: "#fff")
        case .infoDark:
            ring(&writer, stroke: "#3a3a3c", fill: nil)
            info(&writer, color: "#3a3a3c")
        case .contactAdd:
            ring(&writer, stroke: tint, fill: nil)
            writer.open("path")
            writer.attribute("d", literal: "M12 7.2V16.8M7.2 12H16.8")
            writer.attribute("stroke", literal: tint)
            writer.attribute("stroke-width", literal: "1.8")
            writer.attribute("stroke-linecap", literal: "round")
            writer.close()
        case .image:
            break
        }
        writer.close()
    }

    private static func ring(_ writer: inout SVGWriter, stroke: StaticString?, fill: StaticString?) {
        writer.open("circle")
        writer.attribute("cx", literal: "12"); writer.attribute("cy", literal: "12")
        writer.attribute("r", literal: stroke == nil ? "11" : "10.2")
        writer.attribute("fill", literal: fill ?? "none")
        if let stroke {
            writer.attribute("stroke", literal: stroke)
            writer.attribute("stroke-width", literal: "1.6")
        }
        writer.close()
    }

    private static func info(_ writer: inout SVGWriter, color: StaticString) {
        writer.open("circle")
        writer.attribute("cx", literal: "12"); writer.attribute("cy", literal: "7.4"); writer.attribute("r", literal: "1.35")
        writer.attribute("fill", literal: color)
        writer.close()
        writer.open("path")
        writer.attribute("d", literal: "M10.3 10.6H12.4V16.9M10.2 16.9H14")
        writer.attribute("fill", literal: "none")
        writer.attribute("stroke", literal: color)
        writer.attribute("stroke-width", literal: "1.7")
        writer.attribute("stroke-linecap", literal: "round")
        writer.attribute("stroke-linejoin", literal: "round")
        writer.close()
    }
}
