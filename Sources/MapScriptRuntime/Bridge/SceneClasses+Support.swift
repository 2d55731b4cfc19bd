import MapScriptData
import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `Image(name)`: a built-in icon (`pin star ride food firstaid bullseye`) or a PNG, JPEG or
    /// SVG file relative to the script, read through the session's file sandbox.
    static let image = ClassRows.declare("Image", ImageObject.self,
                                         summary: "A picture: a built-in icon or a PNG, JPEG or SVG file beside the script (UIImage).") { rows in
        rows.nativeClass.construct = { interpreter, args in
            try args.expect(count: 1, 1, labels: ["named"])
            let name = try args.read(0, "named") { try $0.asString($1) }
            if let icon = Image(iconNamed: name) { return ImageObject.value(icon) }
            let files = try bridge(interpreter).files
            // A file that cannot be read is the path's fault: the caret goes under it.
            return ImageObject.value(try args.concerning(0, "named") { try files.image(at: name, forScript: interpreter.runningFile.path) })
        }
        rows.nativeClass.describe = { object in
            guard let image = (object as? ImageObject)?.image else { return "<Image>" }
            var text = "Image("
            Value.appendQuoted(image.name, to: &text)
            return text + ")"
        }
        rows.describe(.initializer, "Image", "(named: string)")
        rows.property("size", .size, \.image.size, summary: "The image's size in points (UIImage.size).")
        rows.property("name", .string, \.image.name, summary: "The icon's name or the file name the image was made from.")
    }

    /// `Path()` (CGMutablePath): the shape a path renderer's `createPath()` makes, or a shape
    /// to add to a context with `addPath`. Points are in the user space it is drawn in.
    static let path = ClassRows.declare("Path", PathObject.self,
                                        summary: "A shape of lines, curves and arcs (CGMutablePath), for addPath and a path renderer's path.") { rows in
        rows.nativeClass.describe = { object in
            guard let path = (object as? PathObject)?.path else { return "<Path>" }
            return "<Path of \(path.elements.count) elements>"
        }
        rows.initializer { PathObject() }
        rows.property("isEmpty", .bool, \.path.isEmpty, summary: "Whether the path has no elements (CGPath.isEmpty).")
        rows.property("boundingBox", .optional(.rect), \.path.controlPointBounds,
                      summary: "The rect holding the path's points and control points; nil when it is empty (CGPath.boundingBox).")
        rows.action("move", .init("to", .point), summary: "Starts a new subpath at a point (CGMutablePath.move(to:)).") { $0.path.move(to: $1) }
        rows.action("addLine", .init("to", .point),
                    summary: "Adds a line from the current point to a point (CGMutablePath.addLine(to:)).") { $0.path.addLine(to: $1) }
        rows.action("addQuadCurve", .init("to", .point), .init("control", .point),
                    summary: "Adds a quadratic Bézier curve to a point with one control point (CGMutablePath.addQuadCurve).") {
            $0.path.addQuadCurve(to: $1, control: $2)
        }
        rows.action("addCurve", .init("to", .point), .init("control1", .point), .init("control2", .point),
                    summary: "Adds a cubic Bézier curve to a point with two control points (CGMutablePath.addCurve).") {
            $0.path.addCurve(to: $1, control1: $2, control2: $3)
        }
        rows.action("addRect", .init(.rect), summary: "Adds a rectangle as a closed subpath (CGMutablePath.addRect).") { $0.path.addRect($1) }
        rows.action("addEllipse", .init("in", .rect),
                    summary: "Adds the ellipse inside a rect as a closed subpath (CGMutablePath.addEllipse(in:)).") { $0.path.addEllipse(in: $1) }
        rows.action("addArc", .arcCenter, .arcRadius, .arcStartAngle, .arcEndAngle, .arcClockwise,
                    summary: "Adds an arc of a circle, angles in radians from +x towards +y (CGMutablePath.addArc).") {
            $0.path.addArc(center: $1, radius: $2, startAngle: $3, endAngle: $4, clockwise: $5)
        }
        rows.action("addPath", .init(.path), summary: "Adds the elements of another path (CGMutablePath.addPath).") { $0.path.addPath($1) }
        rows.action("closeSubpath",
                    summary: "Closes the current subpath with a line to its start (CGMutablePath.closeSubpath).") { $0.path.closeSubpath() }
        rows.method("contains", .init(.point), .fillRule, returns: .bool,
                    summary: "Whether a point is inside the path as filling it paints it, every subpath closed; .winding or .evenOdd (CGPath.contains(_:using:)).") {
            $0.path.contains($1, rule: $2)
        }
    }

    /// `Gradient(colors:, locations:)` (CGGradient); locations default to evenly spread.
    static let gradient = ClassRows.declare("Gradient", GradientObject.self,
                                            summary: "Colours along a line, for drawLinearGradient (CGGradient).") { rows in
        rows.nativeClass.construct = { _, args in
            try args.expect(count: 1, 2, labels: ["colors", "locations"])
            let colors = try args.read(0, "colors") { try ValueType.colors.read($0, $1) }
            guard !colors.isEmpty else { throw RuntimeError("a Gradient needs at least one colour") }
            let locations = try args.readOptional(1, "locations") { try $0.asNumberList($1) }
            if let locations, locations.count != colors.count {
                throw RuntimeError("a Gradient needs one location per colour: \(colors.count) colours, \(locations.count) locations")
            }
            return .native(GradientObject(Gradient(colors: colors, locations: locations)))
        }
        rows.describe(.initializer, "Gradient", "(colors: [Color], locations: [number]? = nil)")
        rows.property("colors", .colors, \.gradient.colors, summary: "The colours of the gradient, in order.")
        rows.property("locations", .numbers, \.gradient.locations,
                      summary: "Where each colour lies along the gradient, from 0 to 1; evenly spread by default (CGGradient's locations).")
    }

    /// `CameraBoundary(mapRect:)` or `CameraBoundary(coordinateRegion:)`; given by position, the
    /// value's kind says which.
    static let cameraBoundary = ClassRows.declare("CameraBoundary", CameraBoundary.self,
                                                  summary: "The area the map's centre must stay in, made from a map rect or a region (MKMapView.CameraBoundary).") { rows in
        rows.nativeClass.construct = { _, args in
            do {
                try args.expect(count: 1, 1, labels: ["mapRect", "coordinateRegion"])
            } catch var error as RuntimeError where error.suggestion == nil {
                // A label with no near spelling (`padding:`): MapKit's two initializers are all there is.
                if case .unknownLabel? = error.argument {
                    error.help = "a CameraBoundary is made from a map rect or a region alone: "
                        + "CameraBoundary(mapRect: rect) or CameraBoundary(coordinateRegion: region)"
                }
                throw error
            }
            let labels = args.keywords.map(\.label)
            if labels.count > 1 {
                var error = RuntimeError("CameraBoundary is made from a map rect or from a region, not both")
                error.argument = .label(labels[1])
                throw error
            }
            switch (labels.first, args[0]) {
            case ("coordinateRegion"?, _), (nil, .region):
                let region = try args.read(0, "coordinateRegion") { try $0.asRegion($1) }
                return .native(try SceneCall.run(args) { try CameraBoundary(coordinateRegion: region) })
            case ("mapRect"?, _), (nil, .mapRect):
                let mapRect = try args.read(0, "mapRect") { try $0.asMapRect($1) }
                return .native(try SceneCall.run(args) { try CameraBoundary(mapRect: mapRect) })
            case (_, let value):
                throw args.about(0, nil, "CameraBoundary expects a MapRect or a Region, got \(value.typeName)")
            }
        }
        rows.nativeClass.describe = { object in
            guard let boundary = object as? CameraBoundary else { return "<CameraBoundary>" }
            return "CameraBoundary(mapRect: \(Value.mapRect(boundary.mapRect).description))"
        }
        rows.describe(.initializer, "CameraBoundary", "(mapRect: MapRect | coordinateRegion: Region)")
        rows.property("mapRect", .mapRect, \.mapRect, summary: "The boundary as a map rect (MKMapView.CameraBoundary.mapRect).")
        rows.property("region", .region, \.region, summary: "The boundary as a region, the same area (MKMapView.CameraBoundary.region).")
    }

    /// `Accessory.detailDisclosure`, `.infoLight`, `.infoDark`, `.contactAdd`, `.image(Image)`.
    static let accessory = ClassRows.declare("Accessory", AccessoryObject.self,
                                             summary: "A callout accessory: a standard button or an image.") { rows in
        rows.nativeClass.addStatic("detailDisclosure", AccessoryObject.value(.detailDisclosure))
        rows.nativeClass.addStatic("infoLight", AccessoryObject.value(.infoLight))
        rows.nativeClass.addStatic("infoDark", AccessoryObject.value(.infoDark))
        rows.nativeClass.addStatic("contactAdd", AccessoryObject.value(.contactAdd))
        rows.nativeClass.addStaticMethod("image") { _, args in
            try args.expect(count: 1)
            return AccessoryObject.value(.image(try args.read(0, nil) { try $0.asImage($1) }))
        }
        rows.nativeClass.describe = { object in
            guard let accessory = (object as? AccessoryObject)?.accessory else { return "<Accessory>" }
            if case .image(let image) = accessory {
                var text = "Accessory.image("
                Value.appendQuoted(image.name, to: &text)
                return text + ")"
            }
            return "Accessory.\(accessory.kind.scriptName)"
        }
        for (name, summary) in [("detailDisclosure", "The detail disclosure button (UIButton.ButtonType.detailDisclosure)."),
                                ("infoLight", "The light information button (UIButton.ButtonType.infoLight)."),
                                ("infoDark", "The dark information button (UIButton.ButtonType.infoDark)."),
                                ("contactAdd", "The add button (UIButton.ButtonType.contactAdd).")] {
            rows.describe(.staticMember, name, "Accessory", summary: summary)
        }
        rows.describe(.staticMember, "image", "(Image) -> Accessory",
                      summary: "An accessory showing an image; it is not a control, so it reports no taps.")
        rows.property("kind", .enumCase(BuiltinEnums.accessoryKind), \.accessory.kind,
                      summary: "Which accessory it is: .detailDisclosure, .infoLight, .infoDark, .contactAdd or .image.")
    }

    /// The control of `calloutAccessoryTapped`: `side` (`.left`/`.right`) and `kind`.
    static let calloutAccessoryControl = ClassRows.declare("CalloutAccessoryControl", CalloutControlObject.self,
                                                           summary: "The control given to calloutAccessoryTapped: which side was tapped, and its accessory.") { rows in
        rows.nativeClass.describe = { object in
            guard let control = (object as? CalloutControlObject)?.control else { return "<control>" }
            return "CalloutAccessoryControl(\(control.side.scriptName), \(control.kind.scriptName))"
        }
        rows.property("side", .enumCase(BuiltinEnums.calloutSide), \.control.side,
                      summary: "The side of the callout that was tapped: .left or .right.")
        rows.property("kind", .enumCase(BuiltinEnums.accessoryKind), \.control.kind,
                      summary: "Which accessory was tapped: .detailDisclosure, .infoLight, .infoDark or .contactAdd.")
        rows.property("accessory", .accessory, \.control.accessory,
                      summary: "The accessory that was tapped, as the view's callout has it.")
    }

    /// Advice for the error that a value has no member of this name, where MapKit's habits
    /// explain it. In MapKit the data and its look are different objects: an overlay is drawn
    /// by a renderer, an annotation shown by a view, and a member asked of one that belongs to
    /// the other (`fillColor` of a polygon, `pinTintColor` of an annotation) is said to be the
    /// other's. `Color.cyan`, UIColor's spelling, is the colour's name alone.
    static func memberAdvice(for value: Value, member name: String) -> String? {
        if case .builtin(let function) = value, function.name == "Color", Color.named.contains(where: { $0.name == name }) {
            return "a colour is its name alone: write '\(name)'"
        }
        guard let object = value.nativeObject else { return nil }
        if object is Overlay, let renderer = object.nativeClass.defaultRendererClass,
           renderer.property(named: name) != nil || renderer.method(named: name) != nil {
            return "'\(name)' belongs to the renderer that draws it (\(renderer.name)): set it in a rule, "
                + "'renderer for \(value.typeName) { \(name) = ... }', or on the renderer rendererFor returns"
        }
        if object is Annotation,
           let view = [annotationView, pinAnnotationView, markerAnnotationView].first(where: { $0.property(named: name) != nil }) {
            return "'\(name)' belongs to the view that shows it (\(view.name)): set it on the view viewFor returns"
        }
        return nil
    }
}
