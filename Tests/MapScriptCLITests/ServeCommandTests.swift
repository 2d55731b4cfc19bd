import Foundation
import Testing

/// `mapscript serve` from the command line: the address it prints, the terminal's share of
/// the console (prints, errors of a live edit), Ctrl-C, and the errors of a server that cannot
/// listen. The page itself is tested in MapScriptServeTests and, in a browser, by
/// ServePageBrowserTests.
@Suite struct ServeCommandTests {
    static let scene = """
    map.size = Size(200, 100)
    annotation at @(0, 0) { title = "Here" }
    print("ran")

    """

    @Test func printsItsAddressRunsAgainOnSaveAndStopsOnCtrlC() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let serve = try WatchedProcess(["serve", "scene.map", "--port", "0"], in: folder.url)
        defer { serve.stop() }
        try serve.waitForOutput(containing: "(Ctrl-C stops)\nran\n")
        // The address is the first line, for a tool that reads it to find the port; what the
        // script's first run printed follows it.
        let line = serve.standardOutput
        #expect(line.hasPrefix("Serving scene.map at http://127.0.0.1:"), "\(line)")
        #expect(!line.contains("127.0.0.1:0/"), "--port 0 prints the port it took")

        try folder.write("scene.map", Self.scene + "let broken = missingName\n")
        try serve.waitForError(containing: "scene.map:4:14: error: cannot find 'missingName' in scope")
        try folder.write("scene.map", Self.scene.replacingOccurrences(of: "\"ran\"", with: "\"again\""))
        try serve.waitForOutput(containing: "again\nReloaded.\n")

        let end = serve.interrupt()
        #expect(end.code == 0 && !end.signalled)
    }

    @Test func aPortInUseIsAnErrorThatSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let first = try WatchedProcess(["serve", "scene.map", "--port", "0"], in: folder.url)
        defer { first.stop() }
        try first.waitForOutput(containing: "(Ctrl-C stops)\n")
        let address = try #require(first.standardOutput.firstMatch(of: #/127\.0\.0\.1:(\d+)\//#))
        let second = try MapScriptProcess.run(["serve", "scene.map", "--port", String(address.1)], in: folder.url)
        #expect(second.status == 1)
        // Told before the script runs: it printed nothing.
        #expect(second.standardOutput.isEmpty)
        #expect(second.standardError ==
            "mapscript: serve: cannot listen on 127.0.0.1:\(address.1): the port is in use (--port 0 takes a free one)\n")
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", Self.scene)
        let port = try MapScriptProcess.run(["serve", "scene.map", "--port", "70000"], in: folder.url)
        #expect(port.status == 2 && port.standardError.contains("--port must be between 0 and 65535, not 70000"))
        let negative = try MapScriptProcess.run(["serve", "scene.map", "--port", "-1"], in: folder.url)
        #expect(negative.status == 2 && negative.standardError.contains("--port must be between 0 and 65535, not -1"))
        let missing = try MapScriptProcess.run(["serve", "missing.map"], in: folder.url)
        #expect(missing.status == 2 && missing.standardError.contains("cannot read 'missing.map'"))
    }
}
