import Foundation
import MapScriptRuntime

/// Lets Ctrl-C stop a script that is running: the scene's runs and hooks execute on the
/// scene's actor and cannot be awaited out of, so the signal handler reaches the running
/// session through this (from any thread) and interrupts it, and once the server is stopping
/// nothing new starts.
final class RunInterrupter: @unchecked Sendable {
    private let lock = NSLock()
    private var running: ScriptSession?
    private var stopping = false

    /// Marks `session` as the one running until `finished()`; false when the server is
    /// stopping and nothing should run.
    func started(_ session: ScriptSession) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard !stopping else { return false }
        running = session
        return true
    }

    func finished() {
        lock.lock(); defer { lock.unlock() }
        running = nil
    }

    /// The server is stopping: the running script stops with "interrupted", and no other starts.
    /// A halt rather than an interrupt, which the run's own start would clear if the stop came
    /// between `started` and the run's first step.
    func stop() {
        lock.lock(); defer { lock.unlock() }
        stopping = true
        running?.halt()
    }

    /// Whether a script is running now.
    var isRunning: Bool {
        lock.lock(); defer { lock.unlock() }
        return running != nil
    }

    var isStopping: Bool {
        lock.lock(); defer { lock.unlock() }
        return stopping
    }
}
