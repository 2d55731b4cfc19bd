import MapScriptGeometry

extension MapView {
    /// The annotations on the map, in the order they were added.
    public var annotations: [Annotation] {
        var result: [Annotation] = []
        result.reserveCapacity(liveAnnotationCount)
        // By index, reading the annotation alone: a copy of each slot retained and released
        // its view too.
        for index in annotationSlots.indices {
            if let a = annotationSlots[index].annotation, !isClusterSlot(index) { result.append(a) }
        }
        return result
    }

    public var annotationCount: Int { liveAnnotationCount }

    /// How many annotations have a view now (those visible at the last layout, and clusters).
    public var annotationViewCount: Int { viewedSlots.count }

    /// Adds an annotation; its view is asked for only once it is visible. Adding an annotation
    /// already on this map does nothing.
    /// The annotation waits to be filed in the spatial index with the others added one by one
    /// (see `fileAddedAnnotations`): a script's loop of `addAnnotation` calls then files them
    /// all in one ordered pass, as `addAnnotations` does.
    public func addAnnotation(_ annotation: Annotation) {
        guard let slot = appendSlot(for: annotation) else { return }
        unfiledAnnotations.append((slot, annotationSlots[slot].mapPoint))
    }

    /// Refuses a cluster this map made and shows: it is the map's, placed and dropped by
    /// layout as its members' views meet and part, and adding it again did nothing without a
    /// word. MapKit documents no adding of the clusters it makes. `method` names the call in
    /// the error; the annotation is its first argument, or annotation `index` of the list that
    /// is. An annotation not on this map, as every one a script adds for the first time, is
    /// told by its placements alone, without a cast.
    package func requireAddable(_ annotation: Annotation, method: String, index: Int? = nil) throws {
        guard let slot = slot(of: annotation), isClusterSlot(slot), let cluster = annotation as? ClusterAnnotation else { return }
        let subject = index.map { "annotation \($0) of the list" } ?? "the annotation"
        let members = cluster.memberAnnotations.count
        throw SceneError("\(method): \(subject) is a cluster the map made for \(members) member\(members == 1 ? "" : "s"); "
                         + "the map shows it while their views collide and drops it when they part",
                         argument: 0, label: nil,
                         help: "for a mark of your own there, add one: PointAnnotation(cluster.coordinate, title: cluster.title)")
    }

    /// `requireAddable` of each annotation of a list.
    package func requireAddable(_ annotations: [Annotation], method: String) throws {
        for (index, annotation) in annotations.enumerated() { try requireAddable(annotation, method: method, index: index) }
    }

    /// Files the annotations added one by one since the index was last used; every use of
    /// the index comes after it.
    @inline(__always)
    func fileAddedAnnotations() {
        guard !unfiledAnnotations.isEmpty else { return }
        annotationIndex.insert(points: unfiledAnnotations)
        unfiledAnnotations = []
    }

    /// Adds many annotations, filing them in the spatial index in one pass.
    public func addAnnotations(_ annotations: [Annotation]) {
        // Grown at least twofold, as appending would (reserved exactly, repeated small lists
        // copied the table each time), and with room for the clusters a layout may place:
        // filled exactly, the table was copied into one twice its size for the first cluster
        // (4 MB moved for 100,000 annotations). Room never used costs address space only.
        let needed = annotationSlots.count + annotations.count
        if needed > annotationSlots.capacity {
            annotationSlots.reserveCapacity(max(needed + needed / 16, 2 * annotationSlots.capacity))
        }
        let first = annotationSlots.count
        for annotation in annotations { _ = appendSlot(for: annotation) }
        fileAddedAnnotations()
        // Filed from the slot table itself, the slots just appended.
        let slots = annotationSlots
        annotationIndex.insert(points: (first..<slots.count).lazy.map { (id: $0, point: slots[$0].mapPoint) })
    }

    /// Records a new annotation in a fresh slot (nil when it is already on the map); the caller
    /// files it in the index.
    private func appendSlot(for annotation: Annotation) -> Int? {
        guard slot(of: annotation) == nil else { return nil }
        let slot = annotationSlots.count
        additionCount += 1
        annotationSlots.append(AnnotationSlot(annotation: annotation, mapPoint: MapPoint(annotation.coordinate), view: nil,
                                              addition: additionCount))
        annotation.placements.add(map: self, slot: slot)
        liveAnnotationCount += 1
        return slot
    }

