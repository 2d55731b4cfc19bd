import Foundation
import MapScriptGeometry

/// The compass of the chrome layer, drawn top right while the map is turned away from north,
/// as MapKit's compass shows only then: a round face with an upright "N" and a red pointer on
/// its rim where north lies in the view, so a turned picture still says which way is north.
struct Compass: Equatable {
    static let radius = 18.0
    static let margin = 16.0

    /// The direction north points in the view, in degrees clockwise from up.
    let northAngle: Double

    /// nil at heading 0 (or a whole turn), where north is up and the map needs no compass.
    init?(heading: Double) {
        let angle = (-heading).truncatingRemainder(dividingBy: 360)
        guard angle != 0, angle.isFinite else { return nil }
        northAngle = angle < 0 ? angle + 360 : angle
    }

    func center(viewSize: Size) -> Point {
        Point(x: viewSize.width - Self.margin - Self.radius, y: Self.margin + Self.radius)
    }

    /// The space the compass takes in a view of `viewSize`: what the base map's place names
    /// keep clear of.
    func frame(viewSize: Size) -> Rect {
        let c = center(viewSize: viewSize)
        // The pointer reaches 4 points past the rim.
        return Rect(x: c.x - Self.radius - 4, y: c.y - Self.radius - 4, width: 2 * Self.radius + 8, height: 2 * Self.radius + 8)
    }

    func write(viewSize: Size, into writer: inout SVGWriter) {
        let c = center(viewSize: viewSize)
        writer.open("g")
        writer.attribute("class", literal: "compass")
        writer.open("circle")
        writer.attribute("class", literal: "compass-face")
        writer.attribute("cx", c.x)
        writer.attribute("cy", c.y)
        writer.attribute("r", Self.radius)
        writer.attribute("fill", literal: "#fff")
        writer.attribute("fill-opacity", literal: "0.92")
        writer.attribute("stroke", literal: "#000")
        writer.attribute("stroke-opacity", literal: "0.14")
        writer.close()
        // The pointer: an arrowhead across the rim, its tip outward, turned to where north is.
        let radians = northAngle * .pi / 180
        let direction = Point(x: sin(radians), y: -cos(radians))
        let across = Point(x: -direction.y, y: direction.x)
        func along(_ distance: Double, _ side: Double) -> Point {
            Point(x: c.x + direction.x * distance + across.x * side, y: c.y + direction.y * distance + across.y * side)
        }
        var pointer = PathData()
        pointer.move(to: along(Self.radius + 4, 0))
        pointer.line(to: along(Self.radius - 8, 4))
        pointer.line(to: along(Self.radius - 5, 0))
        pointer.line(to: along(Self.radius - 8, -4))
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
