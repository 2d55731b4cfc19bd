/// Where a session sends what scripts print. The session never prints itself.
public protocol ScriptHost: AnyObject {
    /// What the script prints (`print()`), already newline-terminated.
    func write(_ text: String)
}
