import MapScriptGeometry

/// Collision resolution, the last step of a layout (MapKit's clustering and display priority):
///
/// 1. Views with the same `clusteringIdentifier` whose shapes collide become one cluster. The
///    views are taken in resolution order (`CollisionItem.precedes`); each one not yet taken
///    gathers the untaken views of its identifier that collide with it. Groups are then placed
///    at their centre and gathered again the same way while any still collide (a few passes
///    at most). A group of two or more is shown as a `ClusterAnnotation` at the centre of its
///    members, with the view `viewFor` gives it; the members' views are not drawn. A view the
///    map makes for a cluster itself takes the highest display priority of its members (the
///    priority of the view the group formed around, `ClusterGroup.priority`).
/// 2. The remaining views and the cluster views, again in resolution order, are shown unless
///    they collide with a view already shown; a view at `DisplayPriority.required` or above is
///    always shown. So a lower priority gives way, and between equals the earlier added stays.
/// 3. Marker titles: each shown marker's title goes below it (its subtitle too while it is
///    selected, unless its callout shows them). An `.adaptive` title, taken in resolution
///    order, is drawn only where it collides with no view and no title already placed; a
///    `.visible` one, and those of the selected marker, always are, and the others give way.
///
/// The selected annotation's view and a view a touch holds are treated as required and never
/// clustered, so what the user is working with stays in place. A view whose `collisionMode` is
/// `.none` takes no part. Every step finds neighbours through a `CollisionGrid`, so a layout of
/// n views costs the sorts that order them and work linear in n.
extension MapView {
    /// Resolves collisions among the views of the visible annotations; returns the views made
    /// for new clusters, for `didAdd`.
    /// Also says whether it placed clusters, the only part of it that can run the script's
    /// code (`clusterAnnotationFor`, `viewFor` and the deselection of a cluster that goes).
    func resolveCollisions() throws -> (made: [AnnotationView], placedClusters: Bool) {
        var anySettings = false
        forEachViewedSlot(in: annotationSlots) { _, view in
            view.collisionState = .shown
            if view.hasCollisionSettings { anySettings = true }
        }
        var made: [AnnotationView] = []
        let placesClusters = anySettings || !clusterRecords.isEmpty
        if placesClusters {
            made = try placeClusters(clusterGroups())
            hideCollidingViews()
        }
        placeMarkerTitles()
        return (made, placesClusters)
    }

    /// Whether a slot holds a cluster this map placed (not in the spatial index, not among
    /// `annotations`).
    func isClusterSlot(_ slot: Int) -> Bool {
        guard !clusterRecords.isEmpty, let cluster = annotationSlots[slot].annotation as? ClusterAnnotation else { return false }
        return cluster.isPlaced(on: self)
    }

    /// Removes every cluster (their members' views show again at the next layout).
    func dissolveClusters() {
        let records = clusterRecords
        clusterRecords = []
        for record in records { removeClusterSlot(of: record.annotation) }
    }

    // MARK: - Step 1: clusters

