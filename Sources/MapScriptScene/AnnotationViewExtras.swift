import MapScriptGeometry

/// The properties of an annotation view that most views never set (an image, the callout's
/// offset and accessories, the collision and drawing priorities), kept apart and made on the first write of one: a view without them
/// carries one empty reference instead of about 200 bytes, and a map of 100,000 default pins
/// was 40 MB of views.
final class AnnotationViewExtras {
    // Unchecked exclusivity, for the reason given in `MapView`.
    @exclusivity(unchecked) var image: Image?
    @exclusivity(unchecked) var calloutOffset = Point(x: 0, y: 0)
    @exclusivity(unchecked) var leftCalloutAccessory: CalloutAccessory?
    @exclusivity(unchecked) var rightCalloutAccessory: CalloutAccessory?
    @exclusivity(unchecked) var backgroundColor: Color?
    @exclusivity(unchecked) var clusteringIdentifier: String?
    @exclusivity(unchecked) var displayPriority = DisplayPriority.required
    @exclusivity(unchecked) var collisionMode = CollisionMode.rectangle
    @exclusivity(unchecked) var zPriority = ZPriority.defaultUnselected
    @exclusivity(unchecked) var selectedZPriority = ZPriority.defaultSelected
}
