import MapScriptGeometry

/// The presentation of one annotation (MKAnnotationView): a rectangle in view points placed so
/// that its centre, shifted by `centerOffset`, sits on the annotation's coordinate. Subclass it
/// and override `draw(rect:context:)` to draw it yourself; every method the map calls is open
/// and may throw, so an override that fails stops layout or rendering with its error.
open class AnnotationView {
    // Unchecked exclusivity, for the reason given in `MapView`.
    @exclusivity(unchecked) public var annotation: Annotation?
    public let reuseIdentifier: String?
    /// Setting an image sizes the view to it, as MKAnnotationView does.
    public var image: Image? {
        get { extras?.image }
        set {
            writableExtras.image = newValue
            if let newValue { bounds.size = newValue.size }
        }
    }
    /// The view's own rectangle: origin (0, 0) and its size. Setting it sets the size.
    public var bounds: Rect {
        get { Rect(origin: .zero, size: boundsSize) }
        set { boundsSize = newValue.size }
    }
    /// The size of `bounds`, its origin being always (0, 0). Like `centerOffset`, it is the
    /// kind's own (`AnnotationViewKind.size`) until set, and then kept with the extras: each
    /// of what may be 100,000 pins or markers holds neither, 32 bytes less.
    private var boundsSize: Size {
        get { extras?.boundsSize ?? AnnotationViewKind.size(of: builtInKind) }
        set { writableExtras.boundsSize = newValue }
    }
    /// The view's centre in the map view's points, set by the map at layout.
    @exclusivity(unchecked) public var center = Point(x: 0, y: 0)
    /// A shift of the view from the annotation's point, in view points (y down).
    public var centerOffset: Point {
        get { extras?.centerOffset ?? AnnotationViewKind.centerOffset(of: builtInKind) }
        set { writableExtras.centerOffset = newValue }
    }
    /// A shift of the callout's anchor (the top centre of the view), in view points.
    public var calloutOffset: Point {
        get { extras?.calloutOffset ?? Point(x: 0, y: 0) }
        set { writableExtras.calloutOffset = newValue }
    }
    @exclusivity(unchecked) public var canShowCallout = false
    public var leftCalloutAccessory: CalloutAccessory? {
        get { extras?.leftCalloutAccessory }
        set { writableExtras.leftCalloutAccessory = newValue }
    }
    public var rightCalloutAccessory: CalloutAccessory? {
        get { extras?.rightCalloutAccessory }
        set { writableExtras.rightCalloutAccessory = newValue }
    }
    @exclusivity(unchecked) public var isEnabled = true
    @exclusivity(unchecked) public internal(set) var isSelected = false
    @exclusivity(unchecked) public var isHighlighted = false
    @exclusivity(unchecked) public var isDraggable = false
    /// UIView's `isOpaque`, true by default: a view that draws itself and is opaque has its
    /// frame filled with its background colour (black when it has none) before `draw`, so the
    /// map does not show through what it leaves undrawn. Listing 6-4 sets it to false.
    @exclusivity(unchecked) public var isOpaque = true
    /// UIView's `backgroundColor`: filled behind the view's content when set.
    public var backgroundColor: Color? {
        get { extras?.backgroundColor }
        set { writableExtras.backgroundColor = newValue }
    }
    /// Views with the same identifier whose frames collide are shown as one cluster
    /// (MKAnnotationView.clusteringIdentifier); nil, the default, never clusters.
    public var clusteringIdentifier: String? {
        get { extras?.clusteringIdentifier }
        set { writableExtras.clusteringIdentifier = newValue }
    }
    /// Where views collide, the one of lower priority is hidden; a view at `required` (the
    /// default, as MapKit's; a marker's is `defaultLow`) or above never is.
    public var displayPriority: Double {
        get { extras?.displayPriority ?? defaultDisplayPriority }
        set { writableExtras.displayPriority = newValue }
    }
    /// The display priority of a view that never set one, from its kind rather than stored,
    /// so that a marker needs no extras for it: `required` (MKAnnotationView's), or for a
    /// marker `defaultLow` (MKMarkerAnnotationView's: markers that collide declutter unless
    /// the script says one matters more).
    var defaultDisplayPriority: Double {
        builtInKind == .marker ? DisplayPriority.defaultLow : DisplayPriority.required
    }
    public var collisionMode: CollisionMode {
        get { extras?.collisionMode ?? .rectangle }
        set { writableExtras.collisionMode = newValue }
    }
    /// The drawing order: views of higher priority are drawn in front.
    public var zPriority: Double {
        get { extras?.zPriority ?? ZPriority.defaultUnselected }
        set { writableExtras.zPriority = newValue }
    }
    /// The drawing priority while the view is selected, in place of `zPriority`.
    public var selectedZPriority: Double {
        get { extras?.selectedZPriority ?? ZPriority.defaultSelected }
        set { writableExtras.selectedZPriority = newValue }
    }
    /// MKAnnotationView.cluster: the view of the cluster that stands for this view's
    /// annotation since the last layout, while it is clustered; nil otherwise.
    public var cluster: AnnotationView? {
        guard collisionState == .clustered, let annotation, let mapView else { return nil }
        return mapView.clusterView(containing: annotation)
    }
    /// The priority the view is drawn at now.
    var drawingPriority: Double {
        guard let extras else { return isSelected ? ZPriority.defaultSelected : ZPriority.defaultUnselected }
        return isSelected ? extras.selectedZPriority : extras.zPriority
    }
    /// Whether the view takes part in collisions at all: a view that never set a priority,
    /// an identifier or a mode is required and unclustered, so it can hide others but
    /// never be hidden, and layout skips the work for maps of such views only.
    var hasCollisionSettings: Bool {
        clusteringIdentifier != nil || displayPriority < DisplayPriority.required
    }
    /// What the last layout made of this view where it collides with others.
    @exclusivity(unchecked) public internal(set) var collisionState = CollisionState.shown
    // The stored properties are declared in an order that leaves no padding between them
    // (Swift lays a class out in declaration order): the one-byte ones together, then the
    // references, then the one-byte ones a subclass's own fields follow.
    /// The drag state. Changing it (`changeDragState(to:)`, from `setDragState` or from
    /// anywhere during a drag) is how a view answers the map.
    @exclusivity(unchecked) public private(set) var dragState: DragState = .none
    /// Behaviour put in place of this view's overridable methods by its owner (see `OverrideSlot`).
    @exclusivity(unchecked) public var overrides: (any OverrideSlot)?
    /// Set by the map at layout; a view that leaves the visible rect keeps its last position.
    public internal(set) var mapView: MapView? {
        get { mapReference?.map }
        set { mapReference = newValue?.reference }
    }
    /// The map, held through its `MapReference` as annotations hold it: a weak reference
    /// in each view made attaching each of 100,000 views a weak-reference operation on the
    /// map's side table.
    @exclusivity(unchecked) private var mapReference: MapReference?
    /// The rarely set properties, nil until one of them is written.
    @exclusivity(unchecked) private var extras: AnnotationViewExtras?

