import MapScriptScene

/// The shared drawings of a picture (pins of each colour, the built-in icons, the shadow
/// gradient, the image files), written once into `<defs>` and referenced with `<use>` by every
/// annotation, drawing or tile that shows them. This is what keeps 100,000 pins at about one
/// short line each, and a picture file used by each of them in the document once.
///
/// Ids are counters in order of first use (`p1`, `p2`... for pins), never hashes, so the
/// same scene always gives the same ids; the `Dictionary` here is only looked up, and the
/// definitions are written from the `ordered` array.
struct SymbolLibrary {
    enum Symbol: Hashable {
        case pin(ColorKey)
        case icon(Image.Icon)
        case marker(ColorKey)
        case shadowGradient
        case softShadow
        /// A filter painting what it is applied to in one colour, keeping its shape: a marker's
        /// glyph image drawn as a template, in the glyph tint. The shape is the image's alpha,
        /// or with `whiteOnly` its white parts (the symbol on a built-in icon's badge).
        case tint(ColorKey, whiteOnly: Bool)
        /// An image file: its bytes and MIME type.
        case file(Image.Source)
    }

    /// A colour by its written bytes, so two colours that print the same share a symbol.
    struct ColorKey: Hashable {
        var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        init(_ color: Color) {
            red = SVGWriter.byte(color.red); green = SVGWriter.byte(color.green)
            blue = SVGWriter.byte(color.blue); alpha = SVGWriter.byte(color.alpha)
        }
        var color: Color {
            Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
        }
    }

    private(set) var ordered: [(symbol: Symbol, id: String)] = []
    private var ids: [Symbol: String] = [:]
    private var pinCount = 0, markerCount = 0, fileCount = 0, tintCount = 0

    /// The last symbol asked for: thousands of pins in a row share one, and this skips hashing.
    private var lastLookup: (symbol: Symbol, id: String)?

    /// The id of a symbol, registering it on first use (with what it depends on).
    mutating func id(for symbol: Symbol) -> String {
        if let last = lastLookup, last.symbol == symbol { return last.id }
        let id = registeredID(for: symbol)
        lastLookup = (symbol, id)
        return id
    }

    /// The last pin colour asked for and the bytes of its id: comparing four numbers is
    /// cheaper than building a key, and pins mostly come in runs of one colour.
    private var lastPin: (color: Color, id: [UInt8])?

    /// The id of the pin of `color`, as bytes ready to append (ids are ASCII made here).
    mutating func pinReference(for color: Color) -> [UInt8] {
        if let last = lastPin, last.color == color { return last.id }
        let id = Array(id(for: .pin(ColorKey(color))).utf8)
        lastPin = (color, id)
        return id
    }

    /// The last file asked for: the views of a thousand annotations showing one `Image` share
    /// its bytes, and comparing their addresses skips hashing them a thousand times. The array
    /// is kept, so its storage cannot be freed and its address reused by other bytes.
    private var lastFile: (bytes: [UInt8], mimeType: String, id: String)?

    /// The id of the symbol of an image file, registering it on first use.
    mutating func fileID(bytes: [UInt8], mimeType: String) -> String {
        if let last = lastFile, last.mimeType == mimeType, SymbolLibrary.sameStorage(last.bytes, bytes) { return last.id }
        let id = id(for: .file(.file(bytes: bytes, mimeType: mimeType)))
        lastFile = (bytes, mimeType, id)
        return id
    }

    private static func sameStorage(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { first in b.withUnsafeBytes { first.baseAddress == $0.baseAddress } }
    }

    private mutating func registeredID(for symbol: Symbol) -> String {
        if let id = ids[symbol] { return id }
        switch symbol {
        case .pin, .marker: _ = id(for: .shadowGradient)
        case .icon(.pin): _ = id(for: .pin(ColorKey(PinArtwork.defaultColor)))
        default: break
        }
        let id: String
        switch symbol {
        case .pin: pinCount += 1; id = "p\(pinCount)"
        case .marker: markerCount += 1; id = "m\(markerCount)"
        case .file: fileCount += 1; id = "f\(fileCount)"
        case .tint: tintCount += 1; id = "t\(tintCount)"
        case .icon(let icon): id = "i-\(icon.rawValue)"
        case .shadowGradient: id = "shadow"
        case .softShadow: id = "soft-shadow"
        }
        ids[symbol] = id
        ordered.append((symbol, id))
        return id
    }

    /// Writes `<defs>` with every registered symbol (nothing when none was used).
    func writeDefinitions(into writer: inout SVGWriter) {
        guard !ordered.isEmpty else { return }
        writer.open("defs")
        for (symbol, id) in ordered {
            writer.newline()
            switch symbol {
            case .shadowGradient:
                writer.open("radialGradient")
                writer.attribute("id", id)
                writer.open("stop"); writer.attribute("offset", literal: "0"); writer.attribute("stop-opacity", literal: "0.35"); writer.close()
                writer.open("stop"); writer.attribute("offset", literal: "1"); writer.attribute("stop-opacity", literal: "0"); writer.close()
                writer.close()
            case .softShadow:
                writer.open("filter")
                writer.attribute("id", id)
                writer.attribute("x", literal: "-20%"); writer.attribute("y", literal: "-20%")
                writer.attribute("width", literal: "140%"); writer.attribute("height", literal: "160%")
                writer.open("feGaussianBlur")
                writer.attribute("stdDeviation", literal: "2.5")
                writer.close()
                writer.close()
            case .tint(let key, let whiteOnly):
                writer.open("filter")
                writer.attribute("id", id)
                writer.attribute("color-interpolation-filters", literal: "sRGB")
                if whiteOnly {
                    // Opaque where red, green and blue are all near 1 (r + g + b - 2), and as
                    // opaque as the image there.
                    writer.open("feColorMatrix")
                    writer.attribute("type", literal: "matrix")
                    writer.attribute("values", literal: "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 0 -2")
                    writer.close()
                    writer.open("feComposite")
                    writer.attribute("in2", literal: "SourceAlpha")
                    writer.attribute("operator", literal: "in")
                    writer.attribute("result", literal: "shape")
                    writer.close()
                }
                writer.open("feFlood")
                writer.attribute("flood-color", color: key.color)
                if key.alpha < 255 { writer.attribute("flood-opacity", SVGWriter.unit(key.color.alpha)) }
                writer.close()
                writer.open("feComposite")
                writer.attribute("in2", literal: whiteOnly ? "shape" : "SourceAlpha")
                writer.attribute("operator", literal: "in")
                writer.close()
                writer.close()
            case .pin(let key):
                writer.open("g"); writer.attribute("id", id)
                PinArtwork.write(color: key.color, into: &writer)
                writer.close()
            case .marker(let key):
                writer.open("g"); writer.attribute("id", id)
                MarkerArtwork.writeBalloon(color: key.color, into: &writer)
                writer.close()
            case .file(let source):
                guard case .file(let bytes, let mimeType) = source else { continue }
                ImageWriter.writeFileSymbol(id: id, bytes: bytes, mimeType: mimeType, into: &writer)
            case .icon(let icon):
                writer.open("symbol"); writer.attribute("id", id)
                writer.attribute("viewBox", literal: "0 0 24 24")
                IconArtwork.write(icon, into: &writer, pinReference: icon == .pin ? ids[.pin(ColorKey(PinArtwork.defaultColor))] : nil)
                writer.close()
            }
        }
        writer.close()
    }
}
