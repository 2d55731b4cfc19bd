/// A message about a script: a parse error, a runtime error, a warning or a note.
///
/// Errors are values: the lexer, parser and interpreter collect these and hand them back;
/// `DiagnosticFormatter` is the one place that turns them into text.
public struct Diagnostic: Error, Sendable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var file: SourceFile?
    public var span: SourceSpan?
    /// Shown as "note:" lines after the main message; a note without a file uses this one's.
    public var notes: [Diagnostic]
    /// A replacement name, shown as "help: did you mean 'boundary'?".
    public var suggestion: String?
    /// Advice in words, shown as "help: ..." (after the suggestion, when there are both):
    /// what to write instead, when it is more than a name.
    public var help: String?
    /// For runtime errors: the active functions and hooks, innermost first.
    public var callStack: [StackFrame]

    public init(
        severity: Severity = .error,
        message: String,
        file: SourceFile? = nil,
        span: SourceSpan? = nil,
        notes: [Diagnostic] = [],
        suggestion: String? = nil,
        help: String? = nil,
        callStack: [StackFrame] = []
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.span = span
        self.notes = notes
        self.suggestion = suggestion
        self.help = help
        self.callStack = callStack
    }

    /// An error at a span of a file.
    public static func error(_ message: String, in file: SourceFile?, at span: SourceSpan?, suggestion: String? = nil,
                             help: String? = nil) -> Diagnostic {
        Diagnostic(severity: .error, message: message, file: file, span: span, suggestion: suggestion, help: help)
    }

    /// A note to attach with `notes`.
    public static func note(_ message: String, in file: SourceFile? = nil, at span: SourceSpan? = nil) -> Diagnostic {
        Diagnostic(severity: .note, message: message, file: file, span: span)
    }

    /// 1-based line and column of the start of the span, when there is one.
    public var location: (line: Int, column: Int)? {
        guard let file, let span else { return nil }
        return file.location(of: span.start)
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The plain rendering, without colour.
    public var description: String { DiagnosticFormatter(color: false).format(self) }
}