    /// The slot of the annotation this view shows on its map; -1 when it shows none.
    @exclusivity(unchecked) var slot = -1
    /// True when the map made this view itself because the delegate gave none.
    @exclusivity(unchecked) var isMapDefault = false
    /// True while the view shows a cluster the map placed (such a view never joins a cluster).
    @exclusivity(unchecked) var showsCluster = false
    /// True while the view waits in a reuse queue.
    @exclusivity(unchecked) var isQueued = false

    /// Whether the view takes touches and can be selected: it is `enabled`, and is not a view
    /// that `canShowCallout` for an annotation without a title (MapKit treats that one as
    /// disabled).
    public var acceptsTouches: Bool {
        isEnabled && !(canShowCallout && !(annotation?.hasTitle ?? false))
    }

    /// The built-in look of this class; `.custom` for plain views (see `kind`).
    let builtInKind: AnnotationViewKind?

    private var writableExtras: AnnotationViewExtras {
        if let extras { return extras }
        let made = AnnotationViewExtras(displayPriority: defaultDisplayPriority, boundsSize: AnnotationViewKind.size(of: builtInKind),
                                        centerOffset: AnnotationViewKind.centerOffset(of: builtInKind))
        extras = made
        return made
    }

    public init(annotation: Annotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        builtInKind = nil
    }

