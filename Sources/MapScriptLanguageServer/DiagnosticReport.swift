import Foundation
import MapScriptData
import MapScriptSyntax

/// The project's diagnostics as LSP diagnostics of one document. A note with a place becomes
/// related information ("opened here"); the suggestion, the help and notes without a place
/// are added to the message, as the command line prints them after it. A diagnostic placed in
/// another file (an imported script) is shown where this document leads to it: the line of its
/// call stack in this document, else the `import` of that file (or the first `import`, for a
/// file imported by an imported one), else the document's start; that file's location is in
/// its message and its related information, so that it is never dropped. A suggestion for a name written in
/// this document (the diagnostic's span is that one name) is also kept in the diagnostic's
/// `data`, for the quick fix that writes it (`QuickFixes`).
struct DiagnosticReport {
    let document: OpenDocument
    let positions: TextPositions

    func lspDiagnostics(_ diagnostics: [Diagnostic]) -> DataValue {
        .array(diagnostics.filter { $0.severity != .note }.map(lspDiagnostic))
    }

    private func lspDiagnostic(_ diagnostic: Diagnostic) -> DataValue {
        var message = diagnostic.message
        var range = positions.range(of: 0, 0)
        var related: [DataValue] = []
        if let span = diagnostic.span {
            if isThisDocument(diagnostic.file) {
                range = positions.range(of: span.start, span.end)
            } else if let file = diagnostic.file {
                message = "\(file.describe(span.start)): \(message)"
                if let here = placeInThisDocument(leadingTo: diagnostic) { range = positions.range(of: here.start, here.end) }
                if file.path.hasPrefix("/") {
                    related.append(.object([
                        ("location", .object([("uri", .string(OpenDocument.uri(ofPath: file.path))),
                                              ("range", TextPositions(file.text).range(of: span.start, span.end))])),
                        ("message", .string(diagnostic.severity == .warning ? "the warning is here" : "the error is here")),
                    ]))
                }
            }
        }
        if let suggestion = diagnostic.suggestion { message += "\nhelp: did you mean '\(suggestion)'?" }
        if let help = diagnostic.help { message += "\nhelp: \(help)" }
        for note in diagnostic.notes {
            let file = note.file ?? diagnostic.file
            if let span = note.span, let file, isThisDocument(file) || file.path.hasPrefix("/") {
                let notePositions = isThisDocument(file) ? positions : TextPositions(file.text)
                let uri = isThisDocument(file) ? document.uri : OpenDocument.uri(ofPath: file.path)
                related.append(.object([
                    ("location", .object([("uri", .string(uri)), ("range", notePositions.range(of: span.start, span.end))])),
                    ("message", .string(note.message)),
                ]))
            } else {
                message += "\nnote: \(note.message)"
            }
        }
        for frame in diagnostic.callStack { message += "\n  in \(frame.name) at \(frame.file.describe(frame.span.start))" }
        var pairs: [(String, DataValue)] = [
            ("range", range),
            ("severity", .int(diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3)),
            ("source", .string("mapscript")),
            ("message", .string(message)),
        ]
        if !related.isEmpty { pairs.append(("relatedInformation", .array(related))) }
        if let suggestion = diagnostic.suggestion, let span = diagnostic.span, isThisDocument(diagnostic.file),
           let word = QuickFixes.name(in: document.text, span), word != suggestion {
            pairs.append(("data", .object([("replace", .string(word)), ("with", .string(suggestion))])))
        }
        return .object(pairs)
    }

    /// Where this document leads to a diagnostic placed in another file: its call in this
    /// document, else the `import` of that file, else the first `import`.
    private func placeInThisDocument(leadingTo diagnostic: Diagnostic) -> SourceSpan? {
        if let frame = diagnostic.callStack.first(where: { isThisDocument($0.file) }) { return frame.span }
        let program = Parser.parse(SourceFile(path: document.path, text: document.text)).program
        let imports = program.statements.compactMap { statement -> (path: String, span: SourceSpan)? in
            if case .importFile(let path, _) = statement.kind { return (path, statement.span) }
            return nil
        }
        let target = diagnostic.file.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path }
        let direct = imports.first {
            URL(fileURLWithPath: DefinitionProvider.importedPath($0.path, folder: document.folder)).standardizedFileURL.path == target
        }
        return (direct ?? imports.first)?.span
    }

    private func isThisDocument(_ file: SourceFile?) -> Bool {
        guard let file else { return true }
        return file.path == document.path
    }
}
