import MapScriptGeometry

extension MapView {
    /// Shows `region`: `regionWillChange`, the change, a layout, then `regionDidChange`.
    /// The region keeps its meaning whatever the heading: the view facing north would show
    /// all of it, and a turned map shows it turned about its centre at that scale. So the
    /// region a map reports, set again, changes nothing (fitted turned, it would zoom out).
    public func setRegion(_ region: Region, animated: Bool = false) throws {
        try changeRegion(animated: animated, to: try viewport(showing: region, heading: heading), region: region)
    }

    /// The viewport that shows `region` in this view, or the error MapKit's "Invalid Region"
    /// stands for: a region setRegion refuses is refused by regionThatFits too.
    private func viewport(showing region: Region, heading: Double) throws -> Viewport {
        if let problem = MapView.problem(showing: region) { throw SceneError(problem) }
        let viewport = Viewport(size: size, region: region, heading: heading)
        guard viewport.zoomScale > 1e-12, viewport.zoomScale < 1e12 else {
            throw SceneError("the region's span is too small to show (a zoom scale of \(viewport.zoomScale) view points per map point)")
        }
        return viewport
    }

    /// Why no map can show `region`, as MapKit's "Invalid Region": a centre
    /// CLLocationCoordinate2DIsValid refuses (a longitude past ±180 too, which a coordinate
    /// elsewhere may have), a span that is not finite and at least zero, or one past the
    /// world's; nil for a region a map can show. The message names the value at fault.
    public static func problem(showing region: Region) -> String? {
        let text = NumberWording.text
        let center = region.center, span = region.span
        for (name, value, limit) in [("latitude", center.latitude, 90.0), ("longitude", center.longitude, 180.0)] where !(abs(value) <= limit) {
            return "invalid region: the centre's \(name) \(text(value)) is out of range: it must be a number from \(text(-limit)) to \(text(limit)) degrees"
        }
        guard span.isValid else {
            return "invalid region: a span of \(text(span.latitudeDelta)) by \(text(span.longitudeDelta)) degrees; each must be a finite number, not negative"
        }
        guard span.isWithinTheWorld else {
            return "invalid region: a span of \(text(span.latitudeDelta)) by \(text(span.longitudeDelta)) degrees is more than the world's 180 by 360"
        }
        return nil
    }

    /// The region the view would show for `region`: its centre, with the span widened in one
    /// direction to the view's aspect ratio (MKMapView.regionThatFits). The heading is left
    /// out, as it is of the scale: this is the region a map facing north shows.
    public func regionThatFits(_ region: Region) throws -> Region {
        let shown = try viewport(showing: region, heading: 0).visibleMapRect
        return Region(center: region.center, span: withinTheWorld(Region(shown).span))
    }

    /// The map rect the whole view shows when `mapRect` is fitted inside it less `edgePadding`
    /// (MKMapView.mapRectThatFits(_:edgePadding:)): without padding, `mapRect` widened in one
    /// direction about its centre to the view's shape; on a turned map, fitted turned, as
    /// setVisibleMapRect fits it, the bounding rect of the turned view.
    public func mapRectThatFits(_ mapRect: MapRect, edgePadding: EdgeInsets = .zero) throws -> MapRect {
        guard mapRect.isFinite else { throw SceneError("invalid map rect: a null or endless map rect shows nothing", argument: 0, label: nil) }
        return try viewport(fitting: mapRect, edgePadding: edgePadding, heading: heading).visibleMapRect
    }

