import MapScriptSyntax

/// The outcome of one REPL entry: the text to echo (nil after a statement), or the errors.
public enum EntryResult {
    case value(String?)
    case failure([Diagnostic])
}
