import ArgumentParser
import Foundation
import MapScriptLanguageServer
import MapScriptRuntime

/// `mapscript lsp`: the language server for editors, over standard input and output (LSP's
/// JSON-RPC with Content-Length framing). The editor starts it; it serves until the editor
/// sends `exit`. Nothing is written to disk, and standard output carries only the protocol.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve editors as a language server on standard input and output."
    )

    @Option(name: .customLong("max-steps"), parsing: .unconditional, help: ArgumentHelp(
        "The step bound of the check run on save; past it, the script is stopped and the error shown.",
        valueName: "n"))
    var maxSteps = RunOptions.interactiveMaxSteps

    // What editors' clients pass: VS Code's adds --stdio to a server it talks to over
    // standard input and output, and names itself with --clientProcessId.
    @Flag(name: .customLong("stdio"), help: "Talk over standard input and output, which the server always does.")
    var stdio = false

    @Option(name: .customLong("clientProcessId"), help: ArgumentHelp(
        "The editor's process: the server ends when it is gone, as it does for the processId of 'initialize'.",
        valueName: "pid"))
    var clientProcessID: Int32?

    func validate() throws {
        if maxSteps < 1 { throw ValidationError("--max-steps must be at least 1") }
    }

    func run() throws {
        if let clientProcessID { ClientProcessWatch.start(watching: clientProcessID) }
        let server = LanguageServer(checkStepLimit: maxSteps)
        let status = LanguageServerConnection(input: STDIN_FILENO, output: STDOUT_FILENO, server: server).run()
        // 1 when the editor went away without `shutdown`: the protocol's status for that.
        if status != 0 {
            throw CommandFailure.script(server.exitStatus == nil ? "the input ended before 'exit'" : "'exit' came before 'shutdown'")
        }
    }
}
