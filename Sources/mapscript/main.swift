// mapscript, the command: renders scripts, checks and formats them, watches them, and hosts
// the REPL. This target is the only code that prints or exits; the libraries below return
// values and diagnostics.
//
// How it is put together:
// - `MapScriptCommand` is the root of an ArgumentParser tree whose default subcommand is
//   `render`: `mapscript park.map` renders, `mapscript check park.map` checks, and `render`
//   without a script starts the REPL, so a bare `mapscript` is the REPL.
// - Every run of a script goes through `ScriptRender` (a fresh session, then the export);
//   output files are written whole or not at all, and devices and links are
//   written through, never replaced (`OutputFile`, in MapScriptData).
// - The REPL (`REPL`) reads through a `LineReader`: GNU readline on a terminal, plain reads
//   from a pipe. Ctrl-C reaches it through a self-pipe (`InterruptSignal`), and entries are
//   evaluated on a worker thread (`InterruptibleRunner`) so that Ctrl-C can stop them.
//
// Parsing is ArgumentParser's, but the exit statuses are ours (0, 1, 2, as `--help` says):
// ArgumentParser would exit 64 on a usage error. So the command is parsed and run here, and
// every way out goes through one of three statuses (`ExitStatus`).
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

AllocatorTuning.apply()
InterruptSignal.unblock()
// A reader that goes away (`mapscript park.map -o - | head -c1`) ends the command as it ends
// `cat`: quietly, by SIGPIPE, whatever a parent process or a library set the signal to.
signal(SIGPIPE, SIG_DFL)
if let mistyped = MistypedCommand.suggestion(for: Array(CommandLine.arguments.dropFirst())) {
    Console.errorMessage("'\(mistyped.word)' is neither a command nor a script\nhelp: did you mean '\(mistyped.command)'?")
    exit(ExitStatus.usageError.rawValue)
}
do {
    var command = try MapScriptCommand.parseAsRoot()
    try command.run()
    // Output that could not be written (a full disk) is a failure even when nothing else was.
    if let failure = Console.unreportedOutputFailure {
        Console.errorMessage(failure.description)
        exit(ExitStatus.scriptError.rawValue)
    }
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
