import Foundation
import MapScriptGeometry
import MapScriptScene
import MapScriptSVG

/// Workloads of the SVG area, after the peers' workloads (markers-N, shapes, circles-20):
/// each builds its map once, then times `SVGExporter.render` (snapshot and writing) and,
/// separately, writing alone from a snapshot taken beforehand.
enum SVGBenchmarks {
    static func run(_ report: inout BenchmarkReport) throws {
        try markers(100_000, &report)
        try markers(10_000, &report)
        try polygons(count: 1_000, vertices: 1_000, &report)
        try shapes(&report)
        try circles(&report)
    }

    /// The peers' region: lat 34.0...34.8, lon -118.9...-118.0, in a 1024 x 768 view.
    static func peerMap() throws -> MapView {
        let map = MapView(size: Size(width: 1024, height: 768))
        try map.setRegion(Region(center: Coordinate(latitude: 34.4, longitude: -118.45), span: Span(latitudeDelta: 0.8, longitudeDelta: 0.9)))
        return map
    }

    /// A small deterministic generator (SplitMix64), so every run draws the same scene.
    struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    static func markers(_ count: Int, _ report: inout BenchmarkReport) throws {
        let map = try peerMap()
        var random = Random(state: 42)
        var annotations: [Annotation] = []
        annotations.reserveCapacity(count)
        for i in 0..<count {
            let coordinate = Coordinate(latitude: 34.0 + 0.8 * random.next(), longitude: -118.9 + 0.9 * random.next())
            annotations.append(PointAnnotation(coordinate: coordinate, title: "Marker \(i)"))
        }
        map.addAnnotations(annotations)
        var bytes = 0
        try report.measure("svg markers-\(count / 1000)k render", runs: 5) {
            bytes = try SVGExporter.render(map).count
        }
        let snapshot = try map.snapshot()
        let perMarker = Double(bytes) / Double(count)
        report.measure("svg markers-\(count / 1000)k write only", runs: 5,
                           detail: "\(bytes) bytes, \(Int(perMarker.rounded())) B/marker (goal <= 101)") {
            bytes = SVGExporter.render(snapshot).count
        }
    }

    /// Regular polygons with jittered radii spread over the view.
    static func polygon(center: Coordinate, radiusDegrees: Double, vertices: Int, random: inout Random) -> Polygon {
        var ring: [Coordinate] = []
        ring.reserveCapacity(vertices)
        for k in 0..<vertices {
            let angle = Double(k) / Double(vertices) * 2 * Double.pi
            let r = radiusDegrees * (0.8 + 0.4 * random.next())
            ring.append(Coordinate(latitude: center.latitude + r * sin(angle), longitude: center.longitude + r * cos(angle) * 1.2))
        }
        return Polygon(coordinates: ring)
    }

    static func styledDelegate() -> ShapeDelegate { ShapeDelegate() }

    final class ShapeDelegate: MapViewDelegate {
        func mapView(_ mapView: MapView, rendererFor overlay: Overlay) throws -> OverlayRenderer? {
            let renderer: OverlayPathRenderer
            switch overlay {
            case let polygon as Polygon: renderer = PolygonRenderer(polygon: polygon)
            case let line as Polyline: renderer = PolylineRenderer(polyline: line)
            case let circle as Circle: renderer = CircleRenderer(circle: circle)
            default: return nil
            }
            renderer.fillColor = overlay is Polyline ? nil : Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.3)
            renderer.strokeColor = Color(red: 0.1, green: 0.2, blue: 0.6)
            renderer.lineWidth = 1.5
            return renderer
        }
    }

    static func polygons(count: Int, vertices: Int, _ report: inout BenchmarkReport) throws {
        let map = try peerMap()
        let delegate = styledDelegate()
        map.delegate = delegate
        var random = Random(state: 7)
        for _ in 0..<count {
            let center = Coordinate(latitude: 34.0 + 0.8 * random.next(), longitude: -118.9 + 0.9 * random.next())
            map.addOverlay(polygon(center: center, radiusDegrees: 0.01 + 0.03 * random.next(), vertices: vertices, random: &random))
        }
        var bytes = 0
        try report.measure("svg polygons \(count)x\(vertices) render", runs: 3) {
            bytes = try SVGExporter.render(map).count
        }
        let snapshot = try map.snapshot()
        let written = Double(bytes) / Double(count * vertices)
        report.measure("svg polygons \(count)x\(vertices) write only", runs: 3,
                           detail: "\(bytes) bytes, \(Int((written * 100).rounded()) / 100) B/input vertex") {
            bytes = SVGExporter.render(snapshot).count
        }
    }

    /// The peers' shapes workload: 1,000 polygons x 100 vertices and 100 polylines x 100 vertices.
    static func shapes(_ report: inout BenchmarkReport) throws {
        let map = try peerMap()
        let delegate = styledDelegate()
        map.delegate = delegate
        var random = Random(state: 11)
        for _ in 0..<1_000 {
            let center = Coordinate(latitude: 34.0 + 0.8 * random.next(), longitude: -118.9 + 0.9 * random.next())
            map.addOverlay(polygon(center: center, radiusDegrees: 0.005 + 0.02 * random.next(), vertices: 100, random: &random))
        }
        for _ in 0..<100 {
            var line: [Coordinate] = []
            var lat = 34.0 + 0.8 * random.next(), lon = -118.9 + 0.9 * random.next()
            for _ in 0..<100 {
                lat += 0.01 * (random.next() - 0.5)
                lon += 0.01 * (random.next() - 0.5)
                line.append(Coordinate(latitude: lat, longitude: lon))
            }
            map.addOverlay(Polyline(coordinates: line))
        }
        var bytes = 0
        try report.measure("svg shapes 1000x100+100x100 render", runs: 5) {
            bytes = try SVGExporter.render(map).count
        }
        let snapshot = try map.snapshot()
        report.measure("svg shapes write only", runs: 5,
                           detail: "\(bytes) bytes (goal <= 1,562,576), \(Int((Double(bytes) / 110_000 * 100).rounded()) / 100) B/vertex") {
            bytes = SVGExporter.render(snapshot).count
        }
    }

    static func circles(_ report: inout BenchmarkReport) throws {
        let map = try peerMap()
        let delegate = styledDelegate()
        map.delegate = delegate
        // The picture without circles: what every picture costs (root, style sheet, layers, scale bar).
        let empty = try SVGExporter.render(map).count
        var random = Random(state: 20)
        for _ in 0..<20 {
            let center = Coordinate(latitude: 34.0 + 0.8 * random.next(), longitude: -118.9 + 0.9 * random.next())
            map.addOverlay(Circle(center: center, radius: 200 + 2800 * random.next()))
        }
        var bytes = 0
        try report.measure("svg circles-20 render", runs: 5) {
            bytes = try SVGExporter.render(map).count
        }
        let snapshot = try map.snapshot()
        report.measure("svg circles-20 write only", runs: 5,
                           detail: "\(bytes) bytes, \((bytes - empty) / 20) B/circle, \(empty) B without them") {
            bytes = SVGExporter.render(snapshot).count
        }
    }
}
