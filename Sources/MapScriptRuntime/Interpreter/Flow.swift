/// How a statement finished: normally, or by `break`, `continue` or `return` (whose value
/// waits in `Interpreter.returnValue`). Returning this instead of throwing keeps control
/// flow free of allocation.
enum Flow {
    case normal
    case breakLoop
    case continueLoop
    case returned
}