    /// A view of a built-in kind, of the kind's size and centre offset.
    init(annotation: Annotation?, reuseIdentifier: String?, kind: AnnotationViewKind) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        builtInKind = kind
    }

    /// What the view looks like: its built-in kind, else `.image` when it has an image, else
    /// `.custom` (it draws itself in `draw(rect:context:)`).
    public var kind: AnnotationViewKind {
        if let builtInKind { return builtInKind }
        return image == nil ? .custom : .image
    }

    /// The view's rectangle in the map view's points. Setting it moves and resizes the view.
    public var frame: Rect {
        get {
            let size = boundsSize
            return Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            bounds.size = newValue.size
            center = Point(x: newValue.midX, y: newValue.midY)
        }
    }

    // MARK: - Overridable behaviour

    /// Whether drawing the view would record nothing without running anything: nothing fills
    /// its override slot and it is of a class of this module, none of which overrides
    /// `draw(rect:context:)`. A snapshot then makes no drawing context for it.
    var drawsNothing: Bool {
        guard overrides == nil else { return false }
        let type = type(of: self)
        return type == PinAnnotationView.self || type == MarkerAnnotationView.self || type == UserLocationView.self
            || type == AnnotationView.self
    }

    /// Whether the view draws its own content: its override slot provides `draw`, or it is of
    /// a class outside this module (which overrides `draw(rect:context:)` to draw at all).
    var drawsItself: Bool {
        if let overrides { return overrides.provides(.draw) }
        return !drawsNothing
    }

    /// Draws the view's content. `rect` is the view's bounds; the context maps the bounds onto
    /// the view's place in the picture. The default draws nothing (the image, pin or marker is
    /// drawn by the writer from the view's properties).
    open func draw(rect: Rect, context: DrawingContext) throws {}

    /// Forgets where the last layout put the view's title; only a marker has one. A method
    /// rather than a cast to `MarkerAnnotationView`, which retained and released each view.
    func clearTitlePlacement() {}

    /// Called before a dequeued view is handed out again; reset per-annotation state here.
    open func prepareForReuse() throws {}

    /// The map selects or deselects the view through this method.
    open func setSelected(_ selected: Bool, animated: Bool) throws {
        isSelected = selected
    }

    /// A script's write of `annotation`. A view the map shows stands for its annotation there:
    /// the map selects, drags and cancels touches through it. Giving such a view another
    /// annotation would have a tap select an annotation the view is not at (or one not on the
    /// map, an error for a person's tap), so it is refused; a view off the map (new, dequeued,
    /// or in the reuse queue) takes any.
    public func setAnnotationFromScript(_ newValue: Annotation?) throws {
        if slot >= 0, newValue !== annotation {
            throw SceneError("this view shows its annotation on the map, which sets 'annotation' itself; "
                             + "to show another annotation, add that one and let viewFor give its view")
        }
        annotation = newValue
    }

    /// A script's write of `selected`, which is UIKit's `isSelected` setter: it calls
    /// `setSelected(_:animated: false)`, a script's override first. As in UIKit, it changes the
    /// view only; the map's selection is `selectAnnotation`'s.
    public func setSelectedFromScript(_ selected: Bool) throws {
        try dispatch(.setSelected(selected, animated: false))
    }

    /// The map drives a drag through this method. The built-in answer follows MapKit: on
    /// `.starting` the view goes on to `.dragging`; on `.ending` or `.canceling` it settles back
    /// to `.none`. An override takes over and sets `dragState` itself.
    open func setDragState(_ newState: DragState, animated: Bool) throws {
        try changeDragState(to: newState)
        // The report of the change may already have moved the drag on: a hook that removed the
        // annotation cancelled it (and took the view off the map), or one set the state itself.
        // Answering for the state that has gone would leave the view in a drag it is not in.
        guard dragState == newState else { return }
        switch newState {
        case .starting: try changeDragState(to: .dragging)
        case .ending, .canceling: try changeDragState(to: .none)
        case .none, .dragging: break
        }
    }

    /// Puts the drag state back to `.none` without asking the view or telling the map: for a
    /// view leaving its map, which hears no more from it.
    func endDragWithoutReport() {
        dragState = .none
    }

    /// Sets `dragState` and reports the change to the map's `didChangeDragState` at once, so
    /// that each report sees the state it reports.
    public func changeDragState(to newState: DragState) throws {
        let oldState = dragState
        guard newState != oldState else { return }
        dragState = newState
        try mapView?.reportDragChange(of: self, to: newState, from: oldState)
    }

    /// The view a touch at `point` (in the view's own coordinates, origin at its top left)
    /// goes to: the view itself when it takes touches and the point is inside its bounds, else
    /// nil. An override may answer for a larger area (Listing 6-7's callout) or another view.
    open func hitTest(_ point: Point) throws -> AnnotationView? {
        acceptsTouches && drawnBounds.contains(point) ? self : nil
    }

    /// The bounds as the view is drawn, in its own coordinates: a selected marker is drawn
    /// larger about its point (the bottom centre), as MapKit's is, and takes touches all over
    /// it, as UIKit hit-tests a view through its transform.
    var drawnBounds: Rect {
        let bounds = self.bounds
        guard kind == .marker, isSelected else { return bounds }
        let scale = MarkerAnnotationView.selectedScale
        return Rect(x: bounds.width / 2 * (1 - scale), y: bounds.height * (1 - scale),
                    width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Touches, in the map view's points, as UIKit delivers them. The built-in `touchesEnded`
    /// is the map's tap: a touch that ends on the view it began on selects it, so an override
    /// that calls `super` keeps tap-to-select. The built-in `touchesMoved` leaves the move to
    /// the map: a finger that wanders past the tap tolerance pans it, as MapKit's pan takes
    /// over, while an override that does not call `super` follows the finger itself (seed
    /// 002's legacy drag). (Highlighting is the map's, whatever these do.)
    open func touchesBegan(_ point: Point) throws {}

    open func touchesMoved(_ point: Point) throws {
        mapView?.viewPassedOnTouchMove(self)
    }

    open func touchesEnded(_ point: Point) throws {
        try mapView?.viewReceivedTouchUp(self, at: point)
    }

    open func touchesCancelled() throws {}

    // MARK: - What the map calls

    /// Runs one of the view's overridable methods as the map calls it: the override slot's
    /// version when it has one, else the class's own.
    func dispatch(_ call: OverrideCall) throws {
        if let overrides, try overrides.perform(call, on: self) != nil { return }
        switch call {
        case .drawView(let rect, let context): try draw(rect: rect, context: context)
        case .prepareForReuse: try prepareForReuse()
        case .setSelected(let selected, let animated): try setSelected(selected, animated: animated)
        case .setDragState(let state, let animated): try setDragState(state, animated: animated)
        case .touchesBegan(let point): try touchesBegan(point)
        case .touchesMoved(let point): try touchesMoved(point)
        case .touchesEnded(let point): try touchesEnded(point)
        case .touchesCancelled: try touchesCancelled()
        case .drawOverlay, .canDraw, .url, .hitTest, .createPath: break
        }
    }

    /// Runs `hitTest` as the map calls it, through the override slot first.
    func dispatchHitTest(_ point: Point) throws -> AnnotationView? {
        if let overrides, let answer = try overrides.perform(.hitTest(point), on: self), case .view(let view) = answer {
            return view
        }
        return try hitTest(point)
    }
}
