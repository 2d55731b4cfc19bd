// Runs a test's work on a thread with a small native stack, as a server's or an editor's
// threads may have, so that a test shows the work never recurses in proportion to its input
// (a crash there is a stack overflow the large evaluation stack would have hidden).
import Foundation

public enum SmallStack {
    /// A secondary thread's stack on macOS: the smallest any caller is likely to have.
    public static let size = 512 * 1024

    /// `body`'s result, computed on a thread of `size` bytes of stack; waits for it.
    public static func run<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
