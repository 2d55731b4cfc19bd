import Foundation

/// A 2-D affine transform with CGAffineTransform's layout and semantics: a point (x, y) maps
/// to (a x + c y + tx, b x + d y + ty). `translatedBy`, `scaledBy` and `rotated` prepend the
/// new operation, as the CG functions do, so that they act in the transform's own (local)
/// coordinates: the drawing context's `translateBy` then `scaleBy` scales about the translated
/// origin. `concatenating(t)` applies self first, then `t`.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians. With y pointing down, as in view coordinates, a positive
    /// angle turns clockwise on screen (as in UIKit).
    public init(rotationAngle angle: Double) {
        let (s, co) = AffineTransform.sinCos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// The determinant a d - b c: zero when the transform squashes the plane onto a line.
    public var determinant: Double { a * d - b * c }

    public var isInvertible: Bool {
        let det = determinant
        return det != 0 && det.isFinite
    }

    /// Self followed by `other`: applying the result equals applying self, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c,
                        b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c,
                        d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx,
                        ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before self (in self's local coordinates).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before self (in self's local coordinates).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians applied before self (in self's local coordinates).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes self, or nil when self is not invertible (CG would return self
    /// unchanged; an explicit nil keeps a degenerate scale from passing silently).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic),
                               ty: -(tx * ib + ty * id))
    }

    @inline(__always)
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// A size maps like a vector: without the translation.
    @inline(__always)
    public func apply(to size: Size) -> Size {
        Size(width: a * size.width + c * size.height, height: b * size.width + d * size.height)
    }

    /// The smallest axis-aligned rectangle holding the transformed corners of `rect`
    /// (CGRectApplyAffineTransform).
    public func apply(to rect: Rect) -> Rect {
        let p0 = apply(to: Point(x: rect.minX, y: rect.minY))
        let p1 = apply(to: Point(x: rect.maxX, y: rect.minY))
        let p2 = apply(to: Point(x: rect.minX, y: rect.maxY))
        let p3 = apply(to: Point(x: rect.maxX, y: rect.maxY))
        let x0 = min(p0.x, p1.x, p2.x, p3.x), x1 = max(p0.x, p1.x, p2.x, p3.x)
        let y0 = min(p0.y, p1.y, p2.y, p3.y), y1 = max(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// sin and cos that are exact at multiples of a quarter turn, so that rotating by pi/2
    /// gives 0 and 1 rather than 6e-17: a heading of 90° must keep straight lines straight.
    static func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
        let quarter = (angle / (.pi / 2)).rounded()
        if quarter.isFinite && abs(angle - quarter * (.pi / 2)) < 4 * Double.ulpOfOne * max(1, abs(angle)) {
            switch Int(quarter.truncatingRemainder(dividingBy: 4)) {
            case 0: return (0, 1)
            case 1, -3: return (1, 0)
            case 2, -2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}

extension Point {
    /// The point moved by a transform (CGPoint.applying).
    @inline(__always)
    public func applying(_ transform: AffineTransform) -> Point { transform.apply(to: self) }
}

extension Rect {
    /// The bounding box of the transformed rectangle (CGRect.applying).
    public func applying(_ transform: AffineTransform) -> Rect { transform.apply(to: self) }
}
