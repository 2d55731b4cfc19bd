import MapScriptGeometry

/// An overlay defined by its geometry (MKShape): the base of circles and of shapes made of
/// points. Extend it for a shape of your own: set `coordinate` and `boundingMapRect` as for any
/// custom overlay, and draw it with a renderer.
open class Shape: Overlay {
    /// A custom shape: set `coordinate` and `boundingMapRect` after `super.init()`.
    public override init(coordinate: Coordinate = Coordinate(latitude: 0, longitude: 0), boundingMapRect: MapRect = .null) {
        super.init(coordinate: coordinate, boundingMapRect: boundingMapRect)
    }

    override init(kind: OverlayShapeKind, coordinate: Coordinate, boundingMapRect: MapRect) {
        super.init(kind: kind, coordinate: coordinate, boundingMapRect: boundingMapRect)
    }
}
