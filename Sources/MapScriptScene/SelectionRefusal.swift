/// Why `selectAnnotation` left an annotation that is on the map unselected. MapKit does
/// nothing in each case, without a word; the map tells its host (`selectionWasRefused`), so
/// that a script that asked is told why nothing happened.
public enum SelectionRefusal: Equatable, Sendable {
    /// The annotation lies outside the visible rect: it has no view to select.
    case offScreen
    /// The annotation stands in a cluster, whose view stands for it on the map.
    case clustered
    /// Its view takes no touches: it is not enabled, or it shows a callout for an annotation
    /// without a title (which MapKit treats as disabled).
    case ignoresTouches

    /// Why, in a sentence that follows "selectAnnotation selected nothing: ".
    public var reason: String {
        switch self {
        case .offScreen:
            return "the annotation is outside the visible rect, so it has no view and, as in MapKit, selecting it has no effect"
        case .clustered:
            return "the annotation is in a cluster, so it has no view on the map and, as in MapKit, selecting it has no effect"
        case .ignoresTouches:
            return "its view takes no touches (it is not enabled, or it can show a callout but the annotation has no title), "
                + "so, as in MapKit, it cannot be selected"
        }
    }

    /// What the script can do instead.
    public var help: String {
        switch self {
        case .offScreen:
            return "bring it into view first (map.setCenter(annotation.coordinate), map.showAnnotations([annotation])), then select it"
        case .clustered:
            return "select the cluster (the annotation of its view, which a tap on it selects), "
                + "or zoom in until the annotation stands alone"
        case .ignoresTouches:
            return "enable the view (view.enabled = true), or give the annotation a title"
        }
    }
}
