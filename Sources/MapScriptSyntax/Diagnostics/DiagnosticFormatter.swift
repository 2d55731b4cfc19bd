/// Renders diagnostics, the one way every part of mapscript shows an error:
///
///     park.map:3:9: error: expected an expression after '+'
///     let x = 1 +
///               ^
///     park.map:2:5: note: 'x' was declared here
///     ...
///     help: did you mean 'boundary'?
///     help: write 'is' to test a value's class
///       in function 'fib' at park.map:3:5
///
/// Columns count characters; tabs of the source line are copied into the caret line so the
/// caret sits under the right character in any terminal, and a wide character (CJK, most
/// emoji) gets two columns of padding or carets, as a terminal draws it. Control characters of
/// the line and the message are shown as their Unicode pictures (ESC as `␛`): a stray escape
/// byte in a script must not drive the terminal that shows its errors. A span running over
/// several lines is underlined on its first line only; a very long line is shown as a window
/// around the span, marked `…` where it was cut.
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
        if let help = diagnostic.help {
            out += paint("help:", Style.help) + " " + TerminalText.visible(help, keepingNewlines: true) + "\n"
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

    /// The most errors shown for one run, check, `watch` or `serve` round or REPL entry, as
    /// clang's `-ferror-limit`: later errors are mostly echoes of the first ones, and a
    /// generated or binary file could otherwise give hundreds of thousands of them.
    public static let errorLimit = 20

    /// The diagnostics to show, up to the `errorLimit`-th error, and the line that counts the
    /// rest ("1234 more errors not shown; ...") when there are more.
    public static func limited(_ diagnostics: [Diagnostic]) -> (shown: ArraySlice<Diagnostic>, unshown: String?) {
        var errorsShown = 0
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .error {
            if errorsShown == errorLimit {
                let rest = diagnostics[index...]
                let errors = rest.count { $0.severity == .error }
                let warnings = rest.count { $0.severity == .warning }
                var text = errors == 1 ? "1 more error" : "\(errors) more errors"
                if warnings > 0 { text += warnings == 1 ? " and 1 warning" : " and \(warnings) warnings" }
                return (diagnostics[..<index], text + " not shown; the first \(errorLimit) errors are above")
            }
            errorsShown += 1
        }
        return (diagnostics[...], nil)
    }

    /// The diagnostics up to the error limit, then the line that counts the rest.
    public func formatLimited(_ diagnostics: [Diagnostic]) -> String {
        let (shown, unshown) = Self.limited(diagnostics)
        return shown.map(format).joined() + (unshown.map { "mapscript: \($0)\n" } ?? "")
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
        let message = TerminalText.visible(diagnostic.message, keepingNewlines: true)
        if let file, let span = diagnostic.span {
            out += paint(file.describe(span.start) + ":", Style.bold) + " " + styledLabel + " " + paint(message, Style.bold) + "\n"
            appendExcerpt(of: span, in: file, to: &out)
        } else if let file, diagnostic.severity != .note {
            out += paint(file.path + ":", Style.bold) + " " + styledLabel + " " + paint(message, Style.bold) + "\n"
        } else {
            out += styledLabel + " " + message + "\n"
        }
        for note in diagnostic.notes {
            append(note, parentFile: file, to: &out)
        }
    }

    /// Lines longer than this many scalars are shown as a window around the span: a minified or
    /// generated line must not make every diagnostic on it as long as the line (a 100 KB line
    /// with thousands of errors would otherwise print gigabytes).
    static let longestWholeLine = 200
    /// The window of a long line: this many scalars before the span, and this many in all.
    static let windowLead = 40
    static let windowLength = 120

    /// The source line and the caret line under the span.
    private func appendExcerpt(of span: SourceSpan, in file: SourceFile, to out: inout String) {
        let bytes = file.bytes
        let range = file.lineRange(file.line(of: span.start))
        let start = min(max(span.start, range.lowerBound), range.upperBound)
        let end = min(max(span.end, start), range.upperBound)

        var shown = range
        if Self.offset(bytes, from: range.lowerBound, scalars: Self.longestWholeLine, limit: range.upperBound) < range.upperBound {
            let windowStart = Self.offset(bytes, from: start, scalars: -Self.windowLead, limit: range.lowerBound)
            shown = windowStart..<Self.offset(bytes, from: windowStart, scalars: Self.windowLength, limit: range.upperBound)
        }
        let cutBefore = shown.lowerBound > range.lowerBound
        let cutAfter = shown.upperBound < range.upperBound
        let text = TerminalText.visible(String(decoding: bytes[shown], as: UTF8.self), keepingNewlines: false)
        out += (cutBefore ? "…" : "") + text + (cutAfter ? "…" : "") + "\n"

        var prefix = cutBefore ? " " : ""
        for character in String(decoding: bytes[shown.lowerBound..<start], as: UTF8.self) {
            if character == "\t" {
                prefix.append("\t")
            } else {
                prefix.append(String(repeating: " ", count: TerminalText.columns(of: character)))
            }
        }
        var width = 0
        for character in String(decoding: bytes[start..<min(end, shown.upperBound)], as: UTF8.self) {
            width += TerminalText.columns(of: character)
        }
        let marker = "^" + String(repeating: "~", count: max(0, width - 1))
        out += prefix + paint(marker, Style.caret) + "\n"
    }

    /// The offset `scalars` Unicode scalars after (or, when negative, before) `offset`, stopping
    /// at `limit`. Steps over UTF-8 continuation bytes, so it never lands inside a scalar.
    private static func offset(_ bytes: [UInt8], from offset: Int, scalars: Int, limit: Int) -> Int {
        var position = offset
        var remaining = abs(scalars)
        if scalars >= 0 {
            while remaining > 0, position < limit {
                position += 1
                while position < limit, bytes[position] & 0xC0 == 0x80 { position += 1 }
                remaining -= 1
            }
        } else {
            while remaining > 0, position > limit {
                position -= 1
                while position > limit, bytes[position] & 0xC0 == 0x80 { position -= 1 }
                remaining -= 1
            }
        }
        return position
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

/// How text looks in a terminal: which characters take two columns, and a visible stand-in for
/// control characters.
private enum TerminalText {
    /// The text with C0 controls (tab, and newline when asked, excepted), DEL and C1 controls
    /// replaced by their pictures (U+2400...) or U+FFFD.
    static func visible(_ text: String, keepingNewlines: Bool) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0, keepingNewlines: keepingNewlines) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar, keepingNewlines: keepingNewlines) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: result.append("\u{2421}")
            default: result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x0A: return !keepingNewlines
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }

    /// Columns a terminal gives the character: 2 for East Asian wide and fullwidth characters and
    /// emoji shown as pictures, otherwise 1 (combining marks belong to their character).
    static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x1100 else { return 1 }
        if scalars.contains("\u{FE0F}") { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
             0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
