/// An axis-aligned rectangle in map points (MKMapRect). A rectangle with a negative width or
/// height is `null`; intersecting disjoint rectangles gives `null`.
public struct MapRect: Hashable, Sendable {
    public var origin: MapPoint
    public var size: MapSize

    public init(origin: MapPoint, size: MapSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MapPoint(x: x, y: y), size: MapSize(width: width, height: height))
    }

    /// The smallest rectangle holding every point (`null` for none). Inlinable so that each
    /// caller's sequence type is specialised: unspecialised, every element goes through the
    /// iterator's witness table.
    @inlinable
    public init(enclosing points: some Sequence<MapPoint>) {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        self = minX <= maxX ? MapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The narrowest rect enclosing `points` on the world as it goes round: where the points
    /// lie on both sides of the antimeridian (Fiji, the Aleutians), the rect encloses them
    /// across it, reaching past the world's east edge, rather than round the other side of
    /// the world. It is `init(enclosing:)` when that is at most half the world wide, since
    /// then nothing narrower goes round.
    public init(enclosingAroundTheWorld points: [MapPoint]) {
        let world = MapProjection.worldSize
        let plain = MapRect(enclosing: points)
        guard !plain.isNull, plain.width > world / 2, plain.width.isFinite else {
            self = plain
            return
        }
        // The rect leaves out the widest gap between neighbouring longitudes; the plain rect
        // leaves out the one across the antimeridian, from the last to the first.
        let xs = points.map(\.wrappedIntoWorld.x).sorted()
        let acrossTheAntimeridian = xs[0] + world - xs[xs.count - 1]
        var widest: (gap: Double, west: Double, east: Double)?
        for (west, east) in zip(xs, xs.dropFirst()) where east - west > max(widest?.gap ?? 0, acrossTheAntimeridian) {
            widest = (east - west, west, east)
        }
        guard let widest else {
            self = plain
            return
        }
        self = MapRect(x: widest.east, y: plain.minY, width: widest.west + world - widest.east, height: plain.height)
    }

    /// MKMapRect.null: at infinity, of no size, what rects that do not meet intersect in.
    public static let null = MapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    public static let world = MapRect(origin: MapPoint(x: 0, y: 0), size: .world)

    public var isNull: Bool { size.width < 0 || size.height < 0 || !origin.x.isFinite || !origin.y.isFinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// Not null and of finite size: a rect a view can be fitted to.
    public var isFinite: Bool { !isNull && size.width.isFinite && size.height.isFinite }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: MapPoint { MapPoint(x: midX, y: midY) }

    /// True when the two rectangles share a point (touching edges count, as in MapKit).
    public func intersects(_ other: MapRect) -> Bool {
        if isNull || other.isNull { return false }
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    public func intersection(_ other: MapRect) -> MapRect {
        guard intersects(other) else { return .null }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return MapRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func union(_ other: MapRect) -> MapRect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return MapRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func contains(_ point: MapPoint) -> Bool {
        !isNull && point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    public func contains(_ rect: MapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// The rectangle shrunk by dx on the left and right and dy at the top and bottom (grown
    /// for negative values). Shrinking past nothing gives `null`, as CGRectInset does.
    public func insetBy(dx: Double, dy: Double) -> MapRect {
        if isNull { return .null }
        let w = width - 2 * dx, h = height - 2 * dy
        guard w >= 0, h >= 0 else { return .null }
        return MapRect(x: minX + dx, y: minY + dy, width: w, height: h)
    }

    public func offsetBy(dx: Double, dy: Double) -> MapRect {
        if isNull { return .null }
        return MapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    // MARK: The world's wrap at the 180th meridian

    /// True when the rectangle crosses a vertical edge of a world copy (x = k * 2^28): it shows
    /// the antimeridian (MKMapRectSpans180thMeridian). A rectangle 2^28 wide or wider always does.
    public var spans180thMeridian: Bool {
        if isNull || !origin.x.isFinite || !size.width.isFinite { return false }
        let world = MapProjection.worldSize
        let copy = (minX / world).rounded(.down)
        return maxX > (copy + 1) * world
    }

    /// The part of the rectangle beyond the world's edge, moved by one world width back into it
    /// (MKMapRectRemainder): for a rectangle crossing the right edge, its part past 2^28 moved
    /// to x >= 0; crossing the left edge, its part before 0 moved to x < 2^28. `null` when the
    /// rectangle lies within 0...2^28 in x.
    public var remainder: MapRect {
        if isNull { return .null }
        let world = MapProjection.worldSize
        if maxX > world {
            let start = max(minX, world)
            return MapRect(x: start - world, y: minY, width: maxX - start, height: height)
        }
        if minX < 0 {
            let end = min(maxX, 0)
            return MapRect(x: minX + world, y: minY, width: end - minX, height: height)
        }
        return .null
    }

    /// The same rectangle moved by whole worlds so that its left edge lies in 0 ..< 2^28.
    public var wrappedIntoWorld: MapRect {
        if isNull { return .null }
        let wrapped = origin.wrappedIntoWorld
        return MapRect(x: wrapped.x, y: minY, width: width, height: height)
    }

    /// The copy of the rectangle (moved by whole worlds) whose centre is nearest in x to
    /// `reference`.
    public func nearestWorldCopy(to reference: Double) -> MapRect {
        if isNull { return .null }
        let dx = center.nearestWorldCopy(to: reference).x - midX
        return dx == 0 ? self : offsetBy(dx: dx, dy: 0)
    }

    /// True when the rectangles intersect, or would after moving `other` by whole worlds: the
    /// test for "is this overlay visible" when the visible rect crosses the antimeridian.
    public func intersectsAnyWorldCopy(of other: MapRect) -> Bool {
        if isNull || other.isNull { return false }
        if intersects(other) { return true }
        let world = MapProjection.worldSize
        if width >= world || other.width >= world { return minY <= other.maxY && other.minY <= maxY }
        // Only the copies whose x range can reach ours need testing: the nearest one each side.
        let shift = ((minX - other.minX) / world).rounded(.down) * world
        return intersects(other.offsetBy(dx: shift, dy: 0)) || intersects(other.offsetBy(dx: shift + world, dy: 0))
    }
}
