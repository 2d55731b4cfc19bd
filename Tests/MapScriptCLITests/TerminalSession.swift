import Foundation

/// Drives the REPL through a pseudo-terminal, as a person types at it: keys go in, and each
/// step waits for what the person would wait to see. The terminal side is Python's pexpect
/// (`python3-pexpect`), run as a child process with the dialogue as JSON on its standard input.
struct TerminalSession {
    enum Step: Encodable {
        /// Type these characters (`\r` is Enter, `\t` is Tab).
        case type(String)
        /// Press Ctrl plus this letter.
        case control(Character)
        /// Wait until this text appears (after what earlier steps waited for); `\n` stands for
        /// the terminal's CR LF.
        case expect(String)
        /// Wait this long: for an evaluation to be under way before Ctrl-C.
        case pause(Double)
        /// Wait for the program to end.
        case expectEnd

        func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            switch self {
            case .type(let text): try container.encode("type"); try container.encode(text)
            case .control(let key): try container.encode("control"); try container.encode(String(key))
            case .expect(let text): try container.encode("expect"); try container.encode(text)
            case .pause(let seconds): try container.encode("pause"); try container.encode(seconds)
            case .expectEnd: try container.encode("end"); try container.encode("")
            }
        }
    }

    struct Transcript: Decodable {
        /// The index of the step that timed out or met the end of output, or nil.
        var failedStep: Int?
        var failure: String?
        /// Everything the terminal showed.
        var output: String
        var exitStatus: Int?
        var signal: Int?
    }

    var arguments: [String] = []
    var folder: URL
    var environment: [String: String] = [:]
    var removingEnvironment: [String] = []
    var timeout: Double = 10

    private struct Request: Encodable {
        var program: String
        var arguments: [String]
        var folder: String
        var environment: [String: String]
        var timeout: Double
        var steps: [Step]
    }

    /// Whether `python3` on PATH can import pexpect, the terminal side of every session.
    static let isAvailable = MapScriptProcess.succeeds(["python3", "-c", "import pexpect"])

    func run(_ steps: [Step]) throws -> Transcript {
        let inputrc = folder.appendingPathComponent(".inputrc-for-tests")
        try Data("set enable-bracketed-paste off\nset bell-style none\n".utf8).write(to: inputrc)
        var environment = MapScriptProcess.environment(self.environment, removing: removingEnvironment)
        environment["INPUTRC"] = inputrc.path
        let request = Request(
            program: MapScriptProcess.executable.path, arguments: arguments, folder: folder.path,
            environment: environment, timeout: timeout, steps: steps
        )
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", TerminalSession.driver]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(request))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        do {
            return try JSONDecoder().decode(Transcript.self, from: data)
        } catch {
            throw DriverFailed(output: String(decoding: data, as: UTF8.self))
        }
    }

    struct DriverFailed: Error, CustomStringConvertible {
        var output: String
        var description: String { "the pexpect driver failed (is python3-pexpect installed?):\n\(output)" }
    }

    private static let driver = #"""
import io, json, sys, time
import pexpect

request = json.load(sys.stdin)
log = io.StringIO()
child = pexpect.spawn(request["program"], request["arguments"], cwd=request["folder"],
                      env=request["environment"], encoding="utf-8", codec_errors="replace",
                      timeout=request["timeout"], dimensions=(24, 200))
child.logfile_read = log
result = {"failedStep": None, "failure": None, "exitStatus": None, "signal": None}
for index, (kind, value) in enumerate(request["steps"]):
    try:
        if kind == "type":
            # A long paste goes in pieces, reading the echo in between as a terminal would,
            # so that neither side blocks on a full pseudo-terminal buffer.
            for start in range(0, len(value), 4096):
                child.send(value[start:start + 4096])
                if len(value) > 4096:
                    try:
                        while True:
                            child.read_nonblocking(1 << 16, timeout=0.001)
                    except pexpect.TIMEOUT:
                        pass
        elif kind == "control":
            child.sendcontrol(value)
        elif kind == "expect":
            # The terminal ends lines with CR LF.
            child.expect_exact(value.replace("\n", "\r\n"))
        elif kind == "pause":
            time.sleep(value)
        elif kind == "end":
            child.expect(pexpect.EOF)
    except pexpect.TIMEOUT:
        result["failedStep"], result["failure"] = index, "timed out waiting for %r" % (value,)
        break
    except pexpect.EOF:
        result["failedStep"], result["failure"] = index, "the program ended before %r" % (value,)
        break
if result["failedStep"] is None and not child.isalive():
    child.expect(pexpect.EOF)
child.close(force=True)
result["exitStatus"], result["signal"] = child.exitstatus, child.signalstatus
result["output"] = log.getvalue().replace("\r\n", "\n")
json.dump(result, sys.stdout)
"""#
}
