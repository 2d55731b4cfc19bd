import Foundation
import MapScriptGeometry

/// What recording needs from a transform beyond the geometry module's API.
extension MapScriptGeometry.AffineTransform {
    /// Maps a vector (no translation).
    func applyToVector(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    /// How much lengths grow: the square root of the area scale, exact for uniform scales.
    var lengthScale: Double { abs(determinant).squareRoot() }

    /// The angle of the transformed x axis, in degrees (0, never -0, when unrotated).
    var rotationDegrees: Double {
        let angle = atan2(b, a) * 180 / .pi
        return angle == 0 ? 0 : angle
    }
}
