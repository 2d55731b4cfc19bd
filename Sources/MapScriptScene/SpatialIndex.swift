import MapScriptGeometry

/// Which items meet a rectangle, without scanning them all: a bucketed quadtree over the world of
/// map points. Each item (an id and a map rect; a point is a rect of no size) lives in the
/// deepest node whose quadrant holds it whole, so points always sink to the leaves and large
/// rects stay high. A node splits when it holds more than `bucketCapacity` items, down to
/// `maximumDepth` (cells 16 map points wide), below which identical points simply share a
/// bucket. Items outside the world (regions across the antimeridian) stay in the root, which
/// every query scans.
///
/// Ids are small dense integers chosen by the owner, so the node of each id is kept in a flat
/// array: removal and moves cost no search and no hashing.
struct SpatialIndex {
    struct Item {
        var minX, minY, maxX, maxY: Double
        var id: Int
    }

    /// A node's geometry, kept apart from its items so walking the tree copies no array
    /// references (and so touches no reference counts).
    struct Node {
        var minX, minY, maxX, maxY: Double
        var depth: Int
        var firstChild = -1
    }

    static let bucketCapacity = 32
    static let maximumDepth = 24

    private(set) var nodes: [Node]
    /// The items of each node, by node index.
    private var buckets: [[Item]] = [[]]
    /// For each id: the node holding it (-1: not indexed) and its position there.
    private var nodeOfId: [Int32] = []
    private var positionOfId: [Int32] = []
    private(set) var count = 0

    init() {
        nodes = [SpatialIndex.root]
    }

    /// The node of the whole world, the tree's root.
    private static let root = Node(minX: 0, minY: 0, maxX: MapProjection.worldSize, maxY: MapProjection.worldSize, depth: 0)

    func contains(id: Int) -> Bool {
        id >= 0 && id < nodeOfId.count && nodeOfId[id] >= 0
    }

    /// Files `id` under `rect`, replacing any earlier entry. A null rect removes it.
    mutating func insert(id: Int, rect: MapRect) {
        remove(id: id)
        guard !rect.isNull, id >= 0 else { return }
        reserveIds(upTo: id)
        var leaf = -1
        insertNew(id: id, rect: rect, nearLeaf: &leaf)
    }

    private mutating func reserveIds(upTo id: Int) {
        guard id >= nodeOfId.count else { return }
        let newCount = max(id + 1, nodeOfId.count * 2)
        nodeOfId.append(contentsOf: repeatElement(-1, count: newCount - nodeOfId.count))
        positionOfId.append(contentsOf: repeatElement(-1, count: newCount - positionOfId.count))
    }

    /// Files an id known not to be in the index, with room for it reserved. `leaf` is a leaf
    /// that may hold it (the one the previous item went to, or -1), which saves the walk from
    /// the root when it does; it becomes the leaf this item went to (-1 when that split).
    private mutating func insertNew(id: Int, rect: MapRect, nearLeaf leaf: inout Int) {
        let item = Item(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, id: id)
        var node = 0
        if leaf >= 0, nodes[leaf].firstChild < 0, leafHolds(item, leaf) {
            node = leaf
        } else {
            while nodes[node].firstChild >= 0, let child = childHolding(item, in: node) { node = child }
        }
        place(item, in: node)
        count += 1
        leaf = nodes[node].firstChild < 0 ? node : -1
        if nodes[node].firstChild < 0 && buckets[node].count > SpatialIndex.bucketCapacity
            && nodes[node].depth < SpatialIndex.maximumDepth {
            split(node)
            leaf = -1
        }
    }

    /// Whether the walk from the root would bring `item` to `leaf`: the leaf's quadrant holds
    /// it whole, by the rules of `childHolding` (half-open, the world's bottom edge closed).
    /// Quadrants nest, so every ancestor's quadrant on the way holds it too.
    private func leafHolds(_ item: Item, _ leaf: Int) -> Bool {
        // Never the root: it also holds what fits no quadrant, and the walk from it is short.
        guard leaf != 0 else { return false }
        let n = nodes[leaf]
        return item.minX >= n.minX && item.maxX < n.maxX && item.minY >= n.minY
            && (item.maxY < n.maxY || (item.maxY == n.maxY && n.maxY == MapProjection.worldSize))
    }

