import MapScriptGeometry
import MapScriptScene

/// Runs an overlay renderer's `draw` into a recording context set up as MapKit sets it up:
/// renderer coordinates are map points from the origin of the overlay's bounding rect, and the
/// context's transform takes them to view points (translate, then scale by the zoom scale).
enum OverlayDrawing {
    static func record(_ renderer: OverlayRenderer, viewport: Viewport) throws -> Drawing {
        let s = viewport.zoomScale
        let origin = renderer.origin
        let context = DrawingContext(bounds: viewRect(viewport.size))
        context.translateBy(x: viewport.size.width / 2 + (origin.x - viewport.center.x) * s,
                            y: viewport.size.height / 2 + (origin.y - viewport.center.y) * s)
        context.scaleBy(x: s, y: s)
        try renderer.draw(mapRect: viewport.visibleMapRect, zoomScale: s, context: context)
        return context.drawing
    }

    static func viewRect(_ size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The `data-kind` of an overlay group.
    static func kindName(_ kind: OverlayShapeKind) -> StaticString {
        switch kind {
        case .circle: return "circle"
        case .polygon, .multiPolygon: return "polygon"
        case .polyline, .geodesicPolyline, .multiPolyline: return "polyline"
        case .tile: return "tile"
        case .custom: return "custom"
        }
    }
}
