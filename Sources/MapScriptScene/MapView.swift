import MapScriptGeometry

/// The map (MKMapView): a region shown in a view of `size` points, the annotations and overlays
/// on it, and the views and renderers it made for the visible ones through its `delegate`.
///
/// Layout (`layout()`) runs after every region change (before `regionDidChange`), before every
/// snapshot, and when `view(for:)` or `renderer(for:)` is asked. It moves the views of
/// annotations that left the visible rect to the reuse queues, asks for views of visible
/// annotations that have none and renderers of visible overlays that have none, resolves
/// collisions among the views (`MapView+Collisions`), then reports what was new. Every method that may call a hook or an overridable method throws.
public final class MapView {
    // Stored properties here skip dynamic exclusivity checks (`@exclusivity(unchecked)`): the
    // scene is used from one thread, and no access to them spans a call out of the scene (hooks,
    // delegates and overrides run between accesses, never inside one), so the check could never
    // fail. Read from another module, each access was a `swift_beginAccess` and its end, about
    // 80 instructions, and an annotation's layout and export made dozens of them.
    // MARK: Region and size

    /// The view's size in points. The visible map rect follows from `size` and `region`
    /// whichever is set last; sizes under one point count as one point.
    @exclusivity(unchecked) public var size: Size {
        didSet {
            size = MapView.sanitized(size)
            viewport = Viewport(size: size, region: region, heading: heading)
            refreshViewPositions()
        }
    }

    /// The camera heading in degrees clockwise from north (MKMapCamera.heading): with 90, east
    /// is up. Positions turn about the view's centre; views and text stay upright. Changing it
    /// keeps the centre and zoom scale and fires no region hooks. Kept as MKMapCamera keeps it,
    /// from 0 up to 360: 720.5 reads back as 0.5, -90 as 270.
    @exclusivity(unchecked) public var heading: Double = 0 {
        didSet {
            if heading.isFinite, !(0..<360).contains(heading) {
                // Assigned inside didSet, which does not run again. A tiny negative turn plus
                // 360 rounds to 360, which is 0.
                let turned = heading.truncatingRemainder(dividingBy: 360)
                let positive = turned < 0 ? turned + 360 : turned
                heading = positive < 360 ? positive : 0
            }
            viewport = Viewport(size: size, center: viewport.center, zoomScale: viewport.zoomScale, heading: heading)
            refreshViewPositions()
        }
    }

    /// The region asked for, kept as given; the view shows at least all of it.
    @exclusivity(unchecked) public internal(set) var region: Region
    /// How `region` lands in a view of `size`: centre and view points per map point.
    @exclusivity(unchecked) public internal(set) var viewport: Viewport

    @exclusivity(unchecked) public var backgroundColor: Color = Color(red: 0.96, green: 0.95, blue: 0.92)
    @exclusivity(unchecked) public var title: String?
    /// Whether the picture shows a scale bar (MKMapView.showsScale). On by default here, since a
    /// printed map wants one; MapKit's own default is off.
    @exclusivity(unchecked) public var showsScale = true
    /// Whether the picture shows a compass while the map is turned away from north
    /// (MKMapView.showsCompass): on by default, as MapKit's, and hidden at heading 0, as
    /// MapKit hides it when north is up.
    @exclusivity(unchecked) public var showsCompass = true

