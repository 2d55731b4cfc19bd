import Foundation
import Testing

/// `mapscript watch`: renders again when the script or a file it read changes, keeps the last
/// good output through errors, and ends on Ctrl-C (SIGINT).
@Suite struct WatchCommandTests {
    static func scene(width: Int) -> String {
        """
        map.size = Size(\(width), 100)
        map.region = Region(center: @(0, 0), span: Span(1, 1))
        let rows = load("places.csv")
        for row in rows { annotation at @(row.lat, row.lon) { title = row.name } }

        """
    }

    @Test func rendersAgainOnEveryChangeAndKeepsTheLastGoodSVG() throws {
        let folder = try TemporaryFolder()
        try folder.write("places.csv", "name,lat,lon\nA,0.1,0.1\n")
        try folder.write("scene.map", Self.scene(width: 200))
        let watch = try WatchedProcess(["watch", "scene.map", "-o", "out.svg"], in: folder.url)
        defer { watch.stop() }

        try watch.waitForOutput(count: 1)
        #expect(try folder.read("out.svg").contains(#"width="200""#))

        try folder.write("scene.map", Self.scene(width: 300))
        try watch.waitForOutput(count: 2)
        #expect(try folder.read("out.svg").contains(#"width="300""#))

        // A data file the script loaded is watched too.
        let before = try folder.bytes("out.svg")
        try folder.write("places.csv", "name,lat,lon\nA,0.1,0.1\nB,0.2,0.2\n")
        try watch.waitForOutput(count: 3)
        #expect(try folder.bytes("out.svg") != before)

        // An error is printed, and the last good picture stays.
        let good = try folder.bytes("out.svg")
        try folder.write("scene.map", Self.scene(width: 300) + "let broken = missingName\n")
        try watch.waitForError(containing: "not updated")
        #expect(watch.standardError.contains("scene.map:5:14: error: cannot find 'missingName' in scope"))
        #expect(try folder.bytes("out.svg") == good)

        try folder.write("scene.map", Self.scene(width: 400))
        try watch.waitForOutput(count: 4)
        #expect(try folder.read("out.svg").contains(#"width="400""#))

        let status = watch.interrupt()
        #expect(status.signalled || status.code == 0)
        #expect(watch.standardOutput.components(separatedBy: "Wrote out.svg.\n").count - 1 == 4)
    }
}