    /// The viewport at the largest scale at which `mapRect` fits inside the view less
    /// `edgePadding`, with the rect's centre at the middle of what the padding leaves. A
    /// turned map fits the rect turned, inside the room turned with it, and the padding's
    /// offset turns with the view. A rect of no size is shown at MapKit's closest zoom, as a
    /// region of no span is.
    private func viewport(fitting mapRect: MapRect, edgePadding: EdgeInsets, heading: Double) throws -> Viewport {
        let room = edgePadding.inset(size)
        let text = NumberWording.text
        guard room.height > 0 else {
            throw SceneError("an edge padding of \(text(edgePadding.top)) top and \(text(edgePadding.bottom)) bottom leaves no room "
                             + "in a view \(text(size.height)) points tall", argument: 1, label: "edgePadding")
        }
        guard room.width > 0 else {
            throw SceneError("an edge padding of \(text(edgePadding.left)) left and \(text(edgePadding.right)) right leaves no room "
                             + "in a view \(text(size.width)) points wide", argument: 1, label: "edgePadding")
        }
        let scale = heading == 0
            ? min(mapRect.width > 0 ? room.width / mapRect.width : .infinity, mapRect.height > 0 ? room.height / mapRect.height : .infinity)
            : Viewport.fittingScale(size: Size(width: room.width, height: room.height), width: mapRect.width, height: mapRect.height,
                                    heading: heading)
        let centred = Viewport(size: size, center: mapRect.center, zoomScale: scale.isFinite ? scale : Viewport.closestZoomScale, heading: heading)
        // Moving the view's centre by the room's offset from it brings the rect's centre to the room's.
        let middle = viewCentre
        let moved = Point(x: 2 * middle.x - room.midX, y: 2 * middle.y - room.midY)
        let fitted = Viewport(size: size, center: centred.mapPoint(for: moved), zoomScale: centred.zoomScale, heading: heading)
        // The bounds of `zoom(by:)` and `pan`: a rect past them is no view of the world (the
        // base map counted its copies of the world in it, past what a whole number holds).
        guard fitted.zoomScale > 1e-12, abs(fitted.center.x) < 1e12, abs(fitted.center.y) < 1e12 else {
            throw SceneError("a map rect of \(text(mapRect.width)) by \(text(mapRect.height)) map points at (\(text(mapRect.minX)), "
                             + "\(text(mapRect.minY))) is beyond what a map can show (the world is \(text(MapProjection.worldSize)) map points wide)",
                             argument: 0, label: nil)
        }
        return fitted
    }

    /// Moves the centre, keeping the zoom scale (MKMapView.setCenter).
    public func setCenter(_ coordinate: Coordinate, animated: Bool = false) throws {
        guard coordinate.isValid else { throw SceneError("invalid centre coordinate (\(coordinate.latitude), \(coordinate.longitude))") }
        try changeRegion(animated: animated, to: Viewport(size: size, center: MapPoint(coordinate), zoomScale: viewport.zoomScale, heading: heading),
                         region: Region(center: coordinate, span: region.span))
    }

    /// Shows `mapRect` fitted inside the view less `edgePadding`, centred there
    /// (MKMapView.setVisibleMapRect(_:edgePadding:animated:)): the view shows what
    /// `mapRectThatFits(mapRect, edgePadding:)` gives, so setting the map rect shown changes
    /// nothing. (Fitted through its region, as `setRegion` fits one, a rect away from the
    /// equator came out smaller, and each refit zoomed out further.) The region becomes the
    /// one the view shows, as after `showAnnotations`.
    public func setVisibleMapRect(_ mapRect: MapRect, edgePadding: EdgeInsets = .zero, animated: Bool = false) throws {
        guard mapRect.isFinite else { throw SceneError("invalid map rect: a null or endless map rect shows nothing", argument: 0, label: nil) }
        try showPadded(mapRect, edgePadding: edgePadding, animated: animated)
    }

    /// Shows `mapRect` fitted inside the view less `edgePadding`; the region is then the one
    /// the whole view shows facing north, as the region reports it whatever the heading.
    private func showPadded(_ mapRect: MapRect, edgePadding: EdgeInsets, animated: Bool) throws {
        let fitted = try viewport(fitting: mapRect, edgePadding: edgePadding, heading: heading)
        let region = regionShown(by: fitted)
        // The view is made again from the region when it is laid out for a size (or the region
        // read is set again), so the region's own viewport is shown: the two agree, and the
        // padding's room is kept. A region held to the world's span does not say the scale.
        let heldToTheWorld = region.span.latitudeDelta >= 180 || region.span.longitudeDelta >= 360
        try changeRegion(animated: animated, to: heldToTheWorld ? fitted : Viewport(size: size, region: region, heading: heading),
                         region: region)
    }

    /// The region whose viewport in this view is `viewport` facing north: its centre, the
    /// width shown, and the latitudes shown on the side of the centre nearer the pole, both
    /// ways. Mercator stretches latitudes towards the pole, so the latitudes of the whole
    /// height (`Region(visibleMapRect)`, centred between them, not on the view's centre) would
    /// be fitted at a smaller scale, and a view laid out again for its size would zoom out.
    private func regionShown(by viewport: Viewport) -> Region {
        let center = viewport.center
        let width = size.width / viewport.zoomScale, height = size.height / viewport.zoomScale
        let latitude = center.coordinate.latitude
        let north = MapPoint(x: center.x, y: center.y - height / 2).coordinate.latitude
        let south = MapPoint(x: center.x, y: center.y + height / 2).coordinate.latitude
        let span = Span(latitudeDelta: 2 * min(north - latitude, latitude - south),
                        longitudeDelta: width / MapProjection.worldSize * 360)
        return Region(center: center.wrappedIntoWorld.coordinate, span: withinTheWorld(span))
    }

