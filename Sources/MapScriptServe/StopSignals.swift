import Dispatch
import Foundation

/// Calls `onStop` when SIGINT (Ctrl-C) or SIGTERM arrives, from the moment it is made until
/// `cancel()`. Dispatch's signal sources need the signal's default action (ending the process)
/// turned off; the server's lifecycle watches the same signals through its own sources, and
/// every source of a signal is told of it.
final class StopSignals: @unchecked Sendable {
    private let sources: [DispatchSourceSignal]

    init(onStop: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "mapscript.serve.stop-signals")
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler(handler: onStop)
            source.resume()
            return source
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}
