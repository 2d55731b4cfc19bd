import Foundation

/// How a region is shown in a view of a given size (svg.md, "Viewport and projection"):
/// the view's centre shows the region's centre, and the scale (view points per map point,
/// MapKit's zoomScale) is the largest at which the region's map rect, drawn around that
/// centre, fits inside the view, so the visible area always contains the requested region.
///
/// Mercator stretches latitudes away from the equator, so the region's centre is not the
/// centre of its map rect: in the northern hemisphere the half above the centre is taller.
/// The fit therefore uses the larger half in each direction (a symmetric fit of the whole
/// height would cut off the top of a tall northern region).
///
/// A camera `heading` (degrees clockwise from north, MapKit's MKMapCamera.heading) rotates the
/// map about the view's centre: with heading 90, east is up. Only positions rotate; what is
/// drawn at a position (annotation views, text) stays upright. A viewport made for a region
/// takes the scale a map facing north would, so that a region keeps its meaning whatever the
/// heading; showing a map rect on a turned map fits it turned
/// (`fittingScale(size:width:height:heading:)`), so that all of it is in view.
///
/// x is not confined to the world: near the antimeridian the visible rect extends past the
/// world's edge, and `nearestWorldCopy(of:)` picks the copy of a point to draw.
public struct Viewport: Hashable, Sendable {
    public let size: Size
    public let center: MapPoint
    /// View points per map point.
    public let zoomScale: Double
    /// Degrees clockwise from north of the view's up direction.
    public let heading: Double

    // The heading's rotation, computed once: these run per vertex.
    @usableFromInline let headingSin: Double
    @usableFromInline let headingCos: Double

    public init(size: Size, region: Region, heading: Double = 0) {
        self.init(size: size, center: MapPoint(region.center),
                  zoomScale: Viewport.fittingScale(size: size, region: region), heading: heading)
    }

    /// A view of `size` centred on `center` at `zoomScale` view points per map point. A scale
    /// that is not a positive finite number (a zoom by 0, say) shows the whole world instead,
    /// so that no view point is ever NaN or infinite.
    public init(size: Size, center: MapPoint, zoomScale: Double, heading: Double = 0) {
        self.size = size
        self.center = center
        self.zoomScale = zoomScale > 0 && zoomScale.isFinite ? zoomScale : Viewport.wholeWorldScale(size)
        let h = heading.isFinite ? GeodesicMath.angleNormalize(heading) : 0
        self.heading = h == -180 ? 180 : h
        (headingSin, headingCos) = GeodesicMath.sinCosDegrees(self.heading)
    }

    /// The largest scale at which the region's map rect, centred on the region's centre, fits
    /// in a view of `size`. A region of no size (a span of zero) is MapKit's closest zoom about
    /// its centre (`closestZoomScale`); an invalid one shows the whole world rather than
    /// dividing by zero.
    public static func fittingScale(size: Size, region: Region) -> Double {
        let rect = region.mapRect
        let c = MapPoint(region.center)
        let halfWidth = rect.width / 2
        let halfHeight = max(c.y - rect.minY, rect.maxY - c.y)
        if halfWidth == 0 && halfHeight == 0 && size.width > 0 && size.height > 0 { return closestZoomScale }
        let sx = halfWidth > 0 ? size.width / 2 / halfWidth : .infinity
        let sy = halfHeight > 0 ? size.height / 2 / halfHeight : .infinity
        let scale = min(sx, sy)
        return scale.isFinite && scale > 0 ? scale : wholeWorldScale(size)
    }

    /// The largest scale at which a map rect of `width` by `height` map points, about the
    /// view's centre, fits in a view of `size` turned by `heading`: each corner, turned, must
    /// lie inside the view. Infinite for a rect of no size.
    public static func fittingScale(size: Size, width: Double, height: Double, heading: Double) -> Double {
        let (s, c) = GeodesicMath.sinCosDegrees(heading.isFinite ? heading : 0)
        let halfWidth = width / 2, halfHeight = height / 2
        var scale = Double.infinity
        for (dx, dy) in [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (-halfWidth, halfHeight), (halfWidth, halfHeight)] {
            // The corner's offset from the view's centre, in map points, as `point(for:)` turns it.
            let across = abs(dx * c + dy * s), along = abs(-dx * s + dy * c)
            if across > 0 { scale = min(scale, size.width / 2 / across) }
            if along > 0 { scale = min(scale, size.height / 2 / along) }
        }
        return scale
    }

    /// One view point for each map point: about 15 cm a point at the equator, zoom level 20,
    /// close to the nearest MapKit shows a map.
    public static let closestZoomScale = 1.0

