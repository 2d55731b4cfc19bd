import ArgumentParser
import MapScriptData
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mapscript watch FILE.map`: render, then render again whenever the script or any file the
/// last run read changes. Changes are found by polling modification times every 200 ms: simple,
/// portable, and cheap for the handful of files a script reads. A failed run prints its errors
/// and leaves the last good output in place. Ctrl-C ends it.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Render, then render again whenever the script or a file it reads changes."
    )

    static let pollInterval: useconds_t = 200_000
    static let settleInterval: useconds_t = 50_000

    @ArgumentParser.Argument(help: ArgumentHelp("The script to watch.", valueName: "file.map"))
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the output. Default: the script's name with .svg (or .geojson), beside it.", valueName: "out.svg"))
    var output: String?

    @OptionGroup var options: RenderOptions

    func run() throws {
        _ = try ScriptInput.load(file)
        let destination = try OutputDestination.resolve(option: output, script: file, format: options.format ?? .svg)
        // Standard output by any name (`-`, /dev/stdout): pictures one after another on it
        // would make no file any viewer could follow.
        if destination == .standardOutput {
            throw CommandFailure.usage("watch writes a file again and again; -o \(output ?? "-") (standard output) is not possible")
        }
        let format = try options.outputFormat(for: output)
        options.warnIfScaleIsIgnored(by: format, writingTo: destination)
        var render = ScriptRender(options: options.runOptions(interactive: true), format: format, host: ConsoleScriptHost())
        render.outputPath = destination.filePath
        let scriptPath = FilePath.absolute(file)
        var watchedPaths = [scriptPath]
        while true {
            let stampsBeforeRun = FileStamps(paths: watchedPaths)
            let filesRead = renderOnce(render, to: destination)
            var paths = [scriptPath]
            for path in filesRead where !paths.contains(path) { paths.append(path) }
            // Stamps taken before the run, so that a save during a slow run is not missed;
            // files first seen in this run are stamped now.
            let stamps = paths == watchedPaths ? stampsBeforeRun : FileStamps(paths: paths)
            watchedPaths = paths
            repeat {
                usleep(WatchCommand.pollInterval)
            } while FileStamps(paths: watchedPaths) == stamps
            // An editor that saves in place writes in several steps; a moment's grace keeps
            // the next run from reading half a file.
            usleep(WatchCommand.settleInterval)
        }
    }

    /// One round: returns the files it read, to watch them.
    private func renderOnce(_ render: ScriptRender, to destination: OutputDestination) -> [String] {
        let source: SourceFile
        do {
            source = try ScriptInput.load(file)
        } catch let failure as CommandFailure {
            Console.errorMessage(failure.message ?? "cannot read '\(file)'")
            return []
        } catch {
            return []
        }
        let outcome = render.run(source)
        Console.report(outcome.diagnostics)
        guard let document = outcome.document else {
            if let message = outcome.failureMessage { Console.errorMessage(message) }
            Console.errorMessage("\(destination.displayName) not updated; waiting for a change")
            return outcome.filesRead
        }
        do {
            try destination.write(document, protecting: outcome.filesRead)
            Console.out("Wrote \(destination.displayName).\n")
        } catch let failure as CommandFailure {
            Console.errorMessage(failure.message ?? "cannot write \(destination.displayName)")
        } catch {
            Console.errorMessage("cannot write \(destination.displayName)")
        }
        return outcome.filesRead
    }
}
