import MapScriptData
import MapScriptSyntax

/// Quick fixes (`textDocument/codeAction`): a diagnostic that suggests a name ("did you mean
/// 'boundary'?") offers to write it in place of the name at fault. The diagnostic carries the
/// name it found and the suggestion in its `data` (`DiagnosticReport`); the fix is offered
/// only while the document still has that name in the diagnostic's range, so an edit made
/// since the diagnostic was published is never overwritten.
struct QuickFixes {
    let uri: String
    let positions: TextPositions
    let text: String

    /// The code actions for the diagnostics the editor sends back with the request.
    func actions(for diagnostics: [DataValue]) -> DataValue {
        var actions: [DataValue] = []
        for diagnostic in diagnostics {
            guard let range = diagnostic["range"], let found = diagnostic["data"]?["replace"]?.stringValue,
                  let suggestion = diagnostic["data"]?["with"]?.stringValue,
                  let startLine = range["start"]?["line"]?.intValue, let startCharacter = range["start"]?["character"]?.intValue,
                  let endLine = range["end"]?["line"]?.intValue, let endCharacter = range["end"]?["character"]?.intValue else { continue }
            let start = positions.offset(line: startLine, character: startCharacter)
            let end = positions.offset(line: endLine, character: endCharacter)
            guard start <= end, QuickFixes.name(in: text, SourceSpan(start: start, end: end)) == found else { continue }
            actions.append(.object([
                ("title", .string("Change '\(found)' to '\(suggestion)'")),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([diagnostic])),
                ("isPreferred", .bool(true)),
                ("edit", .object([("changes", .object([(uri, .array([.object([("range", range), ("newText", .string(suggestion))])]))]))])),
            ]))
        }
        return .array(actions)
    }

    /// The text of `span` when it is one name (letters, digits and `_`, not starting with a
    /// digit): what a suggested name can replace.
    static func name(in text: String, _ span: SourceSpan) -> String? {
        let bytes = Array(text.utf8)
        guard span.start < span.end, span.end <= bytes.count else { return nil }
        let word = bytes[span.start..<span.end]
        func isNamePart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        guard word.allSatisfy(isNamePart), let first = word.first, !(first >= 0x30 && first <= 0x39) else { return nil }
        return String(decoding: word, as: UTF8.self)
    }
}
