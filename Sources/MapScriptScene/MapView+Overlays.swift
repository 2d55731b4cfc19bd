import MapScriptGeometry

extension MapView {
    /// The overlays in z-order, bottom first: those at `.aboveRoads`, then those at
    /// `.aboveLabels`, each level in its own order.
    public var overlays: [Overlay] {
        overlayOrder.flatMap { ids in ids.compactMap { overlayEntries[$0]?.overlay } }
    }

    /// The overlays at one level, bottom first (MKMapView.overlays(in:)).
    public func overlays(in level: OverlayLevel) -> [Overlay] {
        overlayOrder[level.rawValue].compactMap { overlayEntries[$0]?.overlay }
    }

    /// The level of an overlay on this map, nil when it is not on it.
    public func level(of overlay: Overlay) -> OverlayLevel? {
        overlayId(of: overlay).flatMap { overlayEntries[$0]?.level }
    }

    /// Adds an overlay on top of its level. Adding an overlay already on the map does nothing
    /// (`requireAddable` refuses one at another level first).
    public func addOverlay(_ overlay: Overlay, level: OverlayLevel = .aboveLabels) {
        guard overlayId(of: overlay) == nil else { return }
        let position = overlayOrder[level.rawValue].count
        insert(overlay, level: level, at: position)
    }

    public func addOverlays(_ overlays: [Overlay], level: OverlayLevel = .aboveLabels) {
        for overlay in overlays { addOverlay(overlay, level: level) }
    }

    /// Refuses an overlay that is on the map at a level other than `level`. MapKit documents
    /// no move by addOverlay (insertOverlay(_:at:level:) is the call that moves), and leaving
    /// the overlay where it was without a word hid the level the script asked for. At its own
    /// level, adding it again does nothing, as adding an annotation already on the map does.
    /// `method` names the call in the error; the overlay is its first argument, or overlay
    /// `index` of the list that is.
    package func requireAddable(_ overlay: Overlay, level: OverlayLevel, method: String, index: Int? = nil) throws {
        guard let current = self.level(of: overlay), current != level else { return }
        let subject = index.map { "overlay \($0) of the list" } ?? "the overlay"
        throw SceneError("\(method): \(subject) is already on the map at .\(current), and adding it does not move it to .\(level)",
                         argument: 0, label: nil,
                         help: "to move it, take it off first (map.removeOverlay) and add it again, "
                             + "or use map.insertOverlay(overlay, at: index, level: .\(level))")
    }

    /// `requireAddable` of each overlay of a list.
    package func requireAddable(_ overlays: [Overlay], level: OverlayLevel, method: String) throws {
        for (index, overlay) in overlays.enumerated() { try requireAddable(overlay, level: level, method: method, index: index) }
    }

    /// Inserts an overlay at `index` among the overlays of `level` (MKMapView.insertOverlay(_:at:level:));
    /// an index past the level's overlays appends it, as MapKit documents. An overlay already
    /// on the map is moved.
    public func insertOverlay(_ overlay: Overlay, at index: Int, level: OverlayLevel = .aboveLabels) throws {
        guard index >= 0 else { throw SceneError("overlay index \(index) is negative; the first place is 0", argument: 1, label: "at") }
        // Moving an overlay within its level: the index counts the others.
        let existing = overlayId(of: overlay)
        let alreadyInLevel = existing.map { overlayEntries[$0]?.level == level } ?? false
        let count = overlayOrder[level.rawValue].count - (alreadyInLevel ? 1 : 0)
        let kept = existing.flatMap { removeEntry($0) }
        insert(overlay, level: level, at: min(index, count), keeping: kept)
    }

    /// Inserts an overlay just above `sibling`, at its level.
    public func insertOverlay(_ overlay: Overlay, above sibling: Overlay) throws {
        try insertOverlay(overlay, relativeTo: sibling, offset: 1, relation: "above")
    }

    /// Inserts an overlay just below `sibling`, at its level.
    public func insertOverlay(_ overlay: Overlay, below sibling: Overlay) throws {
        try insertOverlay(overlay, relativeTo: sibling, offset: 0, relation: "below")
    }

    /// Swaps the places of two overlays; when they are at different levels they swap levels too.
    public func exchangeOverlay(_ first: Overlay, with second: Overlay) throws {
        guard let a = overlayId(of: first) else {
            throw SceneError("exchangeOverlay: the overlay is not on the map", argument: 0, label: nil)
        }
        guard let b = overlayId(of: second) else {
            throw SceneError("exchangeOverlay: the overlay 'with:' is not on the map", argument: 1, label: "with")
        }
        guard a != b, var entryA = overlayEntries[a], var entryB = overlayEntries[b] else { return }
        let levelA = entryA.level.rawValue, levelB = entryB.level.rawValue
        guard let i = overlayOrder[levelA].firstIndex(of: a), let j = overlayOrder[levelB].firstIndex(of: b) else { return }
        overlayOrder[levelA][i] = b
        overlayOrder[levelB][j] = a
        swap(&entryA.level, &entryB.level)
        overlayEntries[a] = entryA
        overlayEntries[b] = entryB
        overlayPositionsAreCurrent = false
    }

