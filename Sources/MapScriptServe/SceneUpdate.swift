/// What one run or event changed, to send to the pages: the picture when there is a new one,
/// what the script printed, and the errors (as the terminal shows them).
public struct SceneUpdate: Sendable, Equatable {
    /// The new picture, or nil when it did not change or could not be made.
    public var svg: String?
    public var printed = ""
    /// Diagnostics of a run of the whole script that failed: shown over the last good picture
    /// until a run succeeds.
    public var scriptProblem: String?
    /// Errors of a hook that an event ran: shown in the console panel.
    public var eventProblem: String?
    /// True after a run of the whole script that succeeded: the pages drop a shown problem.
    public var scriptIsGood = false
}
