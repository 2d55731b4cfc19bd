/// A list of diagnostics can be the failure of a `Result` (`ScriptFormatter.format` returns
/// `Result<String, [Diagnostic]>`), so callers get every message of a file, not only the first.
extension Array: @retroactive Error where Element == Diagnostic {}
