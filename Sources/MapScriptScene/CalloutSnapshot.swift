import MapScriptGeometry

public struct CalloutSnapshot {
    public var annotation: Annotation
    public var view: AnnotationView
    /// Where the callout points: the top centre of the view's frame moved by `calloutOffset`.
    public var anchor: Point
    public var title: String
    public var subtitle: String?
    public var leftAccessory: CalloutAccessory?
    public var rightAccessory: CalloutAccessory?
}
