import MapScriptRuntime

/// Where a script's `print` goes during `check`: nowhere. A check shows only diagnostics, so
/// that a clean script checks in silence.
final class DiscardingScriptHost: ScriptHost {
    func write(_ text: String) {}
}
