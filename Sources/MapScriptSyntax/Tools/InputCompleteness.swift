/// Tells the REPL whether an entry is complete or needs more lines.
public enum InputCompleteness {
    /// nil when `text` is complete; otherwise the construct left open: "{", "(", "[", "\"",
    /// "/*", or a trailing binary operator such as "+".
    public static func openConstruct(in text: String) -> String? { nil }
}
