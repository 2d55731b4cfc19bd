import Foundation
import Testing
@testable import MapScriptGeometry

@Suite struct AffineTransformTests {
    func close(_ p: Point, _ q: Point, _ tolerance: Double = 1e-12) -> Bool {
        abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
    }

    @Test func basicTransforms() {
        let p = Point(x: 3, y: 4)
        #expect(AffineTransform.identity.apply(to: p) == p)
        #expect(AffineTransform(translationX: 10, y: -2).apply(to: p) == Point(x: 13, y: 2))
        #expect(AffineTransform(scaleX: 2, y: 3).apply(to: p) == Point(x: 6, y: 12))
        // A quarter turn, exact: with y down, (1, 0) turns to (0, 1), clockwise on screen.
        #expect(AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: 1))
        #expect(AffineTransform(rotationAngle: .pi).apply(to: Point(x: 1, y: 2)) == Point(x: -1, y: -2))
        #expect(close(AffineTransform(rotationAngle: .pi / 6).apply(to: Point(x: 2, y: 0)), Point(x: 3.0.squareRoot(), y: 1)))
    }

    @Test func operationsActInLocalCoordinates() {
        // CGContext order: translate then scale means points are scaled first, then moved.
        let t = AffineTransform.identity.translatedBy(x: 100, y: 50).scaledBy(x: 2, y: 2)
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 102, y: 52))
        // Concatenation applies the left transform first.
        let u = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 100, y: 50))
        #expect(u == t)
        let v = AffineTransform(translationX: 100, y: 50).concatenating(AffineTransform(scaleX: 2, y: 2))
        #expect(v.apply(to: Point(x: 1, y: 1)) == Point(x: 202, y: 102))
        let r = AffineTransform.identity.translatedBy(x: 10, y: 0).rotated(by: .pi / 2)
        #expect(close(r.apply(to: Point(x: 1, y: 0)), Point(x: 10, y: 1)))
    }

    @Test func inversion() throws {
        let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let inverse = try #require(t.inverted())
        let p = Point(x: -3.5, y: 8.25)
        #expect(close(inverse.apply(to: t.apply(to: p)), p))
        #expect(close(t.concatenating(inverse).apply(to: p), p))
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(!AffineTransform(scaleX: .nan, y: 1).isInvertible)
        #expect(t.isInvertible && t.determinant == 7)
        #expect(AffineTransform.identity.isIdentity && !t.isIdentity)
    }

    @Test func rectsAndSizes() {
        let r = Rect(x: 0, y: 0, width: 4, height: 2)
        #expect(r.applying(AffineTransform(translationX: 1, y: 1)) == Rect(x: 1, y: 1, width: 4, height: 2))
        // A quarter turn of a 4 x 2 rect has a 2 x 4 bounding box.
        #expect(r.applying(AffineTransform(rotationAngle: .pi / 2)) == Rect(x: -2, y: 0, width: 2, height: 4))
        #expect(AffineTransform(translationX: 5, y: 5).apply(to: Size(width: 3, height: 4)) == Size(width: 3, height: 4))
        #expect(Point(x: 1, y: 1).applying(AffineTransform(scaleX: -1, y: 1)) == Point(x: -1, y: 1))
    }
}
