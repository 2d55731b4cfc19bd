import MapScriptRuntime

/// Where a script's `print` goes while the editor checks it: nowhere, as for `mapscript
/// check`; standard output is the protocol's channel and must carry nothing else.
final class SilentScriptHost: ScriptHost {
    func write(_ text: String) {}
}
