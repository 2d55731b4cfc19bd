import MapScriptRuntime

/// Where a fuzzed script's `print` goes: nowhere.
final class SilentHost: ScriptHost {
    func write(_ text: String) {}
}
