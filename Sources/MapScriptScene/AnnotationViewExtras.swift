import MapScriptGeometry

/// The properties of an annotation view that most views never set (an image, the callout's
/// offset and accessories, the collision and drawing priorities), kept apart and made on the first write of one: a view without them
/// carries one empty reference instead of about 200 bytes, and a map of 100,000 default pins
/// was 40 MB of views.
///
/// The clustering and priority fields, which every marker sets, are inline; the image, the
/// accessories and the background colour, which take 60 bytes each inline and which few views
/// set, are boxed (`RareValue`): this object is then 112 bytes rather than 320, for each of
/// 100,000 clustered markers.
final class AnnotationViewExtras {
    // Unchecked exclusivity, for the reason given in `MapView`.
    @exclusivity(unchecked) private var boxedImage: RareValue<Image>?
    @exclusivity(unchecked) var calloutOffset = Point(x: 0, y: 0)
    @exclusivity(unchecked) private var boxedLeftCalloutAccessory: RareValue<CalloutAccessory>?
    @exclusivity(unchecked) private var boxedRightCalloutAccessory: RareValue<CalloutAccessory>?
    @exclusivity(unchecked) private var boxedBackgroundColor: RareValue<Color>?
    @exclusivity(unchecked) var clusteringIdentifier: String?
    @exclusivity(unchecked) var displayPriority = DisplayPriority.required
    @exclusivity(unchecked) var collisionMode = CollisionMode.rectangle
    @exclusivity(unchecked) var zPriority = ZPriority.defaultUnselected
    @exclusivity(unchecked) var selectedZPriority = ZPriority.defaultSelected

    var image: Image? {
        get { boxedImage?.value }
        set { boxedImage = RareValue.box(newValue) }
    }

    var leftCalloutAccessory: CalloutAccessory? {
        get { boxedLeftCalloutAccessory?.value }
        set { boxedLeftCalloutAccessory = RareValue.box(newValue) }
    }

    var rightCalloutAccessory: CalloutAccessory? {
        get { boxedRightCalloutAccessory?.value }
        set { boxedRightCalloutAccessory = RareValue.box(newValue) }
    }

    var backgroundColor: Color? {
        get { boxedBackgroundColor?.value }
        set { boxedBackgroundColor = RareValue.box(newValue) }
    }
}