    /// Swaps the overlays at two indices of the `.aboveLabels` level
    /// (MKMapView.exchangeOverlay(at:withOverlayAt:), which knows that level only).
    public func exchangeOverlay(at first: Int, withOverlayAt second: Int) throws {
        let ids = overlayOrder[OverlayLevel.aboveLabels.rawValue]
        for (position, index, label) in [(0, first, "at"), (1, second, "withOverlayAt")] where index < 0 || index >= ids.count {
            throw SceneError("exchangeOverlay(at:withOverlayAt:): overlay index \(index) is out of range for the "
                             + "\(ids.count) overlay\(ids.count == 1 ? "" : "s") at .aboveLabels", argument: position, label: label)
        }
        guard first != second, let a = overlayEntries[ids[first]]?.overlay, let b = overlayEntries[ids[second]]?.overlay else { return }
        try exchangeOverlay(a, with: b)
    }

    /// Removes an overlay and drops its renderer (renderers are never reused). Removing an
    /// overlay that is not on the map does nothing.
    public func removeOverlay(_ overlay: Overlay) {
        removeOverlays([overlay])
    }

    /// Removes overlays, with one pass over the z-order however many leave.
    public func removeOverlays(_ overlays: [Overlay]) {
        var removedAny = false
        for overlay in overlays {
            guard let id = overlayId(of: overlay), let entry = overlayEntries[id] else { continue }
            forget(entry, id: id)
            removedAny = true
        }
        guard removedAny else { return }
        for level in overlayOrder.indices { overlayOrder[level].removeAll { overlayEntries[$0] == nil } }
    }

    /// The renderer of an overlay after a layout; nil when the overlay is not visible, not on
    /// the map, or its renderer was nil (MKMapView.renderer(for:)).
    public func renderer(for overlay: Overlay) throws -> OverlayRenderer? {
        try layout()
        return rendererAfterLayout(for: overlay)
    }

    /// The renderer the last layout made for an overlay, without laying out again: for a
    /// writer that asks of every overlay after one layout, which would otherwise lay out once
    /// per overlay.
    public func rendererAfterLayout(for overlay: Overlay) -> OverlayRenderer? {
        overlayId(of: overlay).flatMap { overlayEntries[$0]?.renderer }
    }

    // MARK: - Internals

    func overlayId(of overlay: Overlay) -> Int? {
        overlay.overlayPlacements.slot(on: self)
    }

    private func insertOverlay(_ overlay: Overlay, relativeTo sibling: Overlay, offset: Int, relation: String) throws {
        guard overlay !== sibling else { throw SceneError("insertOverlay(\(relation):): an overlay cannot be placed \(relation) itself") }
        guard overlayId(of: sibling) != nil else {
            throw SceneError("insertOverlay(\(relation):): the overlay to place it \(relation) is not on the map", argument: 1, label: relation)
        }
        let kept = overlayId(of: overlay).flatMap { removeEntry($0) }
        guard let siblingId = overlayId(of: sibling), let level = overlayEntries[siblingId]?.level,
              let index = overlayOrder[level.rawValue].firstIndex(of: siblingId) else { return }
        insert(overlay, level: level, at: index + offset, keeping: kept)
    }

    /// Puts an overlay on the map; `kept` carries the renderer of an overlay being moved, which
    /// a move does not drop.
    private func insert(_ overlay: Overlay, level: OverlayLevel, at index: Int, keeping kept: OverlayEntry? = nil) {
        let id = freeOverlayIds.popLast() ?? overlayEntries.count
        var entry = OverlayEntry(overlay: overlay, level: level, position: 0)
        if let kept {
            entry.renderer = kept.renderer
            entry.rendererRequested = kept.rendererRequested
        }
        if id == overlayEntries.count { overlayEntries.append(entry) } else { overlayEntries[id] = entry }
        overlayOrder[level.rawValue].insert(id, at: index)
        overlay.overlayPlacements.add(map: self, slot: id)
        overlayIndex.insert(id: id, rect: overlay.boundingMapRect)
        overlayPositionsAreCurrent = false
        overlayWasAdded?(overlay)
    }

    /// Takes an overlay off the map, returning its record.
    @discardableResult
    private func removeEntry(_ id: Int) -> OverlayEntry? {
        guard let entry = overlayEntries[id] else { return nil }
        overlayOrder[entry.level.rawValue].removeAll { $0 == id }
        forget(entry, id: id)
        return entry
    }

    private func forget(_ entry: OverlayEntry, id: Int) {
        entry.overlay.overlayPlacements.remove(map: self)
        overlayIndex.remove(id: id)
        overlayEntries[id] = nil
        freeOverlayIds.append(id)
        overlayPositionsAreCurrent = false
    }

    /// Stores each overlay's index in `overlays`, so layout can sort visible overlays by
    /// z-order. Done when needed, not at each change, so adding n overlays costs O(n).
    func renumberOverlaysIfNeeded() {
        guard !overlayPositionsAreCurrent else { return }
        overlayPositionsAreCurrent = true
        var position = 0
        for ids in overlayOrder {
            for id in ids {
                overlayEntries[id]?.position = position
                position += 1
            }
        }
    }

    func overlayDidChangeBounds(id: Int) {
        guard id < overlayEntries.count, let entry = overlayEntries[id] else { return }
        overlayIndex.insert(id: id, rect: entry.overlay.boundingMapRect)
    }

    /// Ids of overlays whose bounding rect meets `mapRect`, in z-order.
    func visibleOverlayIds(in mapRect: MapRect) -> [Int] {
        renumberOverlaysIfNeeded()
        return ids(in: overlayIndex, meeting: mapRect).sorted { (overlayEntries[$0]?.position ?? 0) < (overlayEntries[$1]?.position ?? 0) }
    }
}