    /// Removes an annotation. Its view goes to the reuse queue and loses its selection; no hook
    /// runs (`removeAnnotationsDeselecting` runs `didDeselect` first). Removing an annotation
    /// that is not on the map does nothing.
    public func removeAnnotation(_ annotation: Annotation) {
        removeAnnotations([annotation])
    }

    /// Shows or hides the user location as MapKit does for an app: hidden while a touch is on
    /// its view or while it is selected, it goes as `removeAnnotationsDeselecting` removes an
    /// annotation (the touch cancelled, `setSelected(false)`, `didDeselect`), so that a
    /// `didDeselect` always follows its `didSelect`.
    public func setShowsUserLocation(_ shows: Bool) throws {
        if !shows, showsUserLocation {
            try removeAnnotationsDeselecting([userLocation])
        }
        showsUserLocation = shows
    }

    /// Removes annotations as MapKit does for an app: a touch on the view of one of them is
    /// cancelled for that view first (`cancelTouch(onViewsOf:)`), and when the selected
    /// annotation is among them, or is a cluster one of them belongs to, it is deselected
    /// through `deselectAnnotation` (`setSelected(false)`, then `didDeselect`), since the
    /// selection goes away with it.
    public func removeAnnotationsDeselecting(_ annotations: [Annotation]) throws {
        try cancelTouch(onViewsOf: annotations)
        if let selected = selectedAnnotation, annotations.contains(where: { selectionEnds(removing: $0) }) {
            try deselectAnnotation(selected)
        }
        removeAnnotations(annotations)
    }

    /// Whether removing `annotation` ends the selection: it is the selected annotation (a
    /// cluster the map placed is not removed), or a member of the selected cluster, which then
    /// no longer stands for the same members.
    private func selectionEnds(removing annotation: Annotation) -> Bool {
        guard let selected = selectedAnnotation, slot(of: annotation) != nil else { return false }
        if let cluster = selected as? ClusterAnnotation, cluster.isPlaced(on: self) {
            return cluster.memberAnnotations.contains { $0 === annotation }
        }
        return selected === annotation
    }

    /// Removes annotations, with one pass over the views however many leave. A cluster the map
    /// placed is the map's, not one the script added: removing it does nothing (it goes when
    /// its members no longer collide, or are removed).
    public func removeAnnotations(_ annotations: [Annotation]) {
        var retiredAny = false
        for annotation in annotations {
            guard let slot = slot(of: annotation), !isClusterSlot(slot) else { continue }
            if selectionEnds(removing: annotation) { selectedAnnotation = nil }
            if let view = annotationSlots[slot].view {
                retire(view, fromSlot: slot)
                retiredAny = true
            }
            if selectedAnnotation === annotation { selectedAnnotation = nil }
            annotationSlots[slot].annotation = nil
            annotation.placements.remove(map: self)
            fileAddedAnnotations()
            annotationIndex.remove(id: slot)
            liveAnnotationCount -= 1
            slotChangeCount += 1
            if annotation === userLocation && showsUserLocation { showsUserLocation = false }
        }
        if retiredAny { viewedSlots.removeAll { annotationSlots[$0].view == nil } }
        compactAnnotationsIfSparse()
    }

    /// The annotations whose coordinates lie in `mapRect`, in the order they were added
    /// (MKMapView.annotations(in:)).
    public func annotations(in mapRect: MapRect) -> [Annotation] {
        visibleSlots(in: mapRect).compactMap { annotationSlots[$0].annotation }
    }

    /// The selected annotations (at most one, as in MapKit).
    public var selectedAnnotations: [Annotation] { selectedAnnotation.map { [$0] } ?? [] }

