import MapScriptGeometry

/// One view as collision resolution sees it: its slot, its frame in view points, the shape it
/// collides with and the order it is resolved in (higher priority first, then the cluster of
/// more members, then the annotation added first).
struct CollisionItem: Equatable {
    var frame: Rect
    var priority: Double
    // The slot and the weight are kept in 32 bits each, and the fields in this order: 56 bytes
    // an item instead of 72, and clustering 100,000 views makes an item for each.
    private var storedSlot: Int32
    private var storedWeight: Int32
    /// The clustering identifier's number in this layout, -1 for none.
    var group: Int32 = -1
    var isCircle: Bool

    var slot: Int {
        get { Int(storedSlot) }
        set { storedSlot = Int32(newValue) }
    }
    /// The number of views the item stands for: 1, or a cluster's members.
    var weight: Int {
        get { Int(storedWeight) }
        set { storedWeight = Int32(newValue) }
    }

    init(slot: Int, frame: Rect, isCircle: Bool, priority: Double, weight: Int) {
        self.frame = frame
        self.priority = priority
        storedSlot = Int32(slot)
        storedWeight = Int32(weight)
        self.isCircle = isCircle
    }

    /// Whether the two shapes overlap. Shapes that only touch do not collide, so markers set
    /// edge to edge all stay, even where converting their coordinates to points left the last
    /// bits of an edge over the other (by less than `overlapTolerance`).
    func collides(with other: CollisionItem) -> Bool {
        let a = frame, b = other.frame, t = CollisionItem.overlapTolerance
        guard a.minX + t < b.maxX, b.minX + t < a.maxX, a.minY + t < b.maxY, b.minY + t < a.maxY else { return false }
        switch (isCircle, other.isCircle) {
        case (false, false):
            return true
        case (true, true):
            let dx = a.midX - b.midX, dy = a.midY - b.midY
            let reach = CollisionItem.radius(a) + CollisionItem.radius(b) - t
            return dx * dx + dy * dy < reach * reach
        case (true, false):
            return CollisionItem.circle(in: a, meets: b)
        case (false, true):
            return CollisionItem.circle(in: b, meets: a)
        }
    }

    /// How far two shapes must overlap to collide, in points: far below what a picture
    /// shows, far above the rounding of a coordinate converted to a point.
    static let overlapTolerance = 1e-6

    /// The radius of the circle inscribed in a frame (centred, as wide as its shorter side).
    private static func radius(_ frame: Rect) -> Double { min(frame.width, frame.height) / 2 }

    private static func circle(in frame: Rect, meets rect: Rect) -> Bool {
        let r = radius(frame) - overlapTolerance
        let nearestX = min(max(frame.midX, rect.minX), rect.maxX)
        let nearestY = min(max(frame.midY, rect.minY), rect.maxY)
        let dx = frame.midX - nearestX, dy = frame.midY - nearestY
        return dx * dx + dy * dy < r * r
    }

    /// The positions of `items` in resolution order, or nil when that is the order they are
    /// in. Views come in the order of their slots, and most maps give them all one priority,
    /// so they mostly are: one look at each pair spares sorting 100,000 of them, and the
    /// order is then not made at all.
    static func resolutionOrder(of items: [CollisionItem]) -> [Int]? {
        if zip(items, items.dropFirst()).allSatisfy({ precedes($0, $1) }) { return nil }
        return items.indices.sorted { precedes(items[$0], items[$1]) }
    }

    /// Resolution order: true when `a` goes before `b`.
    static func precedes(_ a: CollisionItem, _ b: CollisionItem) -> Bool {
        rank(a, b) ?? (a.slot < b.slot)
    }

    /// Whether `a` goes before `b` by priority, then by the number of members; nil when
    /// both are equal.
    private static func rank(_ a: CollisionItem, _ b: CollisionItem) -> Bool? {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.weight != b.weight { return a.weight > b.weight }
        return nil
    }

    /// The positions of `items` in the order they are shown, each kept unless it collides
    /// with one before it: higher priority first, then the cluster of more members, then, as
    /// MapKit hides "the view furthest from the center of the map's visible region" first
    /// between equals (MKFeatureDisplayPriority), the one nearer `centre`, then the annotation
    /// added first.
    static func displayOrder(of items: [CollisionItem], nearestFirstTo centre: Point) -> [Int] {
        let distances = items.map { item in
            let dx = item.frame.midX - centre.x, dy = item.frame.midY - centre.y
            return dx * dx + dy * dy
        }
        return items.indices.sorted { i, j in
            if let ranked = rank(items[i], items[j]) { return ranked }
            if distances[i] != distances[j] { return distances[i] < distances[j] }
            return items[i].slot < items[j].slot
        }
    }
}
