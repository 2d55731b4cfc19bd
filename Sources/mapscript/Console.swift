#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptSyntax

/// The only place that writes to the terminal. Everything goes through the C streams, which
/// readline also writes to, so prompts, echoed values and diagnostics come out in order; each
/// write is flushed because the REPL and `watch` interleave output with waiting.
enum Console {
    static func out(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }

    static func out(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            _ = fwrite(buffer.baseAddress, 1, buffer.count, stdout)
        }
        fflush(stdout)
    }

    static func error(_ text: String) {
        fputs(text, stderr)
        fflush(stderr)
    }

    /// `mapscript: MESSAGE`, the form of every message that is not a diagnostic.
    static func errorMessage(_ message: String) {
        error("mapscript: \(message)\n")
    }

    /// Colour only for a person reading a terminal who has not asked for none
    /// (https://no-color.org).
    static var stderrWantsColor: Bool {
        isatty(STDERR_FILENO) == 1 && getenv("NO_COLOR") == nil
    }

    static func report(_ diagnostics: [Diagnostic]) {
        let formatter = DiagnosticFormatter(color: stderrWantsColor)
        for diagnostic in diagnostics {
            var text = formatter.format(diagnostic)
            if !text.hasSuffix("\n") { text += "\n" }
            error(text)
        }
    }

    static func hasErrors(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
