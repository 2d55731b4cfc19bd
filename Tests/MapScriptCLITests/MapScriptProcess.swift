import Foundation

/// Runs the built `mapscript` binary as a person's shell would, and collects what it did.
/// The binary sits in the build products folder, next to the test bundle.
enum MapScriptProcess {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var outputBytes: [UInt8]
        /// Set when a signal ended the process; `status` is then the signal's number.
        var signalled = false
    }

    static var executable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        // On macOS the test bundle is a folder: …/debug/xPackageTests.xctest/Contents/MacOS/x
        while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("mapscript").path),
              folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("mapscript")
    }

    /// The environment every run starts from: no colour, no user history, no user inputrc.
    static func environment(_ extra: [String: String] = [:], removing: [String] = []) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "dumb"
        environment["XDG_STATE_HOME"] = FileManager.default.temporaryDirectory
            .appendingPathComponent("mapscript-cli-tests-state").path
        for (key, value) in extra { environment[key] = value }
        for key in removing { environment[key] = nil }
        return environment
    }

    /// Runs `mapscript ARGUMENTS` in `folder` with `input` on standard input, killing it after
    /// `timeout` seconds so a hang fails the test instead of stalling the run. Standard output
    /// is collected unless `standardOutput` gives another place for it (a full device, a pipe
    /// nobody reads); `standardOutput` in the outcome is then empty. `program` replaces
    /// `mapscript` (a shell that sets limits first, then runs it).
    static func run(
        _ arguments: [String],
        in folder: URL,
        input: String = "",
        environment extra: [String: String] = [:],
        removingEnvironment removing: [String] = [],
        standardOutput: FileHandle? = nil,
        timeout: TimeInterval = 30,
        program: URL? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = program ?? executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment(extra, removing: removing)

        // Files rather than pipes: nothing can block on a full pipe buffer.
        let scratch = try TemporaryFolder()
        let outPath = scratch.url.appendingPathComponent("stdout")
        let errPath = scratch.url.appendingPathComponent("stderr")
        let inPath = scratch.url.appendingPathComponent("stdin")
        try Data(input.utf8).write(to: inPath)
        _ = FileManager.default.createFile(atPath: outPath.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath.path, contents: nil)
        let stdoutHandle = try FileHandle(forWritingTo: outPath)
        let stderrHandle = try FileHandle(forWritingTo: errPath)
        let stdinHandle = try FileHandle(forReadingFrom: inPath)
        process.standardOutput = standardOutput ?? stdoutHandle
        process.standardError = stderrHandle
        process.standardInput = stdinHandle

        try process.run()
        // The child holds its own copy; a reader of a pipe given here then sees its end.
        try standardOutput?.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw TimedOut(arguments: arguments, seconds: timeout)
        }
        process.waitUntilExit()
        try stdoutHandle.close()
        try stderrHandle.close()
        try stdinHandle.close()
        let out = try Data(contentsOf: outPath)
        let err = try Data(contentsOf: errPath)
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self),
            outputBytes: [UInt8](out),
            signalled: process.terminationReason == .uncaughtSignal
        )
    }

    struct TimedOut: Error, CustomStringConvertible {
        var arguments: [String]
        var seconds: TimeInterval
        var description: String { "mapscript \(arguments.joined(separator: " ")) did not finish in \(seconds) s" }
    }

    /// Whether a helper program runs and succeeds (`["python3", "-c", "import pexpect"]`):
    /// how the tests that need an outside program find out whether it is there.
    static func succeeds(_ command: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
