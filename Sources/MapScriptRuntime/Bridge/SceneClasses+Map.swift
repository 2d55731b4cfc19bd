import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `map`, the one map view (language reference §8 and §10). Writing `region`,
    /// `centerCoordinate` or `visibleMapRect` is a region change like `setRegion`: the region
    /// hooks run around it.
    static let mapView = ClassRows.declare("MapView", MapView.self, summary: "The one map view, `map` (MKMapView).") { rows in
        rows.nativeClass.describe = { object in
            guard let map = object as? MapView else { return "<map>" }
            return "<map \(Value.format(map.size.width))x\(Value.format(map.size.height)), "
                + "\(map.annotationCount) annotation\(map.annotationCount == 1 ? "" : "s"), "
                + "\(map.overlays.count) overlay\(map.overlays.count == 1 ? "" : "s")>"
        }
        addMapProperties(rows)
        addAnnotationMethods(rows)
        addOverlayMethods(rows)
        addRegionMethods(rows)
        addInteractionMethods(rows)
    }

    private static func addMapProperties(_ rows: ClassRows<MapView>) {
        // Whether the script's size is taken is the session's policy (--size wins), so the
        // write goes through the scene of the session that runs it.
        let side = 1...MapView.maximumSide
        let viewSize = ValueType.size.checked("at least 1 x 1 and at most \(Value.format(side.upperBound)) points a side",
                                              { side.contains($0.width) && side.contains($0.height) },
                                              describe: { "\(Value.format($0.width)) x \(Value.format($0.height))" })
        rows.nativeClass.addProperty("size", get: { _, object in .size((object as? MapView)?.size ?? .zero) }, set: { interpreter, object, value in
            let size = try viewSize.read(value, .property("size", of: "MapView"))
            if let scene = interpreter.scene, scene.map === object {
                scene.scriptSetsMapSize(size)
            } else {
                (object as? MapView)?.size = size
            }
        })
        rows.describe(.property, "size", "Size",
                      summary: "The view's size in points, the picture's size, from 1 to 100000 a side; a --size given to the command wins over it (UIView.bounds.size).")
        rows.property("region", .showableRegion, get: \.region, set: { try $0.setRegion($1, animated: false) },
                      summary: "The region the view shows all of, its span within the world's 180 by 360 degrees; writing it is setRegion without animation (MKMapView.region).")
        rows.property("visibleMapRect", .mapRect, get: \.visibleMapRect, set: { try $0.setVisibleMapRect($1, animated: false) },
                      summary: "The map rect the view shows; writing it is setVisibleMapRect without animation (MKMapView.visibleMapRect).")
        rows.property("centerCoordinate", .coordinate, get: \.centerCoordinate, set: { try $0.setCenter($1, animated: false) },
                      summary: "The coordinate at the view's centre; writing it is setCenter, keeping the zoom scale (MKMapView.centerCoordinate).")
        rows.property("zoomScale", .number, \.zoomScale, summary: "View points per map point at the current zoom (MKZoomScale).")
        rows.property("heading", .finiteDegrees, \.heading,
                      summary: "The camera heading in degrees clockwise from north: with 90, east is up (MKMapCamera.heading).")
        rows.property("annotations", .annotations, \.annotations,
                      summary: "The annotations on the map; clusters the map made are not among them (MKMapView.annotations).")
        rows.property("overlays", .overlays, \.overlays, summary: "The overlays on the map (MKMapView.overlays).")
        // As MapKit's: writing a list selects its first annotation, and an empty list deselects.
        rows.property("selectedAnnotations", .annotations, get: \.selectedAnnotations, set: { map, list in
            if let first = list.first {
                try map.selectAnnotation(first, animated: false)
            } else if let selected = map.selectedAnnotations.first {
                try map.deselectAnnotation(selected, animated: false)
            }
        }, summary: "The selected annotation, in a list of at most one; writing a list selects its first, an empty list deselects (MKMapView.selectedAnnotations).")
        rows.property("showsUserLocation", .bool, get: \.showsUserLocation, set: { try $0.setShowsUserLocation($1) },
                      summary: "Whether the map shows the user location's blue dot; turned off while selected, it is deselected first (MKMapView.showsUserLocation).")
        rows.property("userLocation", .object("UserLocation"), \.userLocation,
                      summary: "The annotation of the user's location (MKMapView.userLocation).")
        rows.property("backgroundColor", .color, \.backgroundColor,
                      summary: "The colour the picture is filled with beneath the overlays; over a base map, the colour of its water, sea, lakes and rivers (UIView.backgroundColor).")
        rows.property("showsScale", .bool, \.showsScale,
                      summary: "Whether the picture shows a scale bar; on by default, where MapKit's is off (MKMapView.showsScale).")
        rows.property("cameraBoundary", .optional(.object("CameraBoundary")), get: \.cameraBoundary,
                      set: { try $0.setCameraBoundary($1, animated: false) },
                      summary: "The area the map's centre must stay in, through every change of region; writing it is setCameraBoundary without animation (MKMapView.cameraBoundary).")
        rows.property("showsCompass", .bool, \.showsCompass,
                      summary: "Whether the picture shows a compass, top right, while the map is turned away from north (MKMapView.showsCompass).")
        rows.property("scrollEnabled", .bool, \.isScrollEnabled,
                      summary: "Whether a finger may pan the map; a script's own pan and setRegion still move it (MKMapView.isScrollEnabled).")
        rows.property("zoomEnabled", .bool, \.isZoomEnabled,
                      summary: "Whether a pinch, the wheel or a double tap may zoom the map; a script's own zoom still does (MKMapView.isZoomEnabled).")
        // The imagery types are cases so that they are recognised, and refused here, on the
        // line that asks for them: the base map is drawn from offline vector data only.
        let mapType = ValueType<MapType>.enumCase(BuiltinEnums.mapType, onlyIf: \.isDrawable,
                                                  requirement: ".standard, .mutedStandard or .none (mapscript draws no satellite imagery)")
        rows.property("mapType", mapType, \.mapType,
                      summary: "The base map drawn beneath the overlays: .standard, .mutedStandard or .none (MKMapView.mapType).")
        rows.property("overrideUserInterfaceStyle", .enumCase(BuiltinEnums.userInterfaceStyle), \.overrideUserInterfaceStyle,
                      summary: "The picture's colour scheme: .unspecified (the default) follows the viewer's, so a PNG or PDF is light; .light or .dark fixes it in every format (UIView.overrideUserInterfaceStyle).")
        rows.property("title", .optional(.string), \.title, summary: "The picture's title (the SVG's `<title>`, a PDF's document title, a PNG's `Title` text); without one, the picture is titled with the script's file name.")
    }

    private static func addAnnotationMethods(_ rows: ClassRows<MapView>) {
        let animated = ParameterSpec("animated", .bool, default: false, "false")
        rows.action("addAnnotation", .init(.annotation), summary: "Adds an annotation to the map (MKMapView.addAnnotation).") {
            try $0.requireAddable($1, method: "addAnnotation")
            $0.addAnnotation($1)
        }
        rows.action("addAnnotations", .init(.annotations),
                    summary: "Adds a list of annotations to the map (MKMapView.addAnnotations).") {
            try $0.requireAddable($1, method: "addAnnotations")
            $0.addAnnotations($1)
        }
        // A selection that goes with the annotations is deselected through the hooks first.
        rows.action("removeAnnotation", .init(.annotation),
                    summary: "Removes an annotation from the map, deselecting it first if it is selected (MKMapView.removeAnnotation).") {
            try $0.removeAnnotationsDeselecting([$1])
        }
        rows.action("removeAnnotations", .init(.annotations),
                    summary: "Removes a list of annotations from the map, deselecting any that is selected (MKMapView.removeAnnotations).") {
            try $0.removeAnnotationsDeselecting($1)
        }
        rows.method("annotations", .init("in", .mapRect), returns: .annotations,
                    summary: "The annotations whose coordinates lie in a map rect, in the order they were added (MKMapView.annotations(in:)).") {
            $0.annotations(in: $1)
        }
        rows.nativeClass.method("dequeueReusableAnnotationView", MapView.self) { _, map, args in
            try args.expect(count: 1, 2, labels: ["withIdentifier", "identifier", "for"])
            let identifier = try args.read(0, args.keyword("identifier") != nil ? "identifier" : "withIdentifier") { try $0.asString($1) }
            // `for: nil` is the form without `for:`, as the signature reads (`Annotation? = nil`).
            let annotation = try args.readOptional(1, "for") { $0.isNil ? nil : try $0.asAnnotation($1) } ?? nil
            return SceneValue.of(try map.dequeueReusableAnnotationView(withIdentifier: identifier, for: annotation))
        }
        rows.describe(.method, "dequeueReusableAnnotationView", "(withIdentifier: string, for: Annotation? = nil) -> AnnotationView?",
                      summary: "A queued view of the identifier; else, with `for:`, a new one of its registered class (an error when none is), and without, nil (MKMapView.dequeueReusableAnnotationView).")
        // register(Class, forAnnotationViewWithReuseIdentifier: "id"): dequeue then makes
        // `Class(annotation, reuseIdentifier: "id")` when the queue is empty.
        rows.nativeClass.method("register", MapView.self) { interpreter, map, args in
            try args.expect(count: 2, 2, labels: ["forAnnotationViewWithReuseIdentifier"])
            let viewClass = args[0]
            guard isAnnotationViewClass(viewClass) else {
                var error = RuntimeError("MapView.register expects an AnnotationView class (AnnotationView, PinAnnotationView, "
                                         + "MarkerAnnotationView or a class extending one), got \(viewClass.typeName)")
                error.argument = .position(0)
                throw error
            }
            let identifier = try args.read(1, "forAnnotationViewWithReuseIdentifier") { try $0.asString($1) }
            let className: String
            switch viewClass {
            case .class(let scriptClass): className = scriptClass.name
            case .nativeClass(let nativeClass): className = nativeClass.name
            default: className = viewClass.typeName
            }
            map.register(forAnnotationViewWithReuseIdentifier: identifier) { [weak interpreter] annotation in
                guard let interpreter else { throw RuntimeError("the script that registered '\(identifier)' has ended") }
                let made: Value
                do {
                    made = try interpreter.call(viewClass, arguments: Arguments([SceneValue.of(annotation)],
                                                                                keywords: [("reuseIdentifier", .string(identifier))]))
                } catch var error as RuntimeError where error.file == nil {
                    // The call comes from Swift, so an error in it (an init that takes other
                    // arguments) has no place in the script: the dequeue that made it is the
                    // line to show, with the call the map made.
                    error.span = nil
                    error.argument = nil
                    error.help = error.help ?? "dequeue makes a view of the class registered for '\(identifier)' as "
                        + "\(className)(annotation, reuseIdentifier: \"\(identifier)\")"
                    throw error
                }
                return try made.asAnnotationView("the view made for '\(identifier)'")
            }
            return .nil
        }
        rows.describe(.method, "register", "(AnnotationView class, forAnnotationViewWithReuseIdentifier: string)",
                      summary: "Registers the view class dequeue makes for an identifier when its queue is empty (MKMapView.register).")
        rows.method("view", .init("for", .annotation), returns: .optional(.object("AnnotationView")),
                    summary: "The view of an annotation after a layout; nil when it is not visible or not on the map (MKMapView.view(for:)).") {
            try $0.view(for: $1)
        }
        rows.action("selectAnnotation", .init(.annotation), animated,
                    summary: "Selects an annotation, showing its callout when its view can (MKMapView.selectAnnotation).") {
            try $0.selectAnnotation($1, animated: $2)
        }
        // As MapKit's, whose annotation is optional: nil deselects nothing.
        rows.action("deselectAnnotation", .init(.optional(.annotation)), animated,
                    summary: "Deselects an annotation, hiding its callout; nil deselects nothing (MKMapView.deselectAnnotation).") {
            if let annotation = $1 { try $0.deselectAnnotation(annotation, animated: $2) }
        }
        rows.action("showAnnotations", .init(.annotations), animated,
                    summary: "Sets the region to show all of the annotations with room around them, across the antimeridian where they lie on both sides of it (MKMapView.showAnnotations).") {
            try $0.showAnnotations($1, animated: $2)
        }
    }

    private static func addOverlayMethods(_ rows: ClassRows<MapView>) {
        let level = ParameterSpec<OverlayLevel>("level", .enumCase(BuiltinEnums.overlayLevel), default: .aboveLabels, ".aboveLabels")
        rows.action("addOverlay", .init(.overlay), level,
                    summary: "Adds an overlay on top of a level, .aboveLabels by default; one on the map at another level is an error (MKMapView.addOverlay(_:level:)).") {
            try $0.requireAddable($1, level: $2, method: "addOverlay")
            $0.addOverlay($1, level: $2)
        }
        rows.action("addOverlays", .init(.overlays), level,
                    summary: "Adds a list of overlays on top of a level (MKMapView.addOverlays(_:level:)).") {
            try $0.requireAddable($1, level: $2, method: "addOverlays")
            $0.addOverlays($1, level: $2)
        }
        // insertOverlay(o, at: i, level:), insertOverlay(o, above: other), insertOverlay(o, below: other)
        rows.nativeClass.method("insertOverlay", MapView.self) { _, map, args in
            let overlay = try args.read(0, nil) { try $0.asOverlay($1) }
            if args.keyword("above") != nil {
                try args.expect(count: 1, 1, labels: ["above"])
                try map.insertOverlay(overlay, above: try args.read(1, "above") { try $0.asOverlay($1) })
            } else if args.keyword("below") != nil {
                try args.expect(count: 1, 1, labels: ["below"])
                try map.insertOverlay(overlay, below: try args.read(1, "below") { try $0.asOverlay($1) })
            } else {
                // `above` and `below` took the branches above; they are here for the did-you-mean
                // of a label that is neither (`aboveOverlay:`, Objective-C's).
                try args.expect(count: 2, 3, labels: ["at", "level", "above", "below"])
                let index = try args.read(1, "at") { try $0.asInteger($1) }
                try map.insertOverlay(overlay, at: index, level: try level.read(args, at: 2))
            }
            return .nil
        }
        rows.describe(.method, "insertOverlay", "(Overlay, at: number, level: OverlayLevel = .aboveLabels | above: Overlay | below: Overlay)",
                      summary: "Inserts an overlay at an index of a level, or above or below another overlay (MKMapView.insertOverlay).")
        // exchangeOverlay(a, with: b), and MapKit's older exchangeOverlay(at: i, withOverlayAt: j)
        // for two places of the .aboveLabels level.
        rows.nativeClass.method("exchangeOverlay", MapView.self) { _, map, args in
            if args.keyword("at") != nil {
                try args.expect(count: 0, 0, labels: ["at", "withOverlayAt"])
                let first = try args.read(0, "at") { try $0.asInteger($1) }
                let second = try args.read(1, "withOverlayAt") { try $0.asInteger($1) }
                try map.exchangeOverlay(at: first, withOverlayAt: second)
                return .nil
            }
            try args.expect(count: 2, 2, labels: ["with"])
            let first = try args.read(0, nil) { try $0.asOverlay($1) }
            let second = try args.read(1, "with") { try $0.asOverlay($1) }
            try map.exchangeOverlay(first, with: second)
            return .nil
        }
        rows.describe(.method, "exchangeOverlay", "(Overlay, with: Overlay | at: number, withOverlayAt: number)",
                      summary: "Swaps the places of two overlays in the drawing order, or of the .aboveLabels overlays at two indices "
                        + "(MKMapView.exchangeOverlay(_:with:), exchangeOverlay(at:withOverlayAt:)).")
        rows.action("removeOverlay", .init(.overlay), summary: "Removes an overlay from the map (MKMapView.removeOverlay).") { $0.removeOverlay($1) }
        rows.action("removeOverlays", .init(.overlays),
                    summary: "Removes a list of overlays from the map (MKMapView.removeOverlays).") { $0.removeOverlays($1) }
        rows.method("overlays", .init("in", .enumCase(BuiltinEnums.overlayLevel), default: .aboveLabels, ".aboveLabels"),
                    returns: .overlays, summary: "The overlays at one level, bottom first (MKMapView.overlays(in:)).") { $0.overlays(in: $1) }
        rows.method("level", .init("of", .overlay), returns: .optional(.enumCase(BuiltinEnums.overlayLevel)),
                    summary: "The level an overlay is at; nil when it is not on the map (MKMapView.level(of:)).") { $0.level(of: $1) }
        rows.method("renderer", .init("for", .overlay), returns: .optional(.object("OverlayRenderer")),
                    summary: "An overlay's renderer after a layout; nil when it is not visible or not on the map (MKMapView.renderer(for:)).") {
            try $0.renderer(for: $1)
        }
    }

    /// MapKit's label of each direction of `convert`, with the kind of value it converts.
    private static let conversionLabels: [(label: String, converts: String)] = [
        ("toPointTo", "Coordinate"), ("toCoordinateFrom", "Point"), ("toRectTo", "Region"), ("toRegionFrom", "Rect"),
    ]

    /// `convert` as MKMapView's: the value alone (in the map's own points), or with MapKit's
    /// label of the direction and the view whose points are meant (`map` or nil for the map's,
    /// or an annotation view, whose points start at its top left), as
    /// `map.convert(point, toCoordinateFrom: self)` in a view's `hitTest`. `regionThatFits` and
    /// `mapRectThatFits` give what the view would show.
    private static func addConversionMethods(_ rows: ClassRows<MapView>) {
        let labels = conversionLabels.map(\.label)
        rows.nativeClass.method("convert", MapView.self) { _, map, args in
            try args.expect(count: 1, 1, labels: labels)
            let given = args.keywords
            if given.count > 1 {
                var error = RuntimeError("MapView.convert takes one view, with one of \(labels.map { "'\($0):'" }.joined(separator: ", "))")
                error.argument = .unknownLabel(given[1].label)
                throw error
            }
            let label = given.first?.label
            // Where the view's points start, in the map's.
            var origin = Point(x: 0, y: 0)
            if let label, let view = try args.read(1, label, ValueType.pointSpace.read) {
                origin = view.frame.origin
            }
            switch (args[0], label) {
            case (.coordinate(let coordinate), nil), (.coordinate(let coordinate), "toPointTo"?):
                let point = map.convert(coordinate)
                return .point(Point(x: point.x - origin.x, y: point.y - origin.y))
            case (.point, nil), (.point, "toCoordinateFrom"?):
                let point = try args.read(0, nil, ValueType.point.read)
                return .coordinate(map.convert(Point(x: point.x + origin.x, y: point.y + origin.y)))
            case (.region(let region), nil), (.region(let region), "toRectTo"?):
                return .rect(map.convert(region).offsetBy(dx: -origin.x, dy: -origin.y))
            case (.rect, nil), (.rect, "toRegionFrom"?):
                let rect = try args.read(0, nil, ValueType.rect.read)
                return .region(map.convert(rect.offsetBy(dx: origin.x, dy: origin.y)))
            case (.mapPoint(let mapPoint), nil): return .point(map.convert(mapPoint))
            case (.mapRect(let mapRect), nil): return .rect(map.convert(mapRect))
            case (let value, let label?):
                let converts = conversionLabels.first { $0.label == label }?.converts ?? ""
                var error = args.about(0, nil, "MapView.convert(_:\(label):) converts \(Value.article(converts)) \(converts), got \(value.typeName)")
                error.help = conversionLabels.first { $0.converts == value.typeName }.map {
                    "\(Value.article($0.converts)) \($0.converts) converts with '\($0.label):'"
                }
                throw error
            case (let value, nil):
                throw args.about(0, nil, "MapView.convert expects a Coordinate, Point, Region, Rect, MapPoint or MapRect, got \(value.typeName)")
            }
        }
        // One row a form, as MapKit's methods are one a direction: what a call gives follows
        // from its label or the kind of its value, which editor help reads from the row.
        rows.describe(.method, "convert", "(Coordinate, toPointTo: view? = nil) -> Point",
                      summary: "A coordinate as a point of the map's view, or of the label's view: the map, nil or an annotation view (MKMapView.convert(_:toPointTo:)).")
        rows.describe(.method, "convert", "(Point, toCoordinateFrom: view? = nil) -> Coordinate",
                      summary: "A point of the map's view, or of the label's view, as a coordinate (MKMapView.convert(_:toCoordinateFrom:)).")
        rows.describe(.method, "convert", "(Region, toRectTo: view? = nil) -> Rect",
                      summary: "A region as a rect of the map's view, or of the label's view (MKMapView.convert(_:toRectTo:)).")
        rows.describe(.method, "convert", "(Rect, toRegionFrom: view? = nil) -> Region",
                      summary: "A rect of the map's view, or of the label's view, as a region (MKMapView.convert(_:toRegionFrom:)).")
        rows.describe(.method, "convert", "(MapPoint) -> Point", summary: "A map point as a point of the map's view.")
        rows.describe(.method, "convert", "(MapRect) -> Rect", summary: "A map rect as a rect of the map's view.")
        rows.method("regionThatFits", .init(.showableRegion), returns: .region,
                    summary: "The region the view shows for a region: its span widened to the view's shape (MKMapView.regionThatFits).") {
            try $0.regionThatFits($1)
        }
        rows.method("mapRectThatFits", .init(.mapRect), .edgePadding, returns: .mapRect,
                    summary: "The map rect the view shows with a map rect fitted inside it less the padding; without, the rect widened about its centre to the view's shape (MKMapView.mapRectThatFits).") {
            try $0.mapRectThatFits($1, edgePadding: $2)
        }
    }

    private static func addRegionMethods(_ rows: ClassRows<MapView>) {
        let animated = ParameterSpec("animated", .bool, default: false, "false")
        rows.action("setRegion", .init(.showableRegion), animated,
                    summary: "Shows a region, running the region hooks around the change; a span past the world's 180 by 360 degrees is an error, as MapKit's \"Invalid Region\" (MKMapView.setRegion(_:animated:)).") {
            try $0.setRegion($1, animated: $2)
        }
        rows.action("setCenter", .init(.coordinate), animated,
                    summary: "Moves the centre to a coordinate, keeping the zoom scale (MKMapView.setCenter(_:animated:)).") {
            try $0.setCenter($1, animated: $2)
        }
        rows.action("setVisibleMapRect", .init(.mapRect), .edgePadding, animated,
                    summary: "Shows a map rect, inside the view less the padding, running the region hooks around the change (MKMapView.setVisibleMapRect(_:edgePadding:animated:)).") {
            try $0.setVisibleMapRect($1, edgePadding: $2, animated: $3)
        }
        rows.action("setCameraBoundary", .init(.optional(.object("CameraBoundary"))), animated,
                    summary: "Sets the area the map's centre must stay in, or none; a centre outside it moves in at once, a change of region (MKMapView.setCameraBoundary(_:animated:)).") {
            try $0.setCameraBoundary($1, animated: $2)
        }
        rows.action("pan", .init("dx", .finite), .init("dy", .finite),
                    summary: "Moves what the view shows by dx, dy view points: a positive dx brings the east into view, a positive dy the south.") {
            try $0.pan(dx: $1, dy: $2)
        }
        // The factor is checked here, so that its error points at the argument.
        let factor = ValueType<Double>.number.checked("a positive finite number", { $0.isFinite && $0 > 0 }, describe: { Value.format($0) })
        rows.action("zoom", .init("by", factor), .init("about", .optional(.point), default: nil, "nil"),
                    summary: "Zooms by a factor (2 shows half the width and height) about the centre, or about a view point that stays put.") {
            try $0.zoom(by: $1, about: $2)
        }
        addConversionMethods(rows)
        // The scene as SVG text, as `render` would write it now (for tests and the REPL).
        rows.nativeClass.method("svg", MapView.self) { interpreter, _, args in
            try args.expect(count: 0)
            let svg = try bridge(interpreter).svg(for: .svg, picture: "map.svg()")
            try interpreter.makeText(byteCount: svg.count, nil)
            return .string(String(decoding: svg, as: UTF8.self))
        }
        rows.describe(.method, "svg", "() -> string", summary: "The scene as SVG text, as render would write it now.")
        rows.action("layout",
                    summary: "Lays the map out now: views and renderers brought up to date with the visible map rect (UIView.layoutIfNeeded).") {
            try $0.layout()
        }
    }

    private static func addInteractionMethods(_ rows: ClassRows<MapView>) {
        rows.action("tapCalloutAccessory", .init(.annotation), .init("side", .enumCase(BuiltinEnums.calloutSide)),
                    summary: "Taps the control on one side of an annotation's shown callout, which calls calloutAccessoryTapped.") {
            try $0.tapCalloutAccessory($1, side: $2)
        }
        rows.action("drag", .init(.annotation), .init("to", .coordinate), .init("cancel", .bool, default: false, "false"),
                    summary: "Drags an annotation's view to a coordinate through the drag states, or cancels the drag with cancel: true.") {
            try $0.drag($1, to: $2, cancel: $3)
        }
        let touchedView: ValueType<AnnotationView?> = .optional(.object("AnnotationView"))
        rows.method("touch", .init(.enumCase(BuiltinEnums.touchPhase)), .init("at", .point), returns: touchedView,
                    summary: "Delivers one phase of a touch at a view point; answers the annotation view the touch is on.") {
            try $0.touch($1, at: $2)
        }
        rows.method("tap", .init("at", .point), .init("tapCount", .integer, default: 1, "1"), returns: touchedView,
                    summary: "Taps a view point: selects the view hit, taps a callout control, or deselects; tapCount: 2 is a double tap's second, "
                        + "which zooms in; answers the view hit.") {
            try $0.tap(at: $1, tapCount: $2)
        }
        rows.method("longPress", .init("at", .point), .init("to", .optional(.point), default: nil, "nil"), returns: touchedView,
                    summary: "Holds a touch at a view point (a drag, on a draggable view), lifting it at to: if given; answers the view hit.") {
            try $0.longPress(at: $1, to: $2)
        }
        rows.method("hitTest", .init(.point), returns: touchedView,
                    summary: "The annotation view a touch at a view point would go to, after a layout: on the open callout, its view; on the compass, nil.") { try $0.hitTest($1) }
        let recognizer = ParameterSpec<GestureRecognizer>(.object("GestureRecognizer"))
        rows.action("addGestureRecognizer", recognizer,
                    summary: "Attaches a tap or long press recognizer, whose action then runs on the map's touches beside the map's own gestures (UIView.addGestureRecognizer).") {
            $0.addGestureRecognizer($1)
        }
        rows.action("removeGestureRecognizer", recognizer,
                    summary: "Detaches a recognizer; one not attached to the map is left as it is (UIView.removeGestureRecognizer).") {
            $0.removeGestureRecognizer($1)
        }
        rows.property("gestureRecognizers", .objects("GestureRecognizer", plural: "gesture recognizers"), \.gestureRecognizers,
                      summary: "The recognizers attached to the map, in the order attached (UIView.gestureRecognizers).")
    }

    /// Whether `value` is AnnotationView or a class extending it, built in or a script's.
    private static func isAnnotationViewClass(_ value: Value) -> Bool {
        switch value {
        case .nativeClass(let nativeClass): return nativeClass.isSubclass(of: annotationView)
        case .class(let scriptClass): return scriptClass.nativeSuperclass?.isSubclass(of: annotationView) ?? false
        default: return false
        }
    }
}
