import MapScriptGeometry

extension MapView {
    // MARK: - Selection

    /// Selects an annotation (one at a time, as in MapKit): the previous one is deselected
    /// first, then the view's `setSelected(true)` runs and `didSelect` fires. As MKMapView's,
    /// selecting an annotation without a view (outside the visible rect) has no effect, nor
    /// one whose view does not accept touches (not `enabled`, or `canShowCallout` without a
    /// title). The selected annotation keeps its view while it is selected, on screen or not,
    /// so `didDeselect` always follows a `didSelect`. A member of a cluster is not selected
    /// either: its view is not on the map (`selectionWasRefused` is told).
    public func selectAnnotation(_ annotation: Annotation, animated: Bool = false) throws {
        try nested("selectAnnotation") {
            guard slot(of: annotation) != nil else {
                throw SceneError("selectAnnotation: the annotation is not on the map", argument: 0, label: nil)
            }
            if selectedAnnotation === annotation { return }
            try layout()
            // As MKMapView: an annotation off screen, without a view, is not selected, nor one
            // whose view takes no touches.
            guard let shown = slot(of: annotation).flatMap({ annotationSlots[$0].view }) else {
                selectionWasRefused?(annotation, .offScreen)
                return
            }
            guard shown.acceptsTouches else {
                selectionWasRefused?(annotation, .ignoresTouches)
                return
            }
            // Nor a member of a cluster. MapKit "removes the annotation views involved in the
            // collision from the map view and replaces them with a clustering annotation view"
            // (MKAnnotationView.clusteringIdentifier), and "if the specified annotation isn't
            // onscreen, and, therefore, doesn't have an associated annotation view, this method
            // has no effect" (MKMapView.selectAnnotation(_:animated:)). Selected, the member's
            // view stood on the map again, outside its cluster, and the cluster broke up or was
            // hidden behind it. The selection stays as it was; the cluster is what to select.
            guard shown.collisionState != .clustered else {
                selectionWasRefused?(annotation, .clustered)
                return
            }
            if let previous = selectedAnnotation {
                try deselectAnnotation(previous, animated: animated)
                // A `didDeselect` (or `setSelected`) that selected an annotation itself made the
                // later selection: it stands, as one at a time is selected. Taking this one over
                // it would leave its view selected with no `didDeselect` to come.
                guard selectedAnnotation == nil else { return }
            }
            selectedAnnotation = annotation
            try layout()
            // Hooks may have removed or re-selected annotations meanwhile.
            guard selectedAnnotation === annotation, let slot = slot(of: annotation),
                  let view = annotationSlots[slot].view else { return }
            do {
                try view.dispatch(.setSelected(true, animated: animated))
            } catch {
                // An override that failed has not selected the view: nor is the annotation,
                // so no didDeselect comes later for a didSelect that never ran.
                if selectedAnnotation === annotation {
                    selectedAnnotation = nil
                    view.isSelected = false
                }
                throw error
            }
            // An override of setSelected may have removed or deselected the annotation: its
            // didDeselect has run, and a didSelect now would follow it, for a view off the map.
            guard selectedAnnotation === annotation, view.slot >= 0 else { return }
            try delegate?.mapView(self, didSelect: view)
        }
    }

    /// Deselects an annotation: the view's `setSelected(false)`, then `didDeselect`. Deselecting
    /// an annotation that is not selected does nothing.
    public func deselectAnnotation(_ annotation: Annotation, animated: Bool = false) throws {
        try nested("deselectAnnotation") {
            guard selectedAnnotation === annotation else { return }
            selectedAnnotation = nil
            guard let slot = slot(of: annotation), let view = annotationSlots[slot].view else { return }
            try view.dispatch(.setSelected(false, animated: animated))
            try delegate?.mapView(self, didDeselect: view)
        }
    }

    /// True when the annotation's callout is shown: it is selected, its view `canShowCallout`,
    /// and it has a non-empty title; as in MapKit, not while the view is dragged (the callout
    /// comes back when it is dropped).
    public func isCalloutVisible(for annotation: Annotation) -> Bool {
        guard selectedAnnotation === annotation, annotation.hasTitle, let slot = slot(of: annotation),
              let view = annotationSlots[slot].view else { return false }
        return view.canShowCallout && view.dragState == .none
    }

    /// Taps the accessory on one side of an annotation's callout: `calloutAccessoryControlTapped`
    /// with the control. The callout must be shown and have a control (not an image) on that side.
    public func tapCalloutAccessory(_ annotation: Annotation, side: CalloutSide) throws {
        try nested("tapCalloutAccessory") {
            guard isCalloutVisible(for: annotation), let slot = slot(of: annotation), let view = annotationSlots[slot].view else {
                throw SceneError("tapCalloutAccessory: no callout is shown for this annotation (select it first; its view must "
                                 + "have canShowCallout and the annotation a title)", argument: 0, label: nil)
            }
            let accessory = side == .left ? view.leftCalloutAccessory : view.rightCalloutAccessory
            guard let accessory else {
                throw SceneError("tapCalloutAccessory: the callout has no \(side == .left ? "left" : "right") accessory", argument: 1, label: "side")
            }
            // Only controls report taps (calloutAccessoryControlTapped is for UIControl descendants).
            guard accessory.isControl else {
                throw SceneError("tapCalloutAccessory: the \(side == .left ? "left" : "right") accessory is an image, "
                                 + "not a control, so it reports no taps", argument: 1, label: "side")
            }
            try delegate?.mapView(self, annotationView: view, calloutAccessoryControlTapped: CalloutAccessoryControl(side: side, accessory: accessory))
        }
    }

