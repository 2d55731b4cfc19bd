import MapScriptGeometry

extension MapView {
    /// Brings views and renderers up to date with the visible map rect (see the type's note).
    /// A layout asked for from inside a hook of a running layout does nothing: the running one
    /// is already doing the work, and hooks must not recurse without bound.
    ///
    /// With an `editCount`, a layout is skipped when the last one ended settled and no change
    /// has been counted since: rendering a picture after a script lays out twice more (once
    /// when the script ends, once for the picture), and for 100,000 annotations each of those
    /// layouts cost as much as drawing them. A layout ends settled when its hooks changed
    /// nothing but the presentation of views before it placed them, which it then took in.
    public func layout() throws {
        guard !isLayingOut else { return }
        let editsAtStart = editCount?()
        if let editsAtStart, editsAtStart == settledAtEdit { return }
        settledAtEdit = nil
        isLayingOut = true
        defer {
            isLayingOut = false
            compactAnnotationsIfSparse()
        }
        let visibleRect = visibleMapRect
        let visible = visibleSlots(in: visibleRect)
        try workMeter?(visible.count + viewedSlots.count)
        retireViews(notIn: visible)
        let madeViews = try makeViews(for: visible)
        // After the annotations' hooks, which may add or remove overlays.
        let visibleOverlays = visibleOverlayIds(in: visibleRect)
        try workMeter?(visibleOverlays.count)
        let newRenderers = try makeRenderers(for: visibleOverlays)
        let editsBeforePlacing = editCount?()
        // Hooks may have changed offsets or images of views made earlier.
        refreshViewPositions()
        let collisions = try resolveCollisions()
        // Appended to, not added up: `+` copied the 100,000 views made, a retain and a release each.
        var newViews = consume madeViews
        newViews.append(contentsOf: collisions.made)
        layoutCalledHooksAfterPlacing = collisions.placedClusters || (delegate != nil && (!newViews.isEmpty || !newRenderers.isEmpty))
        if !newViews.isEmpty { try delegate?.mapView(self, didAdd: newViews) }
        if !newRenderers.isEmpty { try delegate?.mapView(self, didAdd: newRenderers) }
        // Settled: the hooks changed nothing but views' presentation, and that only before
        // the views were placed.
        if let editsAtStart, let editsAtEnd = editCount?(), editsAtEnd.other == editsAtStart.other, editsAtEnd == editsBeforePlacing {
            settledAtEdit = editsAtEnd
            // The hooks that ran after placing changed nothing, so no view left its point.
            layoutCalledHooksAfterPlacing = false
        }
    }

    /// Sends the views of annotations that left `visible` (ascending slots) to the reuse queues,
    /// in one merge pass so a layout stays linear in the number of views. The selected
    /// annotation's view and the one a touch holds stay, as MapKit keeps them, wherever their
    /// annotations are: a drag goes on while the map moves under the finger, and deselecting
    /// an annotation scrolled away still has its view for `didDeselect`.
    private func retireViews(notIn visible: [Int]) {
        var staying: [Int] = []
        var leaving: [Int] = []
        staying.reserveCapacity(viewedSlots.count)
        let selected = selectedAnnotation.flatMap { slot(of: $0) }
        let held = activeTouch?.view?.slot
        var v = 0
        for slot in viewedSlots {
            while v < visible.count && visible[v] < slot { v += 1 }
            // Clusters are not in the index: collision resolution keeps or drops them.
            if v < visible.count && visible[v] == slot || isClusterSlot(slot) || slot == selected || slot == held {
                staying.append(slot)
            } else {
                leaving.append(slot)
            }
        }
        guard !leaving.isEmpty else { return }
        viewedSlots = staying
        for slot in leaving {
            if let view = annotationSlots[slot].view { retire(view, fromSlot: slot) }
        }
    }

    /// Asks the delegate for the view of each visible annotation without one, in the order the
    /// annotations were added; nil gives the default view.
    private func makeViews(for visible: [Int]) throws -> [AnnotationView] {
        var made: [AnnotationView] = []
        // Read once: each read of the property retained and released it, for every view.
        let delegate = self.delegate
        for slot in visible {
            guard slot < annotationSlots.count, annotationSlots[slot].view == nil,
                  let annotation = annotationSlots[slot].annotation else { continue }
            if let view = try makeView(for: annotation, inSlot: slot, asking: delegate) { made.append(consume view) }
        }
        return made
    }

    /// Asks the delegate for the view of the annotation in `slot` and attaches it; nil when the
    /// hook removed the annotation or gave it a view through a nested call.
    func makeView(for annotation: Annotation, inSlot slot: Int) throws -> AnnotationView? {
        try makeView(for: annotation, inSlot: slot, asking: delegate)
    }

