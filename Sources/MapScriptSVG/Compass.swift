import MapScriptGeometry
import MapScriptScene

/// Writes the compass of the chrome layer where `CompassLayout` puts it: a round face with an
/// upright "N" and a red pointer on its rim where north lies in the view, so a turned picture
/// still says which way is north.
enum Compass {
    static func write(_ compass: CompassLayout, into writer: inout SVGWriter) {
        let c = compass.center, radius = CompassLayout.radius
        writer.open("g")
        writer.attribute("class", literal: "compass")
        writer.open("circle")
        writer.attribute("class", literal: "compass-face")
        writer.attribute("cx", c.x)
        writer.attribute("cy", c.y)
        writer.attribute("r", radius)
        writer.attribute("fill", literal: "#fff")
        writer.attribute("fill-opacity", literal: "0.92")
        writer.attribute("stroke", literal: "#000")
        writer.attribute("stroke-opacity", literal: "0.14")
        writer.close()
        // The pointer: an arrowhead across the rim, its tip outward, turned to where north is.
        let direction = compass.north
        let across = Point(x: -direction.y, y: direction.x)
        func along(_ distance: Double, _ side: Double) -> Point {
            Point(x: c.x + direction.x * distance + across.x * side, y: c.y + direction.y * distance + across.y * side)
        }
        var pointer = PathData()
        pointer.move(to: along(CompassLayout.reach, 0))
        pointer.line(to: along(radius - 8, 4))
        pointer.line(to: along(radius - 5, 0))
        pointer.line(to: along(radius - 8, -4))
        pointer.close()
        writer.open("path")
        writer.attribute("class", literal: "compass-north")
        writer.beginAttribute("d"); writer.appendBuilt(pointer.bytes); writer.endAttribute()
        writer.attribute("fill", literal: "#ff3b30")
        writer.close()
        writer.open("text")
        writer.attribute("x", c.x)
        writer.attribute("y", c.y + 4.5)
        writer.attribute("text-anchor", literal: "middle")
        writer.attribute("font-size", literal: "13")
        writer.attribute("font-weight", literal: "600")
        writer.attribute("fill", literal: "#3a3a3c")
        writer.text("N")
        writer.close()
        writer.close()
    }
}
