import Foundation

/// Runs a `LanguageServer` over two file descriptors (standard input and output for `mapscript
/// lsp`): frames in, replies out with their `Content-Length` header, until `exit` or the end
/// of the input. The diagnostics of checks on save come from another thread, through the same
/// writer. Nothing else is ever written to the output, which is the protocol's channel.
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
        let writer = FrameWriter(output: output)
        // Checks on save run on a thread of their own and send their diagnostics when ready.
        server.saveChecks = SaveCheckQueue { writer.send($0) }
        while let frame = reader.next() {
            let replies: [[UInt8]]
            switch frame {
            case .message(let body): replies = server.handle(body)
            case .malformed(let problem): replies = server.handleMalformedFrame(problem)
            }
            for reply in replies {
                guard writer.send(reply) else { return 1 }
            }
            if let processID = server.clientProcessID { ClientProcessWatch.start(watching: processID) }
            if let status = server.exitStatus { return status }
        }
        return 1
    }
}
