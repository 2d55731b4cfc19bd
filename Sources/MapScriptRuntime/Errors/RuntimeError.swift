import MapScriptGeometry
import MapScriptSyntax

/// An error raised while a script runs.
///
/// Swift code called from scripts (built-ins, the bridge) throws it with just a message
/// (`throw RuntimeError("radius must be positive")`); the interpreter fills in the span of
/// the call or expression being evaluated and the call stack (functions, methods and hooks,
/// innermost first) as the error leaves it. `diagnostic` gives the form every front end shows.
public struct RuntimeError: Error {
    public var message: String
    public var file: SourceFile?
    public var span: SourceSpan?
    /// A replacement name, shown as "did you mean '...'?".
    public var suggestion: String?
    /// Advice in words, shown as "help: ...".
    public var help: String?
    /// Active calls, innermost first.
    public var callStack: [StackFrame]
    /// While the error unwinds: where the frame it is leaving was executing (the call site).
    var unwindSpan: SourceSpan?
    /// For an error about one argument of a call into Swift: which one, so that the call
    /// site can put the caret under that argument rather than under the whole call.
    var argument: Argument?
    /// Frames past the recorded limit (a runaway recursion records only the innermost).
    var omittedFrames = 0
    /// Calls the same as the last frame recorded (a recursion through one call site), counted
    /// rather than listed; shown right after that frame once the stack moves past them.
    var repeatsOfLastFrame = 0

    /// Writes the count of repeated calls, if any, as a line of the stack after the frame
    /// they repeat.
    mutating func recordRepeats() {
        guard repeatsOfLastFrame > 0, let last = callStack.last else { return }
        let count = repeatsOfLastFrame
        callStack.append(StackFrame(name: "... \(count) more call\(count == 1 ? "" : "s") of \(last.name)", file: last.file, span: last.span))
        repeatsOfLastFrame = 0
    }

    /// An argument of a call, by position or by label.
    enum Argument {
        case position(Int)
        case label(String)
        /// The label itself is at fault (one the function does not have), not its value.
        case unknownLabel(String)
    }

    public init(_ message: String, file: SourceFile? = nil, span: SourceSpan? = nil, suggestion: String? = nil, help: String? = nil,
                callStack: [StackFrame] = []) {
        self.message = message
        self.file = file
        self.span = span
        self.suggestion = suggestion
        self.help = help
        self.callStack = callStack
    }

    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, message: message, file: file, span: span, suggestion: suggestion, help: help, callStack: callStack)
    }
}

extension RuntimeError {
    /// "invalid coordinate: ...". When the latitude is out of range but the two numbers fit the
    /// other way round, the help offers them swapped (`spelled` writes a coordinate as the
    /// script did, `@(lat, lon)` or `Coordinate(lat, lon)`): longitude first is the usual slip.
    static func invalidCoordinate(_ coordinate: Coordinate, _ reason: Error, span: SourceSpan? = nil,
                                  spelled: (_ latitude: String, _ longitude: String) -> String) -> RuntimeError {
        var error = RuntimeError("invalid coordinate: \(reason)", span: span)
        let (latitude, longitude) = (coordinate.latitude, coordinate.longitude)
        if abs(latitude) > 90, abs(longitude) <= 90 {
            error.help = "a coordinate is written latitude first: did you mean \(spelled(Value.format(longitude), Value.format(latitude)))?"
        }
        return error
    }
}
