// librsvg, a real SVG renderer, draws the pictures the other tests build: what a browser or
// an image tool will meet. rsvg-convert is an outside program; .ci/run installs it, and where
// it is missing the suite is skipped and says why, so `swift test` passes on a machine that has
// only Swift.
import Foundation
import MapScriptScene
import Testing
@testable import MapScriptSVG

@Suite(.enabled(if: SVGTestSupport.tool("rsvg-convert") != nil, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
struct LibrsvgTests {
    /// The pictures, by name, each with what keeps its delegate alive (the map holds it weakly).
    static let pictures: [String: () throws -> (MapView, AnyObject)] = [
        "hostile": { let (map, delegate) = try SafetyTests().hostileMap(); return (map, delegate) },
        "custom-renderer": { let (map, delegate) = try DrawingTests().badgeMap(); return (map, delegate) },
        "view-kinds": { let (map, delegate, _) = try DrawingTests().viewKindsMap(); return (map, delegate) },
        "gradient-line": { let (map, delegate) = try GradientPolylineTests().bendMap(); return (map, delegate) },
    ]

    @Test(arguments: pictures.keys.sorted())
    func drawsThePicture(_ name: String) throws {
        let (map, delegate) = try Self.pictures[name]!()
        let svg = try SVGExporter.render(map)
        withExtendedLifetime(delegate) {}
        let directory = try SVGTestSupport.scratchDirectory(name)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("\(name).svg")
        let png = directory.appendingPathComponent("\(name).png")
        try Data(svg).write(to: file)
        let result = try SVGTestSupport.run(SVGTestSupport.tool("rsvg-convert")!, [file.path, "-o", png.path])
        #expect(result.status == 0, "rsvg-convert: \(result.stderr)")
        let size = (try? FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int) ?? 0
        #expect(size > 0)
        if let gallery = SVGTestSupport.galleryDirectory {
            try? FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
            for item in [file, png] {
                let target = gallery.appendingPathComponent(item.lastPathComponent)
                try? FileManager.default.removeItem(at: target)
                try? FileManager.default.copyItem(at: item, to: target)
            }
        }
    }
}
