import MapScriptGeometry
import Testing
@testable import MapScriptSVG

@Suite struct PathGeometryTests {
    func d(_ build: (inout PathData) -> Void) -> String {
        var data = PathData()
        build(&data)
        return String(decoding: data.bytes, as: UTF8.self)
    }

    @Test func picksTheShorterSpellingPerSegment() {
        let text = d { $0.add([Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 20, y: 25.5),
                               Point(x: 500.25, y: 400.75), Point(x: 499, y: 401)], closed: true) }
        #expect(text == "M10 10h10v15.5l480.25 375.25L499 401z")
    }

    @Test func relativeStepsDoNotDrift() {
        // 1000 steps of (0.333, 0.777): the end, added up from the written steps, must be the
        // rounded absolute end point.
        var points: [Point] = []
        for i in 0...1000 { points.append(Point(x: 100 + Double(i) * 0.333, y: 100 + Double(i) * 0.777)) }
        let text = d { $0.add(points, closed: false) }
        let vertices = PathDataReader.vertices(text)
        #expect(vertices.last.map { abs($0.x - 433) < 1e-9 && abs($0.y - 877) < 1e-9 } == true)
        #expect(vertices.count == 1001)
        for (v, p) in zip(vertices, points) {
            #expect(abs(v.x - p.x) <= 0.005 + 1e-9 && abs(v.y - p.y) <= 0.005 + 1e-9)
        }
    }

    @Test func dropsZeroLengthSegmentsAndSeparatesByMinus() {
        #expect(d { $0.add([Point(x: 5, y: 5), Point(x: 5.001, y: 5.001), Point(x: 3, y: 2)], closed: false) } == "M5 5 3 2")
        #expect(d { $0.add([Point(x: 500, y: 500), Point(x: 498, y: 497)], closed: false) } == "M500 500l-2-3")
    }

    @Test func simplificationDropsVerticesWithinAQuarterPoint() {
        let line = [Point(x: 0, y: 0), Point(x: 0.1, y: 0), Point(x: 0.2, y: 0), Point(x: 1, y: 0), Point(x: 1.1, y: 0.1)]
        let kept = ShapeClipper.simplify(line, keepLast: true)
        #expect(kept == [Point(x: 0, y: 0), Point(x: 1.1, y: 0.1)] || kept == [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1.1, y: 0.1)])
        #expect(kept.first == line.first && kept.last == line.last)
        let ring = ShapeClipper.simplify(line, keepLast: false)
        #expect(ring == [Point(x: 0, y: 0), Point(x: 1, y: 0)])
    }

    @Test func polygonClippingKeepsTheInsideAndStaysClosed() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        // A diamond larger than the rect: its clipped ring is an octagon inside the rect.
        let diamond = [Point(x: 50, y: -30), Point(x: 130, y: 50), Point(x: 50, y: 130), Point(x: -30, y: 50)]
        let clipped = ShapeClipper.clipRing(diamond, to: rect)
        #expect(clipped.count == 8)
        // On the rect's edges or inside (`contains` leaves the maximum edges out, as CGRect's does).
        #expect(clipped.allSatisfy { $0.x >= rect.minX && $0.x <= rect.maxX && $0.y >= rect.minY && $0.y <= rect.maxY })
        // Entirely outside: nothing; entirely inside: unchanged.
        #expect(ShapeClipper.clipRing(diamond.map { Point(x: $0.x + 500, y: $0.y) }, to: rect).isEmpty)
        let small = [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 20, y: 20)]
        #expect(ShapeClipper.clipRing(small, to: rect) == small)
    }

    @Test func polylineClippingSplitsIntoVisibleRuns() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let line = [Point(x: -50, y: 50), Point(x: 50, y: 50), Point(x: 150, y: 50), Point(x: 150, y: 60),
                    Point(x: 50, y: 60), Point(x: 50, y: 70)]
        let runs = ShapeClipper.clipPolyline(line, to: rect)
        #expect(runs == [[Point(x: 0, y: 50), Point(x: 50, y: 50), Point(x: 100, y: 50)],
                         [Point(x: 100, y: 60), Point(x: 50, y: 60), Point(x: 50, y: 70)]])
    }
}
