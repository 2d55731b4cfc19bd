import Foundation
import MapScriptSyntax

/// A line that is a REPL command: `:name argument...`, with where its parts are in the line,
/// so that an error about the command or its argument can point at it.
struct REPLCommandLine {
    var name: String
    var argument: String
    /// The line as typed, which diagnostics show.
    var line: String
    /// `:name`, colon included, in UTF-8 offsets of `line`.
    var nameSpan: SourceSpan
    /// The argument in UTF-8 offsets of `line`; empty, just after the name, when there is none.
    var argumentSpan: SourceSpan

    init?(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":"), trimmed.count > 1 else { return nil }
        let body = trimmed.dropFirst()
        let nameEnd = body.firstIndex(where: \.isWhitespace) ?? body.endIndex
        name = String(body[..<nameEnd])
        argument = body[nameEnd...].trimmingCharacters(in: .whitespaces)
        self.line = line
        // Only blanks come before the colon, so the line's first colon is the command's.
        let colon = line.utf8.firstIndex(of: UInt8(ascii: ":"))!
        let nameStart = line.utf8.distance(from: line.utf8.startIndex, to: colon)
        nameSpan = SourceSpan(start: nameStart, end: nameStart + 1 + name.utf8.count)
        if argument.isEmpty {
            argumentSpan = SourceSpan(at: nameSpan.end)
        } else {
            // The argument is the rest of the line after the blanks that follow the name.
            let rest = line.utf8.dropFirst(nameSpan.end)
            let restText = String(decoding: rest, as: UTF8.self)
            let blanks = restText.prefix(while: { $0.unicodeScalars.allSatisfy(CharacterSet.whitespaces.contains) })
            let argumentStart = nameSpan.end + blanks.utf8.count
            argumentSpan = SourceSpan(start: argumentStart, end: argumentStart + argument.utf8.count)
        }
    }

    /// The part an error about the argument points at: the argument, or the command when it
    /// was left out (`:render` writing its default file).
    var argumentOrNameSpan: SourceSpan { argument.isEmpty ? nameSpan : argumentSpan }

    /// The argument as a file name: in double quotes, as a script writes one, it is the name
    /// between them (`:render "out.png"` writes out.png). A quote that is not closed, text
    /// after the closing one, or quotes that hold nothing are a problem, told in words.
    var fileName: (name: String?, problem: String?) {
        guard argument.hasPrefix("\"") else { return (argument, nil) }
        let inner = argument.dropFirst()
        guard let close = inner.firstIndex(of: "\"") else { return (nil, "the quote before the file name is not closed") }
        guard inner.index(after: close) == inner.endIndex else {
            let rest = inner[inner.index(after: close)...].trimmingCharacters(in: .whitespaces)
            return (nil, "text follows the closing quote ('\(rest)')")
        }
        let name = String(inner[..<close])
        return name.isEmpty ? (nil, "the file name in quotes is empty") : (name, nil)
    }
}
