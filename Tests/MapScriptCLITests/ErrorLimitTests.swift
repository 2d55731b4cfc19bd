import Foundation
import Testing

/// A flood of errors stops after `DiagnosticFormatter.errorLimit` (20) of them, with one line counting the
/// rest, for every command that shows a run's errors: check, render, watch and each REPL entry.
@Suite struct ErrorLimitTests {
    static let summary = "mapscript: 5 more errors not shown; the first 20 errors are above\n"

    /// A script with `count` errors, one stray `@` each, all on one line.
    static func flood(_ count: Int) -> String {
        "let x = 1 " + String(repeating: "@ ", count: count) + "\n"
    }

    static func errorLines(_ text: String) -> Int {
        text.components(separatedBy: "\n").filter { $0.contains(": error: ") }.count
    }

    @Test func checkAndRenderShowTwentyErrorsAndCountTheRest() throws {
        let folder = try TemporaryFolder()
        try folder.write("flood.map", Self.flood(25))
        for arguments in [["check", "flood.map"], ["flood.map"]] {
            let run = try MapScriptProcess.run(arguments, in: folder.url)
            #expect(run.status == 1, "\(arguments)")
            #expect(Self.errorLines(run.standardError) == 20, "\(arguments)")
            #expect(run.standardError.hasPrefix("flood.map:1:11: error: "), "\(run.standardError)")
            #expect(run.standardError.hasSuffix(Self.summary), "\(run.standardError)")
        }
        #expect(try folder.contents() == ["flood.map"])
    }

    @Test func twentyErrorsAreAllShownWithoutASummary() throws {
        let folder = try TemporaryFolder()
        try folder.write("twenty.map", Self.flood(20))
        let run = try MapScriptProcess.run(["check", "twenty.map"], in: folder.url)
        #expect(run.status == 1)
        #expect(Self.errorLines(run.standardError) == 20)
        #expect(!run.standardError.contains("not shown"))
    }

    @Test func oneMoreErrorIsCountedInTheSingular() throws {
        let folder = try TemporaryFolder()
        try folder.write("flood.map", Self.flood(21))
        let run = try MapScriptProcess.run(["check", "flood.map"], in: folder.url)
        #expect(run.standardError.hasSuffix("mapscript: 1 more error not shown; the first 20 errors are above\n"), "\(run.standardError)")
    }

    @Test func eachREPLEntryHasItsOwnLimit() throws {
        let folder = try TemporaryFolder()
        let entry = Self.flood(25)
        let run = try MapScriptProcess.run([], in: folder.url, input: entry + entry)
        #expect(run.status == 1)
        #expect(Self.errorLines(run.standardError) == 40)
        #expect(run.standardError.components(separatedBy: Self.summary).count - 1 == 2, "\(run.standardError)")
    }

    @Test func watchLimitsEachRound() throws {
        let folder = try TemporaryFolder()
        try folder.write("flood.map", Self.flood(25))
        let watch = try WatchedProcess(["watch", "flood.map", "-o", "out.svg"], in: folder.url)
        defer { watch.stop() }
        try watch.waitForError(containing: "not updated")
        #expect(Self.errorLines(watch.standardError) == 20)
        #expect(watch.standardError.contains(Self.summary), "\(watch.standardError)")
        _ = watch.interrupt()
    }
}