    /// Moves what the view shows by (dx, dy) view points: a positive `dx` brings into view what
    /// lay to the east, a positive `dy` what lay to the south. The zoom scale is kept.
    public func pan(dx: Double, dy: Double) throws {
        try pan(dx: dx, dy: dy, reporting: .change)
    }

    /// Zooms about the centre, or about `point` (a view point that stays where it is, as under
    /// a pinch or the mouse wheel): a factor of 2 shows half the width and height (twice the
    /// zoom scale), 0.5 twice as much.
    public func zoom(by factor: Double, about point: Point? = nil) throws {
        try zoom(by: factor, about: point, reporting: .change)
    }

    // MARK: Gestures

    /// One step of a person's pan (a finger dragging the map, on the page of `serve` or
    /// through `touch`), unless `isScrollEnabled` is off. A gesture is one change of region, as
    /// MKMapView reports it: its first step that moves the map runs `regionWillChange`, the
    /// others no hook, and `endRegionGesture` runs `regionDidChange`.
    /// A person's pan stops at the poles, as MapKit's does (see `keepingTheWorldInView`).
    package func panGesture(dx: Double, dy: Double) throws {
        guard isScrollEnabled else { return }
        // A finger that pans is no tap: taps in succession before it are over.
        if !gestureIsChangingRegion { try endTapSequence() }
        try pan(dx: dx, dy: dy, reporting: gestureIsChangingRegion ? .silently : .start, asGesture: true)
    }

    /// One step of a person's pinch or wheel, unless `isZoomEnabled` is off; one change of
    /// region with the other steps of its gesture, as `panGesture`. It keeps to
    /// `gestureZoomScales` and, as a pan does, to the world's height.
    package func zoomGesture(by factor: Double, about point: Point) throws {
        guard isZoomEnabled else { return }
        let factor = factorWithinGestureZoomScales(factor)
        guard factor != 1 else { return }
        if !gestureIsChangingRegion { try endTapSequence() }
        try zoom(by: factor, about: point, reporting: gestureIsChangingRegion ? .silently : .start, asGesture: true)
    }

    /// The zoom scales a person's gestures keep to, as MapKit's do: out until the world's
    /// height fills the view, in to 4 view points a map point (about zoom level 22). Scripts
    /// may go further (`zoom(by:)`, `setRegion`); a gesture from there only comes back.
    package var gestureZoomScales: ClosedRange<Double> {
        min(size.height / MapProjection.worldSize, 4)...4
    }

    /// `factor`, reduced so that the zoom scale does not leave `gestureZoomScales`, or go
    /// further out of them than it is.
    private func factorWithinGestureZoomScales(_ factor: Double) -> Double {
        let scale = viewport.zoomScale, limits = gestureZoomScales
        return factor < 1 ? max(factor, min(1, limits.lowerBound / scale)) : min(factor, max(1, limits.upperBound / scale))
    }

    /// `span` as a region reports it: within the world's 180 degrees of latitude and 360 of
    /// longitude, as a region MapKit reports is (and as `setRegion` requires), however much
    /// more a view zoomed far out shows.
    private func withinTheWorld(_ span: Span) -> Span {
        Span(latitudeDelta: min(span.latitudeDelta, 180), longitudeDelta: min(span.longitudeDelta, 360))
    }

    /// The y of a view's centre, moved only as far as keeps the view within the world's
    /// height (a view taller than the world stays at its middle), so that a person's gesture
    /// stops at the poles; a view already past them may only come back.
    private func keepingTheWorldInView(_ y: Double, from current: Double, zoomScale: Double) -> Double {
        // The visible rect encloses the view however it is turned; it scales with the zoom.
        let halfHeight = viewport.visibleMapRect.height / 2 * viewport.zoomScale / zoomScale
        let world = MapProjection.worldSize
        guard 2 * halfHeight < world else { return world / 2 }
        let lowest = min(halfHeight, current), highest = max(world - halfHeight, current)
        return min(max(y, lowest), highest)
    }

