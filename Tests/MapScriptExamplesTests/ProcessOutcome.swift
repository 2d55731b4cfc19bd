import Foundation

/// The outcome of a finished process.
struct ProcessOutcome {
    var status: Int32
    var standardOutput: String
    var standardError: String
}
