import Foundation
import MapScriptRuntime

/// Runs the checks on save away from the thread that answers the editor, one at a time, so
/// that a script that runs long (up to its step bound) leaves hover, completion and the rest
/// answering meanwhile.
///
/// A check delivers its message only while it is the newest asked for its document: a new
/// save, an edit or a close of the document makes it stale, and stops it if it is running
/// (its session is halted). Delivery happens under the queue's lock, and `cancel` takes the
/// same lock, so a stale message is either sent before the edit's own diagnostics or never.
final class SaveCheckQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "mapscript.lsp.save-checks")
    private let deliver: ([UInt8]) -> Void
    /// Per document, the number of the newest check asked for it.
    private var generations: [String: Int] = [:]
    /// The check running now: its document and session.
    private var running: (uri: String, session: ScriptSession)?

    /// `deliver` sends one message body to the editor; it is called on the queue's thread.
    init(deliver: @escaping ([UInt8]) -> Void) {
        self.deliver = deliver
    }

    /// Runs `check` for the document `uri` after the checks before it, handing it the way to
    /// name the session it runs in (so that it can be stopped), and sends the message it
    /// returns if it is still the newest check of the document then.
    func submit(uri: String, check: @escaping (_ started: (ScriptSession) -> Void) -> [UInt8]) {
        let generation = supersede(uri)
        queue.async { [self] in
            guard lock.withLock({ generations[uri] == generation }) else { return }
            let message = check { session in
                lock.withLock {
                    running = (uri, session)
                    // Made stale between the guard above and now: stop before it runs.
                    if generations[uri] != generation { session.halt() }
                }
            }
            lock.withLock {
                running = nil
                if generations[uri] == generation { deliver(message) }
            }
        }
    }

    /// Makes the checks asked for `uri` so far stale, stopping the one running.
    func cancel(uri: String) {
        supersede(uri)
    }

    /// Makes the checks of `uri` so far stale and stops the one running; the number of the
    /// check that may come next.
    @discardableResult
    private func supersede(_ uri: String) -> Int {
        lock.withLock {
            let next = (generations[uri] ?? 0) + 1
            generations[uri] = next
            if let running, running.uri == uri { running.session.halt() }
            return next
        }
    }
}
