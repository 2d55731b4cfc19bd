import MapScriptSyntax

/// The outcome of one REPL entry: the text to echo (nil after a statement) with the warnings
/// of compiling it, or the errors (warnings included).
public enum EntryResult {
    case value(String?, warnings: [Diagnostic])
    case failure([Diagnostic])
}
