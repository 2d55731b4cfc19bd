#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads entries from a standard input that is not a terminal (`mapscript < entries.txt`):
/// no prompts, no history, no editing. Reads in large chunks and splits at newlines itself, so
/// a line of any length costs time proportional to its length.
final class PlainLineReader: LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var scanned = 0
    private var reachedEnd = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    var isInteractive: Bool { false }

    func readLine(prompt: String) -> LineInput {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > 0 && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: buffer[0..<end], as: UTF8.self)
                buffer.removeSubrange(0...newline)
                scanned = 0
                return .line(line)
            }
            scanned = buffer.count
            if reachedEnd {
                if buffer.isEmpty { return .endOfInput }
                let line = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                scanned = 0
                return .line(line)
            }
            switch waitForInput() {
            case .interrupted:
                // Lines already read stay for the next entry: Ctrl-C drops the entry being
                // gathered, not input that has not been looked at yet.
                return .interrupted
            case .ready:
                fill()
            }
        }
    }

    func recordHistory(_ line: String) {}

    func close() {}

    private enum Wait { case ready, interrupted }

    private func waitForInput() -> Wait {
        while true {
            var descriptors = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: InterruptSignal.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let count = poll(&descriptors, nfds_t(descriptors.count), -1)
            if count < 0 {
                if errno == EINTR { continue }
                return .ready  // the read will see the error and end the input
            }
            if descriptors[1].revents & Int16(POLLIN) != 0, InterruptSignal.drain() { return .interrupted }
            if descriptors[0].revents != 0 { return .ready }
        }
    }

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            reachedEnd = true
            return
        }
    }
}
