import MapScriptGeometry

/// A point of interest on the map: data only, its look is its `AnnotationView` (MKAnnotation).
/// Subclass it for custom annotations; the map follows changes to `coordinate` at once.
open class Annotation {
    /// The vertices the object keeps (a shape's coordinates and their map points), for a
    /// memory bound that measures what a script holds; none for a point annotation or a circle.
    open var vertexCount: Int { 0 }
    /// The annotations the object holds (a cluster's members), for the same bound.
    open var memberCount: Int { 0 }

    // Unchecked exclusivity, for the reason given in `MapView`.
    /// Moving an annotation re-files it in the spatial index of every map showing it.
    @exclusivity(unchecked) public var coordinate: Coordinate {
        didSet {
            guard coordinate != oldValue else { return }
            placements.forEach { $0.map?.annotationDidMove(slot: $0.slot) }
        }
    }
    @exclusivity(unchecked) public var title: String?
    @exclusivity(unchecked) public var subtitle: String?
    /// The annotation's owner and the behaviour it puts in place of overridable methods (a tile
    /// overlay's `url(forTile:)`); see `OverrideSlot`.
    @exclusivity(unchecked) public var overrides: (any OverrideSlot)?

    /// Where this annotation lives in each map showing it; the map keeps it here instead of in
    /// a dictionary so a million annotations cost no hashing.
    @exclusivity(unchecked) var placements = Placements()

    public init(coordinate: Coordinate = Coordinate(latitude: 0, longitude: 0), title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }

    /// True when the annotation has a non-empty title, the condition for a callout.
    public var hasTitle: Bool { !(title ?? "").isEmpty }
}
