import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The protocol's rule for an editor that goes away without sending `exit`: "if the parent
/// process is not alive then the server should exit". The editor names its process in
/// `initialize` (`processId`) or on the command line (`--clientProcessId`, as VS Code's client
/// passes it). A thread looks every few seconds: the server itself waits in a read, which a
/// vanished editor does not always end (another process may hold the pipe open).
public enum ClientProcessWatch {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var watched: Set<Int32> = []

    /// Exits the process, with status 1 (no `shutdown` came), once `processID` is gone.
    public static func start(watching processID: Int32, every interval: TimeInterval = 2) {
        guard processID > 0 else { return }
        lock.lock()
        let isNew = watched.insert(processID).inserted
        lock.unlock()
        guard isNew else { return }
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: interval)
                // kill with signal 0 only asks whether the process exists; EPERM means it
                // does, under another user.
                if kill(processID, 0) != 0, errno == ESRCH { _exit(1) }
            }
        }
        thread.name = "client process watch"
        thread.start()
    }
}
