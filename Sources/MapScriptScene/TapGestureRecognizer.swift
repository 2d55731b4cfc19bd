/// Recognizes a tap (UITapGestureRecognizer with one tap of one finger): a finger that comes
/// down and lifts without being held and without wandering past the map's tap tolerance.
/// Its action runs once, in state `.ended`, with the location where the finger lifted.
open class TapGestureRecognizer: GestureRecognizer {}
