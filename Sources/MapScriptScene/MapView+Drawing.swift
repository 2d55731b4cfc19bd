import MapScriptGeometry

extension MapView {
    /// Lays out, then records every drawn overlay, annotation view and callout (see
    /// `SceneSnapshot`). Throws what a hook or an overridden method throws.
    public func snapshot() throws -> SceneSnapshot {
        var snapshot = try snapshotWithoutAnnotations()
        try completeSnapshot(&snapshot)
        return snapshot
    }

    /// Records the annotations and the callouts into a snapshot taken without them.
    public func completeSnapshot(_ snapshot: inout SceneSnapshot) throws {
        var records: [AnnotationSnapshot] = []
        records.reserveCapacity(viewedSlots.count)
        try recordAnnotations { records.append($0.pointee) }
        snapshot.annotations = records
        snapshot.callouts = shownCallout().map { [$0] } ?? []
    }

    /// The first part of `snapshot()`: lays out and records the overlays; the annotations and
    /// the callouts are left empty, for `completeSnapshot`, or `recordAnnotations` and
    /// `shownCallout()`. A writer of a large picture takes the parts in turn, so as to write
    /// each annotation's view as it is recorded rather than keep 100,000 records.
    public func snapshotWithoutAnnotations() throws -> SceneSnapshot {
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
        return SceneSnapshot(size: size, viewport: viewport, backgroundColor: backgroundColor, title: title,
                             showsScale: showsScale, showsCompass: showsCompass, mapType: mapType, userInterfaceStyle: overrideUserInterfaceStyle,
                             overlays: overlaySnapshots, annotations: [], callouts: [])
    }

    /// The second part of `snapshot()`: records the shown annotation views back to front and
    /// hands each record to `body` as it is made. A view that draws itself runs its `draw`
    /// here, which may run the script's code (see `shownViewsDrawNothing`).
    public func recordAnnotations(_ body: (UnsafePointer<AnnotationSnapshot>) throws -> Void) throws {
        let order = slotsInDrawingOrder()
        let held = activeTouch?.view
        // Until a view that draws itself comes, nothing here runs the script's code, so each
        // view is read from its slot as its turn comes, without a list of them all retained
        // and released. From such a view on, hooks may add, remove or renumber annotations:
        // the views left are taken as they are then, and drawn whatever the hooks do.
        // The slot table is read through one reference for as long as it cannot change: each
        // read of the map's own property retained and released it.
        let slots = annotationSlots
        var position = 0
        let viewField = MemoryLayout<AnnotationSlot>.offset(of: \AnnotationSlot.view) ?? 0
        let annotationField = MemoryLayout<AnnotationSlot>.offset(of: \AnnotationSlot.annotation) ?? 0
        try slots.withUnsafeBufferPointer { table in
            guard let first = table.baseAddress else { return }
            while position < order.count {
                // Drawing order jumps around memory (see `MemoryPrefetch`), the slot table
                // included: the slot three steps ahead starts loading, then the view of the
                // one two steps ahead, whose slot has arrived, then the annotation of the
                // one a step ahead.
                let step = MemoryPrefetch.distance
                if position + 3 * step < order.count { MemoryPrefetch.load(UnsafeMutableRawPointer(mutating: first + Int(order[position + 3 * step]))) }
                if position + 2 * step < order.count {
                    let slot = UnsafeRawPointer(first + Int(order[position + 2 * step]))
                    MemoryPrefetch.loadObject(referencedAt: slot + viewField, bytes: MemoryPrefetch.viewBytes)
                }
                if position + step < order.count {
                    MemoryPrefetch.loadObject(referencedAt: UnsafeRawPointer(first + Int(order[position + step])) + annotationField)
                }
                guard let view = table[Int(order[position])].view else {
                    position += 1
                    continue
                }
                if !view.drawsNothing { break }
                try record(view, at: table[Int(order[position])].mapPoint, addition: table[Int(order[position])].addition, held: held, body)
                position += 1
            }
        }
        if position < order.count {
            let views = order[position...].compactMap { annotationSlots[Int($0)].view }
            for view in views where view.slot >= 0 {
                try record(view, at: annotationSlots[view.slot].mapPoint, addition: annotationSlots[view.slot].addition, held: held, body)
            }
        }
    }

    /// Whether recording the annotations would run none of the script's code: no shown view
    /// draws itself. The picture then takes the labels of the base map, which give way to
    /// the views, from the views as they are before recording.
    public var shownViewsDrawNothing: Bool {
        for slot in viewedSlots {
            if let view = annotationSlots[slot].view, view.collisionState == .shown, !view.drawsNothing { return false }
        }
        return true
    }

    /// Calls `body` with each view `recordAnnotations` would record, and its annotation, in
    /// the order they were added rather than in drawing order.
    public func forEachShownView(_ body: (AnnotationView, Annotation) throws -> Void) rethrows {
        for slot in viewedSlots {
            guard let view = annotationSlots[slot].view, view.collisionState == .shown, let annotation = view.annotation else { continue }
            try body(view, annotation)
        }
    }

    /// Records an annotation view for `recordAnnotations`, unless a hook took it off the map.
    /// `mapPoint` and `addition` are those of the view's slot.
    private func record(_ view: AnnotationView, at mapPoint: MapPoint, addition: Int, held: AnnotationView?,
                        _ body: (UnsafePointer<AnnotationSnapshot>) throws -> Void) throws {
        guard let annotation = view.annotation else { return }
        // A view a touch holds is where the finger put it, not on its annotation's point.
        let anchor = view === held
            ? Point(x: view.center.x - view.centerOffset.x, y: view.center.y - view.centerOffset.y)
            : viewport.pointNearestCenter(for: mapPoint)
        let frame = view.frame
        // A built-in view without a background draws nothing: no empty drawing is made for it.
        let drawing = view.drawsNothing && view.backgroundColor == nil ? nil : try self.drawing(of: view)
        let record = AnnotationSnapshot(annotation: annotation, view: view, kind: view.kind, anchor: anchor, frame: frame,
                                        recording: drawing, addition: addition)
        try withUnsafePointer(to: record, body)
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
        // The copies to draw with the visible part of each, in the overlay's own map points:
        // the nearest, then outwards on both sides as far as a view wider than the world
        // shows the world again (as the base map is drawn).
        var passes: [(copy: MapRect, part: MapRect)] = []
        for step in 0...(2 * Viewport.worldCopiesEachSide) {
            // Copies 0, -1, +1, -2, +2...: worlds away from the nearest, west first.
            let worlds = step % 2 == 1 ? -(step + 1) / 2 : step / 2
            let copy = worlds == 0 ? nearest : nearest.offsetBy(dx: Double(worlds) * world, dy: 0)
            let shown = visible.intersection(copy)
            // The nearest copy counts even when it only touches the visible rect, as a line of
            // no height does; another only when it shows a strip of some width.
            guard !shown.isNull, worlds == 0 || shown.width > 0 else { continue }
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
        try context.requireNothingDropped()
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
        try context.requireNothingDropped()
        return context.drawing
    }
}
