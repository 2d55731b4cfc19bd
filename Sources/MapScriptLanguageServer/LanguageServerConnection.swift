import Foundation

/// Runs a `LanguageServer` over two file descriptors (standard input and output for `mapscript
/// lsp`): frames in, replies out with their `Content-Length` header, until `exit` or the end
/// of the input. Nothing else is ever written to the output, which is the protocol's channel.
public struct LanguageServerConnection {
    let input: Int32
    let output: Int32
    let server: LanguageServer

    public init(input: Int32, output: Int32, server: LanguageServer) {
        self.input = input
        self.output = output
        self.server = server
    }

    /// Serves until `exit` (its status: 0 after `shutdown`) or the end of the input (1: the
    /// client went away without saying so).
    public func run() -> Int32 {
        let reader = MessageReader(fileDescriptor: input)
        while let frame = reader.next() {
            let replies: [[UInt8]]
            switch frame {
            case .message(let body): replies = server.handle(body)
            case .malformed(let problem): replies = server.handleMalformedFrame(problem)
            }
            for reply in replies {
                guard send(reply) else { return 1 }
            }
            if let processID = server.clientProcessID { ClientProcessWatch.start(watching: processID) }
            if let status = server.exitStatus { return status }
        }
        return 1
    }

    private func send(_ body: [UInt8]) -> Bool {
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
