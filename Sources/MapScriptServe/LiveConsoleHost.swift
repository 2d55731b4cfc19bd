import MapScriptRuntime

/// Where a served script's `print` goes: kept until the scene collects it after each run or
/// event, to be shown on the terminal and in every page's console panel.
final class LiveConsoleHost: ScriptHost {
    /// Printed text is cut past this many bytes between two collections, so that a hook that
    /// prints in a loop cannot make one message too large for the pages.
    static let limit = 64 * 1024

    private var text = ""
    private var cut = false

    func write(_ text: String) throws {
        guard !cut else { return }
        if self.text.utf8.count + text.utf8.count > LiveConsoleHost.limit {
            cut = true
            self.text += "[more output not shown]\n"
            return
        }
        self.text += text
    }

    /// What was printed since the last call.
    func collect() -> String {
        defer {
            text = ""
            cut = false
        }
        return text
    }
}
