import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `AnnotationView(annotation, reuseIdentifier:)` (MKAnnotationView).
    static let annotationView: NativeClass = {
        let c = NativeClass(name: "AnnotationView")
        c.summary = "The view of an annotation (MKAnnotationView): an image, or what its draw method draws."
        viewInitializer(ClassRows(c, AnnotationView.self), AnnotationView.init)
        c.describe = { describeView($0) }
        addViewMembers(to: c)
        return c
    }()

    /// `PinAnnotationView(annotation, reuseIdentifier:)` (MKPinAnnotationView).
    static let pinAnnotationView: NativeClass = {
        let c = NativeClass(name: "PinAnnotationView", superclass: annotationView)
        c.summary = "The pin view (MKPinAnnotationView)."
        let rows = ClassRows(c, PinAnnotationView.self)
        viewInitializer(rows, PinAnnotationView.init)
        c.describe = { describeView($0) }
        rows.property("pinColor", .enumCase(BuiltinEnums.pinColor), \.pinColor)
        rows.property("pinTintColor", .color, \.pinTintColor)
        rows.property("animatesDrop", .bool, \.animatesDrop)
        return c
    }()

    /// `MarkerAnnotationView(annotation, reuseIdentifier:)` (MKMarkerAnnotationView).
    static let markerAnnotationView: NativeClass = {
        let c = NativeClass(name: "MarkerAnnotationView", superclass: annotationView)
        c.summary = "The balloon marker view (MKMarkerAnnotationView)."
        let rows = ClassRows(c, MarkerAnnotationView.self)
        viewInitializer(rows, MarkerAnnotationView.init)
        c.describe = { describeView($0) }
        rows.property("markerTintColor", .color, \.markerTintColor)
        rows.property("glyphTintColor", .color, \.glyphTintColor)
        rows.property("glyphText", .optional(.string), \.glyphText)
        rows.property("glyphImage", .optional(.image), \.glyphImage)
        rows.property("titleVisibility", .enumCase(BuiltinEnums.featureVisibility), \.titleVisibility)
        rows.property("subtitleVisibility", .enumCase(BuiltinEnums.featureVisibility), \.subtitleVisibility)
        return c
    }()

    /// The blue dot of the user location; made by the map, not by scripts.
    static let userLocationView: NativeClass = {
        let c = NativeClass(name: "UserLocationView", superclass: annotationView)
        c.summary = "The blue dot of the user location, made by the map."
        c.describe = { describeView($0) }
        ClassRows(c, UserLocationView.self).property("tintColor", .color, \.tintColor)
        return c
    }()

    /// `(annotation, reuseIdentifier:)`, both optional as in MapKit.
    private static func viewInitializer<View: AnnotationView>(_ rows: ClassRows<View>, _ make: @escaping (Annotation?, String?) -> View) {
        rows.initializer(.init("annotation", .optional(.annotation), default: nil, "nil"),
                         .init("reuseIdentifier", .optional(.string), default: nil, "nil")) { make($0, $1) }
    }

    private static func describeView(_ object: any NativeObject) -> String {
        guard let view = object as? AnnotationView else { return "<view>" }
        var text = ""
        if let identifier = view.reuseIdentifier {
            Value.appendQuoted(identifier, to: &text)
        } else {
            text += "nil"
        }
        if let title = view.annotation?.title {
            text += " for "
            Value.appendQuoted(title, to: &text)
        }
        return constructorForm(object, text)
    }

    private static func addViewMembers(to c: NativeClass) {
        let rows = ClassRows(c, AnnotationView.self)
        rows.property("annotation", .optional(.annotation), \.annotation)
        rows.property("reuseIdentifier", .optional(.string), \.reuseIdentifier)
        rows.property("image", .optional(.image), \.image)
        rows.property("frame", .rect, \.frame)
        rows.property("bounds", .rect, get: \.bounds, set: { $0.bounds = Rect(origin: .zero, size: $1.size) })
        rows.property("center", .point, \.center)
        rows.property("centerOffset", .point, \.centerOffset)
        rows.property("calloutOffset", .point, \.calloutOffset)
        rows.property("canShowCallout", .bool, \.canShowCallout)
        rows.property("leftCalloutAccessory", .optional(.accessory), \.leftCalloutAccessory)
        rows.property("rightCalloutAccessory", .optional(.accessory), \.rightCalloutAccessory)
        rows.property("enabled", .bool, \.isEnabled)
        // Writing `selected` is MapKit's `setSelected(_, animated: false)` with the built-in
        // behaviour, so a script's own setSelected that writes it does not call itself.
        rows.property("selected", .bool, get: \.isSelected, set: { try $0.setSelected($1, animated: false) })
        rows.property("highlighted", .bool, \.isHighlighted)
        rows.property("draggable", .bool, \.isDraggable)
        rows.property("dragState", .enumCase(BuiltinEnums.dragState), get: \.dragState, set: { try $0.changeDragState(to: $1) })
        rows.property("opaque", .bool, \.isOpaque)
        rows.property("backgroundColor", .optional(.color), \.backgroundColor)
        rows.property("clusteringIdentifier", .optional(.string), \.clusteringIdentifier)
        rows.property("displayPriority", .displayPriority, \.displayPriority)
        rows.property("collisionMode", .enumCase(BuiltinEnums.collisionMode), \.collisionMode)
        rows.property("zPriority", .zPriority, \.zPriority)
        rows.property("selectedZPriority", .zPriority, \.selectedZPriority)
        rows.property("collisionState", .enumCase(BuiltinEnums.collisionState), \.collisionState)

        // The map draws every view afresh for each picture, so asking for a redraw has nothing
        // to wait for; it is here because Listing 6-4's views call it.
        rows.action("setNeedsDisplay") { _ in }
        // Called from a script, the overridable methods run the built-in behaviour: that is what
        // a script's `super.setSelected(selected, animated)` reaches.
        let animated = ParameterSpec("animated", .bool, default: false, "false")
        rows.action("draw", .init("rect", .rect), .init("context", .drawingContext), overridable: true) { try $0.draw(rect: $1, context: $2) }
        rows.action("prepareForReuse", overridable: true) { try $0.prepareForReuse() }
        rows.action("setSelected", .init("selected", .bool), animated, overridable: true) { try $0.setSelected($1, animated: $2) }
        // MapKit's default setDragState "sets the dragState property to the value in newDragState
        // only": a script (its `super.setDragState`) moves the drag on itself, as seed 004 says.
        // The map's own views, without an override, are moved on by the map.
        rows.action("setDragState", .init("newState", .enumCase(BuiltinEnums.dragState)), animated, overridable: true) {
            view, state, _ in try view.changeDragState(to: state)
        }
        rows.action("touchesBegan", .init("point", .point), overridable: true) { try $0.touchesBegan($1) }
        rows.action("touchesMoved", .init("point", .point), overridable: true) { try $0.touchesMoved($1) }
        rows.action("touchesEnded", .init("point", .point), overridable: true) { try $0.touchesEnded($1) }
        rows.action("touchesCancelled", overridable: true) { try $0.touchesCancelled() }
        rows.method("hitTest", .init("point", .point), returns: .optional(.object("AnnotationView")), overridable: true) {
            try $0.hitTest($1)
        }
    }
}
