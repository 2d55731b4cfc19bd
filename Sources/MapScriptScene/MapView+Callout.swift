import MapScriptGeometry

extension MapView {
    /// The callout shown now, laid out, or nil: the selected annotation's, when its view
    /// `canShowCallout` and it has a title. The map lays it out (rather than the writer) because
    /// a tap hits the callout before the views.
    public func shownCallout() -> CalloutSnapshot? {
        guard let selected = selectedAnnotation, isCalloutVisible(for: selected), let slot = slot(of: selected),
              let view = annotationSlots[slot].view else { return nil }
        let frame = view.frame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return nil }
        let title = selected.title ?? ""
        let anchor = Point(x: frame.midX + view.calloutOffset.x, y: frame.minY + view.calloutOffset.y)
        var upper = anchor
        if view.kind == .marker && view.isSelected {
            // The selected marker is drawn enlarged about its point; the callout clears its top.
            upper.y -= (MarkerAnnotationView.selectedScale - 1) * MarkerAnnotationView.balloonHeight
        }
        // Below the view when there is no room above: the pointer then touches its bottom.
        let layout = CalloutLayout(anchor: upper, lowerAnchor: Point(x: upper.x, y: frame.maxY), title: title,
                                   subtitle: selected.subtitle, hasLeftAccessory: view.leftCalloutAccessory != nil,
                                   hasRightAccessory: view.rightCalloutAccessory != nil, viewSize: size)
        return CalloutSnapshot(annotation: selected, view: view, anchor: anchor, title: title, subtitle: selected.subtitle,
                               leftAccessory: view.leftCalloutAccessory, rightAccessory: view.rightCalloutAccessory,
                               layout: layout)
    }
}
