#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The values waiting to be freed on one thread (see `DeferredRelease`).
final class ReleaseQueue {
    var isDraining = false
    var pending: [[Value]] = []

    /// This thread's queue, made on first use and freed with the thread.
    static var current: ReleaseQueue {
        if let existing = pthread_getspecific(key.value) {
            return Unmanaged<ReleaseQueue>.fromOpaque(existing).takeUnretainedValue()
        }
        let queue = ReleaseQueue()
        pthread_setspecific(key.value, Unmanaged.passRetained(queue).toOpaque())
        return queue
    }

    private final class Key {
        var value = pthread_key_t()
        init() {
            pthread_key_create(&value) { pointer in
                guard let pointer else { return }
                Unmanaged<ReleaseQueue>.fromOpaque(pointer).release()
            }
        }
    }

    private static let key = Key()
}
