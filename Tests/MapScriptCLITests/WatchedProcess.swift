import Foundation

/// A long-running `mapscript` whose output is read while it runs.
final class WatchedProcess {
    private let process = Process()
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    init(_ arguments: [String], in folder: URL) throws {
        process.executableURL = MapScriptProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = MapScriptProcess.environment()
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock(); self.out.append(data); self.lock.unlock()
        }
        errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock(); self.err.append(data); self.lock.unlock()
        }
        try process.run()
    }

    var standardOutput: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: out, as: UTF8.self)
    }

    var standardError: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: err, as: UTF8.self)
    }

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var output: String
        var description: String { "timed out waiting for \(waitingFor); output so far:\n\(output)" }
    }

    /// Waits until `count` renders were reported ("Wrote …" lines).
    func waitForOutput(count: Int, timeout: TimeInterval = 15) throws {
        try wait(for: "\(count) renders", timeout: timeout) {
            self.standardOutput.components(separatedBy: "Wrote ").count - 1 >= count
        }
    }

    func waitForOutput(containing text: String, timeout: TimeInterval = 15) throws {
        try wait(for: "'\(text)' on standard output", timeout: timeout) { self.standardOutput.contains(text) }
    }

    func waitForError(containing text: String, timeout: TimeInterval = 15) throws {
        try wait(for: "'\(text)' on standard error", timeout: timeout) { self.standardError.contains(text) }
    }

    private func wait(for what: String, timeout: TimeInterval, until condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline || !process.isRunning {
                throw Timeout(waitingFor: what, output: standardOutput + standardError)
            }
            usleep(20_000)
        }
    }

    /// Ctrl-C: SIGINT, then the exit status.
    func interrupt() -> (code: Int32, signalled: Bool) {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    /// Ends the process whatever it blocks: it inherits the test runner's signal mask, in
    /// which SIGTERM (what `terminate()` sends) may be blocked.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