    /// The groups of colliding views that share an identifier: each the slots of its members,
    /// ascending, in the order the groups were found.
    private func clusterGroups() -> [ClusterGroup] {
        let slots = annotationSlots
        let fixed = viewsTreatedAsRequired()
        var items: [CollisionItem] = []
        items.reserveCapacity(viewedSlots.count)
        assert(viewedSlots.indices.dropFirst().allSatisfy { viewedSlots[$0 - 1] < viewedSlots[$0] }, "viewed slots out of order")
        var identifiers: [String] = []
        var identifierNumbers: [String: Int32] = [:]
        // Most maps cluster under one identifier: comparing with the last one found spares a
        // hash of each view's identifier.
        var lastIdentifier: (text: String, number: Int32)?
        forEachViewedSlot(in: slots) { slot, view in
            guard !view.showsCluster, let identifier = view.clusteringIdentifier,
                  view.collisionMode != .none, fixed.isEmpty || !fixed.contains(where: { $0 === view }) else { return }
            var item = CollisionItem(slot: slot, frame: view.frame, isCircle: view.collisionMode == .circle,
                                     priority: view.displayPriority, weight: 1)
            if let last = lastIdentifier, last.text == identifier {
                item.group = last.number
            } else if let number = identifierNumbers[identifier] {
                item.group = number
            } else {
                item.group = Int32(identifiers.count)
                identifierNumbers[identifier] = item.group
                identifiers.append(identifier)
            }
            lastIdentifier = (identifier, item.group)
            items.append(item)
        }
        guard items.count > 1 else {
            lastClustering = nil
            return []
        }
        // The groups depend on the items alone: the layout before a picture, which follows the
        // script's own layout with nothing changed in between, finds them where it left them.
        if let last = lastClustering, last.items == items, last.identifiers == identifiers { return last.groups }
        let inputs = items
        // Each pass gathers colliding nodes (views, then groups placed at their centre, the
        // size of their first view) until a pass gathers nothing, so that clusters which
        // collide merge as MapKit's do. A node's members are a chain through `nextMember`
        // (from `firstMember` to `lastMember`), so merging nodes links chains instead of
        // copying lists, and a node's weight is its member count. In the first pass each node
        // is one view, its centre its frame's middle and its chain itself: those three arrays
        // (nil until then) are made for the passes after it, 100,000 entries each spared.
        let memberSlots = items.map(\.slot)
        var nextMember = [Int32](repeating: -1, count: items.count)
        var firstMember: [Int32]?, lastMember: [Int32]?
        var centres: [Point]?
        var gathered: [Int] = []
        for _ in 0..<MapView.maximumClusterPasses {
            let order = CollisionItem.resolutionOrder(of: items)
            var grid = ClusterGrid(items, cells: GridCells(for: items))
            var taken = [Bool](repeating: false, count: items.count)
            // The node of the next pass each node joins, and how many nodes each one gathered.
            var joins = [Int32](repeating: -1, count: items.count)
            var gatheredCounts: [Int32] = []
            var nextItems: [CollisionItem] = []
            var nextFirst: [Int32] = [], nextLast: [Int32] = []
            for position in items.indices {
                let seed = order?[position] ?? position
                if taken[seed] { continue }
                taken[seed] = true
                let seedItem = items[seed]
                gathered.removeAll(keepingCapacity: true)
                gathered.append(seed)
                grid.forEachItem(near: seedItem.frame, inGroup: seedItem.group, droppingGone: { taken[$0] }) { other in
                    if !taken[other], seedItem.collides(with: items[other]) {
                        taken[other] = true
                        gathered.append(other)
                    }
                }
                var item = seedItem
                var last = lastMember?[seed] ?? Int32(seed)
                if gathered.count > 1 {
                    item.weight = 0
                    for node in gathered { item.weight += items[node].weight }
                    for (previous, node) in zip(gathered, gathered.dropFirst()) {
                        nextMember[Int(lastMember?[previous] ?? Int32(previous))] = firstMember?[node] ?? Int32(node)
                    }
                    let end = gathered[gathered.count - 1]
                    last = lastMember?[end] ?? Int32(end)
                }
                for node in gathered { joins[node] = Int32(nextItems.count) }
                gatheredCounts.append(Int32(gathered.count))
                nextFirst.append(firstMember?[seed] ?? Int32(seed))
                nextLast.append(last)
                nextItems.append(item)
            }
            let merged = nextItems.count < items.count
            // A group stands at the centre of its members, weighted by their member counts,
            // with the size of the view it formed around. The sums run over the nodes in their
            // own order, not in the order the grid met them, so how the grid files the views
            // cannot move a cluster by the last bit of a coordinate.
            var nextCentres = [Point](repeating: Point(x: 0, y: 0), count: nextItems.count)
            for node in items.indices {
                let next = Int(joins[node])
                let centre = centres?[node] ?? Point(x: items[node].frame.midX, y: items[node].frame.midY)
                if gatheredCounts[next] == 1 {
                    nextCentres[next] = centre
                } else {
                    let weight = Double(items[node].weight)
                    nextCentres[next].x += centre.x * weight
                    nextCentres[next].y += centre.y * weight
                }
            }
            for next in nextItems.indices where gatheredCounts[next] > 1 {
                let count = Double(nextItems[next].weight), size = nextItems[next].frame.size
                let centre = Point(x: nextCentres[next].x / count, y: nextCentres[next].y / count)
                nextCentres[next] = centre
                nextItems[next].frame = Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2,
                                             width: size.width, height: size.height)
            }
            items = nextItems
            centres = nextCentres
            firstMember = nextFirst
            lastMember = nextLast
            if !merged { break }
        }
        // Each group's slots, ascending: the members are numbered in the order of their slots
        // (the viewed slots are ascending), so one pass over the members in that order deals
        // them out sorted, where sorting each group's chain cost a millisecond for 100,000.
        var groupOfMember = [Int32](repeating: -1, count: memberSlots.count)
        var groupSlots: [[Int]] = []
        var groupItems: [CollisionItem] = []
        for (index, item) in items.enumerated() where item.weight > 1 {
            var member = firstMember?[index] ?? Int32(index)
            while member >= 0 {
                groupOfMember[Int(member)] = Int32(groupSlots.count)
                member = nextMember[Int(member)]
            }
            groupSlots.append([])
            groupSlots[groupSlots.count - 1].reserveCapacity(item.weight)
            groupItems.append(item)
        }
        for (member, group) in groupOfMember.enumerated() where group >= 0 {
            groupSlots[Int(group)].append(memberSlots[member])
        }
        let groups = zip(groupItems, groupSlots).map { item, slots in
            ClusterGroup(identifier: identifiers[Int(item.group)], slots: slots, priority: item.priority)
        }
        lastClustering = ClusteringResult(items: inputs, identifiers: identifiers, groups: groups)
        return groups
    }

    /// How many times clustering gathers clusters that still collide.
    static let maximumClusterPasses = 8

    /// Keeps the clusters found again, drops the others and makes the new ones (asking the
    /// delegate for each cluster annotation and its view), then marks the members' views.
    private func placeClusters(_ groups: [ClusterGroup]) throws -> [AnnotationView] {
        var previous: [ClusterRecord.Key: ClusterAnnotation] = [:]
        for record in clusterRecords { previous[record.key] = record.annotation }
        var kept: [ClusterRecord] = []
        var wanted: [(key: ClusterRecord.Key, group: ClusterGroup)] = []
        // The member slots of every cluster placed, for marking their views below.
        var placedMembers: [[Int]] = []
        for group in groups {
            let key = ClusterRecord.Key(identifier: group.identifier, memberAdditions: group.slots.map { annotationSlots[$0].addition })
            if let cluster = previous.removeValue(forKey: key) {
                kept.append(ClusterRecord(key: key, annotation: cluster))
                placedMembers.append(group.slots)
                // Its members may have moved; the cluster follows (re-filed as any annotation
                // that moves, outside the spatial index).
                let coordinate = centre(of: group.slots).coordinate
                if cluster.coordinate != coordinate { cluster.coordinate = coordinate }
                cluster.refreshTitles()
            } else {
                wanted.append((key, group))
            }
        }
        clusterRecords = kept
        for cluster in previous.values.sorted(by: { slot(of: $0) ?? 0 < slot(of: $1) ?? 0 }) {
            // A selected cluster that goes is deselected as any annotation is, with its view
            // still attached (MapKit calls didDeselect for it).
            if selectedAnnotation === cluster { try deselectAnnotation(cluster) }
            removeClusterSlot(of: cluster)
        }

        var made: [AnnotationView] = []
        for (key, group) in wanted {
            let members = annotations(inSlots: group.slots)
            let centre = centre(of: group.slots)
            let cluster: ClusterAnnotation
            if let answer = try delegate?.mapView(self, clusterAnnotationForMemberAnnotations: members) {
                // Only a hook's answer needs checking: comparing 100,000 members one by one
                // touched every annotation again.
                if let refusal = refusal(ofCluster: answer, for: members) { throw SceneError(refusal) }
                cluster = answer
            } else {
                cluster = ClusterAnnotation(memberAnnotations: members)
            }
            // The hook may have removed members; the cluster then waits for the next layout.
            guard group.slots.allSatisfy({ $0 < annotationSlots.count && annotationSlots[$0].annotation != nil }) else { continue }
            cluster.coordinate = centre.coordinate
            let slot = appendClusterSlot(for: cluster, at: centre)
            clusterRecords.append(ClusterRecord(key: key, annotation: cluster))
            placedMembers.append(group.slots)
            if let view = try makeView(for: cluster, inSlot: slot) {
                view.showsCluster = true
                giveMembersPriority(to: view, group)
                made.append(view)
            }
        }

        // By the slots the groups were found in: a cluster's members are the annotations in
        // them (its key says so), and asking each of 100,000 members for its slot was most of
        // a layout that changed nothing. A hook may have removed a member meanwhile.
        for slots in placedMembers {
            forEachObject(referencedAt: \.view, inSlots: slots) { slot, table in
                // Written through the reference, lent by the table (see `forEachViewedSlot`).
                guard table[slot].annotation != nil, let view = table[slot].view.map(Unmanaged.passUnretained) else { return }
                view._withUnsafeGuaranteedRef { $0.collisionState = .clustered }
            }
        }
        return made
    }

    /// Why the map cannot place `cluster`, the delegate's answer for `members`, or nil when it
    /// can: its members are others, or it is already on a map. The delegate's host asks too,
    /// to point its error at the hook.
    package func refusal(ofCluster cluster: ClusterAnnotation, for members: [Annotation]) -> String? {
        if !cluster.hasMembers(members) {
            return "clusterAnnotationFor returned a cluster of other annotations; make it with "
                + "ClusterAnnotation(memberAnnotations) from the members it was given"
        }
        guard slot(of: cluster) != nil || cluster.placedBy != nil else { return nil }
        return "clusterAnnotationFor returned a cluster that is already on the map; make a new one"
    }

    /// The view the map makes for a cluster stands for its members: it takes the highest display
    /// priority among their views, so that a cluster of required views is never hidden. Given
    /// when the view is made, so a script may change it afterwards; a view the delegate gave
    /// keeps the priority the script set.
    private func giveMembersPriority(to view: AnnotationView, _ group: ClusterGroup) {
        if view.isMapDefault, view.displayPriority != group.priority { view.displayPriority = group.priority }
    }

    /// The annotations in `slots`. A cluster's members lie all over memory, so each is asked
    /// for ahead (see `MemoryPrefetch`): the retain that puts it in the list no longer waits
    /// for its memory.
    private func annotations(inSlots slots: [Int]) -> [Annotation] {
        var members: [Annotation] = []
        members.reserveCapacity(slots.count)
        forEachObject(referencedAt: \.annotation, inSlots: slots) { slot, table in
            if let annotation = table[slot].annotation { members.append(annotation) }
        }
        return members
    }

    /// Calls `body` with each of `slots` and the slot table, having asked for the table's entry
    /// two steps ahead and for the object its `field` references one step ahead. `body` must
    /// not change the slot table.
    private func forEachObject(referencedAt field: PartialKeyPath<AnnotationSlot>, inSlots slots: [Int],
                               _ body: (Int, UnsafeBufferPointer<AnnotationSlot>) -> Void) {
        let offset = MemoryLayout<AnnotationSlot>.offset(of: field) ?? 0
        let table = annotationSlots
        // The reads are not bounds-checked; the slots are a group's, ascending.
        precondition((slots.last ?? -1) < table.count, "a slot past the slot table")
        table.withUnsafeBufferPointer { table in
            guard let first = table.baseAddress else { return }
            let step = MemoryPrefetch.distance
            for position in slots.indices {
                if position + 2 * step < slots.count {
                    MemoryPrefetch.load(UnsafeMutableRawPointer(mutating: first + slots[position + 2 * step]))
                }
                if position + step < slots.count {
                    MemoryPrefetch.loadObject(referencedAt: UnsafeRawPointer(first + slots[position + step]) + offset, bytes: 128)
                }
                body(slots[position], table)
            }
        }
    }

    /// The centre of views' annotations, as a map point: their points averaged where the view
    /// shows them (so members either side of the antimeridian meet in the middle).
    private func centre(of slots: [Int]) -> MapPoint {
        var x = 0.0, y = 0.0
        for slot in slots {
            let p = viewport.pointNearestCenter(for: annotationSlots[slot].mapPoint)
            x += p.x
            y += p.y
        }
        let count = Double(max(slots.count, 1))
        let point = viewport.mapPoint(for: Point(x: x / count, y: y / count))
        let world = MapProjection.worldSize
        return MapPoint(x: point.x - (point.x / world).rounded(.down) * world, y: min(max(point.y, 0), world))
    }

    private func appendClusterSlot(for cluster: ClusterAnnotation, at point: MapPoint) -> Int {
        let slot = annotationSlots.count
        additionCount += 1
        annotationSlots.append(AnnotationSlot(annotation: cluster, mapPoint: point, view: nil, addition: additionCount))
        cluster.placements.add(map: self, slot: slot)
        cluster.placedBy = reference
        clusterSlotCount += 1
        return slot
    }

    /// Takes a cluster off the map: its view goes to the reuse queue, and a selected cluster
    /// is no longer selected. No hook runs here: layout deselects a selected cluster through
    /// the delegate first, and only `forgetDeclinedPresentations`, which drops every cluster
    /// to make them again, comes here without.
    private func removeClusterSlot(of cluster: ClusterAnnotation) {
        guard let slot = slot(of: cluster) else { return }
        if let view = annotationSlots[slot].view {
            retire(view, fromSlot: slot)
            viewedSlots.removeAll { $0 == slot }
        }
        if selectedAnnotation === cluster { selectedAnnotation = nil }
        annotationSlots[slot].annotation = nil
        cluster.placements.remove(map: self)
        cluster.placedBy = nil
        clusterSlotCount -= 1
    }

    // MARK: - Step 2: display priority

    /// Hides each view that collides with one of higher precedence already shown.
    private func hideCollidingViews() {
        let slots = annotationSlots
        let fixed = viewsTreatedAsRequired()
        var items: [CollisionItem] = []
        var anyOptional = false
        forEachViewedSlot(in: slots) { slot, view in
            guard view.collisionState == .shown, view.collisionMode != .none else { return }
            let isFixed = fixed.contains { $0 === view }
            let priority = isFixed ? max(view.displayPriority, DisplayPriority.required) : view.displayPriority
            let weight = (slots[slot].annotation as? ClusterAnnotation)?.memberAnnotations.count ?? 1
            if priority < DisplayPriority.required { anyOptional = true }
            items.append(CollisionItem(slot: slot, frame: view.frame, isCircle: view.collisionMode == .circle,
                                       priority: priority, weight: weight))
        }
        guard anyOptional else { return }
        let order = CollisionItem.resolutionOrder(of: items)
        var shown = MapView.grid(for: items)
        for position in items.indices {
            let index = order?[position] ?? position
            let item = items[index]
            if item.priority < DisplayPriority.required {
                var collides = false
                shown.forEachItem(near: item.frame) { other in
                    collides = item.collides(with: items[other])
                    return !collides
                }
                if collides {
                    slots[item.slot].view?.collisionState = .hidden
                    continue
                }
            }
            shown.insert(index, rect: item.frame)
        }
    }

    // MARK: - Step 3: marker titles

    private func placeMarkerTitles() {
        let slots = annotationSlots
        // Maps of pins or pictures only (most large ones) have no titles to place: a look at
        // each view's kind spares the casts and the obstacle grid.
        guard viewedSlots.contains(where: { slots[$0].view?.builtInKind == .marker }) else { return }
        var markers: [(view: MarkerAnnotationView, item: CollisionItem)] = []
        var obstacles: [Rect] = []
        forEachViewedSlot(in: slots) { slot, view in
            view.clearTitlePlacement()
            guard view.collisionState == .shown else { return }
            let marker = view as? MarkerAnnotationView
            obstacles.append(view.frame)
            // A callout already shows the selected marker's title and subtitle.
            if let marker, marker.titleVisibility != .hidden, let annotation = marker.annotation, annotation.hasTitle,
               !(marker.isSelected && isCalloutVisible(for: annotation)) {
                markers.append((marker, CollisionItem(slot: slot, frame: view.frame, isCircle: false, priority: marker.displayPriority,
                                                      weight: 1)))
            }
        }
        guard !markers.isEmpty else { return }
        var grid = MapView.grid(for: obstacles.map { CollisionItem(slot: 0, frame: $0, isCircle: false, priority: 0, weight: 1) })
        for (index, frame) in obstacles.enumerated() { grid.insert(index, rect: frame) }
        // Titles that must show go first, so that adaptive ones give way to them.
        func isForced(_ marker: MarkerAnnotationView) -> Bool { marker.titleVisibility == .visible || marker.isSelected }
        let order = markers.indices.sorted { a, b in
            let forcedA = isForced(markers[a].view), forcedB = isForced(markers[b].view)
            if forcedA != forcedB { return forcedA }
            return CollisionItem.precedes(markers[a].item, markers[b].item)
        }
        for index in order {
            let (marker, item) = markers[index]
            guard let annotation = marker.annotation, let title = annotation.title else { continue }
            let tip = Point(x: item.frame.midX, y: item.frame.maxY)
            let subtitle = annotation.subtitle ?? ""
            let wantsSubtitle = !subtitle.isEmpty && marker.subtitleVisibility != .hidden
                && (marker.subtitleVisibility == .visible || marker.isSelected)
            let rect = MarkerTitleLayout(title: title, subtitle: wantsSubtitle ? subtitle : nil, below: tip).frame
            if !isForced(marker) {
                var collides = false
                grid.forEachItem(near: rect) { other in
                    let frame = obstacles[other]
                    collides = frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
                    return !collides
                }
                if collides { continue }
            }
            marker.showsTitle = true
            marker.showsSubtitle = wantsSubtitle
            obstacles.append(rect)
            grid.insert(obstacles.count - 1, rect: rect)
        }
    }

    // MARK: - Shared

    /// The views that stay as they are: the selected annotation's and the one a touch holds.
    private func viewsTreatedAsRequired() -> [AnnotationView] {
        var views: [AnnotationView] = []
        if let selected = selectedAnnotation, let slot = slot(of: selected), let view = annotationSlots[slot].view {
            views.append(view)
        }
        if let held = activeTouch?.view { views.append(held) }
        return views
    }

    /// A grid over the items' frames with cells the size of an average view.
    private static func grid(for items: [CollisionItem]) -> CollisionGrid {
        CollisionGrid(cells: GridCells(for: items), expectedItems: items.count)
    }
}
