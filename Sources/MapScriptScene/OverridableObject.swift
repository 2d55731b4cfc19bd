/// A scene object with an override slot: annotations (and so overlays), annotation views and
/// overlay renderers. Lets a client reach the slot without knowing which of the three it holds.
public protocol OverridableObject: AnyObject {
    var overrides: (any OverrideSlot)? { get set }
}

extension Annotation: OverridableObject {}
extension AnnotationView: OverridableObject {}
extension OverlayRenderer: OverridableObject {}
