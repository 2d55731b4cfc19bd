import Foundation
import MapScriptGeometry
import MapScriptScene
import Testing
@testable import MapScriptSVG

@Suite struct SceneStructureTests {
    static let denver = Coordinate(latitude: 39.7392, longitude: -104.9903)
    static let colorado = [
        Coordinate(latitude: 41.000512, longitude: -109.050116), Coordinate(latitude: 41.002371, longitude: -102.052066),
        Coordinate(latitude: 36.993076, longitude: -102.041981), Coordinate(latitude: 36.99892, longitude: -109.045267),
    ]

    func coloradoMap() throws -> (MapView, TestDelegate) {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 39, longitude: -105.55), span: Span(latitudeDelta: 6, longitudeDelta: 9))
        let delegate = TestDelegate.standard()
        map.delegate = delegate
        let polygon = Polygon(coordinates: Self.colorado)
        polygon.title = "Colorado"
        map.addOverlay(polygon, level: .aboveRoads)
        map.addOverlay(Circle(center: Self.denver, radius: 50_000))
        map.addOverlay(Polyline(coordinates: [Self.denver, Coordinate(latitude: 38.8339, longitude: -104.8214)]))
        map.addAnnotation(PointAnnotation(coordinate: Self.denver, title: "Denver", subtitle: "State capital"))
        return (map, delegate)
    }

    @Test func rootAndLayersComeInTheContractOrder() throws {
        let (map, delegate) = try coloradoMap()
        _ = delegate
        let svg = try SVGTestSupport.text(map, fileName: "colorado.map")
        #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"800\" height=\"600\" viewBox=\"0 0 800 600\" role=\"img\" aria-labelledby=\"map-title map-desc\">"))
        #expect(svg.contains("<title id=\"map-title\">colorado.map</title>"))
        #expect(svg.contains("<desc id=\"map-desc\">"))
        let layers = ["<g id=\"background\">", "<g id=\"overlays-aboveRoads\">", "<g id=\"overlays-aboveLabels\">",
                      "<g id=\"annotations\">", "<g id=\"callouts\">", "<g id=\"chrome\">"]
        let positions = layers.compactMap { svg.range(of: $0)?.lowerBound }
        #expect(positions.count == layers.count)
        #expect(positions == positions.sorted())
        #expect(!svg.contains("<script"))
    }

    @Test func overlaysCarryKindIndexAndTitle() throws {
        let (map, delegate) = try coloradoMap()
        _ = delegate
        let svg = try SVGTestSupport.text(map)
        #expect(svg.contains("<g class=\"overlay\" data-kind=\"polygon\" data-index=\"0\"><title>Colorado</title>"))
        #expect(svg.contains("<g class=\"overlay\" data-kind=\"circle\" data-index=\"1\">"))
        #expect(svg.contains("<g class=\"overlay\" data-kind=\"polyline\" data-index=\"2\">"))
        // The polygon is at .aboveRoads, the others at .aboveLabels.
        let roads = try #require(svg.range(of: "overlays-aboveRoads"))
        let labels = try #require(svg.range(of: "overlays-aboveLabels"))
        let polygon = try #require(svg.range(of: "data-index=\"0\""))
        let circle = try #require(svg.range(of: "data-index=\"1\""))
        #expect(roads.lowerBound < polygon.lowerBound && polygon.lowerBound < labels.lowerBound && labels.lowerBound < circle.lowerBound)
    }

    @Test func overlayWithoutRendererIsAbsent() throws {
        let (map, delegate) = try coloradoMap()
        delegate.renderer = { overlay in overlay is Circle ? nil : TestDelegate.standard().renderer(overlay) }
        let svg = try SVGTestSupport.text(map)
        #expect(!svg.contains("data-kind=\"circle\""))
        #expect(svg.contains("data-index=\"2\""))
    }

    @Test func mapTitleWinsOverFileName() throws {
        let (map, delegate) = try coloradoMap()
        _ = delegate
        map.title = "Colorado & friends"
        let svg = try SVGTestSupport.text(map, fileName: "x.map")
        #expect(svg.contains("<title id=\"map-title\">Colorado &amp; friends</title>"))
    }

    @Test func annotationIsPlacedAtItsProjectedPoint() throws {
        // The centre of the region is the centre of the view.
        let center = Coordinate(latitude: 34.4248, longitude: -118.5971)
        let map = try SVGTestSupport.map(center: center, span: Span(latitudeDelta: 0.02, longitudeDelta: 0.02), size: Size(width: 1024, height: 768))
        map.addAnnotation(PointAnnotation(coordinate: center, title: "Centre"))
        // A point 0.005° east: x grows by 0.005/360 of the world times the zoom scale.
        let east = Coordinate(latitude: 34.4248, longitude: -118.5921)
        map.addAnnotation(PointAnnotation(coordinate: east, title: "East"))
        let svg = try SVGTestSupport.text(map)
        #expect(svg.contains("<g class=\"annotation\" data-kind=\"pin\" transform=\"translate(512 384)\"><title>Centre</title>"))
        // Scale: the region's map rect fits the view; 0.02° of longitude is the limiting side.
        let worldWidth = 268_435_456.0
        let regionWidth = 0.02 / 360 * worldWidth
        let top = MapPoint(Coordinate(latitude: 34.4348, longitude: 0)).y, bottom = MapPoint(Coordinate(latitude: 34.4148, longitude: 0)).y
        let scale = min(1024 / regionWidth, 768 / (bottom - top))
        let expectedX = 512 + 0.005 / 360 * worldWidth * scale
        #expect(svg.contains("transform=\"translate(\(SVGNumberFormat.text(expectedX)) 384)\"><title>East</title>"))
    }

    @Test func southernAnnotationsAreDrawnLater() throws {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 10, longitudeDelta: 10))
        map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: -2, longitude: 0), title: "South"))
        map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: 2, longitude: 0), title: "North"))
        map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: 40, longitude: 0), title: "Outside"))
        let svg = try SVGTestSupport.text(map)
        let north = try #require(svg.range(of: "<title>North</title>"))
        let south = try #require(svg.range(of: "<title>South</title>"))
        #expect(north.lowerBound < south.lowerBound)
        #expect(!svg.contains("Outside"))
    }

    @Test func circleRadiusUsesPointsPerMetreAtItsLatitude() throws {
        let center = Coordinate(latitude: 60, longitude: 10)
        let map = try SVGTestSupport.map(center: center, span: Span(latitudeDelta: 0.5, longitudeDelta: 0.5))
        let delegate = TestDelegate.standard()
        map.delegate = delegate
        map.addOverlay(Circle(center: center, radius: 1000))
        let svg = try SVGTestSupport.text(map)
        let expected = 1000 * 268_435_456 / (40_075_016.68557849 * cos(60 * Double.pi / 180)) * map.zoomScale
        let r = try #require(SVGTestSupport.attribute("r", in: svg, after: "<circle cx=\"400\" cy=\"300\"").flatMap(Double.init))
        #expect(abs(r - expected) <= 0.005)
    }

    @Test func polygonHolesAreOnePathWithEvenOdd() throws {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 0, longitude: 0), span: Span(latitudeDelta: 10, longitudeDelta: 10))
        let delegate = TestDelegate.standard()
        map.delegate = delegate
        let hole = Polygon(coordinates: [Coordinate(latitude: 1, longitude: -1), Coordinate(latitude: 1, longitude: 1),
                                         Coordinate(latitude: -1, longitude: 1), Coordinate(latitude: -1, longitude: -1)])
        map.addOverlay(Polygon(coordinates: [Coordinate(latitude: 3, longitude: -3), Coordinate(latitude: 3, longitude: 3),
                                             Coordinate(latitude: -3, longitude: 3), Coordinate(latitude: -3, longitude: -3)],
                               interiorPolygons: [hole]))
        let svg = try SVGTestSupport.text(map)
        let start = try #require(svg.range(of: "data-kind=\"polygon\""))
        let group = String(svg[start.lowerBound...].prefix { $0 != "\n" })
        #expect(SVGTestSupport.occurrences(of: "<path", in: group) == 1)
        #expect(group.contains("fill-rule=\"evenodd\""))
        #expect(SVGTestSupport.occurrences(of: "z", in: SVGTestSupport.attribute("d", in: group, after: "<path") ?? "") == 2)
    }

    @Test func selectedAnnotationGetsACallout() throws {
        let map = try SVGTestSupport.map(center: Self.denver, span: Span(latitudeDelta: 1, longitudeDelta: 1))
        let denver = PointAnnotation(coordinate: Self.denver, title: "Denver", subtitle: "State capital")
        let delegate = TestDelegate()
        delegate.view = { _, annotation in
            let pin = PinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
            pin.canShowCallout = true
            pin.rightCalloutAccessory = .detailDisclosure
            return pin
        }
        map.delegate = delegate
        map.addAnnotation(denver)
        var svg = try SVGTestSupport.text(map)
        #expect(!svg.contains("class=\"callout\""))
        try map.selectAnnotation(denver)
        svg = try SVGTestSupport.text(map)
        let callouts = try #require(svg.range(of: "<g id=\"callouts\">"))
        let tail = svg[callouts.upperBound...]
        #expect(tail.contains("<g class=\"callout\">"))
        #expect(tail.contains(">Denver</text>"))
        #expect(tail.contains(">State capital</text>"))
        #expect(tail.contains("class=\"accessory\""))
    }

    @Test func calloutWithoutPermissionIsNotDrawn() throws {
        let map = try SVGTestSupport.map(center: Self.denver, span: Span(latitudeDelta: 1, longitudeDelta: 1))
        let denver = PointAnnotation(coordinate: Self.denver, title: "Denver")
        // A view the app makes starts with callouts off (the map's default views have them on).
        let delegate = TestDelegate()
        delegate.view = { _, annotation in PinAnnotationView(annotation: annotation, reuseIdentifier: nil) }
        map.delegate = delegate
        map.addAnnotation(denver)
        try map.selectAnnotation(denver)
        let svg = try SVGTestSupport.text(map)
        #expect(!svg.contains("class=\"callout\""))
        #expect(svg.contains("data-selected=\"true\""))
    }

    @Test func calloutStaysInsideTheView() {
        let size = Size(width: 300, height: 200)
        let layout = CalloutLayout(anchor: Point(x: 5, y: 120), title: "A rather long title for a small map",
                                   subtitle: "and a subtitle", hasLeftAccessory: true, hasRightAccessory: true, viewSize: size)
        #expect(layout.bubble.minX >= 4 && layout.bubble.maxX <= 296)
        #expect(layout.anchor == Point(x: 5, y: 120))
        #expect(layout.pointerBaseX > layout.bubble.minX && layout.pointerBaseX < layout.bubble.maxX)
        #expect(layout.bubble.maxY < 120)
    }

    @Test func renderingIsDeterministic() throws {
        func build() throws -> (MapView, TestDelegate) { try coloradoMap() }
        let (a, da) = try build()
        let (b, db) = try build()
        _ = (da, db)
        let first = try SVGExporter.render(a)
        #expect(first == (try SVGExporter.render(a)))
        #expect(first == (try SVGExporter.render(b)))
    }

    @Test func layoutErrorsPropagate() throws {
        struct Failure: Error {}
        final class Failing: MapViewDelegate {
            func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? { throw Failure() }
        }
        let map = try SVGTestSupport.map(center: Self.denver, span: Span(latitudeDelta: 1, longitudeDelta: 1))
        let delegate = Failing()
        map.delegate = delegate
        map.addAnnotation(PointAnnotation(coordinate: Self.denver, title: "Denver"))
        #expect(throws: Failure.self) { try SVGExporter.render(map) }
    }
}

