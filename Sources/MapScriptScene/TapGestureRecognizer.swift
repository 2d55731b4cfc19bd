/// Recognizes taps (UITapGestureRecognizer, one finger): a finger that comes down and lifts
/// without being held and without wandering past the map's tap tolerance. Its action runs
/// once, in state `.ended`, with the location where the finger lifted, at every
/// `numberOfTapsRequired`-th tap of taps in quick succession (a tap's `tapCount`, which the
/// host counts as UIKit does: the live page by time and place, a script by `map.tap`'s
/// `tapCount:`).
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps in succession the gesture is (UITapGestureRecognizer.numberOfTapsRequired):
    /// 1 by default, 2 for a double tap. At least 1; the bridge checks what scripts set.
    public var numberOfTapsRequired = 1

    /// Whether a tap that is the `tapCount`-th in succession completes this gesture: the
    /// second of a double tap does, and the fourth (a second double tap).
    func isCompleted(byTap tapCount: Int) -> Bool {
        numberOfTapsRequired > 0 && tapCount % numberOfTapsRequired == 0
    }
}
