import MapScriptGeometry

/// The properties of an annotation view that most views never set (a size and a centre offset
/// other than its kind's, an image, the callout's offset and accessories, the collision and
/// drawing priorities), kept apart and made on the first write of one: a view without them
/// carries one empty reference instead of about 200 bytes, and a map of 100,000 default pins
/// was 40 MB of views.
///
/// The geometry, clustering and priority fields are inline; the image, the accessories and
/// the background colour, which take 60 bytes each inline and which few views set, are boxed
/// (`OutOfLine`).
final class AnnotationViewExtras {
    // Unchecked exclusivity, for the reason given in `MapView`.
    @exclusivity(unchecked) var boundsSize: Size
    @exclusivity(unchecked) var centerOffset: Point
    @exclusivity(unchecked) var calloutOffset = Point(x: 0, y: 0)
    @exclusivity(unchecked) var clusteringIdentifier: String?
    @exclusivity(unchecked) var displayPriority = DisplayPriority.required
    @exclusivity(unchecked) var zPriority = ZPriority.defaultUnselected
    @exclusivity(unchecked) var selectedZPriority = ZPriority.defaultSelected
    @exclusivity(unchecked) var collisionMode = CollisionMode.rectangle
    @OutOfLine var image: Image? = nil
    @OutOfLine var leftCalloutAccessory: CalloutAccessory? = nil
    @OutOfLine var rightCalloutAccessory: CalloutAccessory? = nil
    @OutOfLine var backgroundColor: Color? = nil

    /// Extras for a view whose display priority, size and centre offset are, until set, these
    /// (its kind's).
    init(displayPriority: Double, boundsSize: Size, centerOffset: Point) {
        self.displayPriority = displayPriority
        self.boundsSize = boundsSize
        self.centerOffset = centerOffset
    }
}
