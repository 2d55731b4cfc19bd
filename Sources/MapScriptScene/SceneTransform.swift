import Foundation
import MapScriptGeometry

/// An affine transform in Core Graphics' convention: a point maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Kept inside the module: the recorded drawing is already
/// flattened into view points, so clients never need the matrix itself.
struct SceneTransform: Hashable, Sendable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = SceneTransform()

    static func translation(_ x: Double, _ y: Double) -> SceneTransform {
        SceneTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    static func scale(_ x: Double, _ y: Double) -> SceneTransform {
        SceneTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    static func rotation(_ angle: Double) -> SceneTransform {
        let cosine = cos(angle), sine = sin(angle)
        return SceneTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Maps a vector (no translation).
    func applyToVector(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    /// `self` first, then `other` (CGAffineTransformConcat).
    func concatenating(_ other: SceneTransform) -> SceneTransform {
        SceneTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                       c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                       tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// How much lengths grow: the square root of the area scale, exact for uniform scales.
    var lengthScale: Double { abs(a * d - b * c).squareRoot() }

    /// The angle of the transformed x axis, in degrees.
    var rotationDegrees: Double {
        let angle = atan2(b, a) * 180 / .pi
        return angle == 0 ? 0 : angle
    }

    /// The inverse, or nil for a singular transform.
    var inverted: SceneTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return SceneTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                              tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
