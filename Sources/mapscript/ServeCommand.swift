import ArgumentParser
import Dispatch
import MapScriptServe
import MapScriptSyntax

/// `mapscript serve FILE.map`: the scene live in a browser. A click selects and opens the
/// callout, press and hold drags a draggable view, the wheel, a pinch or a double click zooms
/// and dragging the map pans, all through the same calls as a scripted interaction, so the
/// script's hooks run; saving the script (or a file it reads) runs it again and updates every
/// open page. Ctrl-C stops it.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show the script's map live in a browser: click, hold to drag, zoom, pan; saving the script updates the page."
    )

    @ArgumentParser.Argument(help: ArgumentHelp("The script to serve.", valueName: "file.map"))
    var file: String

    // Unconditional, as the other numeric options are, so that `--port -1` is a port out of
    // range rather than a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("The port to listen on; 0 takes a free one (the printed address names it).", valueName: "N"))
    var port: Int = 8040

    @Option(help: ArgumentHelp("The address to listen on. Other machines can reach the page only if this is not a loopback address.", valueName: "ADDR"))
    var host: String = "127.0.0.1"

    @OptionGroup var options: RenderOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
        if let format = options.format, format != .svg {
            throw ValidationError("serve shows the map as SVG; --format \(format) is not possible")
        }
    }

    func run() throws {
        _ = try ScriptInput.load(file)
        let path = file
        var configuration = LiveServer.Configuration()
        configuration.host = host
        configuration.port = port
        configuration.title = FilePath.lastComponent(of: file)
        let startup = StartupOutput()
        let server = LiveServer(
            configuration: configuration,
            scriptPath: FilePath.absolute(file),
            baseDirectory: FilePath.absolute(FilePath.folder(of: file)),
            options: options.runOptions(interactive: true),
            terminal: .init(out: { startup.out($0) }, error: { startup.error($0) }),
            load: { try ScriptInput.load(path) }
        )
        // The command line is synchronous; the server runs on Swift's concurrency threads
        // and this thread waits for it to stop.
        let stopped = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: Error?
        Task {
            do {
                try await server.run(onReady: { address in
                    startup.release(first: "Serving \(path) at \(address) (Ctrl-C stops)\n")
                }, onStuck: {
                    startup.release(first: nil)
                    stopped.signal()
                })
            } catch {
                failure = error
            }
            // A server that never listened still shows what its script said.
            startup.release(first: nil)
            stopped.signal()
        }
        stopped.wait()
        if let failure {
            throw CommandFailure.script("serve: \(failure)")
        }
    }
}
