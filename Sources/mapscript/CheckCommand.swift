import ArgumentParser
import MapScriptRuntime

/// `mapscript check FILE.map...`: everything a render would find wrong, with nothing written.
/// The script runs and the map is laid out and drawn with every hook, as for a render, so
/// runtime errors are found too; then the scene's warnings are added (overlays that nothing
/// renders). What the script prints is not shown, and `render(path)` in it writes nothing.
/// Silent and exit 0 when there is nothing to say, like a compiler; warnings alone exit 0
/// unless `--warnings-as-errors`. Several scripts, or a folder (its `.map` files), are each
/// checked in their own session, every one reported; the exit status is the worst of them.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run the script and lay out its map as a render would, reporting errors and warnings and writing nothing."
    )

    @ArgumentParser.Argument(help: ArgumentHelp("The scripts to check; a folder stands for the .map files below it.", valueName: "file.map"))
    var files: [String]

    @Flag(name: .customLong("warnings-as-errors"), help: "Exit 1 when there are warnings, as for errors.")
    var warningsAsErrors = false

    @OptionGroup var options: RenderOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<file.map> ...'") }
    }

    func run() throws {
        try ScriptPaths.forEach(in: files, check)
    }

    private func check(_ file: String) throws {
        let source = try ScriptInput.load(file)
        var runOptions = options.runOptions
        runOptions.writesFiles = false
        let render = ScriptRender(options: runOptions, format: options.format ?? .svg, host: DiscardingScriptHost())
        let outcome = render.run(source)
        Console.report(outcome.diagnostics)
        if !outcome.rejectedConstants.isEmpty { throw CommandFailure(status: .usageError) }
        if outcome.document == nil { throw CommandFailure.script(outcome.failureMessage) }
        if warningsAsErrors, outcome.diagnostics.contains(where: { $0.severity == .warning }) { throw CommandFailure.script() }
    }
}
