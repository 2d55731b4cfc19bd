/// Recognizes a finger held in place (UILongPressGestureRecognizer): its action runs with
/// `.began` when the finger has been held (a `longPress`, or the live page's hold), with
/// `.changed` as the held finger moves, and with `.ended` at the lift (`.cancelled` when the
/// touch is cancelled). The time a finger must be held is the host's: the live page's hold.
open class LongPressGestureRecognizer: GestureRecognizer {}
