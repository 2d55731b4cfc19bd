import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import MapScriptRuntime
import MapScriptSyntax
import NIOCore

/// The web server of `mapscript serve`: `GET /` is the page, `/ws` its WebSocket, and any other
/// path an image of the script's folder that the picture links to (tiles). It runs the
/// script once at start, then again whenever a file the last run read changes (polled, as
/// `watch` does), and sends every page each update. Ctrl-C (SIGINT) or SIGTERM stops it.
public struct LiveServer: Sendable {
    public struct Configuration: Sendable {
        public var host = "127.0.0.1"
        /// 0 takes a free port; `onReady` is told which.
        public var port = 8040
        public var title = "map"
        public init() {}
    }

    /// Where the server writes what a terminal should show: printed text, errors, its address.
    public struct Terminal: Sendable {
        public var out: @Sendable (String) -> Void
        public var error: @Sendable (String) -> Void
        public init(out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
            self.out = out
            self.error = error
        }
    }

    static let pollInterval = Duration.milliseconds(200)
    static let settleInterval = Duration.milliseconds(50)

    private let configuration: Configuration
    private let images: FolderImages
    private let keeper: SceneKeeper
    let interrupter = RunInterrupter()
    private let pages = PageRegistry()
    private let terminal: Terminal

    /// `load` reads the script (the command's checks included); `scriptPath` is its absolute
    /// path and `baseDirectory` its folder.
    public init(configuration: Configuration, scriptPath: String, baseDirectory: String, options: RunOptions,
                terminal: Terminal, load: @escaping @Sendable () throws -> SourceFile) {
        self.configuration = configuration
        self.terminal = terminal
        images = FolderImages(folder: baseDirectory)
        // The page fetches tiles from the folder as it needs them, rather than receiving every
        // tile again with every picture.
        var options = options
        options.linksTiles = true
        keeper = SceneKeeper(scriptPath: scriptPath, baseDirectory: baseDirectory, options: options,
                             interrupter: interrupter, load: load)
    }

    /// How long a server asked to stop may take before `run`'s `onStuck` is called.
    public static let shutdownGrace: DispatchTimeInterval = .seconds(2)

    /// Runs the script, then serves until stopped. `onReady` gets the page's address once the
    /// server listens. Throws a `ServeFailure` when it cannot listen, before the script runs
    /// when that can be told then.
    ///
    /// `onStuck` is called when the server, asked to stop, has not stopped `shutdownGrace`
    /// later: its graceful shutdown waits for every connection to end, and a connection that a
    /// browser opened ahead of need and never sent a request on (Chromium keeps one) does not
    /// end. Nothing is left to do then but to end the process.
    public func run(onReady: @escaping @Sendable (String) -> Void, onStuck: @escaping @Sendable () -> Void) async throws {
        // Ctrl-C must stop a script that is running (the first run, a hook, a rerun) at once;
        // the server's own shutdown on these signals comes with the application below.
        let stopSignals = StopSignals { [interrupter] in
            interrupter.stop()
            DispatchQueue.global().asyncAfter(deadline: .now() + LiveServer.shutdownGrace, execute: onStuck)
        }
        defer { stopSignals.cancel() }
        do {
            try ListeningProbe.check(host: configuration.host, port: configuration.port)
        } catch {
            throw ServeFailure(error, host: configuration.host, port: configuration.port)
        }
        await runScript()
        if interrupter.isStopping { return }
        let application = makeApplication(onReady: onReady)
        do {
            try await application.runService()
        } catch {
            throw ServeFailure(error, host: configuration.host, port: configuration.port)
        }
    }

    /// The first run of the script, before the server listens.
    func runScript() async {
        let update = await keeper.run()
        // A run cut short by Ctrl-C ends in "interrupted", which is no news to whoever pressed it.
        if !interrupter.isStopping { report(update) }
    }

    func makeApplication(onReady: @escaping @Sendable (String) -> Void) -> some ApplicationProtocol {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let html = ServePage.html(title: configuration.title)
        router.get("/") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "text/html; charset=utf-8"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
        let images = self.images
        router.get("**") { request, _ in
            images.response(for: request.uri.path, ifModifiedSince: request.headers[.ifModifiedSince])
        }
        let keeper = self.keeper, pages = self.pages
        let server = self
        router.ws("/ws") { inbound, outbound, _ in
            let id = await pages.add(outbound)
            await pages.send(await keeper.current(), to: outbound)
            var limiter = EventRateLimiter()
            do {
                for try await message in inbound.messages(maxSize: PointerMessage.maximumSize) {
                    guard case .text(let text) = message, let pointer = PointerMessage(json: Array(text.utf8)),
                          limiter.allows(pointer) else { continue }
                    await server.publish(await keeper.handle(pointer, from: id))
                }
            } catch {
                // A page that sends too much, or goes away mid-message, is disconnected.
            }
            await pages.remove(id)
            await server.publish(await keeper.pageClosed(id))
        }
        let host = configuration.host
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: PointerMessage.maximumSize * 4))),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: nil),
            services: [FileWatcher(server: self)],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                onReady("http://\(LiveServer.address(host: host, port: port))/")
            },
            logger: LiveServer.quietLogger
        )
    }

    /// Shows an update on the terminal and sends it to every page.
    func publish(_ update: SceneUpdate) async {
        report(update)
        await pages.send(PageMessage.messages(for: update))
    }

    private func report(_ update: SceneUpdate) {
        if !update.printed.isEmpty { terminal.out(update.printed) }
        // Once Ctrl-C stops the server, the hook it cut short and what the pages' closing
        // runs after it end in "interrupted": no news to whoever pressed it.
        guard !interrupter.isStopping else { return }
        for problem in [update.eventProblem, update.scriptProblem].compactMap({ $0 }) {
            terminal.error(problem.hasSuffix("\n") ? problem : problem + "\n")
        }
    }

    /// Runs the script again when a file it read changed.
    func rerunIfChanged() async throws {
        guard await keeper.filesChanged() else { return }
        // An editor that saves in place writes in several steps; a moment's grace keeps the
        // run from reading half a file.
        try await Task.sleep(for: LiveServer.settleInterval)
        let update = await keeper.run()
        await publish(update)
        if update.scriptIsGood { terminal.out("Reloaded.\n") }
    }

    /// `host:port` as a URL or a message writes it: an IPv6 address goes in brackets.
    static func address(host: String, port: Int) -> String {
        "\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    /// The server's own log says only what goes wrong.
    private static let quietLogger: Logger = {
        var logger = Logger(label: "mapscript.serve")
        logger.logLevel = .error
        return logger
    }()
}
