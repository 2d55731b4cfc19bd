import MapScriptScene

/// Colours and paint attributes. A colour is written as `#rgb` when that is exact, else
/// `#rrggbb`; its alpha goes to the matching `*-opacity` attribute and only when below 1.
extension SVGWriter {
    /// Writes `fill`/`stroke`-style colour text (no opacity).
    public mutating func attribute(_ name: StaticString, color: Color) {
        beginAttribute(name)
        appendColor(color)
        endAttribute()
    }

    /// `name="url(#id)"`: a reference to a definition (a filter, a clip path, a gradient).
    public mutating func attribute(_ name: StaticString, reference id: String) {
        beginAttribute(name)
        appendLiteral("url(#")
        appendEscaped(id)
        appendByte(UInt8(ascii: ")"))
        endAttribute()
    }

    public mutating func appendColor(_ color: Color) {
        let r = Self.byte(color.red), g = Self.byte(color.green), b = Self.byte(color.blue)
        appendByte(UInt8(ascii: "#"))
        if r >> 4 == r & 15 && g >> 4 == g & 15 && b >> 4 == b & 15 {
            appendByte(Self.hex(r & 15)); appendByte(Self.hex(g & 15)); appendByte(Self.hex(b & 15))
        } else {
            for v in [r, g, b] {
                appendByte(Self.hex(v >> 4)); appendByte(Self.hex(v & 15))
            }
        }
    }

    /// `fill="#…"` and, when translucent, `fill-opacity` (times `extraOpacity`).
    public mutating func fill(_ color: Color, opacity extraOpacity: Double = 1) {
        attribute("fill", color: color)
        let opacity = Self.unit(color.alpha * extraOpacity)
        if opacity < 1 { attribute("fill-opacity", opacity) }
    }

    /// `stroke="#…"`, `stroke-opacity` when translucent, and `stroke-width` when not 1.
    public mutating func stroke(_ color: Color, width: Double, opacity extraOpacity: Double = 1) {
        attribute("stroke", color: color)
        strokeOpacityAndWidth(color.alpha * extraOpacity, width)
    }

    /// `stroke="url(#id)"` for a paint defined elsewhere (a gradient), `stroke-opacity` when
    /// `opacity` is below 1, and `stroke-width` when not 1.
    public mutating func stroke(reference id: String, width: Double, opacity: Double = 1) {
        attribute("stroke", reference: id)
        strokeOpacityAndWidth(opacity, width)
    }

    private mutating func strokeOpacityAndWidth(_ opacity: Double, _ width: Double) {
        let opacity = Self.unit(opacity)
        if opacity < 1 { attribute("stroke-opacity", opacity) }
        if width != 1 { attribute("stroke-width", Self.nonNegative(width)) }
    }

    static func byte(_ component: Double) -> UInt8 {
        UInt8((unit(component) * 255).rounded())
    }

    static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    static func nonNegative(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    @inline(__always)
    private static func hex(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
