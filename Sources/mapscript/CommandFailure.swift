/// Ends a command with an exit status. The entry point prints `message` (when there is one)
/// as `mapscript: MESSAGE` on standard error; a failure whose diagnostics were already printed
/// carries no message.
struct CommandFailure: Error, CustomStringConvertible {
    var status: ExitStatus
    var message: String?

    var description: String { message ?? "the command failed" }

    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(status: .usageError, message: message)
    }

    static func script(_ message: String? = nil) -> CommandFailure {
        CommandFailure(status: .scriptError, message: message)
    }
}
