import MapScriptGeometry
import MapScriptScene

/// Writes one `Image` into a rectangle: a built-in icon as a `<use>` of its symbol, a file as
/// an `<image>` with a base64 `data:` URL (SVG files included: inside `<image>` browsers never
/// run an SVG's scripts), a link as an `<image>` with its URL when `URLPolicy` allows it.
enum ImageWriter {
    /// The image types a `data:` URL may carry.
    static let embeddableTypes: [String] = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"]

    static func write(_ image: Image, in rect: Rect, rotation: Double = 0, placement: AffineTransform? = nil,
                      opacity: Double = 1, clip: String? = nil,
                      extraAttributes: ((inout SVGWriter) -> Void)? = nil,
                      into writer: inout SVGWriter, symbols: inout SymbolLibrary) {
        switch image.source {
        case .icon(let icon):
            let id = symbols.id(for: .icon(icon))
            writer.open("use")
            writer.beginAttribute("href"); writer.appendByte(UInt8(ascii: "#")); writer.appendEscaped(id); writer.endAttribute()
        case .file(let bytes, let mimeType):
            let type = mimeType.lowercased()
            guard embeddableTypes.contains(type), !bytes.isEmpty else { return }
            writer.open("image")
            writer.beginAttribute("href")
            writer.appendLiteral("data:")
            writer.appendEscaped(type)
            writer.appendLiteral(";base64,")
            writer.appendBase64(bytes)
            writer.endAttribute()
        case .link(let url):
            guard URLPolicy.isLinkable(url) else { return }
            writer.open("image")
            writer.attribute("href", url)
        }
        writer.attribute("x", rect.minX)
        writer.attribute("y", rect.minY)
        writer.attribute("width", SVGWriter.nonNegative(rect.width))
        writer.attribute("height", SVGWriter.nonNegative(rect.height))
        if case .icon = image.source {} else {
            writer.attribute("preserveAspectRatio", literal: "none")
        }
        if let placement {
            writer.beginAttribute("transform")
            writer.appendLiteral("matrix(")
            for (index, number) in [placement.a, placement.b, placement.c, placement.d, placement.tx, placement.ty].enumerated() {
                if index > 0 { writer.appendByte(UInt8(ascii: " ")) }
                writer.appendNumber(number)
            }
            writer.appendByte(UInt8(ascii: ")"))
            writer.endAttribute()
        } else if rotation != 0 && rotation.isFinite {
            writer.beginAttribute("transform")
            writer.appendLiteral("rotate(")
            writer.appendNumber(rotation); writer.appendByte(UInt8(ascii: " "))
            writer.appendNumber(rect.minX); writer.appendByte(UInt8(ascii: " "))
            writer.appendNumber(rect.minY)
            writer.appendByte(UInt8(ascii: ")"))
            writer.endAttribute()
        }
        if opacity < 1 { writer.attribute("opacity", SVGWriter.unit(opacity)) }
        DrawingWriter.writeClip(clip, &writer)
        extraAttributes?(&writer)
        writer.close()
    }
}