    /// A view from the reuse queue of `identifier`, after its `prepareForReuse()`. When the queue
    /// is empty, with an annotation: a new view of the class registered for `identifier`, as
    /// modern MapKit's `dequeueReusableAnnotationView(withIdentifier:for:)` makes one, and an
    /// error when none is registered. Without one: nil, as the older
    /// `dequeueReusableAnnotationView(withIdentifier:)` answers, registered class or not.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: Annotation? = nil) throws -> AnnotationView? {
        guard let q = reuseQueues.firstIndex(where: { $0.identifier == identifier }),
              let view = reuseQueues[q].views.popLast() else {
            guard let annotation else { return nil }
            if let make = registeredViewMakers[identifier] { return try make(annotation) }
            // The form with `for:` always gives a view in MapKit, which stops the app when it
            // has none to give; answering nil would let the map draw its default pin instead.
            throw SceneError("no view is queued for '\(identifier)' and no class is registered for it, so dequeueReusableAnnotationView(_:for:) has none to give",
                             argument: 0, label: "withIdentifier",
                             help: "register one first, 'map.register(MarkerAnnotationView, forAnnotationViewWithReuseIdentifier: \"\(identifier)\")', "
                                 + "or leave out 'for:', which answers nil when the queue is empty")
        }
        view.isQueued = false
        try view.dispatch(.prepareForReuse)
        if let annotation { view.annotation = annotation }
        return view
    }

    /// MapKit's `MKMapViewDefaultAnnotationViewReuseIdentifier`: the view class registered under
    /// it is the one the map shows for an annotation the delegate gives no view (the user
    /// location and clusters aside).
    public static let defaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
    /// MapKit's `MKMapViewDefaultClusterAnnotationViewReuseIdentifier`: the same for clusters.
    public static let defaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

    /// Registers how to make views for `identifier` (MKMapView.register(_:forAnnotationViewWithReuseIdentifier:)):
    /// `dequeueReusableAnnotationView` makes one with `make` when the queue is empty. A second
    /// registration for the same identifier replaces the first.
    public func register(forAnnotationViewWithReuseIdentifier identifier: String, _ make: @escaping (Annotation?) throws -> AnnotationView) {
        registeredViewMakers[identifier] = make
        if identifier == MapView.defaultAnnotationViewReuseIdentifier || identifier == MapView.defaultClusterAnnotationViewReuseIdentifier {
            registersDefaultViews = true
            // Views the map made before are of its own default classes: the next layout makes
            // them again, of the registered class (a layout under way finishes with its own).
            if !isLayingOut { forgetDeclinedPresentations() }
        }
    }

    /// The view of the class registered under the default identifier that fits `annotation`, from
    /// its reuse queue or new, or nil when none is registered. Kept out of line: the layout that
    /// makes the views of 100,000 markers calls it only when a default class is registered.
    @inline(never)
    func registeredDefaultView(for annotation: Annotation) throws -> AnnotationView? {
        guard !(annotation is UserLocation) else { return nil }
        let identifier = annotation is ClusterAnnotation ? MapView.defaultClusterAnnotationViewReuseIdentifier : MapView.defaultAnnotationViewReuseIdentifier
        guard registeredViewMakers[identifier] != nil else { return nil }
        return try dequeueReusableAnnotationView(withIdentifier: identifier, for: annotation)
    }

    /// How many views wait in the reuse queue of `identifier`.
    public func reusableViewCount(withIdentifier identifier: String) -> Int {
        reuseQueues.first(where: { $0.identifier == identifier })?.views.count ?? 0
    }

    /// The view of an annotation after a layout; nil when the annotation is not visible or not
    /// on the map (MKMapView.view(for:)).
    public func view(for annotation: Annotation) throws -> AnnotationView? {
        try layout()
        return viewAfterLayout(for: annotation)
    }

    /// The view the last layout gave an annotation, without laying out again (see
    /// `rendererAfterLayout(for:)`).
    public func viewAfterLayout(for annotation: Annotation) -> AnnotationView? {
        guard let slot = slot(of: annotation) else { return nil }
        return annotationSlots[slot].view
    }

    // MARK: - Internals

    func slot(of annotation: Annotation) -> Int? {
        annotation.placements.slot(on: self)
    }

    /// Live slots whose point lies in `mapRect`, ascending.
    func visibleSlots(in mapRect: MapRect) -> [Int] {
        fileAddedAnnotations()
        return ids(in: annotationIndex, meeting: mapRect)
    }

    /// Keeps the index and the view's position in step with a moved annotation.
    func annotationDidMove(slot: Int) {
        guard slot < annotationSlots.count, let annotation = annotationSlots[slot].annotation else { return }
        let point = MapPoint(annotation.coordinate)
        annotationSlots[slot].mapPoint = point
        slotChangeCount += 1
        if !isClusterSlot(slot) {
            fileAddedAnnotations()
            annotationIndex.insert(id: slot, rect: MapRect(origin: point, size: MapSize(width: 0, height: 0)))
        }
        if let view = annotationSlots[slot].view { position(view, at: point) }
    }

    /// Files a view for reuse (a view without an identifier is dropped); the caller takes its
    /// slot out of `viewedSlots`. A queued view has no `annotation` until it is handed out
    /// again.
    func retire(_ view: AnnotationView, fromSlot slot: Int) {
        annotationSlots[slot].view = nil
        // The finger on it stays down, touching nothing (see `cancelTouch(onViewsOf:)`).
        if let touch = activeTouch, touch.view === view { touch.target = .lostView }
        // A view taken off the map mid-drag (its annotation removed) is no longer dragged, and
        // must not come out of a reuse queue for another annotation still in a drag state.
        view.endDragWithoutReport()
        view.isSelected = false
        view.isHighlighted = false
        view.showsCluster = false
        view.slot = -1
        guard let identifier = view.reuseIdentifier else { return }
        view.annotation = nil
        view.isQueued = true
        if let q = reuseQueues.firstIndex(where: { $0.identifier == identifier }) {
            reuseQueues[q].views.append(view)
        } else {
            reuseQueues.append((identifier, [view]))
        }
    }

    func position(_ view: AnnotationView, at mapPoint: MapPoint) {
        let p = viewport.pointNearestCenter(for: mapPoint)
        view.center = Point(x: p.x + view.centerOffset.x, y: p.y + view.centerOffset.y)
    }

    /// Calls `body` with each viewed slot that has a view, ascending, and the view, without
    /// retaining it: `table`, the slot table as the caller read it since `viewedSlots` last
    /// changed, holds every view for the whole loop. Where `body` calls a method a subclass
    /// may override, Swift otherwise retains and releases each view around the call, two
    /// atomic operations a view in each of a layout's passes over what may be 100,000 views.
    @inline(__always)
    func forEachViewedSlot(in table: [AnnotationSlot], _ body: (_ slot: Int, _ view: AnnotationView) throws -> Void) rethrows {
        // The reads below are not bounds-checked; the slots are ascending, so one check covers them.
        precondition((viewedSlots.last ?? -1) < table.count, "a slot table older than the viewed slots")
        try table.withUnsafeBufferPointer { table in
            for slot in viewedSlots {
                guard let view = table[slot].view.map(Unmanaged.passUnretained) else { continue }
                try view._withUnsafeGuaranteedRef { try body(slot, $0) }
            }
        }
    }

    /// Puts every view on its annotation's point, except the one a touch holds: that one stays
    /// under the finger (see `isHeldByTouch`).
    func refreshViewPositions() {
        // The map's storage read once rather than per view: each read of a class's stored
        // property is a checked access, and setting a view's centre cannot change either.
        let slots = annotationSlots
        let viewport = self.viewport
        let held = activeTouch?.view
        for slot in viewedSlots {
            guard let view = slots[slot].view, view !== held else { continue }
            let p = viewport.pointNearestCenter(for: slots[slot].mapPoint)
            let offset = view.centerOffset
            view.center = Point(x: p.x + offset.x, y: p.y + offset.y)
        }
    }

    /// Drops empty slots once they outnumber the live ones, renumbering slots and rebuilding
    /// the index; amortised, each removal costs O(1). Never during a layout, which holds slots.
    func compactAnnotationsIfSparse() {
        let empty = annotationSlots.count - liveAnnotationCount - clusterSlotCount
        guard !isLayingOut, empty > 1024, empty > liveAnnotationCount else { return }
        var compacted: [AnnotationSlot] = []
        compacted.reserveCapacity(liveAnnotationCount)
        var points: [(id: Int, point: MapPoint)] = []
        points.reserveCapacity(liveAnnotationCount)
        var viewed: [Int] = []
        for (index, old) in annotationSlots.enumerated() {
            guard let annotation = old.annotation else { continue }
            let slot = compacted.count
            annotation.placements.setSlot(slot, on: self)
            if let view = old.view { view.slot = slot; viewed.append(slot) }
            if !isClusterSlot(index) { points.append((slot, old.mapPoint)) }
            compacted.append(old)
        }
        var index = SpatialIndex()
        index.insert(points: points)
        annotationSlots = compacted
        annotationIndex = index
        // Those waiting were filed with the rest, under their new slots.
        unfiledAnnotations = []
        viewedSlots = viewed
    }
}
