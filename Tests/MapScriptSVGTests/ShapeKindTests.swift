import Foundation
import MapScriptGeometry
import MapScriptScene
import Testing
@testable import MapScriptSVG

@Suite struct ShapeKindTests {
    func square(_ lat: Double, _ lon: Double, _ half: Double) -> [Coordinate] {
        [Coordinate(latitude: lat + half, longitude: lon - half), Coordinate(latitude: lat + half, longitude: lon + half),
         Coordinate(latitude: lat - half, longitude: lon + half), Coordinate(latitude: lat - half, longitude: lon - half)]
    }

    @Test func multiShapesAreOneGroupEach() throws {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 10, longitudeDelta: 10))
        let delegate = TestDelegate.standard()
        map.delegate = delegate
        map.addOverlay(MultiPolygon(polygons: [Polygon(coordinates: square(2, 2, 1)), Polygon(coordinates: square(-2, -2, 1))]))
        map.addOverlay(MultiPolyline(polylines: [Polyline(coordinates: square(2, -2, 1)), Polyline(coordinates: square(-2, 2, 1))]))
        let svg = try SVGTestSupport.text(map)
        let polygonLine = try #require(svg.split(separator: "\n").first { $0.contains("data-kind=\"polygon\" data-index=\"0\"") })
        #expect(SVGTestSupport.occurrences(of: "<path", in: String(polygonLine)) == 1)
        #expect(SVGTestSupport.occurrences(of: "z", in: SVGTestSupport.attribute("d", in: String(polygonLine), after: "<path") ?? "") == 2)
        let polylineLine = try #require(svg.split(separator: "\n").first { $0.contains("data-kind=\"polyline\" data-index=\"1\"") })
        #expect(polylineLine.contains("fill=\"none\""))
        #expect(PathDataReader.vertices(SVGTestSupport.attribute("d", in: String(polylineLine), after: "<path") ?? "").count == 8)
    }

    @Test func geodesicAcrossTheAntimeridianTakesTheShortWay() throws {
        // A view centred on the antimeridian; the line from 170°E to 170°W crosses it.
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 180), span: Span(latitudeDelta: 40, longitudeDelta: 40))
        let delegate = TestDelegate.standard(fill: nil, stroke: .red, width: 2)
        map.delegate = delegate
        map.addOverlay(GeodesicPolyline(coordinates: [Coordinate(latitude: 10, longitude: 170), Coordinate(latitude: -10, longitude: -170)]))
        let svg = try SVGTestSupport.text(map)
        let d = try #require(SVGTestSupport.attribute("d", in: svg, after: "data-kind=\"polyline\""))
        let vertices = PathDataReader.vertices(d)
        #expect(vertices.count >= 2)
        // Short way: it stays inside the view and runs from left to right, never jumping a world.
        #expect(vertices.allSatisfy { $0.x > 0 && $0.x < 800 })
        for (p, q) in zip(vertices, vertices.dropFirst()) { #expect(q.x >= p.x && q.x - p.x < 100) }
    }

    @Test func backgroundAndChromeFollowTheColorScheme() throws {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 1, longitudeDelta: 1))
        // Without a base map, whose water would be the background (BaseMapTests).
        map.mapType = .none
        var svg = try SVGTestSupport.text(map)
        #expect(svg.contains("@media (prefers-color-scheme:dark){"))
        #expect(svg.contains("<rect class=\"map-background\" width=\"800\" height=\"600\" fill=\"#f5f2eb\"/>"))
        #expect(svg.contains("<path class=\"scale\""))
        // A colour the script chose is written as given, without the class.
        map.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3)
        svg = try SVGTestSupport.text(map)
        #expect(svg.contains("<rect width=\"800\" height=\"600\" fill=\"#1a334d\"/>"))
    }

    @Test func scaleBarPicksARoundLength() throws {
        let bar = try #require(ScaleBar(zoomScale: 1 / 10, latitude: 0))
        // 10 map points per view point at the equator is about 1.49 m per point: 100 points is
        // 149 m, so the bar shows 100 m.
        #expect(bar.label == "100 m")
        #expect(bar.length <= ScaleBar.maximumLength && bar.length > ScaleBar.maximumLength / 2.5)
    }
}
