import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `AnnotationView(annotation, reuseIdentifier:)` (MKAnnotationView). Its overridable
    /// methods, called from a script, run the built-in behaviour: that is what a script's
    /// `super.setSelected(selected, animated)` reaches.
    static let annotationView: NativeClass = {
        let c = NativeClass(name: "AnnotationView")
        c.extensible { (args: Arguments) throws -> AnnotationView in
            let (annotation, identifier) = try viewArguments(args)
            return AnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        c.describe = { describeView($0) }
        addViewMembers(to: c)
        return c
    }()

    /// `PinAnnotationView(annotation, reuseIdentifier:)` (MKPinAnnotationView).
    static let pinAnnotationView: NativeClass = {
        let c = NativeClass(name: "PinAnnotationView", superclass: annotationView)
        c.extensible { (args: Arguments) throws -> PinAnnotationView in
            let (annotation, identifier) = try viewArguments(args)
            return PinAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        c.describe = { describeView($0) }
        c.property("pinColor", PinAnnotationView.self, get: { BuiltinEnums.value($0.pinColor, in: BuiltinEnums.pinColor) },
                   set: { pin, v, context in pin.pinColor = try BuiltinEnums.swiftCase(v, in: BuiltinEnums.pinColor, context: context) })
        c.property("pinTintColor", PinAnnotationView.self, get: { .color($0.pinTintColor) },
                   set: { pin, v, context in pin.pinTintColor = try v.asColor(context) })
        c.property("animatesDrop", PinAnnotationView.self, get: { .bool($0.animatesDrop) },
                   set: { pin, v, context in pin.animatesDrop = try v.asBool(context) })
        return c
    }()

    /// `MarkerAnnotationView(annotation, reuseIdentifier:)` (MKMarkerAnnotationView).
    static let markerAnnotationView: NativeClass = {
        let c = NativeClass(name: "MarkerAnnotationView", superclass: annotationView)
        c.extensible { (args: Arguments) throws -> MarkerAnnotationView in
            let (annotation, identifier) = try viewArguments(args)
            return MarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        c.describe = { describeView($0) }
        c.property("markerTintColor", MarkerAnnotationView.self, get: { .color($0.markerTintColor) },
                   set: { m, v, context in m.markerTintColor = try v.asColor(context) })
        c.property("glyphTintColor", MarkerAnnotationView.self, get: { .color($0.glyphTintColor) },
                   set: { m, v, context in m.glyphTintColor = try v.asColor(context) })
        c.property("glyphText", MarkerAnnotationView.self, get: { $0.glyphText.map(Value.string) ?? .nil },
                   set: { m, v, context in m.glyphText = try v.asOptionalString(context) })
        c.property("glyphImage", MarkerAnnotationView.self, get: { $0.glyphImage.map(ImageObject.value) ?? .nil },
                   set: { m, v, context in m.glyphImage = try v.asOptionalImage(context) })
        return c
    }()

    /// The blue dot of the user location; made by the map, not by scripts.
    static let userLocationView: NativeClass = {
        let c = NativeClass(name: "UserLocationView", superclass: annotationView)
        c.describe = { describeView($0) }
        c.property("tintColor", UserLocationView.self, get: { .color($0.tintColor) },
                   set: { u, v, context in u.tintColor = try v.asColor(context) })
        return c
    }()

    /// `(annotation, reuseIdentifier:)`, both optional as in MapKit.
    private static func viewArguments(_ args: Arguments) throws -> (Annotation?, String?) {
        try args.expect(count: 0, 2, labels: ["annotation", "reuseIdentifier"])
        let annotation = try args.readOptional(0, "annotation") { value, context -> Annotation? in
            value.isNil ? nil : try value.asAnnotation(context)
        } ?? nil
        let identifier = try args.readOptional(1, "reuseIdentifier") { try $0.asOptionalString($1) } ?? nil
        return (annotation, identifier)
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
        typealias View = AnnotationView
        c.property("annotation", View.self, get: { SceneValue.of($0.annotation) }, set: { view, v, context in
            view.annotation = v.isNil ? nil : try v.asAnnotation(context)
        })
        c.property("reuseIdentifier", View.self, get: { $0.reuseIdentifier.map(Value.string) ?? .nil })
        c.property("image", View.self, get: { $0.image.map(ImageObject.value) ?? .nil },
                   set: { view, v, context in view.image = try v.asOptionalImage(context) })
        c.property("frame", View.self, get: { .rect($0.frame) }, set: { view, v, context in view.frame = try v.asRect(context) })
        c.property("bounds", View.self, get: { .rect($0.bounds) }, set: { view, v, context in
            view.bounds = Rect(origin: .zero, size: try v.asRect(context).size)
        })
        c.property("center", View.self, get: { .point($0.center) }, set: { view, v, context in view.center = try v.asPoint(context) })
        c.property("centerOffset", View.self, get: { .point($0.centerOffset) },
                   set: { view, v, context in view.centerOffset = try v.asPoint(context) })
        c.property("calloutOffset", View.self, get: { .point($0.calloutOffset) },
                   set: { view, v, context in view.calloutOffset = try v.asPoint(context) })
        c.property("canShowCallout", View.self, get: { .bool($0.canShowCallout) },
                   set: { view, v, context in view.canShowCallout = try v.asBool(context) })
        c.property("leftCalloutAccessory", View.self, get: { $0.leftCalloutAccessory.map(AccessoryObject.value) ?? .nil },
                   set: { view, v, context in view.leftCalloutAccessory = try AccessoryObject.optionalAccessory(v, context) })
        c.property("rightCalloutAccessory", View.self, get: { $0.rightCalloutAccessory.map(AccessoryObject.value) ?? .nil },
                   set: { view, v, context in view.rightCalloutAccessory = try AccessoryObject.optionalAccessory(v, context) })
        c.property("enabled", View.self, get: { .bool($0.isEnabled) }, set: { view, v, context in view.isEnabled = try v.asBool(context) })
        // Writing `selected` is MapKit's `setSelected(_, animated: false)` with the built-in
        // behaviour, so a script's own setSelected that writes it does not call itself.
        c.property("selected", View.self, get: { .bool($0.isSelected) }, set: { view, v, context in
            let selected = try v.asBool(context)
            try view.setSelected(selected, animated: false)
        })
        c.property("highlighted", View.self, get: { .bool($0.isHighlighted) },
                   set: { view, v, context in view.isHighlighted = try v.asBool(context) })
        c.property("draggable", View.self, get: { .bool($0.isDraggable) },
                   set: { view, v, context in view.isDraggable = try v.asBool(context) })
        c.property("dragState", View.self, get: { BuiltinEnums.value($0.dragState, in: BuiltinEnums.dragState) },
                   set: { view, v, context in view.dragState = try BuiltinEnums.swiftCase(v, in: BuiltinEnums.dragState, context: context) })
        c.property("opaque", View.self, get: { .bool($0.isOpaque) }, set: { view, v, context in view.isOpaque = try v.asBool(context) })

        c.method("draw", View.self) { _, view, args in
            try args.expect(count: 2, 2, labels: ["rect", "context"])
            let rect = try args.read(0, "rect") { try $0.asRect($1) }
            let context = try args.read(1, "context") { try $0.asSceneObject(DrawingContext.self, "DrawingContext", $1) }
            try view.draw(rect: rect, context: context)
            return .nil
        }
        c.method("prepareForReuse", View.self) { _, view, args in
            try args.expect(count: 0)
            try view.prepareForReuse()
            return .nil
        }
        c.method("setSelected", View.self) { _, view, args in
            try args.expect(count: 1, 2, labels: ["selected", "animated"])
            let selected = try args.read(0, "selected") { try $0.asBool($1) }
            let animated = try args.readOptional(1, "animated") { try $0.asBool($1) } ?? false
            try view.setSelected(selected, animated: animated)
            return .nil
        }
        c.method("setDragState", View.self) { _, view, args in
            try args.expect(count: 1, 2, labels: ["newState", "animated"])
            let state: DragState = try args.read(0, "newState") { try BuiltinEnums.swiftCase($0, in: BuiltinEnums.dragState, context: $1) }
            let animated = try args.readOptional(1, "animated") { try $0.asBool($1) } ?? false
            try view.setDragState(state, animated: animated)
            return .nil
        }
        func touch(_ name: String, _ call: @escaping (AnnotationView, Point) throws -> Void) {
            c.method(name, View.self) { _, view, args in
                try args.expect(count: 1, 1, labels: ["point"])
                let point = try args.read(0, "point") { try $0.asPoint($1) }
                try call(view, point)
                return .nil
            }
        }
        touch("touchesBegan") { try $0.touchesBegan($1) }
        touch("touchesMoved") { try $0.touchesMoved($1) }
        touch("touchesEnded") { try $0.touchesEnded($1) }
        c.method("touchesCancelled", View.self) { _, view, args in
            try args.expect(count: 0)
            try view.touchesCancelled()
            return .nil
        }
    }
}
