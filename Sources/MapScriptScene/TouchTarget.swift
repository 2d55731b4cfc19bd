/// What a touch went down on, found by the map's hit test: the compass, then the open callout
/// (its bubble, or one of its control accessories), before the annotation views, then the
/// empty map.
enum TouchTarget {
    case view(AnnotationView)
    /// A control accessory of the callout shown for this view.
    case calloutAccessory(AnnotationView, CalloutSide)
    /// The callout's bubble, outside its controls: the tap is the callout's and goes no further.
    case callout
    /// The compass of a turned map: a tap on it turns the map back to north.
    case compass
    case map
    /// The view the touch went down on, taken off the map while the finger was on it (when a
    /// script removed its annotation, the view heard `touchesCancelled` or its drag was
    /// cancelled first): the touch goes on to its end touching nothing.
    case lostView

    /// A control (a callout's accessory button, the compass) takes its taps for itself: UIKit
    /// gives a control's own action precedence over the gesture recognizers of the views
    /// behind it that would recognize the same gesture.
    var isControl: Bool {
        switch self {
        case .calloutAccessory, .compass: return true
        case .view, .callout, .map, .lostView: return false
        }
    }

    /// What a touch on a control touches once a gesture recognizer has taken it from the
    /// control: the callout the accessory is in, or the map under the compass.
    var withoutControl: TouchTarget {
        switch self {
        case .calloutAccessory: return .callout
        case .compass: return .map
        case .view, .callout, .map, .lostView: return self
        }
    }
}
