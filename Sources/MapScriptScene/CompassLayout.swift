import Foundation
import MapScriptGeometry

/// Where the compass of a turned map is and where its north points: MapKit's compass, shown
/// top right only while north is not up, and a control: a tap on it turns the map back to
/// north. The writers draw it from this, and the map's touches find it here, so the picture
/// and the tap agree on where it is.
public struct CompassLayout: Equatable {
    public static let radius = 18.0
    public static let margin = 16.0

    public let center: Point
    /// The direction north points in the view, in degrees clockwise from up.
    public let northAngle: Double

    /// nil at heading 0 (or a whole turn), where north is up and the map shows no compass.
    public init?(viewSize: Size, heading: Double) {
        let angle = (-heading).truncatingRemainder(dividingBy: 360)
        guard angle != 0, angle.isFinite else { return nil }
        northAngle = angle < 0 ? angle + 360 : angle
        center = Point(x: viewSize.width - Self.margin - Self.radius, y: Self.margin + Self.radius)
    }

    /// The unit vector from the centre towards north, in view points (y down).
    public var north: Point {
        let radians = northAngle * .pi / 180
        return Point(x: sin(radians), y: -cos(radians))
    }

    /// How far the compass reaches from its centre: its pointer's tip stands 4 points past the
    /// rim. A circle of this radius, 44 points across (the least touch target Apple advises),
    /// holds all that is drawn.
    public static let reach = radius + 4

    /// The space the compass takes, its pointer included: what the base map's place names keep
    /// clear of.
    public var frame: Rect {
        Rect(x: center.x - Self.reach, y: center.y - Self.reach, width: 2 * Self.reach, height: 2 * Self.reach)
    }

    /// Whether a touch at `point` is on the compass: within its reach, so that a touch on the
    /// pointer, wherever north turns it, is on the control drawn there.
    public func contains(_ point: Point) -> Bool {
        let dx = point.x - center.x, dy = point.y - center.y
        return dx * dx + dy * dy <= Self.reach * Self.reach
    }
}