    /// The compass as it is shown now; nil when the map shows none.
    public var compass: CompassLayout? {
        showsCompass ? CompassLayout(viewSize: size, heading: heading) : nil
    }
    /// The scale bar as it is shown now; nil when the map shows none, or its scale is not worth
    /// showing (a whole-world view).
    public var scaleBar: ScaleBar? {
        showsScale ? ScaleBar(zoomScale: viewport.zoomScale, latitude: viewport.center.coordinate.latitude) : nil
    }
    /// The base map drawn beneath the overlays (MKMapView.mapType). Scripts cannot set a type
    /// that needs imagery (the bridge refuses it on its line); a writer draws none for one.
    @exclusivity(unchecked) public var mapType: MapType = .standard
    /// The colour scheme of the picture, the viewer's by default (UIView.overrideUserInterfaceStyle).
    @exclusivity(unchecked) public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Whether a person's finger may pan the map (MKMapView.isScrollEnabled). Only gestures
    /// read it: a script's own `pan` and `setRegion` still move the map, as MapKit's do.
    @exclusivity(unchecked) public var isScrollEnabled = true
    /// Whether a person may zoom the map, by pinch, wheel or double tap (MKMapView.isZoomEnabled).
    /// Only gestures read it, as `isScrollEnabled`.
    @exclusivity(unchecked) public var isZoomEnabled = true
    @exclusivity(unchecked) public var delegate: MapViewDelegate?
    /// Told of each overlay put on the map (one moved within it included): for a host that
    /// keeps records of its own about overlays, such as the script line that added each one.
    public var overlayWasAdded: ((Overlay) -> Void)?
    /// Told when `selectAnnotation` leaves an annotation that is on the map unselected (off
    /// screen, in a cluster, or its view taking no touches), with why. MapKit does nothing
    /// there without a word; a host can say where a script asked for it.
    public var selectionWasRefused: ((Annotation, SelectionRefusal) -> Void)?
    /// Told by each layout how many annotations and overlays it goes through, before it asks
    /// the delegate for anything, so that a host can bound the time layouts take (a script
    /// host counts them as evaluation steps); an error it throws stops the layout.
    public var workMeter: ((Int) throws -> Void)?
    /// Reads the pictures of tile overlays' tiles; without one, tiles are links to their URLs.
    public var tileLoader: (any TileLoader)?

    // MARK: Annotations

    /// One slot per added annotation, in the order added; a removed annotation leaves an empty
    /// slot until compaction, so slots (and the spatial index keyed by them) stay stable.
    @exclusivity(unchecked) var annotationSlots: [AnnotationSlot] = []
    @exclusivity(unchecked) var liveAnnotationCount = 0
    /// Counts removals and moves of annotations: placing clusters reads the members once for
    /// all groups, and again for a group only when a hook has changed this meanwhile.
    @exclusivity(unchecked) var slotChangeCount = 0
    /// How many times an annotation has been added, for `AnnotationSlot.addition`.
    var additionCount = 0
    @exclusivity(unchecked) var annotationIndex = SpatialIndex()
    /// Annotations added one by one and not yet in `annotationIndex` (see `addAnnotation`).
    @exclusivity(unchecked) var unfiledAnnotations: [(id: Int, point: MapPoint)] = []
    /// The clusters placed by the last layout (see `MapView+Collisions`); each holds a slot
    /// that is not in the spatial index and not counted among the live annotations.
    @exclusivity(unchecked) var clusterRecords: [ClusterRecord] = []
    /// What clustering was given and found last time (see `clusterGroups`).
    var lastClustering: ClusteringResult?
    @exclusivity(unchecked) var clusterSlotCount = 0
    /// Slots whose annotation currently has a view, ascending.
    @exclusivity(unchecked) var viewedSlots: [Int] = []
    /// Views waiting for reuse, per identifier, in order of identifiers first used.
    @exclusivity(unchecked) var reuseQueues: [(identifier: String, views: [AnnotationView])] = []
    /// How to make a view for each registered reuse identifier (`register(_:forAnnotationViewWithReuseIdentifier:)`).
    var registeredViewMakers: [String: (Annotation?) throws -> AnnotationView] = [:]
    /// Whether a view class is registered under one of MapKit's default identifiers: asked for
    /// every annotation the delegate gives no view, where looking them up would hash two long
    /// names for each of 100,000 markers.
    @exclusivity(unchecked) var registersDefaultViews = false
    @exclusivity(unchecked) var selectedAnnotation: Annotation?
    /// The touch the map follows, from its start to its end (see `MapView+Touches`).
    @exclusivity(unchecked) var activeTouch: TouchInProgress?
    /// The recognizers attached with `addGestureRecognizer`, in the order attached.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Taps recognized while the recognizers they require to fail may still recognize a later
    /// tap of the same succession (`MapView+GestureRecognizers`), in the order recognized.
    var pendingTaps: [PendingTap] = []
    /// The last tap of the taps in quick succession going on, where it lifted and which of them
    /// it was: a scripted tap may be the next of them only where a finger's would be.
    var lastTapInSuccession: (point: Point, tapCount: Int)?
    /// The view `drag(_:to:cancel:)` is moving through the drag states, while it does: taking
    /// its annotation off the map cancels that drag as it cancels a finger's.
    @exclusivity(unchecked) var viewInScriptDrag: AnnotationView?
    /// True from the first change of region a gesture makes (its `regionWillChange`) to the
    /// gesture's end, which owes the `regionDidChange` (`MapView+Region`).
    @exclusivity(unchecked) var gestureIsChangingRegion = false
    /// The area the centre must stay in (MKMapView.cameraBoundary); set with `setCameraBoundary`.
    public internal(set) var cameraBoundary: CameraBoundary?

