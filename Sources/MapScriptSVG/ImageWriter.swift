import MapScriptGeometry
import MapScriptScene

/// Writes one `Image` into a rectangle: a built-in icon as a `<use>` of its symbol, a file as
/// a `<use>` of a symbol holding its `<image>` with a base64 `data:` URL (so a file shown a
/// thousand times is in the document once; SVG files included: inside `<image>` browsers never
/// run an SVG's scripts), a link as an `<image>` with its URL when `URLPolicy` allows it.
enum ImageWriter {
    /// The image types a `data:` URL may carry.
    static let embeddableTypes: [String] = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"]

    /// Whether `write` draws the image: an embeddable file, a linkable picture, an icon.
    static func draws(_ image: Image) -> Bool {
        switch image.source {
        case .icon: return true
        case .file(let bytes, let mimeType): return embeddableTypes.contains(mimeType.lowercased()) && !bytes.isEmpty
        case .link(let url): return URLPolicy.isLinkable(url)
        }
    }

    static func write(_ image: Image, in rect: Rect, rotation: Double = 0, placement: AffineTransform? = nil,
                      opacity: Double = 1, clip: String? = nil,
                      extraAttributes: ((inout SVGWriter) -> Void)? = nil,
                      into writer: inout SVGWriter, symbols: inout SymbolLibrary) {
        guard draws(image) else { return }
        switch image.source {
        case .icon(let icon):
            let id = symbols.id(for: .icon(icon))
            writer.open("use")
            writer.beginAttribute("href"); writer.appendByte(UInt8(ascii: "#")); writer.appendEscaped(id); writer.endAttribute()
        case .file(let bytes, let mimeType):
            let id = symbols.fileID(bytes: bytes, mimeType: mimeType)
            writer.open("use")
            writer.beginAttribute("href"); writer.appendByte(UInt8(ascii: "#")); writer.appendEscaped(id); writer.endAttribute()
        case .link(let url):
            writer.open("image")
            writer.attribute("href", url)
        }
        writer.attribute("x", rect.minX)
        writer.attribute("y", rect.minY)
        writer.attribute("width", SVGWriter.nonNegative(rect.width))
        writer.attribute("height", SVGWriter.nonNegative(rect.height))
        if case .link = image.source {
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

    /// The definition of an embedded file: a symbol of one unit square that the image fills
    /// whatever its proportions, so each `<use>` stretches it to its own rectangle as an
    /// `<image>` with `preserveAspectRatio="none"` would.
    static func writeFileSymbol(id: String, bytes: [UInt8], mimeType: String, into writer: inout SVGWriter) {
        writer.open("symbol")
        writer.attribute("id", id)
        writer.attribute("viewBox", literal: "0 0 1 1")
        writer.attribute("preserveAspectRatio", literal: "none")
        writer.open("image")
        writer.attribute("width", literal: "1")
        writer.attribute("height", literal: "1")
        writer.attribute("preserveAspectRatio", literal: "none")
        writer.beginAttribute("href")
        writer.appendLiteral("data:")
        writer.appendEscaped(mimeType.lowercased())
        writer.appendLiteral(";base64,")
        writer.appendBase64(bytes)
        writer.endAttribute()
        writer.close()
        writer.close()
    }
}