    /// A double tap: zooms in twice about the point, one whole change of region, unless
    /// `isZoomEnabled` is off (MKMapView's double tap).
    package func doubleTapGesture(at point: Point) throws {
        guard isZoomEnabled, !gestureIsChangingRegion else { return }
        let factor = factorWithinGestureZoomScales(2)
        guard factor != 1 else { return }
        try zoom(by: factor, about: point, reporting: .change, asGesture: true)
    }

    /// Ends the change of region a gesture made: `regionDidChange`, once, when the finger lifts
    /// or the pinch or wheel stops. A gesture that changed nothing owes nothing.
    package func endRegionGesture() throws {
        guard gestureIsChangingRegion else { return }
        gestureIsChangingRegion = false
        try nested("the end of a gesture") {
            try delegate?.mapView(self, regionDidChangeAnimated: false)
        }
    }

    /// `asGesture`: a person's pan or zoom, which stops at the poles (`keepingTheWorldInView`).
    private func pan(dx: Double, dy: Double, reporting report: RegionReport, asGesture: Bool = false) throws {
        guard dx.isFinite, dy.isFinite else { throw SceneError("pan distances must be finite numbers") }
        // A pan of nothing changes nothing; going through the projection would report a centre
        // a rounding error away, and so a change.
        guard dx != 0 || dy != 0 else { return }
        let scale = viewport.zoomScale
        // The point now at the view's centre moved by (dx, dy): with a heading, along the view's axes.
        var center = viewport.mapPoint(for: Point(x: size.width / 2 + dx, y: size.height / 2 + dy))
        if asGesture, center.x.isFinite, center.y.isFinite {
            // A finger flung however far goes round the world as often as it likes, to the
            // same place, and stops at the poles.
            if abs(center.x) >= 1e12 { center.x = center.x.remainder(dividingBy: MapProjection.worldSize) }
            center.y = keepingTheWorldInView(center.y, from: viewport.center.y, zoomScale: scale)
        }
        guard center.x.isFinite, center.y.isFinite, abs(center.x) < 1e12, abs(center.y) < 1e12 else {
            throw SceneError("pan(\(NumberWording.text(dx)), \(NumberWording.text(dy))) moves the view too far off the world")
        }
        // The region reports a longitude within ±180 however far the view went round (the
        // viewport keeps its centre where the pan took it: the same place).
        try changeRegion(animated: false, to: Viewport(size: size, center: center, zoomScale: scale, heading: heading),
                         region: Region(center: center.wrappedIntoWorld.coordinate, span: region.span), reporting: report)
    }

    private func zoom(by factor: Double, about point: Point?, reporting report: RegionReport, asGesture: Bool = false) throws {
        guard factor.isFinite, factor > 0 else { throw SceneError("the zoom factor must be a positive number, not \(factor)") }
        let newScale = viewport.zoomScale * factor
        guard newScale.isFinite, newScale > 1e-12, newScale < 1e12 else {
            throw SceneError("zoom(by: \(NumberWording.text(factor))) gives a zoom scale of \(NumberWording.text(newScale)) view points per map point, "
                             + "beyond what a map can show")
        }
        var center = viewport.center
        if let point {
            guard point.x.isFinite, point.y.isFinite else { throw SceneError("the point to zoom about must have finite coordinates") }
            let fixed = viewport.mapPoint(for: point)
            center = MapPoint(x: fixed.x + (center.x - fixed.x) / factor, y: fixed.y + (center.y - fixed.y) / factor)
        }
        if asGesture {
            center.y = keepingTheWorldInView(center.y, from: viewport.center.y, zoomScale: newScale)
        }
        let zoomed = Viewport(size: size, center: center, zoomScale: newScale, heading: heading)
        // The span shown, zoomed; from a region held to the world's span (a view zoomed out
        // past it), what the new view shows instead, since dividing that span tells nothing.
        let span = region.span.latitudeDelta < 180 && region.span.longitudeDelta < 360
            ? Span(latitudeDelta: region.span.latitudeDelta / factor, longitudeDelta: region.span.longitudeDelta / factor)
            : Region(zoomed.visibleMapRect).span
        try changeRegion(animated: false, to: zoomed,
                         region: Region(center: point == nil && !asGesture ? region.center : center.wrappedIntoWorld.coordinate,
                                        span: withinTheWorld(span)),
                         reporting: report)
    }

