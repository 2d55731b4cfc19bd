import Testing
import MapScriptGeometry
@testable import MapScriptScene

/// `Path.trimmed(from:to:)`, the part of a path a renderer's strokeStart and strokeEnd stroke:
/// by length over all its subpaths, curves cut in place, closed rings closed when kept whole.
@Suite struct PathTrimmingTests {
    private func close(_ a: Point?, _ b: Point, within tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func linesAreCutByLength() {
        var path = MapScriptScene.Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 30, y: 0))
        path.addLine(to: Point(x: 30, y: 10))
        let part = path.trimmed(from: 0.25, to: 0.875)
        #expect(part.elements == [.move(to: Point(x: 10, y: 0)), .line(to: Point(x: 30, y: 0)), .line(to: Point(x: 30, y: 5))])
        #expect(path.trimmed(from: 0, to: 1) == path)
        #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(path.trimmed(from: 0.9, to: 0.1).isEmpty)
    }

    @Test func aCurveIsCutWhereItsLengthSays() {
        // A symmetric arch: half its length ends at its apex, and the half is still a curve.
        var path = MapScriptScene.Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 60), control2: Point(x: 100, y: 60))
        let half = path.trimmed(from: 0, to: 0.5)
        #expect(half.elements.count == 2)
        guard case .curve(let end, _, _)? = half.elements.last else { Issue.record("expected a curve"); return }
        #expect(close(end, Point(x: 50, y: 45), within: 0.01))
    }

    @Test func aWholeRingKeptStaysClosedAndTheNextIsCut() {
        var path = MapScriptScene.Path()
        path.addRect(Rect(x: 0, y: 0, width: 10, height: 10))  // 40 long
        path.move(to: Point(x: 100, y: 0))
        path.addLine(to: Point(x: 140, y: 0))                    // 40 long
        let part = path.trimmed(from: 0, to: 0.75)
        #expect(part.elements.prefix(5) == [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)),
                                            .line(to: Point(x: 0, y: 10)), .close])
        #expect(part.elements.suffix(2) == [.move(to: Point(x: 100, y: 0)), .line(to: Point(x: 120, y: 0))])
    }
}
