import MapScriptScene

/// The stroke attributes beyond colour and width, written only when they differ from SVG's
/// defaults (butt caps, miter joins, miter limit 4, no dash).
enum StrokeStyle {
    /// Whether a dash pattern dashes the line: an all-zero or empty one is a solid line, as in
    /// Core Graphics.
    static func isDashed(_ dash: [Double]) -> Bool {
        dash.contains { $0.isFinite && $0 > 0 }
    }

    static func write(dash: [Double], phase: Double, cap: LineCap, join: LineJoin, miterLimit: Double, into writer: inout SVGWriter) {
        if isDashed(dash) {
            let lengths = dash.map { $0.isFinite && $0 > 0 ? $0 : 0 }
            writer.beginAttribute("stroke-dasharray")
            for (i, length) in lengths.enumerated() {
                if i > 0 { writer.appendByte(UInt8(ascii: " ")) }
                writer.appendNumber(length)
            }
            writer.endAttribute()
            // The pattern repeats (an odd list twice over, in Core Graphics as in SVG), so the
            // phase counts only within one period: a phase of 1e300 is written as the few points
            // it comes to, not in hundreds of digits.
            let period = lengths.reduce(0, +) * (lengths.count % 2 == 1 ? 2 : 1)
            let offset = period.isFinite ? phase.truncatingRemainder(dividingBy: period) : phase
            if offset.isFinite && offset != 0 { writer.attribute("stroke-dashoffset", offset) }
        }
        switch cap {
        case .butt: break
        case .round: writer.attribute("stroke-linecap", literal: "round")
        case .square: writer.attribute("stroke-linecap", literal: "square")
        }
        switch join {
        case .miter:
            if miterLimit.isFinite && miterLimit >= 1 && miterLimit != 4 { writer.attribute("stroke-miterlimit", miterLimit) }
        case .round: writer.attribute("stroke-linejoin", literal: "round")
        case .bevel: writer.attribute("stroke-linejoin", literal: "bevel")
        }
    }
}
