import ArgumentParser
import MapScriptRuntime
#if MAPSCRIPT_RASTER
import MapScriptRaster
#endif

/// The options that shape a run of a script, shared by rendering, `watch` and the REPL.
struct RenderOptions: ParsableArguments {
    // The numeric options are unconditional, as `--scale` is, so that `--size -5x10` or
    // `--seed -1` is read as a value and refused as one, not taken for an option and reported
    // missing.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The size of the picture in view points, overriding the script's map.size.", valueName: "WxH"),
        transform: { try ViewSize.parse($0) }
    )
    var size: ViewSize?

    @Option(parsing: .unconditional, help: "The seed of the script's random numbers; the same seed gives the same output.")
    var seed: UInt64 = 0

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A top-level constant for the script, overriding its own `let NAME = ...` (repeatable). The value takes the kind of the script's default: true/false (yes/no, on/off, 1/0) for a boolean, a number for a number, any text for a string.",
            valueName: "NAME=VALUE"
        ),
        transform: { try ConstantAssignment.parse($0) }
    )
    var constants: [ConstantAssignment] = []

    @Option(help: "What to write: svg, png or pdf (the picture; PNG and PDF drawn by librsvg), or geojson (the scene's shapes). The default output is FILE with that extension. Without it, -o's extension (.svg, .png, .pdf, .geojson) decides, and SVG is the default.")
    var format: OutputFormat?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Pixels per view point of a PNG (2 for a high-density screen); a PDF is vector and needs none.", valueName: "N"))
    var scale: Double = 1

    @Option(name: .customLong("max-steps"), parsing: .unconditional, help: ArgumentHelp("Stop the script with an error after this many evaluation steps, instead of letting it run forever (watch and the REPL: 100000000 per run or entry unless given).", valueName: "N"))
    var maxSteps: Int?

    @Option(
        name: .customLong("max-memory"),
        parsing: .unconditional,
        help: ArgumentHelp("Stop the script with an error when its values would hold more than SIZE (512M, 2G...; default 2G, or a quarter of ulimit -v when that is lower).", valueName: "SIZE"),
        transform: { text in
            guard let bytes = MemorySize.parse(text) else {
                throw ValidationError("--max-memory must be a size such as 512M or 2G, not '\(text)'")
            }
            return bytes
        }
    )
    var maxMemory: Int?

    @Option(
        name: .customLong("allow-read"),
        help: ArgumentHelp("Let the script read files below DIR too, and render() write there (repeatable); by default both stay below its own folder.",
                           valueName: "DIR")
    )
    var allowedReadDirectories: [String] = []

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            // Written as scripts write numbers, so '--scale 0' reads back as 0, not Swift's 0.0.
            throw ValidationError("--scale must be a number of pixels per point above 0 and at most 16, not \(Value.format(scale))")
        }
        if let maxSteps, maxSteps <= 0 {
            throw ValidationError("--max-steps must be a positive number of steps, not \(maxSteps)")
        }
        for directory in allowedReadDirectories where !FilePath.isDirectory(directory) {
            throw ValidationError("--allow-read '\(directory)' is not a folder")
        }
    }

    /// Says so when `--scale` was given for an output it does not change: an SVG, a PDF or
    /// GeoJSON is the same at every scale, and a silent no-op looks like a bug. The output is
    /// named; a render whose script drew a PNG itself (`render("x.png")`) took the scale, and
    /// is not warned (`ScaleUse`).
    func warnIfScaleIsIgnored(by format: OutputFormat, writingTo destination: OutputDestination) {
        guard scale != 1, format != .png else { return }
        Console.errorMessage("warning: --scale applies to PNG only; the \(format.displayName) written to \(destination.displayName) "
                             + "is the same at every scale")
    }

    /// What a render to `output` (`-o`, or nil) writes: `--format` when given, which must not
    /// contradict the output's extension; else what the extension names; else SVG.
    func outputFormat(for output: String?) throws -> OutputFormat {
        var named: OutputFormat?
        do {
            named = try OutputFormat.named(by: output)
        } catch let failure as CommandFailure {
            // An explicit --format writes under any name.
            guard format != nil else {
                throw CommandFailure.usage((failure.message ?? "") + " (--format svg writes SVG under any name)")
            }
            named = nil
        }
        if let format, let named, named != format {
            throw CommandFailure.usage("--format \(format) contradicts the output's name '\(output ?? "")', which asks for \(named)")
        }
        let chosen = format ?? named ?? .svg
        #if !MAPSCRIPT_RASTER
        // Said before the script runs, not after.
        if chosen.exportFormat.isRaster { throw CommandFailure.usage(ExportFormat.rasterUnavailableMessage) }
        #endif
        return chosen
    }

    /// The options of a render or `check`: no step bound unless one is given.
    var runOptions: RunOptions { runOptions(interactive: false) }

    /// `interactive` (watch, the REPL): each run or entry has `RunOptions.interactiveMaxSteps`
    /// steps unless `--max-steps` says otherwise.
    func runOptions(interactive: Bool) -> RunOptions {
        var options = RunOptions()
        options.seed = seed
        options.maxSteps = maxSteps ?? (interactive ? RunOptions.interactiveMaxSteps : nil)
        if let maxMemory { options.maxMemory = maxMemory }
        options.viewSize = size?.size
        // A later --set of the same name wins, as with most tools' repeated flags.
        for assignment in constants {
            options.constants[assignment.name] = assignment.value
        }
        options.allowedReadDirectories = allowedReadDirectories.map(FilePath.absolute)
        #if MAPSCRIPT_RASTER
        let scale = self.scale, memoryLimit = options.maxMemory
        options.rasterizer = { svg, format in
            try RasterExporter.render(svg, as: format == .pdf ? .pdf : .png, scale: scale,
                                      memoryLimit: memoryLimit, limitName: MemorySize.describe(memoryLimit ?? 0))
        }
        #endif
        return options
    }
}
