/// What an override slot answered for one call: the method's result, which the map reads
/// according to the call (`canDraw` a Bool, `url` a String, `hitTest` a view or nil, the
/// others nothing).
public enum OverrideAnswer {
    case done
    case bool(Bool)
    case string(String)
    case view(AnnotationView?)
}
