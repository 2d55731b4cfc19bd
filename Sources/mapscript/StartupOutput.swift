import Foundation

/// What `serve` writes before its server listens (the script's first run: its prints, its
/// warnings), held until the line that gives the server's address is written, then written
/// after it in the order it came. A tool that starts `serve --port 0` reads the address from
/// the first line; a script that printed as it started pushed that line down.
///
/// Unchecked sendability: every access goes through `lock`, which also keeps the writes in
/// order once the output is released (a page's first request can run the script while the
/// held output is still being written).
final class StartupOutput: @unchecked Sendable {
    private let lock = NSLock()
    /// nil once released.
    private var held: [(text: String, isError: Bool)]? = []

    func out(_ text: String) { write(text, isError: false) }

    func error(_ text: String) { write(text, isError: true) }

    /// Writes `first` (the address line; nil when the server never listened), then what was
    /// held, and lets what comes later through.
    func release(first: String?) {
        lock.lock()
        defer { lock.unlock() }
        guard let held else { return }
        self.held = nil
        if let first { Console.out(first) }
        for (text, isError) in held { StartupOutput.emit(text, isError: isError) }
    }

    private func write(_ text: String, isError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if held != nil {
            held?.append((text, isError))
        } else {
            StartupOutput.emit(text, isError: isError)
        }
    }

    private static func emit(_ text: String, isError: Bool) {
        if isError { Console.error(text) } else { Console.out(text) }
    }
}
