@preconcurrency import CReadline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads entries from a person at a terminal through GNU readline: line editing, history,
/// tab completion.
///
/// It uses readline's callback interface rather than `readline()`: the reader itself waits, in
/// one `poll`, for a key or for Ctrl-C (`InterruptSignal`), and feeds keys to readline one at a
/// time. Ctrl-C can then abandon the line cleanly, in ordinary code, with readline's own
/// cleanup functions, with no `longjmp` out of a signal handler (the approach of CPython's
/// readline module). readline's own signal handlers are switched off for the same reason.
final class ReadlineLineReader: LineReader {
    private let history: HistoryStore?

    /// - Parameters:
    ///   - completion: where words start and what replaces the word being completed, given
    ///     the line up to the cursor.
    init(history: HistoryStore?, completion: REPLCompletion) {
        self.history = history
        readlineCompletion = completion
        rl_readline_name = UnsafePointer(strdup("mapscript"))
        rl_catch_signals = 0
        rl_completion_word_break_hook = wordBreakCharacters
        // By default a word that starts after a `"` gets that quote appended after its match
        // (`load("data/"`); a file name inside a string goes on instead.
        rl_basic_quote_characters = UnsafePointer(strdup(""))
        rl_attempted_completion_function = completeWord
    }

    var isInteractive: Bool { true }

    func readLine(prompt: String) -> LineInput {
        completedLine = nil
        lineArrived = false
        // readline's SIGWINCH handler is off with its other handlers; asking for the size at
        // each prompt keeps line wrapping right after the window was resized. (Before the
        // first prompt readline has no input stream yet, and reads the size itself.)
        if rl_instream != nil { rl_reset_screen_size() }
        rl_callback_handler_install(prompt, acceptLine)
        while true {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: InterruptSignal.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let count = poll(&descriptors, nfds_t(descriptors.count), -1)
            if count < 0 {
                if errno == EINTR { continue }
                rl_callback_handler_remove()
                return .endOfInput
            }
            if descriptors[1].revents & Int16(POLLIN) != 0, InterruptSignal.drain() {
                abandonLine()
                return .interrupted
            }
            if descriptors[0].revents != 0 {
                rl_callback_read_char()
                if lineArrived {
                    return completedLine.map(LineInput.line) ?? .endOfInput
                }
            }
        }
    }

    func recordHistory(_ line: String) {
        history?.record(line)
    }

    func close() {
        history?.close()
    }

    /// Ctrl-C at the prompt: show it, drop what was typed, and give the terminal back its
    /// normal settings until the next prompt (readline's documented clean-up after a signal
    /// in callback mode).
    private func abandonLine() {
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_cleanup_after_signal()
        rl_callback_handler_remove()
        Console.out("^C\n")
    }
}

// readline calls plain C functions, which cannot capture context: the state they share with
// the reader lives here. Only the main thread touches it.
nonisolated(unsafe) private var completedLine: String?
nonisolated(unsafe) private var lineArrived = false
nonisolated(unsafe) private var readlineCompletion: REPLCompletion?
nonisolated(unsafe) private var pendingMatches: [String] = []
/// The C strings handed to readline as word break characters, made once each: readline
/// keeps using the pointer after the hook returns and never frees it.
nonisolated(unsafe) private var wordBreakStrings: [String: UnsafeMutablePointer<CChar>] = [:]

/// rl_vcpfunc_t: readline hands over the finished line (malloc'd) or NULL at end of input.
private func acceptLine(_ line: UnsafeMutablePointer<CChar>?) {
    if let line {
        completedLine = String(cString: line)
        free(line)
    } else {
        completedLine = nil
    }
    lineArrived = true
    // Removing the handler here keeps readline from drawing a new prompt before the entry has
    // been evaluated and its value printed.
    rl_callback_handler_remove()
}

/// The line from its start to `end` (a byte offset in readline's buffer).
private func lineBuffer(upTo end: Int32) -> String {
    guard let buffer = rl_line_buffer else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(max(0, end))), as: UTF8.self)
}

/// rl_cpvfunc_t: the characters that end the word at the cursor, asked for before readline
/// looks for the word's start.
private func wordBreakCharacters() -> UnsafeMutablePointer<CChar>? {
    guard let completion = readlineCompletion else { return nil }
    let characters = completion.wordBreakCharacters(lineBeforeCursor: lineBuffer(upTo: rl_point))
    if let made = wordBreakStrings[characters] { return made }
    let made = strdup(characters)
    wordBreakStrings[characters] = made
    return made
}

/// rl_completion_func_t.
private func completeWord(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1  // never fall back to readline's own file names
    let word = text.map { String(cString: $0) } ?? ""
    let matches = readlineCompletion?.completions(lineBeforeCursor: lineBuffer(upTo: end), word: word) ?? .none
    // readline sets this back to a space before each completion.
    rl_completion_append_character = matches.appendsSpace ? 32 : 0
    pendingMatches = matches.candidates
    return rl_completion_matches(text, nextMatch)
}

/// rl_compentry_func_t: readline frees what it returns, so each match is strdup'd.
private func nextMatch(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    guard !pendingMatches.isEmpty else { return nil }
    return strdup(pendingMatches.removeFirst())
}