    /// Files many points at once, in Morton (Z) order: into an empty index the tree is built
    /// straight from that order (see `build`); otherwise consecutive insertions walk the same
    /// branches, which turns a cache miss per level into a cache hit (adding a million
    /// scattered points this way is several times faster than in the order given). The ids
    /// are distinct.
    mutating func insert<Points: RandomAccessCollection>(points: Points) where Points.Element == (id: Int, point: MapPoint), Points.Index == Int {
        guard points.count > 4096 else {
            for p in points { insert(id: p.id, rect: MapRect(origin: p.point, size: MapSize(width: 0, height: 0))) }
            return
        }
        // Copied out first, in the order given: filing then reads them in Morton order, all
        // over the list, and a list of just the points is three fifths of the memory to jump
        // around in that the owner's records are (the slot table of 100,000 annotations cost
        // four milliseconds of waiting for memory here).
        let points = Array(points)
        if let maxId = points.lazy.map(\.id).max(), maxId >= 0 { reserveIds(upTo: maxId) }
        let (codes, order) = RadixSort.stableSort(points.map { SpatialIndex.mortonCode(of: $0.point) })
        if count == 0 {
            build(points, inOrder: order, codes: codes)
            return
        }
        // Consecutive points mostly share a leaf: each tries the previous one's first.
        var leaf = -1
        for position in order {
            let p = points[Int(position)]
            let rect = MapRect(origin: p.point, size: MapSize(width: 0, height: 0))
            guard p.id >= 0, !rect.isNull else { continue }
            remove(id: p.id)
            insertNew(id: p.id, rect: rect, nearLeaf: &leaf)
        }
    }

    /// The bits of a point's map coordinates, each rounded down to a whole map point,
    /// interleaved (y's above x's): the quadrant of a node of depth d that holds the point is
    /// the two bits at `quadrantShift(atDepth: d)`, and points in the order of their codes
    /// fill each node's quadrants one after another. Points outside the world, which no
    /// quadrant holds, get the largest code.
    static func mortonCode(of point: MapPoint) -> UInt64 {
        let world = MapProjection.worldSize
        // The world's bottom edge belongs to the bottom quadrants (see `childHolding`).
        guard point.x >= 0, point.x < world, point.y >= 0, point.y <= world else { return outsideWorld }
        func spread(_ value: Double) -> UInt64 {
            var x = UInt64(min(value, world - 1)) & 0xFFF_FFFF
            x = (x | (x << 16)) & 0x0000_FFFF_0000_FFFF
            x = (x | (x << 8)) & 0x00FF_00FF_00FF_00FF
            x = (x | (x << 4)) & 0x0F0F_0F0F_0F0F_0F0F
            x = (x | (x << 2)) & 0x3333_3333_3333_3333
            x = (x | (x << 1)) & 0x5555_5555_5555_5555
            return x
        }
        return spread(point.x) | spread(point.y) << 1
    }

    /// The code of points outside the world: past every code of a point inside (56 bits).
    static let outsideWorld = UInt64.max

    /// Where the two bits of a node's quadrant lie in a Morton code: the world is 2^28 map
    /// points wide, so a node of depth d is halved at bit 27 - d of each coordinate.
    private static func quadrantShift(atDepth depth: Int) -> UInt64 { UInt64(2 * (27 - depth)) }

