import MapScriptGeometry

/// The classic pin (MKPinAnnotationView): a head on a needle whose tip marks the coordinate.
open class PinAnnotationView: AnnotationView {
    /// The pin's size; the default `centerOffset` lifts it so the needle's tip is on the point.
    public static let pinSize = Size(width: 28, height: 40)

    // Unchecked exclusivity, for the reason given in `MapView`.
    /// Setting the legacy colour also sets `pinTintColor`, as MapKit does.
    @exclusivity(unchecked) public var pinColor: PinColor = .red {
        didSet { pinTintColor = pinColor.color }
    }
    // Before the colour: the one-byte fields pack after the view's own (see `AnnotationView`).
    @exclusivity(unchecked) public var animatesDrop = false
    public var pinTintColor: Color {
        get { storedTintColor.wrappedValue ?? .red }
        set { storedTintColor.wrappedValue = newValue == .red ? nil : newValue }
    }
    /// Nil for red. Out of line (see `OutOfLine`): 32 bytes inline in each of what may be
    /// 100,000 pins, most of them red. (Not as a property wrapper, so that it can be unchecked.)
    @exclusivity(unchecked) private var storedTintColor = OutOfLine<Color>(wrappedValue: nil)

    public override init(annotation: Annotation?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier, kind: .pin)
    }
}
