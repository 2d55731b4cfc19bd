import MapScriptData

/// The messages the server sends to the pages, as JSON text:
/// `{"type":"scene","svg":...}` a new picture; `{"type":"console","text":...,"error":false}`
/// printed text or a hook's error; `{"type":"problem","text":...}` the script fails (shown
/// over the last good picture); `{"type":"good"}` it runs again.
enum PageMessage {
    case scene(svg: String)
    case console(String, isError: Bool)
    case problem(String)
    case good

    var json: String {
        var writer = JSONByteWriter(fractionDigits: 0)
        switch self {
        case .scene(let svg):
            writer.append("{\"type\":\"scene\",\"svg\":")
            writer.appendString(svg)
        case .console(let text, let isError):
            writer.append("{\"type\":\"console\",\"text\":")
            writer.appendString(text)
            writer.append(isError ? ",\"error\":true" : ",\"error\":false")
        case .problem(let text):
            writer.append("{\"type\":\"problem\",\"text\":")
            writer.appendString(text)
        case .good:
            writer.append("{\"type\":\"good\"")
        }
        writer.append("}")
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The messages that tell the pages about an update, in the order they show it.
    static func messages(for update: SceneUpdate) -> [PageMessage] {
        var messages: [PageMessage] = []
        if !update.printed.isEmpty { messages.append(.console(update.printed, isError: false)) }
        if let problem = update.eventProblem { messages.append(.console(problem, isError: true)) }
        if let svg = update.svg { messages.append(.scene(svg: svg)) }
        if let problem = update.scriptProblem { messages.append(.problem(problem)) }
        if update.scriptIsGood { messages.append(.good) }
        return messages
    }
}
