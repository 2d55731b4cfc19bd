import Foundation
import Testing

/// The REPL as a person uses it at a terminal (a pseudo-terminal driven by pexpect): readline
/// editing, continuation prompts, Ctrl-C, Tab, history, the `:` commands, Ctrl-D.
/// pexpect is an outside program: .ci/run installs it, and where it is missing the suite is
/// skipped and says why.
@Suite(.serialized, .enabled(if: TerminalSession.isAvailable, "python3 with pexpect is not installed (Debian: python3-pexpect)"))
struct REPLTerminalTests {
    let folder: URL
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
        folder = scratch.url
    }

    @discardableResult
    private func dialogue(
        _ steps: [TerminalSession.Step], arguments: [String] = [], removingEnvironment: [String] = [],
        timeout: Double = 15
    ) throws -> TerminalSession.Transcript {
        let session = TerminalSession(
            arguments: arguments, folder: folder,
            environment: ["XDG_STATE_HOME": folder.appendingPathComponent("state").path],
            removingEnvironment: removingEnvironment,
            timeout: timeout
        )
        let transcript = try session.run(steps)
        if let step = transcript.failedStep {
            Issue.record("step \(step) failed: \(transcript.failure ?? "")\n--- terminal ---\n\(transcript.output)")
        }
        return transcript
    }

    /// A PNG or PDF asked for on standard output that is a terminal is refused (exit 2), as its
    /// bytes would only garble the screen; into a pipe it goes as asked (see RenderCommandTests).
    @Test func aBinaryPictureIsNotWrittenToTheTerminal() throws {
        try "annotation at @(0, 0)\n".write(to: folder.appendingPathComponent("a.map"), atomically: true, encoding: .utf8)
        let transcript = try dialogue([
            .expect("mapscript: standard output is a terminal, and a PNG is binary; send it to a file or a pipe ('-o - > map.png')"),
            .expectEnd,
        ], arguments: ["a.map", "-o", "-", "--format", "png"])
        #expect(transcript.exitStatus == 2)
    }

    @Test func definitionsPersistAcrossEntries() throws {
        let transcript = try dialogue([
            .expect("map> "), .type("let x = 40\r"), .expect("map> "),
            .type("func plusTwo(n) { return n + 2 }\r"), .expect("map> "),
            .type("plusTwo(x)\r"), .expect("42\n"), .expect("map> "),
            .control("d"), .expectEnd,
        ])
        #expect(transcript.exitStatus == 0)
    }

    @Test func anOpenBlockShowsTheContinuationPrompt() throws {
        try dialogue([
            .expect("map> "), .type("func double(n) {\r"), .expect("{...> "),
            .type("return n * 2\r"), .expect("{...> "),
            .type("}\r"), .expect("map> "),
            .type("double(21)\r"), .expect("42\n"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ])
    }

    @Test func anErrorIsShownAndTheSessionGoesOn() throws {
        let transcript = try dialogue([
            .expect("map> "), .type("let kept = 7\r"), .expect("map> "),
            .type("kept + missing\r"), .expect("<repl>:1:8: error: "), .expect("map> "),
            .type("kept * 6\r"), .expect("42\n"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ])
        #expect(transcript.exitStatus == 0)
    }

    @Test func ctrlCInterruptsARunningEvaluation() throws {
        try dialogue([
            .expect("map> "), .type("let before = 1\r"), .expect("map> "),
            // The print shows that the evaluation is under way before Ctrl-C is pressed.
            .type("print(\"looping\"); while true {}\r"), .expect("looping\n"), .pause(0.2), .control("c"),
            .expect("interrupted"), .expect("map> "),
            .type("before + 41\r"), .expect("42\n"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ])
    }

    @Test func ctrlCAbandonsAHalfTypedMultiLineEntry() throws {
        let transcript = try dialogue([
            .expect("map> "), .type("func abandoned() {\r"), .expect("{...> "),
            .type("return 1"), .expect("return 1"), .control("c"), .expect("map> "),
            .type("6 * 7\r"), .expect("42\n"), .expect("map> "),
            .type("abandoned()\r"), .expect("error:"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ])
        #expect(!transcript.output.contains("{...> 6 * 7"))
    }

    @Test func tabCompletesAKeywordAndAMember() throws {
        try dialogue([
            .expect("map> "), .type("let flag = tr\t\r"), .expect("map> "),
            .type("flag\r"), .expect("true\n"), .expect("map> "),
            .type("annotation spot at @(1, 2) { title = \"Spot\" }\r"), .expect("map> "),
            .type("spot.subt\t\r"), .expect("map> "),
            .type("spot.tit\t\r"), .expect("Spot"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ])
    }

    @Test func tabAddsNoSpaceAfterANameButDoesAfterAKeyword() throws {
        try dialogue([
            .expect("map> "), .type("annotation eiffel at @(48.8584, 2.2945) { title = \"Eiffel Tower\" }\r"), .expect("map> "),
            // `eif` completes to `eiffel` with nothing after it, so `.ti` reads a member.
            .type("eif\t"), .expect("eiffel"), .type(".ti\t\r"), .expect("\"Eiffel Tower\"\n"), .expect("map> "),
            .type("eif\t.subt\t = \"Paris\"\r"), .expect("map> "),
            .type("eiffel.subtitle\r"), .expect("\"Paris\"\n"), .expect("map> "),
            // A keyword that something must follow gets its space.
            .type("le\tanswer = 42\r"), .expect("map> "),
            .type("answer\r"), .expect("42\n"), .expect("map> "),
            .control("d"), .expectEnd,
        ])
    }

    @Test func tabCompletesFileNamesInCommandsAndInTheStringsOfLoadImageAndImport() throws {
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("let fromWhite = 1\n".utf8).write(to: data.appendingPathComponent("white.map"))
        try Data("name,value\nwhale,2\n".utf8).write(to: data.appendingPathComponent("whale.csv"))
        try Data("let imported = 3\n".utf8).write(to: data.appendingPathComponent("wharf.map"))
        try dialogue([
            // `data/w` is a path, not a keyword (`while`): a folder gets its `/` and no space.
            .expect("map> "), .type(":load da\t"), .expect(":load data/"), .type("whi\t\r"),
            .expect("Loaded data/white.map."), .expect("map> "),
            .type("fromWhite\r"), .expect("1\n"), .expect("map> "),
            .type("let rows = load(\"da\twhal\t\")\r"), .expect("map> "),
            .type("rows[0].value\r"), .expect("2\n"), .expect("map> "),
            .type("import \"data/whar\t\"\r"), .expect("map> "),
            .type("imported\r"), .expect("3\n"), .expect("map> "),
            .type(":render da\tpicture.svg\r"), .expect("Wrote data/picture.svg."), .expect("map> "),
            .control("d"), .expectEnd,
        ])
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("picture.svg").path))
    }

    @Test func historyIsWrittenAndRecalled() throws {
        try dialogue([
            .expect("map> "), .type("let a = 1\r"), .expect("map> "),
            .type("\r"), .expect("map> "),
            .type("a + 1\r"), .expect("2\n"), .expect("map> "),
            .type("a + 1\r"), .expect("2\n"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ])
        let history = try String(contentsOf: folder.appendingPathComponent("state/mapscript/history"), encoding: .utf8)
        // Each entry after its timestamp line, readline's: a backquote and the seconds.
        let lines = history.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.enumerated().allSatisfy { $0.offset % 2 == 1 || Self.isTimestamp($0.element) }, "\(history)")
        #expect(Self.entries(of: history) == ["let a = 1", "a + 1", ":quit"])

        // A new session recalls the last session's lines with Up.
        try dialogue([
            .expect("map> "), .type("let a = 20\r"), .expect("map> "),
            .type("\u{1B}[A\u{1B}[A\u{1B}[A\r"), .expect("21\n"), .expect("map> "),
            .control("d"), .expectEnd,
        ])
    }

    /// A history of an earlier version, one line an entry, is read as such and kept in the
    /// form with timestamps, bounded to the newest thousand lines.
    @Test func historyIsBoundedToTheNewestThousandLines() throws {
        let historyFile = folder.appendingPathComponent("state/mapscript/history")
        try FileManager.default.createDirectory(at: historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = (1...1500).map { "old \($0)" }.joined(separator: "\n") + "\n"
        try Data(old.utf8).write(to: historyFile)
        try dialogue([
            .expect("map> "), .type("let newest = 1\r"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ])
        let entries = Self.entries(of: try String(contentsOf: historyFile, encoding: .utf8))
        #expect(entries.count == 1000)
        #expect(entries.first == "old 503")
        #expect(entries.suffix(2) == ["let newest = 1", ":quit"])
    }

    /// An entry of several lines is one entry of the history: one Up recalls all of it, in
    /// this session and the next.
    @Test func anEntryOfSeveralLinesIsRecalledWhole() throws {
        try dialogue([
            .expect("map> "), .type("func twice(n) {\r"), .expect("{...> "),
            .type("return n * 2\r"), .expect("{...> "), .type("}\r"), .expect("map> "),
            .control("d"), .expectEnd,
        ])
        let history = try String(contentsOf: folder.appendingPathComponent("state/mapscript/history"), encoding: .utf8)
        #expect(Self.entries(of: history) == ["func twice(n) {\nreturn n * 2\n}"])
        try dialogue([
            .expect("map> "), .type("\u{1B}[A\r"), .expect("map> "),
            .type("twice(21)\r"), .expect("42\n"), .expect("map> "),
            .control("d"), .expectEnd,
        ])
    }

    private static func isTimestamp(_ line: Substring) -> Bool {
        line.count > 1 && line.first == "`" && line.dropFirst().allSatisfy(\.isNumber)
    }

    /// The entries of a history file: the lines between its timestamps, each group one entry.
    private static func entries(of history: String) -> [String] {
        var entries: [String] = []
        var current: [Substring]?
        for line in history.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if isTimestamp(line) {
                if let current { entries.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current = (current ?? []) + [line]
            }
        }
        if let current { entries.append(current.joined(separator: "\n")) }
        return entries
    }

    @Test func sceneAndRenderShowAndWriteTheScene() throws {
        try dialogue([
            .expect("map> "), .type("map.size = Size(120, 80)\r"), .expect("map> "),
            .type("circle ring at @(0, 0) radius 1000 { title = \"Ring\" }\r"), .expect("map> "),
            .type(":scene\r"), .expect("Ring"), .expect("map> "),
            .type(":render\r"), .expect("Wrote repl.svg."), .expect("map> "),
            .type(":render other.svg\r"), .expect("Wrote other.svg."), .expect("map> "),
            .type(":help\r"), .expect(":render [FILE]"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ])
        let svg = try String(contentsOf: folder.appendingPathComponent("repl.svg"), encoding: .utf8)
        #expect(svg.contains(#"width="120" height="80""#))
        #expect(try Data(contentsOf: folder.appendingPathComponent("other.svg")) == Data(svg.utf8))
    }

    @Test func ctrlDOnAnEmptyLineEndsTheSession() throws {
        let transcript = try dialogue([
            .expect("map> "), .type("let x = 1\r"), .expect("map> "),
            .control("d"), .expectEnd,
        ])
        #expect(transcript.exitStatus == 0)
        #expect(transcript.signal == nil)
    }

    @Test func ctrlDOnAContinuationLineCancelsTheEntryAndTheSessionGoesOn() throws {
        let transcript = try dialogue([
            .expect("map> "), .type("func cancelled() {\r"), .expect("{...> "),
            .type("return 1\r"), .expect("{...> "),
            .control("d"), .expect("map> "),
            .type("6 * 7\r"), .expect("42\n"), .expect("map> "),
            .type("cancelled\r"), .expect("cannot find 'cancelled' in scope"), .expect("map> "),
            .control("d"), .expectEnd,
        ])
        #expect(transcript.exitStatus == 0)
    }

    @Test func aOneMegabyteLineIsAccepted() throws {
        let big = String(repeating: "a", count: 1 << 20)
        try dialogue([
            .expect("map> "), .type("let s = \"\(big)\"\r"), .expect("map> "),
            .type("s.count\r"), .expect("1048576\n"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ], timeout: 90)
    }

    @Test func errorsAreColouredOnATerminalUnlessNoColorIsSet() throws {
        let steps: [TerminalSession.Step] = [
            .expect("map> "), .type("missing\r"), .expect("error:"), .expect("map> "),
            .type(":quit\r"), .expectEnd,
        ]
        let coloured = try dialogue(steps, removingEnvironment: ["NO_COLOR"])
        #expect(coloured.output.contains("\u{1B}[1;31merror:"))
        let plain = try dialogue(steps)
        #expect(!plain.output.contains("\u{1B}[1;31m"))
        #expect(plain.output.contains("<repl>:1:1: error: cannot find 'missing' in scope\nmissing\n^~~~~~~\n"))
    }
}
