import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an evaluation on a worker thread while the main thread waits for it to finish or for
/// Ctrl-C. On Ctrl-C it calls `interrupt` (ScriptSession.interrupt(), which is thread-safe)
/// from the main thread, never from the signal handler, and keeps waiting: the evaluation
/// then ends by itself with an "interrupted" error, and the session stays usable.
///
/// The worker has a large stack so that deep recursion in a script meets the interpreter's
/// own depth limit, as it would on the main thread, rather than the end of a small stack.
final class InterruptibleRunner {
    static let workerStackSize = 64 << 20

    private var finishedPipe: [Int32] = [-1, -1]

    /// Whether Ctrl-C reached the last run (the terminal has then echoed `^C` mid-line).
    private(set) var lastRunWasInterrupted = false

    init() {
        if pipe(&finishedPipe) == 0 {
            for end in finishedPipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
    }

    deinit {
        for end in finishedPipe where end >= 0 { Glibc.close(end) }
    }

    func run<Result>(_ work: @escaping () -> Result, interrupt: () -> Void) -> Result {
        guard finishedPipe[0] >= 0 else { return work() }
        lastRunWasInterrupted = false
        let box = ResultBox<Result>()
        let finishedWriteEnd = finishedPipe[1]
        let thread = Thread {
            box.value = work()
            var byte: UInt8 = 1
            _ = write(finishedWriteEnd, &byte, 1)
        }
        thread.stackSize = InterruptibleRunner.workerStackSize
        thread.start()
        while true {
            var descriptors = [
                pollfd(fd: finishedPipe[0], events: Int16(POLLIN), revents: 0),
                pollfd(fd: InterruptSignal.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let count = poll(&descriptors, nfds_t(descriptors.count), -1)
            if count < 0 { continue }  // EINTR
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                var byte: UInt8 = 0
                _ = read(finishedPipe[0], &byte, 1)
                // The pipe's write happened after the store: the read orders it before this load.
                return box.value!
            }
            if descriptors[1].revents & Int16(POLLIN) != 0, InterruptSignal.drain() {
                lastRunWasInterrupted = true
                interrupt()
            }
        }
    }
}

private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
