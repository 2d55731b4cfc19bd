#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs evaluation on a thread with a large native stack.
///
/// The interpreter recurses in Swift for every script call and nested expression; the
/// script's call depth is bounded so that, on this stack, a runaway recursion ends in a
/// "stack overflow" error instead of a crash. The stack is reserved, not committed: untouched
/// pages cost nothing, but they do count against an address-space limit (`ulimit -v`). So
/// the reservation asks for at most a quarter of that limit, and when the system refuses a
/// size it asks for half as much, down to `smallestSize`; the call-depth bound shrinks in
/// proportion to the stack obtained (`callDepthLimit(for:)`), so a smaller stack gives a
/// lower recursion limit with the same error, never a crash.
enum LargeStack {
    /// The stack the interpreter's call-depth bound (`Interpreter.maxCallDepth`) is made for.
    static let size = 1 << 30
    /// Below this, a thread of its own is not worth it: run on the caller's stack.
    static let smallestSize = 1 << 24
    /// What evaluation assumes it may use of a stack it did not make (the caller's, when no
    /// thread could be made): a main thread has 8 MiB, and part of it is already in use.
    static let borrowedSize = 1 << 21

    /// Runs `body` on a large-stack thread and waits for it to finish; runs it in place when
    /// already on one.
    static func run<T>(_ body: () -> T) -> T {
        if pthread_getspecific(marker.key) != nil { return body() }
        return withoutActuallyEscaping(body) { escapable -> T in
            let job = Job(escapable)
            var size = preferredSize
            while size >= smallestSize {
                job.stackSize = size
                if runOnThread(job, stackSize: size), let result = job.result { return result }
                size /= 2
            }
            // No thread (resources exhausted): run here, on the caller's stack.
            return escapable()
        }
    }

    /// The call depth to allow on the running thread's stack, given the bound made for a
    /// stack of `size` bytes.
    static func callDepthLimit(for maxCallDepth: Int) -> Int {
        let available: Int
        if let value = pthread_getspecific(marker.key) {
            available = Int(bitPattern: value)
        } else {
            available = borrowedSize
        }
        if available >= size { return maxCallDepth }
        return max(1, Int(Double(maxCallDepth) * Double(available) / Double(size)))
    }

    /// `size`, or a quarter of the address-space limit when that is lower (in whole MiB),
    /// leaving room for the heap.
    private static var preferredSize: Int {
        var limit = rlimit()
        guard getrlimit(resourceAddressSpace, &limit) == 0, limit.rlim_cur != rlim_t.max else { return size }
        let quarter = Int(clamping: limit.rlim_cur / 4) & ~((1 << 20) - 1)
        return max(smallestSize, min(size, quarter))
    }

    #if canImport(Glibc)
    private static let resourceAddressSpace = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
    private static let resourceAddressSpace = RLIMIT_AS
    #endif

    /// Runs the job on a new thread with a stack of `stackSize` bytes and waits for it;
    /// false when no such thread could be made (then the job has not run).
    private static func runOnThread<T>(_ job: Job<T>, stackSize: Int) -> Bool {
        let context = Unmanaged.passRetained(job).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else {
            Unmanaged<Job<T>>.fromOpaque(context).release()
            return false
        }
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            let job = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue() as? Runnable
            // The marker records the stack's size, for the call-depth bound.
            pthread_setspecific(LargeStack.marker.key, UnsafeRawPointer(bitPattern: job?.stackSize ?? LargeStack.borrowedSize))
            job?.runOnce()
            return nil
        }, context)
        if created != 0 {
            Unmanaged<Job<T>>.fromOpaque(context).release()
            return false
        }
        pthread_join(thread, nil)
        // The thread has ended, so it no longer holds the closure.
        return true
    }

    private final class Marker {
        var key = pthread_key_t()
        init() { pthread_key_create(&key, nil) }
    }

    private static let marker = Marker()

    private protocol Runnable: AnyObject {
        var stackSize: Int { get }
        func runOnce()
    }

    private final class Job<T>: Runnable {
        var body: (() -> T)?
        var result: T?
        var stackSize = LargeStack.size
        init(_ body: @escaping () -> T) { self.body = body }
        func runOnce() {
            result = body?()
            body = nil
        }
    }
}
