import MapScriptData
import MapScriptSyntax

/// Formatting: what `mapscript fmt` makes of the script, as one edit replacing the whole text,
/// or no edit when it is already canonical. A script that does not parse is not formatted;
/// the reply is an error naming the first problem (its diagnostics are already shown).
struct FormattingProvider {
    let file: SourceFile
    let positions: TextPositions

    enum Outcome {
        case edits(DataValue)
        case failure(String)
    }

    func format() -> Outcome {
        switch ScriptFormatter.format(file) {
        case .success(let formatted):
            if formatted == file.text { return .edits(.array([])) }
            return .edits(.array([.object([
                ("range", positions.range(of: 0, positions.endOffset)),
                ("newText", .string(formatted)),
            ])]))
        case .failure(let diagnostics):
            let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
            let place = first?.location.map { "\($0.line):\($0.column): " } ?? ""
            return .failure("cannot format a script with errors: \(place)\(first?.message ?? "it does not parse")")
        }
    }
}
