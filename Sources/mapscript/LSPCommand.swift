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

    func validate() throws {
        if maxSteps < 1 { throw ValidationError("--max-steps must be at least 1") }
    }

    func run() throws {
        let server = LanguageServer(checkStepLimit: maxSteps)
        let status = LanguageServerConnection(input: STDIN_FILENO, output: STDOUT_FILENO, server: server).run()
        // 1 when the editor went away without `shutdown`: the protocol's status for that.
        if status != 0 {
            throw CommandFailure.script(server.exitStatus == nil ? "the input ended before 'exit'" : "'exit' came before 'shutdown'")
        }
    }
}
