import MapScriptGeometry
import MapScriptScene

/// The scale bar drawn bottom left: the bar and its ticks over a white halo, then its label.
extension ScaleBar {
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
