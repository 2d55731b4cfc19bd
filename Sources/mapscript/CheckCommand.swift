import ArgumentParser
import MapScriptRuntime

/// `mapscript check FILE.map`: every diagnostic the script has before it runs, and nothing
/// written. Silent and exit 0 when there is nothing to say, like a compiler.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report the script's errors without running it or writing anything."
    )

    @ArgumentParser.Argument(help: ArgumentHelp("The script to check.", valueName: "file.map"))
    var file: String

    @OptionGroup var options: RenderOptions

    func run() throws {
        let source = try ScriptInput.load(file)
        let baseDirectory = FilePath.absolute(FilePath.folder(of: file))
        let session = ScriptSession(options: options.runOptions, host: ConsoleScriptHost(), baseDirectory: baseDirectory)
        let diagnostics = session.check(source)
        Console.report(diagnostics)
        if Console.hasErrors(diagnostics) { throw CommandFailure.script() }
    }
}