    /// How many copies of the world a picture draws on each side of the one at the view's
    /// centre. A view wider than the world shows the world again on each side, as far as it
    /// reaches; past this many copies a world is a few points wide (a view showing 17 worlds
    /// side by side), and a bound keeps a view zoomed out without end from drawing without end.
    public static let worldCopiesEachSide = 8

    /// The scale at which the whole world fits in the view (one view point per world for an
    /// empty view, so that the scale is never zero).
    private static func wholeWorldScale(_ size: Size) -> Double {
        let whole = min(size.width, size.height) / MapProjection.worldSize
        return whole.isFinite && whole > 0 ? whole : 1 / MapProjection.worldSize
    }

    /// The map rect that the whole view shows (with a heading, the bounding box of the
    /// rotated view). It may extend past the world's edges.
    public var visibleMapRect: MapRect {
        let c = abs(headingCos), s = abs(headingSin)
        let w = (size.width * c + size.height * s) / zoomScale
        let h = (size.width * s + size.height * c) / zoomScale
        return MapRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }

    // Inlinable, with the two below: the map places every annotation view through them, and
    // a call from another module passed the whole viewport by value each time.
    @inlinable @inline(__always)
    public func point(for mapPoint: MapPoint) -> Point {
        let dx = (mapPoint.x - center.x) * zoomScale
        let dy = (mapPoint.y - center.y) * zoomScale
        if heading == 0 {
            return Point(x: size.width / 2 + dx, y: size.height / 2 + dy)
        }
        // Turning the map counter-clockwise by the heading brings that compass direction up.
        return Point(x: size.width / 2 + dx * headingCos + dy * headingSin,
                     y: size.height / 2 - dx * headingSin + dy * headingCos)
    }

    @inline(__always)
    public func mapPoint(for point: Point) -> MapPoint {
        let vx = point.x - size.width / 2
        let vy = point.y - size.height / 2
        if heading == 0 {
            return MapPoint(x: center.x + vx / zoomScale, y: center.y + vy / zoomScale)
        }
        return MapPoint(x: center.x + (vx * headingCos - vy * headingSin) / zoomScale,
                        y: center.y + (vx * headingSin + vy * headingCos) / zoomScale)
    }

    public func point(for coordinate: Coordinate) -> Point { point(for: MapPoint(coordinate)) }
    public func coordinate(for point: Point) -> Coordinate { mapPoint(for: point).coordinate }

    /// The view point of a map point, taking the copy of it (moved by whole worlds) nearest the
    /// view's centre, so that an annotation at 179°E shows in a view centred at 179°W.
    @inlinable @inline(__always)
    public func pointNearestCenter(for mapPoint: MapPoint) -> Point {
        point(for: nearestWorldCopy(of: mapPoint))
    }

    /// The copy of `mapPoint` (x moved by whole worlds) nearest the view's centre.
    @inlinable @inline(__always)
    public func nearestWorldCopy(of mapPoint: MapPoint) -> MapPoint {
        mapPoint.nearestWorldCopy(to: center.x)
    }

    /// The view rectangle of a map rect (with a heading, the bounding box of its rotated corners).
    public func rect(for mapRect: MapRect) -> Rect {
        if heading == 0 {
            let p = point(for: mapRect.origin)
            return Rect(x: p.x, y: p.y, width: mapRect.width * zoomScale, height: mapRect.height * zoomScale)
        }
        return mapToViewTransform.apply(to: Rect(x: mapRect.minX, y: mapRect.minY, width: mapRect.width, height: mapRect.height))
    }

    /// The map rect of a view rectangle (with a heading, the bounding box of its corners on the map).
    public func mapRect(for rect: Rect) -> MapRect {
        if heading == 0 {
            let p = mapPoint(for: rect.origin)
            return MapRect(x: p.x, y: p.y, width: rect.width / zoomScale, height: rect.height / zoomScale)
        }
        guard let inverse = mapToViewTransform.inverted() else { return .null }
        let r = inverse.apply(to: rect)
        return MapRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }

    /// Map points (as a `Point` with the map point's x and y) to view points: what a renderer's
    /// drawing context starts from when it draws in map points.
    public var mapToViewTransform: AffineTransform {
        // Move the centre to the origin, scale, rotate, then move the origin to the view's centre.
        let s = zoomScale
        return AffineTransform(a: s * headingCos, b: -s * headingSin,
                               c: s * headingSin, d: s * headingCos,
                               tx: size.width / 2 - s * (center.x * headingCos + center.y * headingSin),
                               ty: size.height / 2 - s * (-center.x * headingSin + center.y * headingCos))
    }
}