    // Inlined into the loop of `makeViews`, as it was before the branch for registered defaults
    // grew it past the optimiser's own limit: out of line, it cost 70 instructions a marker.
    @inline(__always)
    private func makeView(for annotation: Annotation, inSlot slot: Int, asking delegate: MapViewDelegate?) throws -> AnnotationView? {
        // The answer moved into `view`, not copied (`answer ?? ...` kept both, a retain and a
        // release of every view).
        let view: AnnotationView, isMapDefault: Bool
        if let answer = try delegate?.mapView(self, viewFor: annotation) {
            view = consume answer
            isMapDefault = false
        } else if registersDefaultViews, let registered = try registeredDefaultView(for: annotation) {
            // Made by the map, of the class registered for it: asked again when hooks change.
            view = registered
            isMapDefault = true
        } else {
            view = defaultView(for: annotation)
            isMapDefault = true
        }
        guard slot < annotationSlots.count, annotationSlots[slot].annotation === annotation,
              annotationSlots[slot].view == nil else { return nil }
        if let refusal = refusal(ofView: view, forSlot: slot) { throw SceneError(refusal) }
        removeFromReuseQueues(view)
        view.isMapDefault = isMapDefault
        attach(view, to: annotation, slot: slot)
        return view
    }

    /// Why the map cannot show `view` for the annotation in `slot`, or nil when it can: the
    /// view shows another annotation on this map. The delegate's host asks too, to point its
    /// error at the hook that answered.
    package func refusal(ofView view: AnnotationView, forSlot slot: Int?) -> String? {
        guard view.slot >= 0, view.mapView === self, view.slot != slot else { return nil }
        return "viewFor returned a view that is already showing another annotation; make a new view or dequeue one"
    }

    /// `refusal(ofView:forSlot:)` for the view of `annotation`.
    package func refusal(ofView view: AnnotationView, for annotation: Annotation) -> String? {
        view.slot < 0 ? nil : refusal(ofView: view, forSlot: slot(of: annotation))
    }

    /// Asks the delegate for the renderer of each visible overlay not yet asked about, bottom first.
    private func makeRenderers(for ids: [Int]) throws -> [OverlayRenderer] {
        var made: [OverlayRenderer] = []
        for id in ids {
            guard let entry = overlayEntries[id], !entry.rendererRequested else { continue }
            let overlay = entry.overlay
            overlayEntries[id]?.rendererRequested = true
            let renderer = try delegate?.mapView(self, rendererFor: overlay)
            guard let renderer else { continue }
            guard renderer.overlay === overlay else {
                throw SceneError("rendererFor returned a renderer made for another overlay; make it with the overlay it was asked for")
            }
            // The hook may have removed the overlay (and its id may already serve another one).
            guard overlayEntries[id]?.overlay === overlay else { continue }
            overlayEntries[id]?.renderer = renderer
            made.append(renderer)
        }
        return made
    }

    /// Makes the next layout ask the delegate again where it declined: for the renderers of
    /// overlays whose renderer was nil, and for the views of annotations showing the map's
    /// default view (which are discarded). For hosts whose delegate gains hooks after the map
    /// was laid out, such as an interactive session defining `rendererFor` after a render.
    public func forgetDeclinedPresentations() {
        // The next layout has work to do whatever the edit count says.
        settledAtEdit = nil
        dissolveClusters()
        for id in overlayEntries.indices where overlayEntries[id]?.renderer == nil {
            overlayEntries[id]?.rendererRequested = false
        }
        let defaults = viewedSlots.filter { annotationSlots[$0].view?.isMapDefault == true }
        guard !defaults.isEmpty else { return }
        viewedSlots.removeAll { annotationSlots[$0].view?.isMapDefault == true }
        for slot in defaults {
            if let view = annotationSlots[slot].view { retire(view, fromSlot: slot) }
        }
    }

    /// The view a map shows when the delegate gives none: the blue dot for the user location,
    /// a marker showing the number of members for a cluster (as MapKit's), a red pin for
    /// everything else.
    public func defaultView(for annotation: Annotation) -> AnnotationView {
        let view: AnnotationView
        if annotation is UserLocation {
            view = UserLocationView(annotation: annotation, reuseIdentifier: nil)
        } else if annotation is ClusterAnnotation {
            // A marker given no glyph shows a cluster's number of members (AnnotationWriter).
            view = MarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
        } else {
            view = PinAnnotationView(annotation: annotation, reuseIdentifier: nil)
        }
        // MapKit's default views show the callout of a titled annotation when it is selected;
        // only views an app makes itself start with callouts off.
        view.canShowCallout = true
        return view
    }

    private func attach(_ view: AnnotationView, to annotation: Annotation, slot: Int) {
        // A view is mostly made for its annotation already; setting it again cost a retain
        // and a release of the annotation.
        if view.annotation !== annotation { view.annotation = annotation }
        view.mapView = self
        view.slot = slot
        view.isSelected = selectedAnnotation === annotation
        annotationSlots[slot].view = view
        if let last = viewedSlots.last, last > slot {
            viewedSlots.insert(slot, at: MapView.insertionIndex(of: slot, in: viewedSlots))
        } else {
            viewedSlots.append(slot)  // the usual case: layout attaches in ascending order
        }
        position(view, at: annotationSlots[slot].mapPoint)
    }

    private func removeFromReuseQueues(_ view: AnnotationView) {
        guard view.isQueued, let identifier = view.reuseIdentifier,
              let q = reuseQueues.firstIndex(where: { $0.identifier == identifier }) else { return }
        reuseQueues[q].views.removeAll { $0 === view }
        view.isQueued = false
    }

    /// Where `slot` goes in the ascending `slots` (the first index holding a larger slot).
    static func insertionIndex(of slot: Int, in slots: [Int]) -> Int {
        var low = 0, high = slots.count
        while low < high {
            let mid = (low + high) / 2
            if slots[mid] <= slot { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