    /// Sets the area the map's centre must stay in, or none (MKMapView.setCameraBoundary): a
    /// centre outside the new boundary is moved into it at once, a change of region.
    public func setCameraBoundary(_ boundary: CameraBoundary?, animated: Bool = false) throws {
        cameraBoundary = boundary
        try changeRegion(animated: animated, to: viewport, region: region)
    }

    /// The margin `showAnnotations` keeps around the annotations, in view points: room for a pin.
    public static let showAnnotationsPadding = 44.0

    /// Shows all of `annotations` with room around them (MKMapView.showAnnotations). A single
    /// annotation is shown with a kilometre around it. An empty list (or one of invalid
    /// coordinates only) changes nothing.
    public func showAnnotations(_ annotations: [Annotation], animated: Bool = false) throws {
        // An annotation added to this map has the projection of its coordinate in its slot:
        // projecting it again (a sine and an inverse hyperbolic tangent) was most of this for a
        // large map. A cluster's slot holds the centre it was placed at, which its coordinate
        // only approximates, so a cluster is projected.
        let slots = annotationSlots
        // A closure written here, not a sequence kept for the rare second pass below: kept,
        // it was no longer inlined, and cost every annotation of a large map 100 instructions.
        var bounds = MapRect(enclosing: annotations.lazy.compactMap { self.mapPoint(ofShown: $0, slots: slots) })
        guard !bounds.isNull else { return }
        // Places on both sides of the antimeridian are shown across it, not with the whole
        // world between them; only a set wider than half the world can be narrower so.
        if bounds.width > MapProjection.worldSize / 2 {
            bounds = MapRect(enclosingAroundTheWorld: annotations.compactMap { mapPoint(ofShown: $0, slots: slots) })
        }
        let minimumSide = 1000 * MapProjection.mapPointsPerMeter(atLatitude: bounds.center.coordinate.latitude)
        let width = max(bounds.width, minimumSide), height = max(bounds.height, minimumSide)
        let padding = min(MapView.showAnnotationsPadding, size.width / 4, size.height / 4)
        try showPadded(MapRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height),
                       edgePadding: EdgeInsets(top: padding, left: padding, bottom: padding, right: padding), animated: animated)
    }

    /// Where `showAnnotations` places an annotation: the projection its slot keeps when it is
    /// on this map (a cluster's slot holds where it was placed, so a cluster is projected);
    /// nil for an invalid coordinate.
    @inline(__always)
    private func mapPoint(ofShown annotation: Annotation, slots: [AnnotationSlot]) -> MapPoint? {
        let coordinate = annotation.coordinate
        guard coordinate.isValid else { return nil }
        if let slot = slot(of: annotation), !isClusterSlot(slot) { return slots[slot].mapPoint }
        return MapPoint(coordinate)
    }

    /// Shows `viewport` (for `region`) between the two region hooks, with a layout and
    /// `didChangeVisibleRegion` before the second; each step of a gesture runs
    /// `didChangeVisibleRegion` too, as MapKit reports every change of what is visible. A
    /// change that changes nothing (a pan by 0, `setRegion` of the region shown) runs no hooks,
    /// as MapKit reports no change then.
    /// The camera boundary, if any, holds the new centre (see `CameraBoundary`).
    func changeRegion(animated: Bool, to viewport: Viewport, region: Region, reporting report: RegionReport = .change) throws {
        var viewport = viewport, region = region
        if let boundary = cameraBoundary, let center = boundary.constraining(viewport.center) {
            viewport = Viewport(size: size, center: center, zoomScale: viewport.zoomScale, heading: viewport.heading)
            region = Region(center: boundary.coordinate(of: center), span: region.span)
        }
        guard viewport != self.viewport else {
            // What is shown stays, so there is no change of region to report (MapKit reports
            // what is visible); the region asked for is still kept, for a later size to fit.
            self.region = region
            return
        }
        try nested("a change of region") {
            if report != .silently { try delegate?.mapView(self, regionWillChangeAnimated: animated) }
            self.viewport = viewport
            // The compass's turn back to north is the one change that turns the camera.
            if viewport.heading != heading { heading = viewport.heading }
            self.region = region
            if report == .start { gestureIsChangingRegion = true }
            refreshViewPositions()
            try layout()
            try delegate?.mapViewDidChangeVisibleRegion(self)
            if report == .change { try delegate?.mapView(self, regionDidChangeAnimated: animated) }
        }
    }
}
