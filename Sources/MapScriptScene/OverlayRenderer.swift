import MapScriptGeometry

/// Draws one overlay (MKOverlayRenderer). Renderer coordinates are MapKit's: map points
/// measured from the origin of the overlay's `boundingMapRect`; the map sets the context's
/// transform so they land in view points. Subclass it and override `draw` (and `canDraw`) for a
/// custom look.
open class OverlayRenderer {
    public let overlay: Overlay
    /// The opacity of the whole drawing; writers apply it to the overlay's group.
    public var alpha = 1.0
    /// Set when `canDraw` answered false: the map skips the renderer until `setNeedsDisplay()`.
    public internal(set) var isWaitingForDisplay = false
    /// Behaviour put in place of `draw` and `canDraw` by the renderer's owner (see `OverrideSlot`).
    public var overrides: (any OverrideSlot)?

    public init(overlay: Overlay) {
        self.overlay = overlay
    }

    /// Draws the part of the overlay inside `mapRect`. `zoomScale` is view points per map point,
    /// so `lineWidth / zoomScale` is a width that looks the same at every zoom, as in MapKit.
    open func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {}

    /// False when the renderer has nothing ready to draw for this rect; it is then not drawn
    /// until `setNeedsDisplay()` is called.
    open func canDraw(mapRect: MapRect, zoomScale: Double) throws -> Bool { true }

    /// `draw` as the map calls it: the override slot's version when it has one, else the class's own.
    func dispatchDraw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
        if let overrides, try overrides.perform(.drawOverlay(mapRect: mapRect, zoomScale: zoomScale, context: context), on: self) != nil {
            return
        }
        try draw(mapRect: mapRect, zoomScale: zoomScale, context: context)
    }

    /// `canDraw` as the map calls it.
    func dispatchCanDraw(mapRect: MapRect, zoomScale: Double) throws -> Bool {
        if let overrides, case .bool(let answer)? = try overrides.perform(.canDraw(mapRect: mapRect, zoomScale: zoomScale), on: self) {
            return answer
        }
        return try canDraw(mapRect: mapRect, zoomScale: zoomScale)
    }

    /// Asks the map to draw the renderer again (after `canDraw` answered false).
    open func setNeedsDisplay() {
        isWaitingForDisplay = false
    }

    /// Asks the map to draw again the part of the overlay in `mapRect`, at any zoom scale or at
    /// `zoomScale` (MKOverlayRenderer.setNeedsDisplay(_:zoomScale:)). The map draws a renderer
    /// whole, so a rect that meets the overlay's bounding rect redraws it and any other does
    /// nothing.
    public func setNeedsDisplay(in mapRect: MapRect, zoomScale: Double? = nil) {
        let bounds = overlay.boundingMapRect
        guard !bounds.isNull, !mapRect.isNull, mapRect.intersects(bounds) || bounds.contains(mapRect.origin) else { return }
        setNeedsDisplay()
    }

    /// The origin of renderer coordinates: the bounding rect's origin, or (0, 0) when it has none.
    public var origin: MapPoint {
        let rect = overlay.boundingMapRect
        return rect.isNull ? MapPoint(x: 0, y: 0) : rect.origin
    }

    /// A map point in renderer coordinates (MKOverlayRenderer.point(for:)).
    public func point(for mapPoint: MapPoint) -> Point {
        let o = origin
        return Point(x: mapPoint.x - o.x, y: mapPoint.y - o.y)
    }

    /// A map rect in renderer coordinates (MKOverlayRenderer.rect(for:)).
    public func rect(for mapRect: MapRect) -> Rect {
        let p = point(for: mapRect.origin)
        return Rect(x: p.x, y: p.y, width: mapRect.width, height: mapRect.height)
    }

    public func mapPoint(for point: Point) -> MapPoint {
        let o = origin
        return MapPoint(x: point.x + o.x, y: point.y + o.y)
    }

    public func mapRect(for rect: Rect) -> MapRect {
        let p = mapPoint(for: rect.origin)
        return MapRect(x: p.x, y: p.y, width: rect.width, height: rect.height)
    }
}
