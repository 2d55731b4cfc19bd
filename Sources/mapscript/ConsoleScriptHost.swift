import MapScriptRuntime

/// Where a script's `print` goes: standard output, or standard error when standard output
/// carries the rendered picture (`-o -`), so that the picture stays well-formed.
final class ConsoleScriptHost: ScriptHost {
    private let toStandardError: Bool

    init(toStandardError: Bool = false) {
        self.toStandardError = toStandardError
    }

    func write(_ text: String) throws {
        if toStandardError {
            Console.error(text)
        } else {
            try Console.write(text)
        }
    }
}
