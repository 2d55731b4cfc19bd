// mapscript, the command: renders scripts, checks and formats them, watches them, and hosts
// the REPL. This target is the only code that prints or exits; the libraries below return
// values and diagnostics.
//
// Parsing is ArgumentParser's, but the exit statuses are ours (cli.md): ArgumentParser would
// exit 64 on a usage error, and the contract says 2. So the command is parsed and run here,
// and every way out goes through one of three statuses (`ExitStatus`).
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

InterruptSignal.unblock()
do {
    var command = try MapScriptCommand.parseAsRoot()
    try command.run()
    exit(ExitStatus.success.rawValue)
} catch let failure as CommandFailure {
    if let message = failure.message { Console.errorMessage(message) }
    exit(failure.status.rawValue)
} catch {
    // ArgumentParser's own outcomes: help and version requests (status 0) or a usage error.
    let message = MapScriptCommand.fullMessage(for: error)
    if MapScriptCommand.exitCode(for: error) == .success {
        Console.out(message.hasSuffix("\n") ? message : message + "\n")
        exit(ExitStatus.success.rawValue)
    }
    Console.error(message.hasSuffix("\n") ? message : message + "\n")
    exit(ExitStatus.usageError.rawValue)
}