    /// The user's location; on the map while `showsUserLocation` is on.
    public let userLocation = UserLocation()
    @exclusivity(unchecked) public var showsUserLocation = false {
        didSet {
            guard showsUserLocation != oldValue else { return }
            if showsUserLocation { addAnnotation(userLocation) } else { removeAnnotation(userLocation) }
        }
    }

    // MARK: Overlays

    /// Overlay records by id; ids are reused after removal.
    @exclusivity(unchecked) var overlayEntries: [OverlayEntry?] = []
    @exclusivity(unchecked) var freeOverlayIds: [Int] = []
    /// Overlay ids in z-order (bottom first) for each level.
    @exclusivity(unchecked) var overlayOrder: [[Int]] = [[], []]
    @exclusivity(unchecked) var overlayIndex = SpatialIndex()
    /// False after a change of z-order, until `renumberOverlaysIfNeeded()`.
    @exclusivity(unchecked) var overlayPositionsAreCurrent = true

    /// This map as annotations remember it (see `MapReference`).
    let reference = MapReference()

    @exclusivity(unchecked) var isLayingOut = false
    /// Whether the last layout may have run the script's code after it put the views on their
    /// points (its `didAdd` hooks, or the hooks of placing clusters): that code may have moved
    /// views, which the snapshot then puts back.
    @exclusivity(unchecked) var layoutCalledHooksAfterPlacing = false
    /// The changes made from outside so far, when the map's owner counts them (see
    /// `SceneEditCount`); nil from it when it can no longer tell.
    package var editCount: (() -> SceneEditCount?)?
    /// The edit count when the last layout ended settled: nothing changed during it that it
    /// did not take in, so until another change is counted a layout would find nothing to do.
    @exclusivity(unchecked) var settledAtEdit: SceneEditCount?
    /// How many hook-calling map operations are running inside one another (a region hook
    /// that changes the region, a drag hook that drags...). Bounded so a hook that re-enters
    /// the map without end fails with an error instead of exhausting the stack.
    @exclusivity(unchecked) var operationDepth = 0
    public static let maximumOperationDepth = 32
    /// How far a finger may move from where it came down and still tap, in points along each
    /// axis (of the order of UIKit's tap tolerance); a pan begins past it.
    public static let tapTolerance = 5.0

    /// Whether a finger at `point` is still within `tapTolerance` of `start`. Measured on each
    /// axis, as seed 002's legacy drag measures its 5 points, so that a touch such a view hands
    /// back to the map as a tap is one.
    public static func isWithinTapTolerance(_ point: Point, of start: Point) -> Bool {
        abs(point.x - start.x) <= tapTolerance && abs(point.y - start.y) <= tapTolerance
    }

    public static let defaultSize = Size(width: 1024, height: 768)
    public static let defaultRegion = Region(center: Coordinate(latitude: 0, longitude: 0),
                                             span: Span(latitudeDelta: 120, longitudeDelta: 360))

    public init(size: Size = MapView.defaultSize, region: Region = MapView.defaultRegion) {
        let size = MapView.sanitized(size)
        self.size = size
        self.region = region
        viewport = Viewport(size: size, region: region)
        reference.map = self
    }

    deinit {
        // See `MapReference.map`.
        reference.map = nil
    }

