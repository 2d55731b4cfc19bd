/// What an annotation view looks like, for writers that switch on it: the built-in pin, marker
/// and user-location dot, a view showing an `image`, or a view that draws itself.
public enum AnnotationViewKind: Int, CaseIterable, Sendable {
    case pin
    case marker
    case image
    case custom
    case userLocation
}
