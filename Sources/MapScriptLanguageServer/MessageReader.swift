import Foundation

/// Reads LSP messages from a file descriptor: a header block of `Name: value` lines ending in
/// an empty line, of which `Content-Length` is required, then that many bytes of JSON. A
/// header block that cannot be used is reported as `malformed` and the reader goes on with
/// the next one, so one bad message never ends the session; bytes left over from a message
/// whose Content-Length was too short are dropped up to the next header.
final class MessageReader {
    enum Frame: Equatable {
        case message([UInt8])
        case malformed(String)
    }

    /// Bodies larger than this are skipped: no editor sends a script of 64 MB.
    static let maximumBodyLength = 64 << 20

    private let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The next frame, or nil at the end of the input.
    func next() -> Frame? {
        var contentLength: Int?
        var problem: String?
        var sawHeader = false
        while true {
            guard let (line, isCut) = readLine() else {
                return sawHeader ? .malformed("the input ended inside a message header") : nil
            }
            if isCut {
                sawHeader = true
                problem = "a header line is longer than the \(MessageReader.longestHeaderLine) bytes accepted"
                continue
            }
            if line.isEmpty {
                if !sawHeader { continue }
                break
            }
            sawHeader = true
            var text = String(decoding: line, as: UTF8.self)
            // The bytes a Content-Length too short left of its message run into the next header
            // on one line: the header starts where its name does, so the stream gets back in step.
            if let name = text.range(of: "content-length:", options: .caseInsensitive), name.lowerBound != text.startIndex {
                text = String(text[name.lowerBound...])
            }
            guard let colon = text.firstIndex(of: ":") else {
                problem = "a header line has no ':': '\(text.prefix(80))'"
                continue
            }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces)
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name.caseInsensitiveCompare("Content-Length") == .orderedSame {
                guard let length = Int(value), length >= 0 else {
                    problem = "Content-Length is not a length: '\(value.prefix(40))'"
                    continue
                }
                contentLength = length
            }
        }
        guard let contentLength else { return .malformed(problem ?? "a message header has no Content-Length") }
        guard contentLength <= MessageReader.maximumBodyLength else {
            guard skip(contentLength) else { return .malformed("the input ended inside a message") }
            return .malformed("a message of \(contentLength) bytes is larger than the \(MessageReader.maximumBodyLength) bytes accepted")
        }
        guard let body = read(contentLength) else { return .malformed("the input ended inside a message") }
        if let problem { return .malformed(problem) }
        return .message(body)
    }

    /// A header line is short; a longer one is not a header, and is cut rather than held.
    static let longestHeaderLine = 4096

    /// One header line without its `\r\n` (or bare `\n`), and whether it was longer than
    /// `longestHeaderLine` and cut; nil at the end of the input.
    private func readLine() -> (line: [UInt8], isCut: Bool)? {
        var line: [UInt8] = []
        var isCut = false
        while true {
            guard let byte = readByte() else { return line.isEmpty ? nil : (line, isCut) }
            if byte == UInt8(ascii: "\n") {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return (line, isCut)
            }
            if line.count < MessageReader.longestHeaderLine { line.append(byte) } else { isCut = true }
        }
    }

    private func readByte() -> UInt8? {
        if position == buffer.count, !fill() { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    private func read(_ count: Int) -> [UInt8]? {
        var body: [UInt8] = []
        body.reserveCapacity(count)
        while body.count < count {
            if position == buffer.count, !fill() { return nil }
            let taken = min(count - body.count, buffer.count - position)
            body.append(contentsOf: buffer[position..<(position + taken)])
            position += taken
        }
        return body
    }

    private func skip(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            if position == buffer.count, !fill() { return false }
            let taken = min(left, buffer.count - position)
            position += taken
            left -= taken
        }
        return true
    }

    private func fill() -> Bool {
        guard !atEnd else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                atEnd = true
                return false
            }
            buffer = Array(chunk[0..<count])
            position = 0
            return true
        }
    }
}
