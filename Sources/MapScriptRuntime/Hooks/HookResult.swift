/// What the map expects a hook to return.
enum HookResult {
    /// An AnnotationView, or nil for the default view.
    case view
    /// A ClusterAnnotation made from the members given, or nil for the map's own.
    case clusterAnnotation
    /// An OverlayRenderer, or nil (then a renderer rule, else the overlay is not drawn).
    case renderer
    /// Nothing: the map ignores what the hook returns.
    case nothing
}
