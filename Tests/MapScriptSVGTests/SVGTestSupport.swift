import Foundation
import MapScriptGeometry
import MapScriptScene
@testable import MapScriptSVG

/// Builds scenes straight from the scene API and checks pictures with the real tools.
enum SVGTestSupport {
    static func text(_ map: MapView, fileName: String? = nil) throws -> String {
        String(decoding: try SVGExporter.render(map, fileName: fileName), as: UTF8.self)
    }

    static func map(center: Coordinate, span: Span, size: Size = Size(width: 800, height: 600)) throws -> MapView {
        let map = MapView(size: size)
        try map.setRegion(Region(center: center, span: span))
        return map
    }

    /// A program on PATH, or nil when it is not installed.
    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Runs a program; its exit status and standard error.
    static func run(_ program: URL, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh scratch folder for one test.
    static func scratchDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-svg-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// When MAPSCRIPT_SVG_GALLERY names a folder, pictures are also written there (SVG and PNG)
    /// for people to look at.
    static var galleryDirectory: URL? {
        ProcessInfo.processInfo.environment["MAPSCRIPT_SVG_GALLERY"].map { URL(fileURLWithPath: $0) }
    }

    /// The number in an attribute `name="…"` of the first element matching `prefix`.
    static func attribute(_ name: String, in svg: String, after prefix: String) -> String? {
        guard let start = svg.range(of: prefix) else { return nil }
        let rest = svg[start.upperBound...]
        guard let a = rest.range(of: " \(name)=\"") else { return nil }
        let value = rest[a.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return String(value[..<end])
    }

    static func occurrences(of needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }
}

/// A delegate made of closures, so each test says only what it needs.
final class TestDelegate: MapViewDelegate {
    var renderer: (Overlay) -> OverlayRenderer? = { _ in nil }
    var view: (MapView, Annotation) -> AnnotationView? = { _, _ in nil }

    func mapView(_ mapView: MapView, rendererFor overlay: Overlay) throws -> OverlayRenderer? { renderer(overlay) }
    func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? { view(mapView, annotation) }

    /// The standard renderer of each shape, styled.
    static func standard(fill: Color? = Color.blue.withAlpha(0.3), stroke: Color? = .blue, width: Double = 2) -> TestDelegate {
        let delegate = TestDelegate()
        delegate.renderer = { overlay in
            let r: OverlayPathRenderer
            switch overlay {
            case let c as Circle: r = CircleRenderer(circle: c)
            case let p as Polygon: r = PolygonRenderer(polygon: p)
            case let l as Polyline: r = PolylineRenderer(polyline: l)
            case let m as MultiPolygon: r = MultiPolygonRenderer(multiPolygon: m)
            case let m as MultiPolyline: r = MultiPolylineRenderer(multiPolyline: m)
            default: return nil
            }
            r.fillColor = fill
            r.strokeColor = stroke
            r.lineWidth = width
            return r
        }
        return delegate
    }
}
