#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs evaluation on a thread with a large native stack.
///
/// The interpreter recurses in Swift for every script call and nested expression; the
/// script's call depth is bounded (`Interpreter.maxCallDepth`) so that, on this stack, a
/// runaway recursion ends in a "stack overflow" error instead of a crash. The stack is
/// reserved, not committed: untouched pages cost nothing.
enum LargeStack {
    static let size = 1 << 30

    /// Runs `body` on a large-stack thread and waits for it to finish; runs it in place when
    /// already on one.
    static func run<T>(_ body: () -> T) -> T {
        if pthread_getspecific(marker.key) != nil { return body() }
        return withoutActuallyEscaping(body) { escapable -> T in
            let job = Job(escapable)
            let context = Unmanaged.passRetained(job).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            pthread_attr_setstacksize(&attributes, size)
            defer { pthread_attr_destroy(&attributes) }
            var thread = pthread_t()
            let created = pthread_create(&thread, &attributes, { context in
                guard let context else { return nil }
                let job = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue() as? Runnable
                pthread_setspecific(LargeStack.marker.key, UnsafeRawPointer(bitPattern: 1))
                job?.runOnce()
                return nil
            }, context)
            if created != 0 {
                // No thread (resources exhausted): run here, on the caller's stack.
                Unmanaged<Job<T>>.fromOpaque(context).release()
                return escapable()
            }
            pthread_join(thread, nil)
            // The thread has ended, so it no longer holds the closure.
            guard let result = job.result else { return escapable() }
            return result
        }
    }

    private final class Marker {
        var key = pthread_key_t()
        init() { pthread_key_create(&key, nil) }
    }

    private static let marker = Marker()

    private protocol Runnable: AnyObject { func runOnce() }

    private final class Job<T>: Runnable {
        var body: (() -> T)?
        var result: T?
        init(_ body: @escaping () -> T) { self.body = body }
        func runOnce() {
            result = body?()
            body = nil
        }
    }
}
