import Foundation

/// `mapscript lsp` run as an editor runs it: messages written to its standard input through a
/// pipe with their Content-Length headers, replies read one at a time from its standard output
/// through another. A watchdog ends the process after `timeout` seconds, so a server that
/// stops answering fails the test (the read sees the end of the pipe) instead of hanging it.
final class LanguageServerProcess {
    struct Ended: Error, CustomStringConvertible {
        var description: String { "mapscript lsp ended (or was stopped by the watchdog) before replying" }
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []
    /// Standard error goes to a file, where nothing can block on it.
    private let scratch: TemporaryFolder
    private let errorHandle: FileHandle

    init(_ arguments: [String] = [], in folder: URL, timeout: TimeInterval = 60) throws {
        process.executableURL = MapScriptProcess.executable
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = folder
        process.environment = MapScriptProcess.environment()
        process.standardInput = input
        process.standardOutput = output
        scratch = try TemporaryFolder()
        let errorFile = try scratch.write("stderr", "")
        errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardError = errorHandle
        try process.run()
        let process = self.process
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            if process.isRunning { process.terminate() }
        }
    }

    /// Writes one message body with its header.
    func send(_ body: String) throws {
        try sendRaw("Content-Length: \(body.utf8.count)\r\n\r\n" + body)
    }

    /// Writes bytes as they are, for malformed framing.
    func sendRaw(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Reads the next message body.
    func receive() throws -> String {
        var length: Int?
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            if line.lowercased().hasPrefix("content-length:") {
                length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length else { throw Ended() }
        return String(decoding: try read(length), as: UTF8.self)
    }

    /// Closes standard input and waits for the process; its exit status.
    func finish() throws -> Int32 {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try errorHandle.close()
        return process.terminationStatus
    }

    /// Waits for the process to end by itself, its input left open; whether it exited (rather
    /// than being stopped by the watchdog), and its status.
    func waitForItsOwnExit() -> (exited: Bool, status: Int32) {
        process.waitUntilExit()
        return (process.terminationReason == .exit, process.terminationStatus)
    }

    /// What the process wrote on standard error, once it has ended.
    func standardError() -> String {
        (try? scratch.read("stderr")) ?? ""
    }

    /// Whatever the process still writes after it was told to exit (nothing, when it behaves).
    func remainingOutput() -> String {
        let rest = buffer + [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        buffer = []
        return String(decoding: rest, as: UTF8.self)
    }

    private func readLine() throws -> String {
        var line: [UInt8] = []
        while true {
            let byte = try read(1)[0]
            if byte == UInt8(ascii: "\n") {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            line.append(byte)
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw Ended() }
            buffer += chunk
        }
        let taken = Array(buffer[..<count])
        buffer.removeFirst(count)
        return taken
    }
}
