import Foundation

/// A line that is a REPL command: `:name argument...`.
struct REPLCommandLine {
    var name: String
    var argument: String

    init?(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":"), trimmed.count > 1 else { return nil }
        let body = trimmed.dropFirst()
        let nameEnd = body.firstIndex(where: \.isWhitespace) ?? body.endIndex
        name = String(body[..<nameEnd])
        argument = body[nameEnd...].trimmingCharacters(in: .whitespaces)
    }
}
