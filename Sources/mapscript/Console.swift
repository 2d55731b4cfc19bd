#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptData
import MapScriptSyntax

/// The only place that writes to the terminal. Everything goes through the C streams, which
/// readline also writes to, so prompts, echoed values and diagnostics come out in order; each
/// write is flushed because the REPL and `watch` interleave output with waiting.
///
/// A write to standard output that fails (a full disk, /dev/full) is never lost in silence:
/// `print` and `-o -` report it at once (`write`, `out(bytes:)` throw), and any other failed
/// write is remembered (`unreportedOutputFailure`) so that the command ends with status 1
/// naming it. A closed pipe is not such a failure: SIGPIPE ends the command quietly, as it
/// ends `cat` (see main.swift).
enum Console {
    struct OutputFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { "cannot write to standard output: \(reason)" }
    }

    /// The first failed write to standard output that no caller reported.
    private(set) static var unreportedOutputFailure: OutputFailure?

    static func out(_ text: String) {
        do {
            try write(text)
        } catch {
            if unreportedOutputFailure == nil { unreportedOutputFailure = error }
        }
    }

    /// Writes `text` to standard output, throwing when it cannot be written. Written by its
    /// length, not as a C string: a string may hold NUL ("a\0b"), which must not end it.
    static func write(_ text: String) throws(OutputFailure) {
        put(text, stdout)
        try flushStandardOutput()
    }

    private static func put(_ text: String, _ stream: UnsafeMutablePointer<FILE>) {
        var text = text
        text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, stream) }
    }

    static func out(bytes: [UInt8]) throws(OutputFailure) {
        bytes.withUnsafeBufferPointer { buffer in
            _ = fwrite(buffer.baseAddress, 1, buffer.count, stdout)
        }
        try flushStandardOutput()
    }

    /// Writes a document that may be in parts straight to the descriptor, where the kernel
    /// copies a spool in, after the stream is flushed so that nothing written before comes
    /// after it.
    static func out(document: OutputDocument) throws(OutputFailure) {
        try flushStandardOutput()
        do {
            try document.write(to: STDOUT_FILENO, path: "standard output")
        } catch {
            throw OutputFailure(reason: error.reason)
        }
    }

    /// Flushes and checks the stream's error flag, which also catches a failure of an earlier
    /// buffered write; the flag is cleared so the next write is judged on its own.
    private static func flushStandardOutput() throws(OutputFailure) {
        let flushed = fflush(stdout) == 0
        let code = errno
        guard flushed, ferror(stdout) == 0 else {
            clearerr(stdout)
            throw OutputFailure(reason: String(cString: strerror(code)).lowercased())
        }
    }

    static func error(_ text: String) {
        put(text, stderr)
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

    /// Shows the diagnostics up to `DiagnosticFormatter.errorLimit` errors, then one line
    /// counting the rest.
    static func report(_ diagnostics: [Diagnostic]) {
        let formatter = DiagnosticFormatter(color: stderrWantsColor)
        let (shown, unshown) = DiagnosticFormatter.limited(diagnostics)
        for diagnostic in shown {
            var text = formatter.format(diagnostic)
            if !text.hasSuffix("\n") { text += "\n" }
            error(text)
        }
        if let unshown { errorMessage(unshown) }
    }

    static func hasErrors(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
