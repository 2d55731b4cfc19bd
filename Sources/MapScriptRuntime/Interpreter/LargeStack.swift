import Foundation

/// Runs evaluation on a thread with a large native stack.
///
/// The interpreter recurses in Swift for every script call and nested expression; the
/// script's call depth is bounded (`Interpreter.maxCallDepth`) so that, on this stack, a
/// runaway recursion ends in a "stack overflow" error instead of a crash. The stack is
/// reserved, not committed: untouched pages cost nothing.
enum LargeStack {
    static let size = 1 << 30

    /// Runs `body` on a large-stack thread and waits for it; runs it in place when already
    /// on one.
    static func run<T>(_ body: () -> T) -> T {
        if Thread.current.threadDictionary[key] != nil { return body() }
        return withoutActuallyEscaping(body) { escapable in
            // The thread's block captures only the box, and the box lets go of the body
            // before signalling: `withoutActuallyEscaping` traps if anything still holds
            // the body when it returns, and the Thread object keeps its block alive.
            let box = ResultBox<T>(work: escapable)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread { [box] in
                Thread.current.threadDictionary[key] = true
                box.runAndRelease()
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            // The thread stored the value before signalling, so it is there.
            guard let value = box.value else { preconditionFailure("evaluation thread ended without a result") }
            return value
        }
    }

    private static let key = "mapscript.largeStack"

    private final class ResultBox<T>: @unchecked Sendable {
        private var work: (() -> T)?
        var value: T?

        init(work: @escaping () -> T) {
            self.work = work
        }

        /// Runs the work once and drops it, so that nothing holds it afterwards.
        func runAndRelease() {
            guard let work else { return }
            self.work = nil
            value = work()
        }
    }
}
