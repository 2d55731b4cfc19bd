// The examples are the project's widest end-to-end tests: each one is run by the real
// `mapscript` command, and its SVG and its printed output are compared with golden files.
// Goldens change only on purpose: `RECORD_GOLDENS=1 swift test --filter ExamplesTests`
// writes them anew, and the diff is reviewed like code.
import Foundation
import MapScriptTestSupport
import Testing

/// Every `.map` file under Examples/, as paths relative to the package root, sorted.
let exampleScripts: [String] = {
    let root = PackageLayout.root
    guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent("Examples").path) else {
        return []
    }
    var found: [String] = []
    while let path = walker.nextObject() as? String {
        if path.hasSuffix(".map") { found.append("Examples/" + path) }
    }
    return found.sorted()
}()

@Suite struct ExamplesTests {
    @Test func thereAreLessonsAndThePark() {
        #expect(exampleScripts.contains("Examples/park.map"))
        #expect(exampleScripts.filter { $0.hasPrefix("Examples/lessons/") }.count >= 16)
    }

    @Test(arguments: exampleScripts)
    func rendersAsRecorded(_ script: String) throws {
        let scratch = try TemporaryFolder()
        let svgPath = scratch.url.appendingPathComponent("out.svg").path
        let run = try Command.run(["--seed", "0", script, "-o", svgPath])
        #expect(run.status == 0, "\(script) failed:\n\(run.standardError)")
        #expect(run.standardError.isEmpty, "\(script) wrote to standard error:\n\(run.standardError)")
        let svg = try Data(contentsOf: URL(fileURLWithPath: svgPath))

        try Golden.check(svg, against: Golden.name(for: script, extension: "svg"))
        try Golden.check(Data(run.standardOutput.utf8), against: Golden.name(for: script, extension: "out"))

        let problem = XMLWellFormedness.problem(in: svg)
        #expect(problem == nil, "\(script) is not well-formed XML: \(problem ?? "")")
    }

    // librsvg draws every golden picture (the check above makes them the command's output).
    // rsvg-convert is an outside program: .ci/run installs it, and without it the test is
    // skipped, saying so, rather than failed.
    @Test(.enabled(if: ExternalTool.isInstalled("rsvg-convert"), "rsvg-convert is not installed (Debian: librsvg2-bin)"),
          arguments: exampleScripts)
    func librsvgDrawsIt(_ script: String) throws {
        let scratch = try TemporaryFolder()
        let svgPath = Golden.folder.appendingPathComponent(Golden.name(for: script, extension: "svg")).path
        let pngPath = scratch.url.appendingPathComponent("out.png").path
        let rsvg = try ExternalTool.run("rsvg-convert", [svgPath, "-o", pngPath])
        #expect(rsvg.status == 0, "rsvg-convert failed on \(script): \(rsvg.standardError)")
    }

    @Test(arguments: exampleScripts)
    func checksCleanly(_ script: String) throws {
        let run = try Command.run(["check", script])
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty && run.standardError.isEmpty,
                "check printed:\n\(run.standardOutput)\(run.standardError)")
    }

    @Test func sameSeedGivesIdenticalBytes() throws {
        let scratch = try TemporaryFolder()
        let first = scratch.url.appendingPathComponent("a.svg").path
        let second = scratch.url.appendingPathComponent("b.svg").path
        #expect(try Command.run(["Examples/park.map", "--seed", "7", "-o", first]).status == 0)
        #expect(try Command.run(["Examples/park.map", "--seed", "7", "-o", second]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
    }

    @Test func parkTogglesRemoveTheirLayers() throws {
        let scratch = try TemporaryFolder()
        let path = scratch.url.appendingPathComponent("park.svg").path
        let run = try Command.run([
            "Examples/park.map", "-o", path,
            "--set", "showRoute=false", "--set", "showCharacters=false", "--set", "showPins=false",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!svg.contains("data-kind=\"polyline\""))
        #expect(!svg.contains("data-kind=\"circle\""))
        #expect(!svg.contains("class=\"annotation\""))
        #expect(svg.contains("data-kind=\"polygon\""))
        #expect(svg.contains("data-kind=\"custom\""))
    }
}
