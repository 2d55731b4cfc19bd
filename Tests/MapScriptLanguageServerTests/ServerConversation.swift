import Foundation
import MapScriptLanguageServer

/// A language server in this process, talked to in JSON text: what the command does over its
/// pipes, without the framing. Opens documents and asks at positions in one line each.
final class ServerConversation {
    let server: LanguageServer

    /// `initializeParams`: the params of `initialize`, as JSON text (the workspace's folders, say).
    init(checkStepLimit: Int = 100_000, initializeParams: String = "{}") {
        server = LanguageServer(checkStepLimit: checkStepLimit)
        _ = send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":\#(initializeParams)}"#)
    }

    func send(_ body: String) -> [String] {
        server.handle(Array(body.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Opens `text` as `uri`; the diagnostics published for it.
    @discardableResult
    func open(_ uri: String, _ text: String, version: Int = 1) -> String {
        send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"mapscript","version":\#(version),"text":\#(ServerConversation.quoted(text))}}}"#).joined()
    }

    /// The reply to `method` at a position, as one string; `more` is further members of the
    /// params object, as JSON text (`"newName":"b"`).
    func ask(_ method: String, _ uri: String, line: Int, character: Int, id: Int = 1, more: String = "") -> String {
        let extra = more.isEmpty ? "" : "," + more
        return send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}\#(extra)}}"#).joined()
    }

    /// The `result` of such a reply, without the envelope, for short comparisons.
    func result(_ method: String, _ uri: String, line: Int, character: Int, more: String = "") -> String {
        let reply = ask(method, uri, line: line, character: character, more: more)
        let prefix = #"{"jsonrpc":"2.0","id":1,"result":"#
        guard reply.hasPrefix(prefix), reply.hasSuffix("}") else { return reply }
        return String(reply.dropFirst(prefix.count).dropLast())
    }

    /// The completion `result` at the end of `text`, where a name is being typed, with `text`
    /// opened as `uri` followed by `rest` (a `}` that closes what `text` opened, say).
    func completion(atEndOf text: String, _ uri: String, followedBy rest: String = "\n") -> String {
        open(uri, text + rest)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return result("textDocument/completion", uri, line: lines.count - 1, character: lines.last!.utf16.count)
    }

    static func quoted(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}