    /// Runs a map operation that may call hooks, counting how deeply such operations nest.
    func nested<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        guard operationDepth < MapView.maximumOperationDepth else {
            throw SceneError("\(operation) was called from inside hooks nested \(MapView.maximumOperationDepth) deep; "
                             + "a hook keeps re-entering the map")
        }
        operationDepth += 1
        defer { operationDepth -= 1 }
        return try body()
    }

    /// The largest side a map's view may have, in points: far beyond any screen or print, and
    /// small enough that a typo (a size of 1e8) is caught rather than drawn for hours.
    public static let maximumSide = 100_000.0

    static func sanitized(_ size: Size) -> Size {
        func side(_ value: Double) -> Double { value.isFinite && value >= 1 ? min(value, maximumSide) : 1 }
        return Size(width: side(size.width), height: side(size.height))
    }

    // MARK: Derived geometry

    public var visibleMapRect: MapRect { viewport.visibleMapRect }
    /// The middle of the view, in its points.
    var viewCentre: Point { Point(x: size.width / 2, y: size.height / 2) }
    /// View points per map point.
    public var zoomScale: Double { viewport.zoomScale }
    /// The coordinate at the view's centre, its longitude within ±180 as MapKit's: the viewport
    /// keeps its centre where a pan took it, which may be a world or more round from the first.
    public var centerCoordinate: Coordinate { viewport.center.wrappedIntoWorld.coordinate }

    /// A coordinate's position in the view, in points (MKMapView.convert(_:toPointTo:)): where
    /// the map shows it, its copy nearest the view's centre, so that in a view across the
    /// antimeridian 179.9°W is just right of 180° as its annotation's view is.
    public func convert(_ coordinate: Coordinate) -> Point { convert(MapPoint(coordinate)) }
    /// The coordinate shown at a point of the view (MKMapView.convert(_:toCoordinateFrom:)),
    /// its longitude within -180...180.
    public func convert(_ point: Point) -> Coordinate { viewport.coordinate(for: point).normalized }
    /// A map point's position in the view, its copy nearest the view's centre, as `convert(_:)`
    /// of a coordinate.
    public func convert(_ mapPoint: MapPoint) -> Point { viewport.pointNearestCenter(for: mapPoint) }
    public func convert(_ mapRect: MapRect) -> Rect { viewport.rect(for: mapRect) }
    /// A region's view rectangle, its copy nearest the view's centre (MKMapView.convert(_:toRectTo:)).
    public func convert(_ region: Region) -> Rect { viewport.rect(for: region.mapRect.nearestWorldCopy(to: viewport.center.x)) }
    /// The region a view rectangle shows (MKMapView.convert(_:toRegionFrom:)).
    public func convert(_ rect: Rect) -> Region { Region(viewport.mapRect(for: rect)) }

    /// The ids of the items of `index` that meet `mapRect` or a copy of it moved by whole
    /// worlds, ascending and without repeats: a visible rect across the antimeridian finds what
    /// lies on both sides of it, and an item across the antimeridian is found from either side.
    func ids(in index: SpatialIndex, meeting mapRect: MapRect) -> [Int] {
        guard !mapRect.isNull else { return [] }
        var ids: [Int] = []
        let world = MapProjection.worldSize
        if mapRect.width >= world || !mapRect.minX.isFinite || !mapRect.maxX.isFinite {
            index.query(MapRect(x: 0, y: mapRect.minY, width: world, height: mapRect.height), into: &ids)
        } else {
            // The rect moved into the world, and its part past the world's right edge moved back.
            let first = (mapRect.minX / world).rounded(.down), last = (mapRect.maxX / world).rounded(.down)
            index.query(mapRect.offsetBy(dx: -first * world, dy: 0), into: &ids)
            if last > first { index.query(mapRect.offsetBy(dx: -last * world, dy: 0), into: &ids) }
        }
        index.queryItemsBeyondWorldEdges(meeting: mapRect, into: &ids)
        // An item on the seam between two copies, or beyond an edge, may be found twice.
        return SortedIds.ascendingWithoutRepeats(ids)
    }
}
