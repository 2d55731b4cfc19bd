/// Renders diagnostics, the one way every part of mapscript shows an error:
///
///     park.map:3:9: error: expected an expression after '+'
///     let x = 1 +
///               ^
///     park.map:2:5: note: 'x' was declared here
///     ...
///     help: did you mean 'boundary'?
///       in function 'fib' at park.map:3:5
///
/// Columns count characters; tabs of the source line are copied into the caret line so the
/// caret sits under the right character in any terminal. A span running over several lines
/// is underlined on its first line only.
public struct DiagnosticFormatter: Sendable {
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    public func format(_ diagnostic: Diagnostic) -> String {
        var out = ""
        append(diagnostic, parentFile: nil, to: &out)
        if let suggestion = diagnostic.suggestion {
            out += paint("help:", Style.help) + " did you mean '\(suggestion)'?\n"
        }
        for frame in diagnostic.callStack {
            out += "  in \(frame.name) at \(frame.file.describe(frame.span.start))\n"
        }
        return out
    }

    /// Several diagnostics, one after another, in the order given.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined()
    }

    private func append(_ diagnostic: Diagnostic, parentFile: SourceFile?, to out: inout String) {
        let file = diagnostic.file ?? parentFile
        let label = diagnostic.severity.rawValue + ":"
        let styledLabel: String
        switch diagnostic.severity {
        case .error: styledLabel = paint(label, Style.error)
        case .warning: styledLabel = paint(label, Style.warning)
        case .note: styledLabel = paint(label, Style.note)
        }
        if let file, let span = diagnostic.span {
            out += paint(file.describe(span.start) + ":", Style.bold) + " " + styledLabel + " " + paint(diagnostic.message, Style.bold) + "\n"
            appendExcerpt(of: span, in: file, to: &out)
        } else if let file, diagnostic.severity != .note {
            out += paint(file.path + ":", Style.bold) + " " + styledLabel + " " + paint(diagnostic.message, Style.bold) + "\n"
        } else {
            out += styledLabel + " " + diagnostic.message + "\n"
        }
        for note in diagnostic.notes {
            append(note, parentFile: file, to: &out)
        }
    }

    /// The source line and the caret line under the span.
    private func appendExcerpt(of span: SourceSpan, in file: SourceFile, to out: inout String) {
        let line = file.line(of: span.start)
        let range = file.lineRange(line)
        let lineBytes = file.bytes[range]
        let text = String(decoding: lineBytes, as: UTF8.self)
        out += text + "\n"

        let start = min(max(span.start, range.lowerBound), range.upperBound)
        let end = min(max(span.end, start), range.upperBound)
        var prefix = ""
        for character in String(decoding: file.bytes[range.lowerBound..<start], as: UTF8.self) {
            prefix.append(character == "\t" ? "\t" : " ")
        }
        let width = file.characterCount(from: start, to: end)
        let marker = "^" + String(repeating: "~", count: max(0, width - 1))
        out += prefix + paint(marker, Style.caret) + "\n"
    }

    private func paint(_ text: String, _ style: String) -> String {
        color ? style + text + Style.reset : text
    }

    private enum Style {
        static let bold = "\u{1B}[1m"
        static let error = "\u{1B}[1;31m"
        static let warning = "\u{1B}[1;33m"
        static let note = "\u{1B}[1;36m"
        static let help = "\u{1B}[1;32m"
        static let caret = "\u{1B}[1;32m"
        static let reset = "\u{1B}[0m"
    }
}
