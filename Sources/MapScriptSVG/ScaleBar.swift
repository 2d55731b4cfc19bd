import Foundation
import MapScriptGeometry
import MapScriptScene

/// The scale bar of the chrome layer: a bar of a round length (1, 2 or 5 times a power of ten
/// metres) no longer than `maximumLength` points, measured at the view's centre latitude, with
/// its label. Drawn bottom left with a halo so it reads on any background.
struct ScaleBar: Equatable {
    static let maximumLength = 100.0
    static let margin = 16.0

    var metres: Double
    var length: Double
    var label: String

    /// nil when the scale is degenerate (a whole-world view has no single scale worth showing).
    init?(zoomScale: Double, latitude: Double) {
        let metresPerPoint = 1 / (zoomScale * MapProjection.mapPointsPerMeter(atLatitude: latitude))
        guard metresPerPoint.isFinite, metresPerPoint > 0 else { return nil }
        let budget = Self.maximumLength * metresPerPoint
        var power = pow(10, floor(log10(budget)))
        var best = power
        for factor in [1.0, 2.0, 5.0] where factor * power <= budget { best = factor * power }
        guard best.isFinite, best >= 0.01, best <= 2e7 else { return nil }
        power = best
        metres = power
        length = power / metresPerPoint
        label = power >= 1000 ? "\(Self.whole(power / 1000)) km" : "\(Self.whole(power)) m"
    }

    /// Whole numbers without ".0"; sub-metre lengths keep their decimals (0.5 m).
    private static func whole(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The space the bar and its label take in a view of `viewSize`, halo included: what the
    /// base map's place names keep clear of.
    func frame(viewSize: Size) -> Rect {
        let width = max(length, 4 + TextMetrics.width(of: label, fontSize: 11))
        return Rect(x: Self.margin - 2, y: viewSize.height - Self.margin - 19, width: width + 4, height: 21)
    }

    func write(viewSize: Size, into writer: inout SVGWriter) {
        let x = Self.margin, y = viewSize.height - Self.margin
        var d = PathData()
        d.move(to: Point(x: x, y: y - 5))
        d.line(to: Point(x: x, y: y))
        d.line(to: Point(x: x + length, y: y))
        d.line(to: Point(x: x + length, y: y - 5))
        for (cls, color, width) in [("halo", "#fff", 4.0), ("scale", "#3a3a3c", 1.5)] as [(StaticString, StaticString, Double)] {
            writer.open("path")
            writer.attribute("class", literal: cls)
            writer.beginAttribute("d"); writer.appendBuilt(d.bytes); writer.endAttribute()
            writer.attribute("fill", literal: "none")
            writer.attribute("stroke", literal: color)
            writer.attribute("stroke-width", width)
            writer.attribute("stroke-linejoin", literal: "round")
            writer.attribute("stroke-linecap", literal: "round")
            writer.close()
        }
        writer.open("text")
        writer.attribute("x", x + 4)
        writer.attribute("y", y - 7)
        writer.attribute("font-size", literal: "11")
        writer.attribute("fill", literal: "#3a3a3c")
        writer.text(label)
        writer.close()
    }
}
