import ServiceLifecycle

/// Polls the files the script's last run read, as `watch` does, and has the server run it
/// again when one changes; it stops with the server.
struct FileWatcher: Service {
    let server: LiveServer

    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                while !Task.isCancelled {
                    try await Task.sleep(for: LiveServer.pollInterval)
                    try await server.rerunIfChanged()
                }
            }
        } catch is CancellationError {
            // Ctrl-C or SIGTERM: the server is stopping, and so does the watch, quietly.
        }
    }
}
