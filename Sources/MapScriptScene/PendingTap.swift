import MapScriptGeometry

/// A tap recognizer whose tap has happened, waiting for the recognizers it requires to fail
/// (`GestureRecognizer.require(toFail:)`) before its action runs, with where the finger lifted.
struct PendingTap {
    let recognizer: TapGestureRecognizer
    let point: Point
}
