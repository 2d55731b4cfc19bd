import MapScriptGeometry

/// An area of the map drawn by an `OverlayRenderer` (MKOverlay). Every overlay is also an
/// annotation: `coordinate` is its centre and `title` names it. Subclass it for custom overlays
/// and set `coordinate` and `boundingMapRect`; the map follows changes to the rect at once.
open class Overlay: Annotation {
    /// The map rect that holds everything the overlay draws; it decides when the overlay is
    /// visible and is the origin of its renderer's coordinates.
    public var boundingMapRect: MapRect {
        didSet {
            guard boundingMapRect != oldValue else { return }
            overlayPlacements.forEach { $0.map?.overlayDidChangeBounds(id: $0.slot) }
        }
    }
    /// True when the overlay hides the map beneath it (a tile overlay of a full base map).
    public var canReplaceMapContent: Bool = false
    public let shapeKind: OverlayShapeKind

    var overlayPlacements = Placements()

    /// A custom overlay: set `coordinate` and `boundingMapRect` after `super.init()`.
    public init(coordinate: Coordinate = Coordinate(latitude: 0, longitude: 0), boundingMapRect: MapRect = .null) {
        self.boundingMapRect = boundingMapRect
        shapeKind = .custom
        super.init(coordinate: coordinate)
    }

    init(kind: OverlayShapeKind, coordinate: Coordinate, boundingMapRect: MapRect) {
        self.boundingMapRect = boundingMapRect
        shapeKind = kind
        super.init(coordinate: coordinate)
    }

    /// True when the overlay meets the map rect (MKOverlay.intersects).
    public func intersects(_ mapRect: MapRect) -> Bool {
        boundingMapRect.intersects(mapRect)
    }
}
