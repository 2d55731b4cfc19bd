import Foundation

/// Writes messages to the editor, each with its `Content-Length` header, whole: replies from
/// the thread that reads requests and diagnostics from the thread of the save checks share
/// one output, and a lock keeps one message from cutting into another.
final class FrameWriter: @unchecked Sendable {
    private let output: Int32
    private let lock = NSLock()
    /// Set once a write fails (the editor closed its end): nothing more is written.
    private var failed = false

    init(output: Int32) {
        self.output = output
    }

    /// Writes one message body; false when the output is gone.
    @discardableResult
    func send(_ body: [UInt8]) -> Bool {
        lock.withLock {
            guard !failed else { return false }
            let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failed = true
                    return false
                }
                written += count
            }
            return true
        }
    }
}
