import MapScriptGeometry

extension MapView {
    /// Lays out, then records every drawn overlay, annotation view and callout (see
    /// `SceneSnapshot`). Throws what a hook or an overridden method throws.
    public func snapshot() throws -> SceneSnapshot {
        try layout()
        refreshViewPositions()
        var overlaySnapshots: [OverlaySnapshot] = []
        var index = 0
        for level in OverlayLevel.allCases {
            for id in overlayOrder[level.rawValue] {
                defer { index += 1 }
                guard let entry = overlayEntries[id], let renderer = entry.renderer,
                      let drawing = try drawing(of: renderer) else { continue }
                overlaySnapshots.append(OverlaySnapshot(overlay: entry.overlay, renderer: renderer, index: index,
                                                        level: level, drawing: drawing))
            }
        }
        var annotationSnapshots: [AnnotationSnapshot] = []
        for view in viewsInDrawingOrder {
            guard let annotation = view.annotation, view.slot >= 0 else { continue }
            let anchor = viewport.pointNearestCenter(for: annotationSlots[view.slot].mapPoint)
            annotationSnapshots.append(AnnotationSnapshot(annotation: annotation, view: view, kind: view.kind, anchor: anchor,
                                                          frame: view.frame, drawing: try drawing(of: view)))
        }
        var callouts: [CalloutSnapshot] = []
        if let selected = selectedAnnotation, isCalloutVisible(for: selected), let slot = slot(of: selected),
           let view = annotationSlots[slot].view {
            let frame = view.frame
            callouts.append(CalloutSnapshot(annotation: selected, view: view,
                                            anchor: Point(x: frame.midX + view.calloutOffset.x, y: frame.minY + view.calloutOffset.y),
                                            title: selected.title ?? "", subtitle: selected.subtitle,
                                            leftAccessory: view.leftCalloutAccessory, rightAccessory: view.rightCalloutAccessory))
        }
        return SceneSnapshot(size: size, viewport: viewport, backgroundColor: backgroundColor, title: title,
                             overlays: overlaySnapshots, annotations: annotationSnapshots, callouts: callouts)
    }

    /// Records what a renderer of an overlay on this map draws now, or nil when it draws
    /// nothing: its overlay is not visible, `canDraw` answered false (then it waits for
    /// `setNeedsDisplay()`), or it is not the overlay's renderer here. The context maps renderer
    /// coordinates (map points from the bounding rect's origin, taking the world copy nearest
    /// the view's centre) to view points; the map rect passed is the visible part of the overlay.
    public func drawing(of renderer: OverlayRenderer) throws -> Drawing? {
        let overlay = renderer.overlay
        guard let id = overlayId(of: overlay), overlayEntries[id]?.renderer === renderer,
              !renderer.isWaitingForDisplay else { return nil }
        let bounds = overlay.boundingMapRect
        guard !bounds.isNull else { return nil }
        let copy = bounds.nearestWorldCopy(to: viewport.center.x)
        let shift = copy.minX - bounds.minX
        let visiblePart = visibleMapRect.offsetBy(dx: -shift, dy: 0).intersection(bounds)
        guard !visiblePart.isNull else { return nil }
        let scale = zoomScale
        guard try renderer.canDraw(mapRect: visiblePart, zoomScale: scale) else {
            renderer.isWaitingForDisplay = true
            return nil
        }
        let transform = AffineTransform(translationX: copy.minX, y: copy.minY).concatenating(viewport.mapToViewTransform)
        let context = DrawingContext(bounds: viewport.rect(for: visiblePart.offsetBy(dx: shift, dy: 0)), transform: transform)
        try renderer.draw(mapRect: visiblePart, zoomScale: scale, context: context)
        return context.drawing
    }

    /// Records what a view's `draw(rect:context:)` draws; the context maps the view's bounds
    /// onto its frame.
    public func drawing(of view: AnnotationView) throws -> Drawing {
        let frame = view.frame
        let context = DrawingContext(bounds: frame, transform: AffineTransform(translationX: frame.minX, y: frame.minY))
        try view.draw(rect: view.bounds, context: context)
        return context.drawing
    }
}
