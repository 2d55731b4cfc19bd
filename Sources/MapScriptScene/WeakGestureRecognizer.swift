/// A gesture recognizer held weakly: `GestureRecognizer.require(toFail:)` keeps the others it
/// waits for this way, so that two recognizers waiting for each other are not kept alive by it.
struct WeakGestureRecognizer {
    weak var recognizer: GestureRecognizer?
}
