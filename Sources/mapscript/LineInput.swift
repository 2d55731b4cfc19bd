/// What a line reader hands the REPL.
enum LineInput: Equatable {
    case line(String)
    /// Ctrl-C at the prompt: the entry being typed is abandoned.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
}