@Suite struct CalloutPlacementTests {
    @Test func calloutHangsBelowWhenThereIsNoRoomAbove() {
        let size = Size(width: 400, height: 300)
        let layout = CalloutLayout(anchor: Point(x: 200, y: 20), lowerAnchor: Point(x: 200, y: 60), title: "Near the top",
                                   subtitle: "has no room above", hasLeftAccessory: false, hasRightAccessory: true, viewSize: size)
        #expect(layout.isBelow)
        #expect(layout.anchor == Point(x: 200, y: 60))
        #expect(layout.bubble.minY > 60 && layout.bubble.maxY <= 296)
        let roomy = CalloutLayout(anchor: Point(x: 200, y: 150), lowerAnchor: Point(x: 200, y: 190), title: "Middle",
                                  subtitle: nil, hasLeftAccessory: false, hasRightAccessory: false, viewSize: size)
        #expect(!roomy.isBelow && roomy.bubble.maxY < 150)
    }

    /// In a view too short for the bubble above or below its view, it goes where less of it is
    /// cut, then inside the view: a callout no one can read or tap is none.
    @Test func aCalloutWithRoomOnNeitherSideIsMovedInsideTheView() {
        let size = Size(width: 160, height: 90)
        let layout = CalloutLayout(anchor: Point(x: 80, y: 6), lowerAnchor: Point(x: 80, y: 45), title: "A fairly long title",
                                   subtitle: "with subtitle", hasLeftAccessory: false, hasRightAccessory: true, viewSize: size)
        #expect(layout.isBelow && layout.anchor == Point(x: 80, y: 45))
        #expect(layout.bubble.minY >= 4 && layout.bubble.maxY <= 86, "\(layout.bubble)")
        let above = CalloutLayout(anchor: Point(x: 80, y: 40), lowerAnchor: Point(x: 80, y: 80), title: "Near the bottom",
                                  subtitle: "with subtitle", hasLeftAccessory: false, hasRightAccessory: false, viewSize: size)
        #expect(!above.isBelow && above.bubble.minY == 4)
    }
}

