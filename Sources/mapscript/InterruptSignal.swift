#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C as something the REPL can wait for. The SIGINT handler only writes a byte to a pipe
/// (async-signal-safe); the main thread sees the pipe become readable in the same `poll` that
/// waits for keys or for an evaluation to finish, and acts there, in ordinary code: it abandons
/// the entry being typed or asks the running evaluation to stop.
enum InterruptSignal {
    /// The end to poll for readability; -1 until `install()`.
    static var descriptor: Int32 { interruptPipeReadEnd }

    static func install() {
        guard interruptPipeReadEnd < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        interruptPipeReadEnd = ends[0]
        interruptPipeWriteEnd = ends[1]

        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handleInterrupt
        #else
        action.__sigaction_u.__sa_handler = handleInterrupt
        #endif
        sigemptyset(&action.sa_mask)
        // Restart other interrupted system calls; the pipe is what wakes the REPL.
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        unblock()
    }

    /// A parent may start the command with SIGINT blocked (test runners and some process
    /// launchers pass their signal mask on); Ctrl-C must still reach the REPL and `watch`.
    static func unblock() {
        var interruptOnly = sigset_t()
        sigemptyset(&interruptOnly)
        sigaddset(&interruptOnly, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interruptOnly, nil)
    }

    /// Empties the pipe; true when at least one Ctrl-C was pending.
    @discardableResult
    static func drain() -> Bool {
        guard interruptPipeReadEnd >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        var any = false
        while read(interruptPipeReadEnd, &buffer, buffer.count) > 0 { any = true }
        return any
    }
}

// The handler can reach only globals; these are set once, before the handler is installed.
nonisolated(unsafe) private var interruptPipeReadEnd: Int32 = -1
nonisolated(unsafe) private var interruptPipeWriteEnd: Int32 = -1

private func handleInterrupt(_ signal: Int32) {
    let savedErrno = errno
    var byte: UInt8 = 1
    // Non-blocking: if the pipe is full, a Ctrl-C is already pending and this one adds nothing.
    _ = write(interruptPipeWriteEnd, &byte, 1)
    errno = savedErrno
}
