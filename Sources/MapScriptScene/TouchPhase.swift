/// The phases of a simulated touch (UITouch.Phase).
public enum TouchPhase: Int, CaseIterable, Sendable {
    case began
    case moved
    case ended
    case cancelled
}
