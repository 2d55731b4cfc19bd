/// The canonical layout of a script (`mapscript fmt`).
public enum ScriptFormatter {
    public static func format(_ file: SourceFile) -> Result<String, [Diagnostic]> {
        let result = Parser.parse(file)
        if !result.succeeded { return .failure(result.diagnostics) }
        return .success(file.text)
    }
}
