/// Where a gesture recognizer is in recognizing its gesture (UIGestureRecognizer.State). A
/// tap is discrete: its action runs once, in `.ended`. A long press is continuous: `.began`
/// when the finger has been held, `.changed` as it moves, then `.ended` at the lift or
/// `.cancelled`. Between gestures a recognizer is `.possible`.
public enum GestureRecognizerState: Int, CaseIterable, Sendable {
    case possible, began, changed, ended, cancelled, failed

    /// The name scripts write after the dot.
    public var scriptName: String {
        switch self {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }
}