    // MARK: - Dragging

    /// Drags an annotation to `coordinate` through the drag state machine of MKAnnotationView:
    /// the map sets `.starting` and the view answers `.dragging`; the coordinate moves; the map
    /// sets `.ending` (or `.canceling` when `cancel` is true, leaving the coordinate) and the view
    /// answers `.none`. Every state change goes through the view's `setDragState` and is
    /// reported to `didChangeDragState` as it is made. The coordinate moves only if the view
    /// reached `.dragging`; a view that answers `.canceling` ends the drag there.
    public func drag(_ annotation: Annotation, to coordinate: Coordinate, cancel: Bool = false) throws {
        try nested("drag") {
            guard slot(of: annotation) != nil else { throw SceneError("drag: the annotation is not on the map", argument: 0, label: nil) }
            // Any longitude is a place, as it is to MapKit: 181 is -179.
            let coordinate = coordinate.normalized
            guard coordinate.isValid else {
                throw SceneError("drag: invalid coordinate @(\(NumberWording.text(coordinate.latitude)), \(NumberWording.text(coordinate.longitude)))",
                                 argument: 1, label: "to")
            }
            guard let view = try view(for: annotation) else {
                throw SceneError("drag: the annotation has no view because it is outside the visible map rect", argument: 0, label: nil)
            }
            // What a finger cannot hold cannot be dragged: a cluster stays at its members'
            // centre, and a view in a cluster or hidden is not on the screen.
            if view.showsCluster { throw SceneError("drag: a cluster cannot be dragged; it stays at the centre of its members", argument: 0, label: nil) }
            switch view.collisionState {
            case .shown: break
            case .clustered: throw SceneError("drag: the annotation's view is in a cluster, not on the map; zoom in until it stands alone first", argument: 0, label: nil)
            case .hidden:
                throw SceneError("drag: the annotation's view is hidden by a colliding view that takes precedence; "
                                 + "select it (a selected view is never hidden) or zoom in first", argument: 0, label: nil)
            }
            guard view.isDraggable else {
                throw SceneError("drag: the annotation's view is not draggable (set draggable to true on its view)", argument: 0, label: nil)
            }
            try requireMovable(annotation, "drag", argument: 0)
            guard view.acceptsTouches else {
                throw SceneError(view.isEnabled ? "drag: the annotation's view takes no touches (it shows a callout, and its annotation has no title)"
                                                : "drag: the annotation's view is not enabled")
            }
            // One drag of a view at a time, as one finger holds it: a view that a finger or
            // another drag is moving (a hook of that drag asking again) is refused a second.
            let heldByFinger = activeTouch?.dragOffset != nil && activeTouch?.view === view
            guard viewInScriptDrag !== view, !heldByFinger else {
                throw SceneError("drag: the annotation's view is already being dragged (its drag state is .\(view.dragState)); "
                                 + "one drag of a view at a time", argument: 0, label: nil)
            }
            try requireDragStateNone(view, "drag", argument: 0)
            // A hook may drag another annotation meanwhile; each drag follows its own view.
            let outerDrag = viewInScriptDrag
            viewInScriptDrag = view
            defer { viewInScriptDrag = outerDrag }
            do {
                try view.dispatch(.setDragState(.starting, animated: true))
                // A hook that removed the annotation has cancelled the drag (see `cancelTouch(onViewsOf:)`).
                guard viewInScriptDrag === view else { return }
                if view.dragState == .canceling { return try settleCanceledDrag(of: view) }
                try requireDragNotAborted(by: view, "drag")
                if cancel {
                    try view.dispatch(.setDragState(.canceling, animated: true))
                } else {
                    if view.dragState == .dragging { annotation.coordinate = coordinate }
                    try view.dispatch(.setDragState(.ending, animated: true))
                }
            } catch {
                // A hook or override failed mid-drag: as a finger's gesture lifts on an error,
                // the view leaves the drag without more hooks, so that it is not drawn lifted
                // and the next drag starts from .none (in the REPL, or a page of `serve`).
                if viewInScriptDrag === view { view.endDragWithoutReport() }
                throw error
            }
        }
    }

    /// A draggable view's annotation must be able to move, as MapKit requires of it
    /// (`setCoordinate`): one whose class holds its coordinate constant cannot be dragged.
    func requireMovable(_ annotation: Annotation, _ action: String, argument: Int? = nil) throws {
        var error: SceneError
        if annotation is UserLocation {
            // MKUserLocation's coordinate is read-only: the device moves it, a finger does not.
            error = SceneError("\(action): the view is draggable, but the user location is not moved by a drag; "
                               + "its coordinate is where the user is (set userLocation.coordinate instead)")
        } else if annotation.overrides?.fixesCoordinate == true {
            error = SceneError("\(action): the view is draggable, but its annotation's class declares 'coordinate' with 'let', "
                               + "so a drag could not move it; declare it with 'var'")
        } else {
            return
        }
        error.argumentPosition = argument
        throw error
    }

