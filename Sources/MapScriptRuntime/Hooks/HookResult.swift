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

    /// What the hook is asked for and what nil gives instead, for the warning on a body whose
    /// end can be reached: that gives nil, more often through a forgotten `return` than by choice.
    var missingReturnConsequence: String? {
        switch self {
        case .view: return "a view (nil there gives the annotation the default view)"
        case .clusterAnnotation: return "a cluster annotation (nil there gives the map's own cluster)"
        case .renderer: return "a renderer (nil there leaves the overlay undrawn)"
        case .nothing: return nil
        }
    }

    /// The result as a value type, as the class reference writes types; nil for `nothing`.
    var typeName: String? {
        switch self {
        case .view: return "AnnotationView?"
        case .clusterAnnotation: return "ClusterAnnotation?"
        case .renderer: return "OverlayRenderer?"
        case .nothing: return nil
        }
    }
}
