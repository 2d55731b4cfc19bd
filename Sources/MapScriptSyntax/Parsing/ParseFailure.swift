/// Why a parse function stopped early.
enum ParseFailure: Error {
    /// An error was reported; the enclosing statement list recovers.
    case reported
    /// The nesting bound was passed; parsing stops.
    case tooDeep
}
