import ArgumentParser
import Foundation
import MapScriptRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mapscript repl [FILE.map]`: the REPL, with FILE run first. Also what a bare `mapscript`
/// starts. On a terminal the entries are read through GNU readline; from a pipe they are read
/// plainly, with no prompts, so `mapscript < entries` works as a batch.
struct REPLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start the interactive session, running FILE first if given.",
        discussion: REPLCommand.discussion
    )

    /// The REPL's commands and keys, for `mapscript repl --help`.
    private static var discussion: String {
        "Commands at the map> prompt:\n" + REPLCommandName.table + """

        An open {, ( or [ continues the entry on the next line. Tab completes
        keywords, names and members after '.', and file names after :load and
        :render and in the string of load(", Image(" and import ". Ctrl-C
        abandons the entry or stops a running evaluation; Ctrl-D cancels an
        unfinished entry, and on an empty map> line ends the session. History
        is kept in $XDG_STATE_HOME/mapscript/history (by default
        ~/.local/state/mapscript/history). When standard input is not a
        terminal, entries are read from it without prompts, errors name the
        line of the input (<stdin>:7:3), and the exit status is 1 if any entry
        failed.
        """
    }

    @ArgumentParser.Argument(help: ArgumentHelp("A script to run before the first prompt; its names stay defined.", valueName: "file.map"))
    var file: String?

    @OptionGroup var options: RenderOptions

    func run() throws {
        try REPLCommand.startREPL(script: file, options: options)
    }

    static func startREPL(script path: String?, options: RenderOptions) throws {
        let script = try path.map(ScriptInput.load)
        // The session's folder is where its relative paths (load, Image, render) start: the
        // script's folder when there is one, otherwise where the REPL was started.
        let baseDirectory = path.map { FilePath.absolute(FilePath.folder(of: $0)) } ?? FilePath.currentDirectory()
        let session = ScriptSession(options: options.runOptions(interactive: true), host: ConsoleScriptHost(), baseDirectory: baseDirectory)
        InterruptSignal.install()

        let reader: LineReader
        if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
            let history = HistoryStore.defaultPath(environment: ProcessInfo.processInfo.environment)
                .flatMap { HistoryStore(path: $0) }
            let completion = REPLCompletion(session: session, folder: baseDirectory)
            reader = ReadlineLineReader(history: history, completion: completion)
        } else {
            reader = PlainLineReader()
        }
        // `:render` without a name writes what `mapscript FILE.map` would, or repl.svg here.
        let defaultExtension = (options.format ?? .svg).fileExtension
        let defaultRenderPath = path.map { FilePath.replacingExtension(of: $0, with: defaultExtension) } ?? "repl.\(defaultExtension)"
        let repl = REPL(session: session, reader: reader, defaultRenderPath: defaultRenderPath)
        let status = repl.run(script: script)
        if status != .success { throw CommandFailure(status: status) }
    }
}
