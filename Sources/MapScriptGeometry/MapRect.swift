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

    /// The smallest rectangle holding every point (`null` for none).
    public init(enclosing points: some Sequence<MapPoint>) {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        self = minX <= maxX ? MapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    public static let null = MapRect(x: .infinity, y: .infinity, width: -1, height: -1)
    public static let world = MapRect(origin: MapPoint(x: 0, y: 0), size: .world)

    public var isNull: Bool { size.width < 0 || size.height < 0 || !origin.x.isFinite || !origin.y.isFinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

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

    public func insetBy(dx: Double, dy: Double) -> MapRect {
        MapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> MapRect {
        MapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