    /// A drag starts from `.none`, as MKAnnotationView's state machine does. A view left in
    /// another state by no drag (its `setDragState` override never answered `.ending` or
    /// `.canceling` with `.none`, or the script set `dragState`) is refused, by a finger's
    /// long press as by `map.drag`, rather than reported going from there to `.starting`.
    func requireDragStateNone(_ view: AnnotationView, _ action: String, argument: Int? = nil) throws {
        guard view.dragState != .none else { return }
        var error = SceneError("\(action): the view's drag state is .\(view.dragState) though no drag is under way, and a drag starts "
                               + "from .none; a setDragState override answers .ending and .canceling with .none "
                               + "(super.setDragState does)")
        error.argumentPosition = argument
        throw error
    }

    /// Ends a drag the view itself cancelled by answering `.canceling`: the map sets
    /// `.canceling` through `setDragState`, whose built-in answer is `.none`, and sends no
    /// `.ending`; the coordinate stays.
    func settleCanceledDrag(of view: AnnotationView) throws {
        try view.dispatch(.setDragState(.canceling, animated: true))
    }

    /// A view that answers `.starting` with `.none` has aborted a new drag, which the
    /// MKAnnotationView reference says not to do (a view that is not to be dragged sets
    /// `draggable` to false): going on would send `.ending` to a view that never started, and
    /// stopping quietly would hide the mistake.
    func requireDragNotAborted(by view: AnnotationView, _ action: String) throws {
        guard view.dragState == .none else { return }
        throw SceneError("\(action): the view's setDragState answered .starting with .none, which aborts a new drag, as MapKit says "
                         + "not to; set draggable to false on a view that is not to be dragged, or answer .canceling to cancel")
    }

    /// Reports a change of a view's drag state to the delegate, when the view is on this map.
    func reportDragChange(of view: AnnotationView, to newState: DragState, from oldState: DragState) throws {
        guard view.slot >= 0 else { return }
        try delegate?.mapView(self, annotationView: view, didChange: newState, fromOldState: oldState)
    }

    /// The views of visible annotations that collision resolution left shown, back to front:
    /// in ascending `zPriority` (`selectedZPriority` for the selected view), then further north
    /// first, so those further south are drawn later, in front; equal latitudes keep the order
    /// the annotations were added.
    public var viewsInDrawingOrder: [AnnotationView] {
        let slots = slotsInDrawingOrder()
        let slotTable = annotationSlots
        var views: [AnnotationView] = []
        views.reserveCapacity(slots.count)
        for position in slots.indices {
            // Drawing order jumps around memory (see `MemoryPrefetch`): the retain below
            // writes to the start of each view.
            if position + MemoryPrefetch.distance < slots.count, let ahead = slotTable[Int(slots[position + MemoryPrefetch.distance])].view {
                MemoryPrefetch.load(Unmanaged.passUnretained(ahead).toOpaque())
            }
            if let view = slotTable[Int(slots[position])].view { views.append(view) }
        }
        return views
    }

    /// The slots of the views `viewsInDrawingOrder` gives, in that order.
    func slotsInDrawingOrder() -> [Int32] {
        // Ordered by priority, then latitude, then slot. The slots come ascending, so two
        // stable radix passes (latitude, then priority, skipped when every view has the
        // same) give that order in linear time, where a comparison sort of 100,000 views was
        // a twentieth of a large render. The arrays are the smallest that do: 32-bit slots,
        // and priorities kept only once a view's differs from the first one's.
        let slotTable = annotationSlots
        var slots: [Int32] = []
        var latitudes: [UInt64] = []
        var priorities: [UInt64] = []
        var firstPriority: UInt64 = 0
        slots.reserveCapacity(viewedSlots.count)
        latitudes.reserveCapacity(viewedSlots.count)
        forEachViewedSlot(in: slotTable) { slot, view in
            guard view.collisionState == .shown else { return }
            let priority = RadixSort.orderedBits(view.drawingPriority)
            if slots.isEmpty {
                firstPriority = priority
            } else if priorities.isEmpty && priority != firstPriority {
                priorities.reserveCapacity(viewedSlots.count)
                priorities.append(contentsOf: repeatElement(firstPriority, count: slots.count))
            }
            if !priorities.isEmpty { priorities.append(priority) }
            slots.append(Int32(slot))
            latitudes.append(RadixSort.orderedBits(slotTable[slot].mapPoint.y))
        }
        var order = RadixSort.stableOrder(of: consume latitudes)
        if !priorities.isEmpty {
            let byPriority = RadixSort.stableOrder(of: order.map { priorities[Int($0)] })
            order = byPriority.map { order[Int($0)] }
        }
        for position in order.indices { order[position] = slots[Int(order[position])] }
        return order
    }
}
