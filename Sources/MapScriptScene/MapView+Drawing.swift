import MapScriptGeometry

extension MapView {
    /// Lays out, then records every drawn overlay, annotation view and callout (see
    /// `SceneSnapshot`). Throws what a hook or an overridden method throws.
    public func snapshot() throws -> SceneSnapshot {
        // Within a layout (a hook taking a picture) the views are put on their points here;
        // after one, only when the script's code ran after the layout put them there (see
        // `layoutCalledHooksAfterPlacing`): for 100,000 views the pass is not free.
        let nested = isLayingOut
        try layout()
        if nested || layoutCalledHooksAfterPlacing { refreshViewPositions() }
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
        let views = viewsInDrawingOrder
        var annotationSnapshots: [AnnotationSnapshot] = []
        annotationSnapshots.reserveCapacity(views.count)
        let held = activeTouch?.view
        for position in views.indices {
            // Drawing order jumps around memory (see `MemoryPrefetch`): the view two steps
            // ahead starts loading, and the annotation of the one a step ahead, whose view
            // has arrived by now.
            let step = MemoryPrefetch.distance
            if position + 2 * step < views.count { MemoryPrefetch.load(Unmanaged.passUnretained(views[position + 2 * step]).toOpaque(), bytes: MemoryPrefetch.viewBytes) }
            if position + step < views.count, let ahead = views[position + step].annotation { MemoryPrefetch.load(Unmanaged.passUnretained(ahead).toOpaque()) }
            let view = views[position]
            guard let annotation = view.annotation, view.slot >= 0 else { continue }
            // A view a touch holds is where the finger put it, not on its annotation's point.
            let anchor = view === held
                ? Point(x: view.center.x - view.centerOffset.x, y: view.center.y - view.centerOffset.y)
                : viewport.pointNearestCenter(for: annotationSlots[view.slot].mapPoint)
            annotationSnapshots.append(AnnotationSnapshot(annotation: annotation, view: view, kind: view.kind, anchor: anchor,
                                                          frame: view.frame, drawing: try drawing(of: view),
                                                          addition: annotationSlots[view.slot].addition))
        }
        let callouts = shownCallout().map { [$0] } ?? []
        return SceneSnapshot(size: size, viewport: viewport, backgroundColor: backgroundColor, title: title,
                             showsScale: showsScale, mapType: mapType, overlays: overlaySnapshots, annotations: annotationSnapshots,
                             callouts: callouts)
    }

    /// Records what a renderer of an overlay on this map draws now, or nil when it draws
    /// nothing: its overlay is not visible, `canDraw` answered false (then it waits for
    /// `setNeedsDisplay()`), or it is not the overlay's renderer here. The context maps renderer
    /// coordinates (map points from the bounding rect's origin) to view points; the map rect
    /// passed is the visible part of the overlay. The overlay is drawn at the world copy nearest
    /// the view's centre, and again at a neighbouring copy that shows beside it: near the
    /// antimeridian a tile overlay (as wide as the world) is seen on both sides of the seam.
    public func drawing(of renderer: OverlayRenderer) throws -> Drawing? {
        let overlay = renderer.overlay
        guard let id = overlayId(of: overlay), overlayEntries[id]?.renderer === renderer,
              !renderer.isWaitingForDisplay else { return nil }
        let bounds = overlay.boundingMapRect
        guard !bounds.isNull else { return nil }
        let visible = visibleMapRect
        let nearest = bounds.nearestWorldCopy(to: viewport.center.x)
        let world = MapProjection.worldSize
        // The copies to draw with the visible part of each, in the overlay's own map points.
        var passes: [(copy: MapRect, part: MapRect)] = []
        for (index, copy) in [nearest, nearest.offsetBy(dx: -world, dy: 0), nearest.offsetBy(dx: world, dy: 0)].enumerated() {
            let shown = visible.intersection(copy)
            // The nearest copy counts even when it only touches the visible rect, as a line of
            // no height does; a neighbour only when it shows a strip of some width.
            guard !shown.isNull, index == 0 || shown.width > 0 else { continue }
            passes.append((copy, shown.offsetBy(dx: bounds.minX - copy.minX, dy: 0)))
        }
        guard !passes.isEmpty else { return nil }
        let scale = zoomScale
        for pass in passes where try !renderer.dispatchCanDraw(mapRect: pass.part, zoomScale: scale) {
            renderer.isWaitingForDisplay = true
            return nil
        }
        let area = passes.dropFirst().reduce(passes[0].copy.intersection(visible)) { $0.union($1.copy.intersection(visible)) }
        let context = DrawingContext(bounds: viewport.rect(for: area), transform: .identity)
        // Like MapKit's, the renderer's drawing area is larger than its overlay: the whole view.
        context.paintArea = Rect(origin: .zero, size: size)
        context.tileLoader = tileLoader
        for pass in passes {
            context.startOver(transform: AffineTransform(translationX: pass.copy.minX, y: pass.copy.minY)
                .concatenating(viewport.mapToViewTransform))
            try renderer.dispatchDraw(mapRect: pass.part, zoomScale: scale, context: context)
        }
        return context.drawing
    }

    /// Records what a view's `draw(rect:context:)` draws; the context maps the view's bounds
    /// onto its frame. The view's background comes first: its `backgroundColor`, or black for
    /// an opaque view that draws itself (what UIKit fills an opaque view with).
    public func drawing(of view: AnnotationView) throws -> Drawing {
        let frame = view.frame
        let background = view.backgroundColor ?? (view.isOpaque && view.drawsItself ? Color.black : nil)
        if view.drawsNothing && background == nil { return Drawing(bounds: frame) }
        let context = DrawingContext(bounds: frame, transform: AffineTransform(translationX: frame.minX, y: frame.minY))
        if let background { context.fill(view.bounds, color: background) }
        try view.dispatch(.drawView(rect: view.bounds, context: context))
        return context.drawing
    }
}