    /// Builds the tree of an empty index from points in Morton order (`codes` are their codes
    /// in that order), as filing them one by one would split it: a node holding more than
    /// `bucketCapacity` items gets four children, each the run of the order whose codes name
    /// its quadrant, down to `maximumDepth`. Each bucket is made once, at its size, where
    /// filing point by point grew each bucket and moved its items down at every split: 16 MB
    /// of allocations less for 100,000 points.
    private mutating func build(_ points: [(id: Int, point: MapPoint)], inOrder order: [Int32], codes: [UInt64]) {
        nodes = [SpatialIndex.root]
        buckets = [[]]
        // Used only as an address to prefetch from, never read through (`points` outlives
        // the build, unchanged).
        let pointsStart = points.withUnsafeBufferPointer { $0.baseAddress! }
        // Appends the points of `range` (positions in the order) to the node's bucket.
        func fill(_ node: Int, from range: Range<Int>) {
            buckets[node].reserveCapacity(buckets[node].count + range.count)
            for position in range {
                // The points a few places ahead in the order are asked for now (see
                // `MemoryPrefetch`): they lie anywhere in the list.
                if position + MemoryPrefetch.distance < order.count {
                    MemoryPrefetch.load(UnsafeMutableRawPointer(mutating: pointsStart + Int(order[position + MemoryPrefetch.distance])))
                }
                let p = points[Int(order[position])]
                guard p.id >= 0, p.point.x.isFinite, p.point.y.isFinite else { continue }
                nodeOfId[p.id] = Int32(node)
                positionOfId[p.id] = Int32(buckets[node].count)
                buckets[node].append(Item(minX: p.point.x, minY: p.point.y, maxX: p.point.x, maxY: p.point.y, id: p.id))
                count += 1
            }
        }
        // Points outside the world come last; they stay in the root, which every query scans.
        var inside = codes.count
        while inside > 0 && codes[inside - 1] == SpatialIndex.outsideWorld { inside -= 1 }
        fill(0, from: inside..<codes.count)
        var pending = [(node: 0, range: 0..<inside)]
        while let (node, range) = pending.popLast() {
            guard range.count + buckets[node].count > SpatialIndex.bucketCapacity, nodes[node].depth < SpatialIndex.maximumDepth else {
                fill(node, from: range)
                continue
            }
            let first = addChildren(to: node)
            // Each quadrant's run starts at the first code whose quadrant bits reach it.
            let shift = SpatialIndex.quadrantShift(atDepth: nodes[node].depth)
            var bounds = [range.lowerBound]
            for quadrant in 1..<4 {
                var low = bounds[quadrant - 1], high = range.upperBound
                while low < high {
                    let mid = (low + high) / 2
                    if (codes[mid] >> shift) & 3 < UInt64(quadrant) { low = mid + 1 } else { high = mid }
                }
                bounds.append(low)
            }
            bounds.append(range.upperBound)
            for quadrant in 0..<4 { pending.append((first + quadrant, bounds[quadrant]..<bounds[quadrant + 1])) }
        }
    }

    mutating func remove(id: Int) {
        guard contains(id: id) else { return }
        let node = Int(nodeOfId[id]), position = Int(positionOfId[id])
        let last = buckets[node].count - 1
        if position != last {
            let moved = buckets[node][last]
            buckets[node][position] = moved
            positionOfId[moved.id] = Int32(position)
        }
        buckets[node].removeLast()
        nodeOfId[id] = -1
        count -= 1
    }

    /// Appends to `result` the ids of items that meet `rect` (touching edges count, as
    /// `MapRect.intersects`), in no particular order.
    func query(_ rect: MapRect, into result: inout [Int]) {
        guard !rect.isNull else { return }
        let qMinX = rect.minX, qMinY = rect.minY, qMaxX = rect.maxX, qMaxY = rect.maxY
        var stack = [0]
        while let node = stack.popLast() {
            let n = nodes[node]
            for item in buckets[node] where item.minX <= qMaxX && qMinX <= item.maxX && item.minY <= qMaxY && qMinY <= item.maxY {
                result.append(item.id)
            }
            guard n.firstChild >= 0 else { continue }
            for child in n.firstChild..<(n.firstChild + 4) {
                let c = nodes[child]
                if c.minX <= qMaxX && qMinX <= c.maxX && c.minY <= qMaxY && qMinY <= c.maxY { stack.append(child) }
            }
        }
    }

