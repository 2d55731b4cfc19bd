import ArgumentParser

/// `mapscript FILE.map`: run the script and write its picture. The root command's default, so
/// `mapscript park.map` and `mapscript render park.map` are the same; without a script it
/// starts the REPL, so a bare `mapscript` is the REPL.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Run a script and write its map (the default command; without a script, the REPL)."
    )

    @ArgumentParser.Argument(help: ArgumentHelp("The script to render. Without one, mapscript starts the REPL.", valueName: "file.map"))
    var file: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the output; '-' is standard output. Default: the script's name with .svg (or .geojson), beside it.", valueName: "out.svg"))
    var output: String?

    @OptionGroup var options: RenderOptions

    func run() throws {
        guard let file else {
            if output != nil {
                throw CommandFailure.usage("-o needs a script to render: mapscript FILE.map -o \(output ?? "")")
            }
            try REPLCommand.startREPL(script: nil, options: options)
            return
        }
        let source = try ScriptInput.load(file)
        // An output that would replace the script is the first thing to say of it.
        let destination = try OutputDestination.resolve(option: output, script: file, format: options.format ?? .svg)
        let format = try options.outputFormat(for: output)
        var runOptions = options.runOptions
        // The files the script's render() makes appear with the output, or not at all.
        runOptions.holdsRenderedFiles = true
        let scaleUse = ScaleUse()
        runOptions.rasterizer = scaleUse.watching(runOptions.rasterizer)
        var render = ScriptRender(
            options: runOptions,
            format: format,
            host: ConsoleScriptHost(toStandardError: destination == .standardOutput)
        )
        // One run, then the process exits.
        render.keepsSessionUntilExit = true
        render.spool = destination.spool()
        render.outputPath = destination.filePath
        let outcome = render.run(source)
        Console.report(outcome.diagnostics)
        guard outcome.rejectedConstants.isEmpty, let document = outcome.document else {
            outcome.renderedFiles.discard()
            if !outcome.rejectedConstants.isEmpty { throw CommandFailure(status: .usageError) }
            throw CommandFailure.script(outcome.failureMessage)
        }
        let renderedFiles = outcome.renderedFiles
        try destination.write(document, protecting: outcome.filesRead, with: (commit: {
            let problems = renderedFiles.commit()
            guard problems.isEmpty else {
                Console.report(problems)
                throw CommandFailure.script()
            }
        }, discard: renderedFiles.discard))
        if !scaleUse.drewPNG { options.warnIfScaleIsIgnored(by: format, writingTo: destination) }
    }
}