@Suite struct ProjectionAnchorTests {
    /// The Colorado corners at Web Mercator zoom 10 (256-point tiles), from PROJ: NW is pixel
    /// (51664.129, 98284.114) and SE (56767.297, 102040.640); a zoom-10 pixel is 1024 map points.
    /// Each annotation must be written where svg.md's formula puts those reference points.
    @Test func coloradoCornersLandWhereTheReferencePixelsSay() throws {
        let map = try SVGTestSupport.map(center: Coordinate(latitude: 39, longitude: -105.55), span: Span(latitudeDelta: 6, longitudeDelta: 9))
        map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: 41.000512, longitude: -109.050116), title: "NW"))
        map.addAnnotation(PointAnnotation(coordinate: Coordinate(latitude: 36.993076, longitude: -102.041981), title: "SE"))
        let svg = try SVGTestSupport.text(map)
        let v = map.viewport
        for (name, px, py) in [("NW", 51664.129, 98284.114), ("SE", 56767.297, 102040.640)] {
            let x = v.size.width / 2 + (px * 1024 - v.center.x) * v.zoomScale
            let y = v.size.height / 2 + (py * 1024 - v.center.y) * v.zoomScale
            let written = try #require(svg.range(of: "\"><title>\(name)</title>"))
            let head = svg[..<written.lowerBound]
            let translate = try #require(head.range(of: "translate(", options: .backwards))
            let numbers = head[translate.upperBound...].split(separator: " ").compactMap { Double($0.replacingOccurrences(of: ")", with: "")) }
            #expect(numbers.count == 2)
            // 2 decimals, and the reference pixels are given to 3.
            #expect(abs(numbers[0] - x) <= 0.006 && abs(numbers[1] - y) <= 0.006, "\(name): \(numbers) vs \(x), \(y)")
        }
    }
}
