/// A JSON-RPC error reply: the protocol's code and a message saying what was wrong with the
/// request, so that a client (and the person reading its log) knows what to fix.
struct RequestError: Error {
    let code: Int
    let message: String

    static func parseError(_ message: String) -> RequestError { RequestError(code: -32700, message: message) }
    static func invalidRequest(_ message: String) -> RequestError { RequestError(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> RequestError {
        RequestError(code: -32601, message: "unknown method '\(method)'")
    }
    static func invalidParams(_ message: String) -> RequestError { RequestError(code: -32602, message: message) }
    static func serverNotInitialized() -> RequestError {
        RequestError(code: -32002, message: "the server is not initialized: send 'initialize' first")
    }
    static func requestFailed(_ message: String) -> RequestError { RequestError(code: -32803, message: message) }
}
