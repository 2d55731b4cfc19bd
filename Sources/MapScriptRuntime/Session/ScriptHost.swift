/// Where a session sends what scripts print. The session never prints itself.
public protocol ScriptHost: AnyObject {
    /// What the script prints (`print()`), already newline-terminated. An error thrown here
    /// (output that cannot be written) stops the script with a runtime error at its `print`.
    func write(_ text: String) throws
}
