import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `AnnotationView(annotation, reuseIdentifier:)` (MKAnnotationView).
    static let annotationView = ClassRows.declare("AnnotationView", AnnotationView.self,
                                                  summary: "The view of an annotation (MKAnnotationView): an image, or what its draw method draws.",
                                                  describe: describeView) { rows in
        viewInitializer(rows, AnnotationView.init)
        addViewMembers(rows)
    }

    /// `PinAnnotationView(annotation, reuseIdentifier:)` (MKPinAnnotationView).
    static let pinAnnotationView = ClassRows.declare("PinAnnotationView", PinAnnotationView.self, extends: annotationView,
                                                     summary: "The pin view (MKPinAnnotationView).") { rows in
        viewInitializer(rows, PinAnnotationView.init)
        rows.property("pinColor", .enumCase(BuiltinEnums.pinColor), \.pinColor,
                      summary: "The pin's colour: .red, .green or .purple (MKPinAnnotationView.pinColor).")
        rows.property("pinTintColor", ValueType.color.resettable(to: .red), \.pinTintColor, summary: "The pin's colour as any colour (MKPinAnnotationView.pinTintColor).")
        rows.property("animatesDrop", .bool, \.animatesDrop,
                      summary: "Whether the pin drops onto its place when it first appears, on the live page (MKPinAnnotationView.animatesDrop).")
    }

    /// `MarkerAnnotationView(annotation, reuseIdentifier:)` (MKMarkerAnnotationView).
    static let markerAnnotationView = ClassRows.declare("MarkerAnnotationView", MarkerAnnotationView.self, extends: annotationView,
                                                        summary: "The balloon marker view (MKMarkerAnnotationView).") { rows in
        viewInitializer(rows, MarkerAnnotationView.init)
        rows.property("markerTintColor", ValueType.color.resettable(to: .red), \.markerTintColor, summary: "The colour of the balloon (MKMarkerAnnotationView.markerTintColor).")
        rows.property("glyphTintColor", ValueType.color.resettable(to: .white), \.glyphTintColor,
                      summary: "The colour of the glyph in the balloon, its text or its image (MKMarkerAnnotationView.glyphTintColor).")
        rows.property("glyphText", .optional(.string), \.glyphText,
                      summary: "Text shown in the balloon as its glyph (MKMarkerAnnotationView.glyphText).")
        rows.property("glyphImage", .optional(.image), \.glyphImage,
                      summary: "An image shown in the balloon as its glyph, as a template in glyphTintColor (MKMarkerAnnotationView.glyphImage).")
        rows.property("titleVisibility", .enumCase(BuiltinEnums.featureVisibility), \.titleVisibility,
                      summary: "When the title is drawn below the marker: .adaptive, .visible or .hidden (MKMarkerAnnotationView.titleVisibility).")
        rows.property("subtitleVisibility", .enumCase(BuiltinEnums.featureVisibility), \.subtitleVisibility,
                      summary: "When the subtitle is drawn below a selected marker's title (MKMarkerAnnotationView.subtitleVisibility).")
    }

    /// The blue dot of the user location; made by the map, not by scripts.
    static let userLocationView = ClassRows.declare("UserLocationView", UserLocationView.self, extends: annotationView,
                                                    summary: "The blue dot of the user location, made by the map.") { rows in
        rows.property("tintColor", .color, \.tintColor, summary: "The colour of the blue dot (UIView.tintColor).")
    }

    /// `(annotation, reuseIdentifier:)`, both optional as in MapKit.
    private static func viewInitializer<View: AnnotationView>(_ rows: ClassRows<View>, _ make: @escaping (Annotation?, String?) -> View) {
        rows.initializer(.init("annotation", .optional(.annotation), default: nil, "nil"),
                         .init("reuseIdentifier", .optional(.string), default: nil, "nil")) { make($0, $1) }
    }

    private static func describeView(_ object: any NativeObject) -> String {
        guard let view = object as? AnnotationView else { return "<view>" }
        // What it shows, then its reuse identifier when it has one, in the order a view is
        // made: `PinAnnotationView(for "Denver", reuseIdentifier: "Pin")`.
        var parts: [String] = []
        if let annotation = view.annotation {
            var shows = "for "
            if let title = annotation.title { Value.appendQuoted(title, to: &shows) } else { shows += "an untitled annotation" }
            parts.append(shows)
        }
        if let identifier = view.reuseIdentifier {
            var reuse = "reuseIdentifier: "
            Value.appendQuoted(identifier, to: &reuse)
            parts.append(reuse)
        }
        return constructorForm(object, parts.joined(separator: ", "))
    }

    private static func addViewMembers(_ rows: ClassRows<AnnotationView>) {
        // Which annotation a view shows, and its drag, are the map's business, not the view's look.
        rows.property("annotation", .optional(.annotation), get: \.annotation, set: { try $0.setAnnotationFromScript($1) },
                      changesPresentationOnly: false,
                      summary: "The annotation the view shows; nil while the view waits in the reuse queue (MKAnnotationView.annotation).")
        rows.property("reuseIdentifier", .optional(.string), \.reuseIdentifier,
                      summary: "The identifier of the reuse queue the view belongs to (MKAnnotationView.reuseIdentifier).")
        // The properties kept in the view's side storage are written through closures: a key
        // path to a computed property copies the value out and back through a buffer it
        // allocates, some 2,000 instructions a write (one per marker in a `viewFor` hook).
        rows.property("image", .optional(.image), get: \.image, set: { $0.image = $1 },
                      summary: "The picture the view shows; setting it sizes the view to it (MKAnnotationView.image).")
        rows.property("frame", .rect, \.frame,
                      summary: "The view's rectangle in the map view's points; setting it moves and resizes the view (UIView.frame).")
        rows.property("bounds", .rect, get: \.bounds, set: { $0.bounds = Rect(origin: .zero, size: $1.size) },
                      summary: "The view's own rectangle, at origin (0, 0); writing it sets the view's size (UIView.bounds).")
        rows.property("center", .point, \.center, summary: "The view's centre in the map view's points, set by the map at layout (UIView.center).")
        rows.property("centerOffset", .point, \.centerOffset,
                      summary: "A shift of the view from the annotation's point, in view points, y down (MKAnnotationView.centerOffset).")
        rows.property("calloutOffset", .point, get: \.calloutOffset, set: { $0.calloutOffset = $1 },
                      summary: "A shift of the callout's anchor, the top centre of the view, in view points (MKAnnotationView.calloutOffset).")
        rows.property("canShowCallout", .bool, \.canShowCallout,
                      summary: "Whether a tap on the view shows its callout (MKAnnotationView.canShowCallout).")
        rows.property("leftCalloutAccessory", .optional(.accessory),
                      get: \.leftCalloutAccessory, set: { $0.leftCalloutAccessory = $1 },
                      summary: "The accessory on the left of the callout (MKAnnotationView.leftCalloutAccessoryView).")
        rows.property("rightCalloutAccessory", .optional(.accessory),
                      get: \.rightCalloutAccessory, set: { $0.rightCalloutAccessory = $1 },
                      summary: "The accessory on the right of the callout (MKAnnotationView.rightCalloutAccessoryView).")
        rows.property("enabled", .bool, \.isEnabled, summary: "Whether the view takes touches and can be selected (MKAnnotationView.isEnabled).")
        // Writing `selected` is UIKit's setter: `setSelected(_, animated: false)`, a script's
        // override included (which therefore calls `super.setSelected`, not writes `selected`).
        rows.property("selected", .bool, get: \.isSelected, set: { try $0.setSelectedFromScript($1) },
                      summary: "Whether the view is selected; writing it is setSelected without animation (MKAnnotationView.isSelected).")
        rows.property("highlighted", .bool, \.isHighlighted,
                      summary: "Whether the view is highlighted; the map sets it while a touch is down on the view (MKAnnotationView.isHighlighted).")
        rows.property("draggable", .bool, \.isDraggable,
                      summary: "Whether a long press on the view drags its annotation (MKAnnotationView.isDraggable).")
        rows.property("dragState", .enumCase(BuiltinEnums.dragState), get: \.dragState, set: { try $0.changeDragState(to: $1) },
                      changesPresentationOnly: false, summary: "Where the view is in a drag: .none, .starting, .dragging, .canceling or .ending (MKAnnotationView.dragState).")
        rows.property("opaque", .bool, \.isOpaque,
                      summary: "Whether a view that draws itself is first filled with its background colour, else black (UIView.isOpaque).")
        rows.property("backgroundColor", .optional(.color), get: \.backgroundColor, set: { $0.backgroundColor = $1 },
                      summary: "The colour filled behind the view's content, when set (UIView.backgroundColor).")
        rows.property("clusteringIdentifier", .optional(.string), get: \.clusteringIdentifier, set: { $0.clusteringIdentifier = $1 },
                      summary: "Colliding views of one identifier show as one cluster; nil never clusters (MKAnnotationView.clusteringIdentifier).")
        rows.property("displayPriority", .displayPriority, get: \.displayPriority, set: { $0.displayPriority = $1 },
                      summary: "Of colliding views, the lower priority is hidden; .required (1000) never is (MKAnnotationView.displayPriority).")
        rows.property("collisionMode", .enumCase(BuiltinEnums.collisionMode), get: \.collisionMode, set: { $0.collisionMode = $1 },
                      summary: "What of the view collides: .rectangle (its frame), .circle or .none (MKAnnotationView.collisionMode).")
        rows.property("zPriority", .zPriority, get: \.zPriority, set: { $0.zPriority = $1 },
                      summary: "The drawing order: views of higher priority are drawn in front (MKAnnotationView.zPriority).")
        rows.property("selectedZPriority", .zPriority, get: \.selectedZPriority, set: { $0.selectedZPriority = $1 },
                      summary: "The drawing priority while the view is selected, in place of zPriority (MKAnnotationView.selectedZPriority).")
        rows.property("collisionState", .enumCase(BuiltinEnums.collisionState), \.collisionState,
                      summary: "What the last layout made of the view: .shown, .hidden or .clustered.")
        rows.property("cluster", .optional(.object("AnnotationView")), \.cluster,
                      summary: "The view of the cluster that stands for this view's annotation, while the last layout clustered it; else nil (MKAnnotationView.cluster).")

        // The map draws every view afresh for each picture, so asking for a redraw has nothing
        // to wait for; it is here because Listing 6-4's views call it.
        rows.action("setNeedsDisplay",
                    summary: "Asks for a redraw; each picture draws every view afresh, so it has nothing to do (UIView.setNeedsDisplay).") {
            _ in
        }
        // Called from a script, the overridable methods run the built-in behaviour: that is what
        // a script's `super.setSelected(selected, animated)` reaches.
        let animated = ParameterSpec("animated", .bool, default: false, "false")
        rows.action("draw", .init("rect", .rect), .init("context", .drawingContext), overridable: true,
                    summary: "Draws the view's content into its bounds; override it for a view that draws itself (UIView.draw).") {
            try $0.draw(rect: $1, context: $2)
        }
        rows.action("prepareForReuse", overridable: true,
                    summary: "Called before a dequeued view is handed out again, to reset it (MKAnnotationView.prepareForReuse).") {
            try $0.prepareForReuse()
        }
        rows.action("setSelected", .init("selected", .bool), animated, overridable: true,
                    summary: "Selects or deselects the view; the map selects through it (MKAnnotationView.setSelected(_:animated:)).") {
            try $0.setSelected($1, animated: $2)
        }
        // MapKit's default setDragState "sets the dragState property to the value in newDragState
        // only": a script (its `super.setDragState`) moves the drag on itself, as seed 004 says.
        // The map's own views, without an override, are moved on by the map.
        rows.action("setDragState", .init("newState", .enumCase(BuiltinEnums.dragState)), animated, overridable: true,
                    summary: "Sets dragState to the new state; the map drives a drag through it (MKAnnotationView.setDragState(_:animated:)).") {
            view, state, _ in try view.changeDragState(to: state)
        }
        rows.action("touchesBegan", .init("point", .point), overridable: true,
                    summary: "A touch began on the view at a point of the map view (UIResponder.touchesBegan).") { try $0.touchesBegan($1) }
        rows.action("touchesMoved", .init("point", .point), overridable: true,
                    summary: "The touch moved to a point of the map view (UIResponder.touchesMoved).") { try $0.touchesMoved($1) }
        rows.action("touchesEnded", .init("point", .point), overridable: true,
                    summary: "The touch ended at a point; the built-in one selects the view it began on (UIResponder.touchesEnded).") {
            try $0.touchesEnded($1)
        }
        rows.action("touchesCancelled", overridable: true,
                    summary: "The touch was cancelled, as when a long press starts a drag (UIResponder.touchesCancelled).") {
            try $0.touchesCancelled()
        }
        rows.method("hitTest", .init("point", .point), returns: .optional(.object("AnnotationView")), overridable: true,
                    summary: "The view a touch at a point (in the view's coordinates) goes to: itself when inside, else nil (UIView.hitTest).") {
            try $0.hitTest($1)
        }
    }
}
