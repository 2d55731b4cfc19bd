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
            let box = ResultBox<T>()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                Thread.current.threadDictionary[key] = true
                box.value = escapable()
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
        var value: T?
    }
}