    /// Appends to `result` the ids of items reaching past the world's left edge or onto its
    /// right one that meet `rect` once moved by whole worlds (a circle across the antimeridian
    /// seen from its other side; a point at 180° seen at -180°). Such items never fit a
    /// quadrant, which is half-open, so they all live in the root and only its bucket is scanned.
    func queryItemsBeyondWorldEdges(meeting rect: MapRect, into result: inout [Int]) {
        let world = MapProjection.worldSize
        for item in buckets[0] where item.minX < 0 || item.maxX >= world {
            let itemRect = MapRect(x: item.minX, y: item.minY, width: item.maxX - item.minX, height: item.maxY - item.minY)
            if rect.intersectsAnyWorldCopy(of: itemRect) { result.append(item.id) }
        }
    }

    /// The child quadrant (half-open) that holds the item whole, if any. The world's bottom
    /// edge is closed: latitudes past the Mercator limit clamp to y = 2^28, and such points
    /// must still sink to the leaves rather than crowd the root that every query scans. The
    /// right edge stays open: x = 2^28 is the antimeridian, found from both sides through the
    /// root (`queryItemsBeyondWorldEdges`).
    private func childHolding(_ item: Item, in node: Int) -> Int? {
        let n = nodes[node]
        let midX = (n.minX + n.maxX) / 2, midY = (n.minY + n.maxY) / 2
        let east: Bool, south: Bool
        if item.maxX < midX && item.minX >= n.minX { east = false }
        else if item.minX >= midX && item.maxX < n.maxX { east = true }
        else { return nil }
        if item.maxY < midY && item.minY >= n.minY { south = false }
        else if item.minY >= midY && (item.maxY < n.maxY || (item.maxY == n.maxY && n.maxY == MapProjection.worldSize)) { south = true }
        else { return nil }
        return n.firstChild + (south ? 2 : 0) + (east ? 1 : 0)
    }

    private mutating func place(_ item: Item, in node: Int) {
        nodeOfId[item.id] = Int32(node)
        positionOfId[item.id] = Int32(buckets[node].count)
        // Room for a few items at once: grown by doubling from empty, a leaf's bucket was
        // reallocated six times before it split. (Room for a full leaf cost 6 MB more for
        // 100,000 points, most leaves holding few.)
        if buckets[node].capacity == 0 { buckets[node].reserveCapacity(8) }
        buckets[node].append(item)
    }

    /// Gives a full leaf four children and moves down the items that fit one. Only one level at
    /// a time: a child that is still too full splits on its next insertion.
    private mutating func split(_ node: Int) {
        addChildren(to: node)
        let items = buckets[node]
        buckets[node] = []
        for item in items {
            if let child = childHolding(item, in: node) { place(item, in: child) } else { place(item, in: node) }
        }
    }

    /// Gives a leaf four empty children, its quadrants; returns the first one's index.
    @discardableResult
    private mutating func addChildren(to node: Int) -> Int {
        let n = nodes[node]
        let midX = (n.minX + n.maxX) / 2, midY = (n.minY + n.maxY) / 2
        let first = nodes.count
        nodes.append(Node(minX: n.minX, minY: n.minY, maxX: midX, maxY: midY, depth: n.depth + 1))
        nodes.append(Node(minX: midX, minY: n.minY, maxX: n.maxX, maxY: midY, depth: n.depth + 1))
        nodes.append(Node(minX: n.minX, minY: midY, maxX: midX, maxY: n.maxY, depth: n.depth + 1))
        nodes.append(Node(minX: midX, minY: midY, maxX: n.maxX, maxY: n.maxY, depth: n.depth + 1))
        buckets.append(contentsOf: repeatElement([], count: 4))
        nodes[node].firstChild = first
        return first
    }
}
