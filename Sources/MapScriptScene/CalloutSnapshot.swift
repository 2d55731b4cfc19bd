import MapScriptGeometry

/// The callout shown above (or below) a selected annotation's view, laid out: what a writer
/// draws and what a tap on the map hits before the views.
public struct CalloutSnapshot {
    public var annotation: Annotation
    public var view: AnnotationView
    /// Where the callout points: the top centre of the view's frame moved by `calloutOffset`.
    public var anchor: Point
    public var title: String
    public var subtitle: String?
    public var leftAccessory: CalloutAccessory?
    public var rightAccessory: CalloutAccessory?
    /// The bubble, its pointer and its accessories, in view points.
    public var layout: CalloutLayout

    public func accessory(_ side: CalloutSide) -> CalloutAccessory? {
        side == .left ? leftAccessory : rightAccessory
    }

    /// The rectangle of the accessory on one side, when there is one.
    public func accessoryFrame(_ side: CalloutSide) -> Rect? {
        guard let origin = side == .left ? layout.leftAccessoryOrigin : layout.rightAccessoryOrigin else { return nil }
        return Rect(origin: origin, size: Size(width: CalloutAccessory.size, height: CalloutAccessory.size))
    }
}
