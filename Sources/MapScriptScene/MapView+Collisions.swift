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
///    always shown. So a lower priority gives way, and between equals the one further from the
///    view's centre, as MapKit's does (`CollisionItem.displayOrder`).
/// 3. Marker titles: each shown marker's title goes below it (its subtitle too while it is
///    selected, unless its callout shows them). An `.adaptive` title, taken in resolution
///    order, is drawn only where it collides with no view, no title already placed and
///    neither the scale bar nor the compass; a
///    `.visible` one, and those of the selected marker, always are, and the others give way.
///
/// A view a touch holds is treated as required and never clustered, so that what the finger
/// is on stays in place. The selected annotation's view is treated as required too, but it
/// clusters as any other: MapKit takes the views of a cluster's members off the map, so a
/// selected view that joins a cluster is deselected, and a member is not selected (see
/// `selectAnnotation`); kept out of its cluster, it broke the cluster up or hid it. A view
/// whose `collisionMode` is `.none` takes no part. Every step finds neighbours through a
/// `CollisionGrid`, so a layout of n views costs the sorts that order them and work linear
/// in n.
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

    /// The view of the cluster the last layout placed for `member`, if it is in one.
    func clusterView(containing member: Annotation) -> AnnotationView? {
        let record = clusterRecords.first { $0.annotation.memberAnnotations.contains { $0 === member } }
        return record.flatMap { viewAfterLayout(for: $0.annotation) }
    }

    /// Removes every cluster (their members' views show again at the next layout).
    func dissolveClusters() {
        let records = clusterRecords
        clusterRecords = []
        for record in records { removeClusterSlot(of: record.annotation) }
    }

    // MARK: - Step 1: clusters

    /// The groups of colliding views that share an identifier, in the order they were found,
    /// and their members.
    private func clusterGroups() -> ClusterGrouping {
        let slots = annotationSlots
        // Not the selected view: it clusters as any other (see the type's note).
        let fixed = activeTouch?.view.map { [$0] } ?? []
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
            return .none
        }
        // The groups depend on the items alone: the layout before a picture, which follows the
        // script's own layout with nothing changed in between, finds them where it left them.
        if let last = lastClustering, last.items == items, last.identifiers == identifiers { return last.grouping }
        let inputs = items
        // Each pass gathers colliding nodes (views, then groups placed at their centre, the
        // size of their first view) until a pass gathers nothing, so that clusters which
        // collide merge as MapKit's do. A node's weight is its member count. A pass records
        // the node of the next pass each of its nodes joins; which group a view ends in is
        // found once at the end, through those records, in one pass over the views. In the
        // first pass each node is one view and its centre its frame's middle: the centres
        // (nil until then) are made for the passes after it, 100,000 entries spared.
        var joinsOfPasses: [[Int32]] = []
        var centres: [Point]?
        for _ in 0..<MapView.maximumClusterPasses {
            let order = CollisionItem.resolutionOrder(of: items)
            var grid = ClusterGrid(items, cells: GridCells(for: items))
            var taken = [Bool](repeating: false, count: items.count)
            // The node of the next pass each node joins, and how many nodes each one gathered.
            var joins = [Int32](repeating: -1, count: items.count)
            var gatheredCounts: [Int32] = []
            var nextItems: [CollisionItem] = []
            for position in items.indices {
                let seed = order?[position] ?? position
                if taken[seed] { continue }
                taken[seed] = true
                let next = Int32(nextItems.count)
                joins[seed] = next
                var count: Int32 = 1
                // The grid leaves out the nodes taken, so each node it gives is untaken.
                let seedItem = items[seed]
                grid.forEachItem(near: seedItem.frame, inGroup: seedItem.group, droppingGone: { taken[$0] }) { other in
                    if seedItem.collides(with: items[other]) {
                        taken[other] = true
                        joins[other] = next
                        count += 1
                    }
                }
                gatheredCounts.append(count)
                nextItems.append(items[seed])
            }
            let merged = nextItems.count < items.count
            // A group stands at the centre of its members, weighted by their member counts,
            // with the size of the view it formed around. The sums run over the nodes in their
            // own order, not in the order the grid met them, so how the grid files the views
            // cannot move a cluster by the last bit of a coordinate; running in order, they
            // also read the nodes one after the other.
            var nextCentres = [Point](repeating: Point(x: 0, y: 0), count: nextItems.count)
            for next in nextItems.indices where gatheredCounts[next] > 1 { nextItems[next].weight = 0 }
            for node in items.indices {
                let next = Int(joins[node])
                let centre = centres?[node] ?? Point(x: items[node].frame.midX, y: items[node].frame.midY)
                if gatheredCounts[next] == 1 {
                    nextCentres[next] = centre
                } else {
                    let weight = items[node].weight
                    nextItems[next].weight += weight
                    nextCentres[next].x += centre.x * Double(weight)
                    nextCentres[next].y += centre.y * Double(weight)
                }
            }
            for next in nextItems.indices where gatheredCounts[next] > 1 {
                let count = Double(nextItems[next].weight), size = nextItems[next].frame.size
                let centre = Point(x: nextCentres[next].x / count, y: nextCentres[next].y / count)
                nextCentres[next] = centre
                nextItems[next].frame = Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2,
                                             width: size.width, height: size.height)
            }
            joinsOfPasses.append(joins)
            items = nextItems
            centres = nextCentres
            if !merged { break }
        }
        // The members, ascending by slot: they are numbered in the order of their slots (the
        // viewed slots are ascending), so one pass over them in that order lists them sorted.
        var groupOfNode = [Int32](repeating: -1, count: items.count)
        var groups: [ClusterGroup] = []
        var memberCount = 0
        for (node, item) in items.enumerated() where item.weight > 1 {
            groupOfNode[node] = Int32(groups.count)
            groups.append(ClusterGroup(identifier: identifiers[Int(item.group)], memberCount: item.weight, priority: item.priority))
            memberCount += item.weight
        }
        var groupMemberSlots: [Int32] = [], groupOfMember: [Int32] = []
        if !groups.isEmpty {
            groupMemberSlots.reserveCapacity(memberCount)
            groupOfMember.reserveCapacity(memberCount)
            let laterJoins = joinsOfPasses.dropFirst()
            for (member, firstNode) in joinsOfPasses[0].enumerated() {
                var node = firstNode
                for joins in laterJoins { node = joins[Int(node)] }
                let group = groupOfNode[Int(node)]
                if group >= 0 {
                    groupMemberSlots.append(Int32(inputs[member].slot))
                    groupOfMember.append(group)
                }
            }
        }
        let grouping = ClusterGrouping(groups: groups, memberSlots: groupMemberSlots, memberGroups: groupOfMember)
        lastClustering = ClusteringResult(items: inputs, identifiers: identifiers, grouping: grouping)
        return grouping
    }

    /// How many times clustering gathers clusters that still collide.
    static let maximumClusterPasses = 8

    /// Keeps the clusters found again, drops the others and makes the new ones (asking the
    /// delegate for each cluster annotation and its view), then marks the members' views.
    ///
    /// The members are read in passes over all of them in slot order (see `ClusterGrouping`).
    /// A hook that removes or moves an annotation, or changes the region, makes each group
    /// placed after it read its members again, as they then are.
    private func placeClusters(_ grouping: ClusterGrouping) throws -> [AnnotationView] {
        let groups = grouping.groups
        let slotChangesAtStart = slotChangeCount, viewportAtStart = viewport
        var hooksChangedMembers: Bool { slotChangeCount != slotChangesAtStart || viewport != viewportAtStart }
        let (additions, centres) = membersAdditionsAndCentres(grouping)
        var previous: [ClusterRecord.Key: ClusterAnnotation] = [:]
        for record in clusterRecords { previous[record.key] = record.annotation }
        var kept: [ClusterRecord] = []
        var wanted: [(key: ClusterRecord.Key, group: Int)] = []
        var placed = [Bool](repeating: false, count: groups.count)
        for (index, group) in groups.enumerated() {
            let key = ClusterRecord.Key(identifier: group.identifier, memberAdditions: additions[index])
            if let cluster = previous.removeValue(forKey: key) {
                kept.append(ClusterRecord(key: key, annotation: cluster))
                placed[index] = true
                // Its members may have moved; the cluster follows (re-filed as any annotation
                // that moves, outside the spatial index).
                let coordinate = centres[index].coordinate
                if cluster.coordinate != coordinate { cluster.coordinate = coordinate }
                cluster.refreshTitles()
            } else {
                wanted.append((key, index))
            }
        }
        clusterRecords = kept
        for cluster in previous.values.sorted(by: { slot(of: $0) ?? 0 < slot(of: $1) ?? 0 }) {
            // A selected cluster that goes is deselected as any annotation is, with its view
            // still attached (MapKit calls didDeselect for it).
            if selectedAnnotation === cluster { try deselectAnnotation(cluster) }
            // A finger on its view loses it as on the view of a removed annotation: the view
            // hears touchesCancelled first (retiring it alone would leave it unaware).
            try cancelTouch(onViewsOf: [cluster])
            removeClusterSlot(of: cluster)
        }

        var members = memberAnnotations(of: grouping, inGroups: wanted.map(\.group))
        // Each group's slots, listed the first time a hook has changed members.
        var slotsOfEachGroup: [[Int]]?
        func slots(ofGroup group: Int) -> [Int] {
            if slotsOfEachGroup == nil { slotsOfEachGroup = grouping.slotsOfEachGroup() }
            return slotsOfEachGroup?[group] ?? []
        }
        var made: [AnnotationView] = []
        for (key, index) in wanted {
            var groupMembers = members[index]
            members[index] = []
            var centre = centres[index]
            if hooksChangedMembers {
                groupMembers = annotations(inSlots: slots(ofGroup: index))
                centre = self.centre(of: slots(ofGroup: index))
            }
            let cluster: ClusterAnnotation
            if let answer = try delegate?.mapView(self, clusterAnnotationForMemberAnnotations: groupMembers) {
                // Only a hook's answer needs checking: comparing 100,000 members one by one
                // touched every annotation again.
                if let refusal = refusal(ofCluster: answer, for: groupMembers) { throw SceneError(refusal) }
                cluster = answer
            } else {
                cluster = ClusterAnnotation(memberAnnotations: groupMembers, at: centre.coordinate)
            }
            // A hook may have removed members; the cluster then waits for the next layout.
            if hooksChangedMembers, !slots(ofGroup: index).allSatisfy({ $0 < annotationSlots.count && annotationSlots[$0].annotation != nil }) {
                continue
            }
            cluster.coordinate = centre.coordinate
            let slot = appendClusterSlot(for: cluster, at: centre)
            clusterRecords.append(ClusterRecord(key: key, annotation: cluster))
            placed[index] = true
            if let view = try makeView(for: cluster, inSlot: slot) {
                view.showsCluster = true
                giveMembersPriority(to: view, groups[index])
                made.append(view)
            }
        }

        // By the slots the groups were found in: a cluster's members are the annotations in
        // them (its key says so), and asking each of 100,000 members for its slot was most of
        // a layout that changed nothing. A hook may have removed a member meanwhile.
        let table = annotationSlots
        for (slot, group) in zip(grouping.memberSlots, grouping.memberGroups) where placed[Int(group)] {
            // Written through the reference, lent by the table (see `forEachViewedSlot`).
            guard table[Int(slot)].annotation != nil, let view = table[Int(slot)].view.map(Unmanaged.passUnretained) else { continue }
            view._withUnsafeGuaranteedRef { $0.collisionState = .clustered }
        }
        try deselectIfClustered()
        return made
    }

    /// Deselects the selected annotation when its view has just joined a cluster, as a
    /// selected cluster that goes is deselected (`setSelected(false)`, then `didDeselect`, its
    /// view still attached). MapKit takes the colliding views off the map for the cluster's
    /// view (MKAnnotationView.clusteringIdentifier), and a selection needs a view on the map
    /// (MKMapView.selectAnnotation(_:animated:)): so `selectedAnnotations` never holds an
    /// annotation drawn only as part of a cluster.
    private func deselectIfClustered() throws {
        guard let selected = selectedAnnotation, let slot = slot(of: selected),
              annotationSlots[slot].view?.collisionState == .clustered else { return }
        try deselectAnnotation(selected)
    }

    /// What identifies each group (its members' additions, ascending) and where it stands (the
    /// centre of its members' annotations, as `centre(of:)` gives it), from one pass over every
    /// member.
    private func membersAdditionsAndCentres(_ grouping: ClusterGrouping) -> (additions: [[Int]], centres: [MapPoint]) {
        var additions: [[Int]] = grouping.groups.map { group in
            var list: [Int] = []
            list.reserveCapacity(group.memberCount)
            return list
        }
        var sums = [Point](repeating: Point(x: 0, y: 0), count: grouping.groups.count)
        let table = annotationSlots, viewport = self.viewport
        for (slot, group) in zip(grouping.memberSlots, grouping.memberGroups) {
            // Field by field: a copy of the whole slot would retain its annotation and view.
            let slot = Int(slot), g = Int(group)
            additions[g].append(table[slot].addition)
            let p = viewport.pointNearestCenter(for: table[slot].mapPoint)
            sums[g].x += p.x
            sums[g].y += p.y
        }
        let centres = grouping.groups.indices.map { centre(ofSum: sums[$0], count: grouping.groups[$0].memberCount) }
        return (additions, centres)
    }

    /// The member annotations of each of `groups` (by index; the other groups' lists stay
    /// empty), from one pass over every member.
    private func memberAnnotations(of grouping: ClusterGrouping, inGroups groups: [Int]) -> [[Annotation]] {
        var lists: [[Annotation]] = Array(repeating: [], count: grouping.groups.count)
        guard !groups.isEmpty else { return lists }
        var wanted = [Bool](repeating: false, count: grouping.groups.count)
        for group in groups {
            wanted[group] = true
            lists[group].reserveCapacity(grouping.groups[group].memberCount)
        }
        let table = annotationSlots
        for (slot, group) in zip(grouping.memberSlots, grouping.memberGroups) where wanted[Int(group)] {
            if let annotation = table[Int(slot)].annotation { lists[Int(group)].append(annotation) }
        }
        return lists
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

    /// The annotations in `slots` (skipping slots emptied since).
    private func annotations(inSlots slots: [Int]) -> [Annotation] {
        slots.compactMap { annotationSlots[$0].annotation }
    }

    /// The centre of views' annotations, as a map point: their points averaged where the view
    /// shows them (so members either side of the antimeridian meet in the middle).
    private func centre(of slots: [Int]) -> MapPoint {
        var sum = Point(x: 0, y: 0)
        for slot in slots {
            let p = viewport.pointNearestCenter(for: annotationSlots[slot].mapPoint)
            sum.x += p.x
            sum.y += p.y
        }
        return centre(ofSum: sum, count: slots.count)
    }

    /// The map point at the average of `count` view points that add up to `sum`, taken back
    /// into the world.
    private func centre(ofSum sum: Point, count: Int) -> MapPoint {
        let count = Double(max(count, 1))
        let point = viewport.mapPoint(for: Point(x: sum.x / count, y: sum.y / count))
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
        let order = CollisionItem.displayOrder(of: items, nearestFirstTo: viewCentre)
        var shown = MapView.grid(for: items)
        for index in order {
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
        // The chrome is drawn over the annotations: an adaptive title under it would be
        // overprinted, so it gives way as to a view.
        var obstacles: [Rect] = []
        if let bar = scaleBar { obstacles.append(bar.frame(viewSize: size)) }
        if let compass { obstacles.append(compass.frame) }
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
        // Titles that must show go first, so that adaptive ones give way to them; then as the
        // views are shown, nearest the centre first between equals.
        func isForced(_ marker: MarkerAnnotationView) -> Bool { marker.titleVisibility == .visible || marker.isSelected }
        let displayOrder = CollisionItem.displayOrder(of: markers.map(\.item), nearestFirstTo: viewCentre)
        let order = displayOrder.filter { isForced(markers[$0].view) } + displayOrder.filter { !isForced(markers[$0].view) }
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

    /// The views never hidden: the selected annotation's and the one a touch holds (which is
    /// never clustered either).
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
