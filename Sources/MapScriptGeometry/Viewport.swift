/// How a region is shown in a view of a given size (svg.md, "Viewport and projection"):
/// the view's centre shows the region's centre, and the scale (view points per map point,
/// MapKit's zoomScale) is the largest at which the region's map rect fits inside the view.
public struct Viewport: Hashable, Sendable {
    public let size: Size
    public let center: MapPoint
    /// View points per map point.
    public let zoomScale: Double

    public init(size: Size, region: Region) {
        self.size = size
        let rect = region.mapRect
        center = MapPoint(region.center)
        let sx = rect.width > 0 ? size.width / rect.width : .infinity
        let sy = rect.height > 0 ? size.height / rect.height : .infinity
        let scale = min(sx, sy)
        // A degenerate region (zero span) shows the whole world rather than dividing by zero.
        zoomScale = scale.isFinite && scale > 0 ? scale : min(size.width, size.height) / MapProjection.worldSize
    }

    public init(size: Size, center: MapPoint, zoomScale: Double) {
        self.size = size
        self.center = center
        self.zoomScale = zoomScale
    }

    /// The map rect that the whole view shows.
    public var visibleMapRect: MapRect {
        let w = size.width / zoomScale, h = size.height / zoomScale
        return MapRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }

    public func point(for mapPoint: MapPoint) -> Point {
        Point(x: size.width / 2 + (mapPoint.x - center.x) * zoomScale,
              y: size.height / 2 + (mapPoint.y - center.y) * zoomScale)
    }

    public func mapPoint(for point: Point) -> MapPoint {
        MapPoint(x: center.x + (point.x - size.width / 2) / zoomScale,
                 y: center.y + (point.y - size.height / 2) / zoomScale)
    }

    public func point(for coordinate: Coordinate) -> Point { point(for: MapPoint(coordinate)) }
    public func coordinate(for point: Point) -> Coordinate { mapPoint(for: point).coordinate }

    public func rect(for mapRect: MapRect) -> Rect {
        let p = point(for: mapRect.origin)
        return Rect(x: p.x, y: p.y, width: mapRect.width * zoomScale, height: mapRect.height * zoomScale)
    }

    public func mapRect(for rect: Rect) -> MapRect {
        let p = mapPoint(for: rect.origin)
        return MapRect(x: p.x, y: p.y, width: rect.width / zoomScale, height: rect.height / zoomScale)
    }
}
