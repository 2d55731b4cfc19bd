import Foundation

/// Runs other programs (rsvg-convert) found on PATH.
enum ExternalTool {
    /// Whether PATH has an executable of that name.
    static func isInstalled(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: String(directory) + "/" + name)
        }
    }

    static func run(_ name: String, _ arguments: [String]) throws -> ProcessOutcome {
        try launch(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments)
    }

    static func launch(_ executable: URL, _ arguments: [String]) throws -> ProcessOutcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = PackageLayout.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read standard error on another thread while this one reads standard output, so
        // that a child filling either pipe cannot block.
        let errorReader = PipeReader(error)
        let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
        let stderrData = errorReader.wait()
        process.waitUntilExit()
        return ProcessOutcome(status: process.terminationStatus,
                              standardOutput: String(decoding: stdoutData, as: UTF8.self),
                              standardError: String(decoding: stderrData, as: UTF8.self))
    }
}
