import MapScriptGeometry
import MapScriptScene

extension CalloutLayout {
    /// The outline: a rounded rectangle whose bottom edge (top edge, when below) reaches out
    /// to the pointer's tip, drawn clockwise from the top-left corner.
    func outline() -> [UInt8] {
        let r = Self.cornerRadius, b = bubble, half = Self.pointerWidth / 2
        var d = PathData(reservingCapacity: 160)
        d.move(to: Point(x: b.minX + r, y: b.minY))
        if isBelow {
            d.line(to: Point(x: pointerBaseX - half, y: b.minY))
            d.line(to: anchor)
            d.line(to: Point(x: pointerBaseX + half, y: b.minY))
        }
        d.line(to: Point(x: b.maxX - r, y: b.minY))
        d.arc(to: Point(x: b.maxX, y: b.minY + r), radius: r)
        d.line(to: Point(x: b.maxX, y: b.maxY - r))
        d.arc(to: Point(x: b.maxX - r, y: b.maxY), radius: r)
        if !isBelow {
            d.line(to: Point(x: pointerBaseX + half, y: b.maxY))
            d.line(to: anchor)
            d.line(to: Point(x: pointerBaseX - half, y: b.maxY))
        }
        d.line(to: Point(x: b.minX + r, y: b.maxY))
        d.arc(to: Point(x: b.minX, y: b.maxY - r), radius: r)
        d.line(to: Point(x: b.minX, y: b.minY + r))
        d.arc(to: Point(x: b.minX + r, y: b.minY), radius: r)
        d.close()
        return d.bytes
    }
}
