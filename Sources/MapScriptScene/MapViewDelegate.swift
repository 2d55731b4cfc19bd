/// The hooks a map calls while it lays out and while it is used (MKMapViewDelegate). Every
/// method has a default that does nothing (or answers nil), and every method may throw: the
/// error leaves the map method that called the hook unchanged.
///
/// The map keeps a strong reference to its delegate, unlike MapKit, because a scripted host
/// usually has no other owner for it.
public protocol MapViewDelegate: AnyObject {
    /// The view for a visible annotation that has none; nil gives the default (a red pin, or
    /// the blue dot for the user location).
    func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView?
    /// The renderer for a visible overlay that has none; nil: the overlay is not drawn.
    func mapView(_ mapView: MapView, rendererFor overlay: Overlay) throws -> OverlayRenderer?
    /// The cluster annotation for views that collide and share a clustering identifier
    /// (mapView(_:clusterAnnotationForMemberAnnotations:)); nil gives the map's own.
    func mapView(_ mapView: MapView, clusterAnnotationForMemberAnnotations memberAnnotations: [Annotation]) throws -> ClusterAnnotation?
    func mapView(_ mapView: MapView, didAdd renderers: [OverlayRenderer]) throws
    func mapView(_ mapView: MapView, didAdd views: [AnnotationView]) throws
    func mapView(_ mapView: MapView, regionWillChangeAnimated animated: Bool) throws
    func mapView(_ mapView: MapView, regionDidChangeAnimated animated: Bool) throws
    /// Each step of a change of region, a gesture's included, once the map has laid out
    /// (mapViewDidChangeVisibleRegion(_:)).
    func mapViewDidChangeVisibleRegion(_ mapView: MapView) throws
    func mapView(_ mapView: MapView, didSelect view: AnnotationView) throws
    func mapView(_ mapView: MapView, didDeselect view: AnnotationView) throws
    func mapView(_ mapView: MapView, annotationView view: AnnotationView, calloutAccessoryControlTapped control: CalloutAccessoryControl) throws
    func mapView(_ mapView: MapView, annotationView view: AnnotationView, didChange newState: DragState, fromOldState oldState: DragState) throws
}

extension MapViewDelegate {
    public func mapView(_ mapView: MapView, viewFor annotation: Annotation) throws -> AnnotationView? { nil }
    public func mapView(_ mapView: MapView, rendererFor overlay: Overlay) throws -> OverlayRenderer? { nil }
    public func mapView(_ mapView: MapView, clusterAnnotationForMemberAnnotations memberAnnotations: [Annotation]) throws -> ClusterAnnotation? { nil }
    public func mapView(_ mapView: MapView, didAdd renderers: [OverlayRenderer]) throws {}
    public func mapView(_ mapView: MapView, didAdd views: [AnnotationView]) throws {}
    public func mapView(_ mapView: MapView, regionWillChangeAnimated animated: Bool) throws {}
    public func mapView(_ mapView: MapView, regionDidChangeAnimated animated: Bool) throws {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MapView) throws {}
    public func mapView(_ mapView: MapView, didSelect view: AnnotationView) throws {}
    public func mapView(_ mapView: MapView, didDeselect view: AnnotationView) throws {}
    public func mapView(_ mapView: MapView, annotationView view: AnnotationView, calloutAccessoryControlTapped control: CalloutAccessoryControl) throws {}
    public func mapView(_ mapView: MapView, annotationView view: AnnotationView, didChange newState: DragState, fromOldState oldState: DragState) throws {}
}
