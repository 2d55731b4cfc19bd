/// How the REPL gets its entries: from a person through GNU readline, or from a pipe.
protocol LineReader: AnyObject {
    /// Whether a person is typing (prompts shown, history kept).
    var isInteractive: Bool { get }

    func readLine(prompt: String) -> LineInput

    /// Remembers a line the person typed, for Up and for later sessions.
    func recordHistory(_ line: String)

    /// Called once, when the REPL ends.
    func close()
}
