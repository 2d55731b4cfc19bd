import MapScriptData
import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `Image(name)`: a built-in icon (`pin star ride food firstaid bullseye`) or a PNG, JPEG or
    /// SVG file relative to the script, read through the session's file sandbox.
    static let image: NativeClass = {
        let c = NativeClass(name: "Image")
        c.construct = { interpreter, args in
            try args.expect(count: 1, 1, labels: ["named"])
            let name = try args.read(0, "named") { try $0.asString($1) }
            if let icon = Image(iconNamed: name) { return ImageObject.value(icon) }
            let files = try bridge(interpreter).files
            return ImageObject.value(try files.image(at: name, in: files.sandbox(forScript: interpreter.runningFile.path)))
        }
        c.describe = { object in
            guard let image = (object as? ImageObject)?.image else { return "<Image>" }
            var text = "Image("
            Value.appendQuoted(image.name, to: &text)
            return text + ")"
        }
        c.property("size", ImageObject.self, get: { .size($0.image.size) })
        c.property("name", ImageObject.self, get: { .string($0.image.name) })
        return c
    }()

    /// `Gradient(colors:, locations:)` (CGGradient); locations default to evenly spread.
    static let gradient: NativeClass = {
        let c = NativeClass(name: "Gradient")
        c.construct = { _, args in
            try args.expect(count: 1, 2, labels: ["colors", "locations"])
            let colors = try args.read(0, "colors") { value, context -> [Color] in
                guard case .list(let list) = value else { throw RuntimeError("\(context) expects a list of colours, got \(value.typeName)") }
                return try list.elements.map { try $0.asColor(context) }
            }
            guard !colors.isEmpty else { throw RuntimeError("a Gradient needs at least one colour") }
            let locations = try args.readOptional(1, "locations") { try $0.asNumberList($1) }
            if let locations, locations.count != colors.count {
                throw RuntimeError("a Gradient needs one location per colour: \(colors.count) colours, \(locations.count) locations")
            }
            return .native(GradientObject(Gradient(colors: colors, locations: locations)))
        }
        c.describe = { _ in "<Gradient>" }
        c.property("colors", GradientObject.self, get: { .list(ListObject($0.gradient.colors.map(Value.color))) })
        c.property("locations", GradientObject.self, get: { .list(ListObject($0.gradient.locations.map(Value.number))) })
        return c
    }()

    /// `Accessory.detailDisclosure`, `.infoLight`, `.infoDark`, `.contactAdd`, `.image(Image)`.
    static let accessory: NativeClass = {
        let c = NativeClass(name: "Accessory")
        c.addStatic("detailDisclosure", AccessoryObject.value(.detailDisclosure))
        c.addStatic("infoLight", AccessoryObject.value(.infoLight))
        c.addStatic("infoDark", AccessoryObject.value(.infoDark))
        c.addStatic("contactAdd", AccessoryObject.value(.contactAdd))
        c.addStaticMethod("image") { _, args in
            try args.expect(count: 1)
            return AccessoryObject.value(.image(try args.read(0, nil) { try $0.asImage($1) }))
        }
        c.describe = { object in
            guard let accessory = (object as? AccessoryObject)?.accessory else { return "<Accessory>" }
            if case .image(let image) = accessory {
                var text = "Accessory.image("
                Value.appendQuoted(image.name, to: &text)
                return text + ")"
            }
            return "Accessory.\(accessory.kind.scriptName)"
        }
        c.property("kind", AccessoryObject.self, get: { BuiltinEnums.value($0.accessory.kind, in: BuiltinEnums.accessoryKind) })
        return c
    }()

    /// The control of `calloutAccessoryTapped`: `side` (`.left`/`.right`) and `kind`.
    static let calloutAccessoryControl: NativeClass = {
        let c = NativeClass(name: "CalloutAccessoryControl")
        c.describe = { object in
            guard let control = (object as? CalloutControlObject)?.control else { return "<control>" }
            return "CalloutAccessoryControl(\(control.side.scriptName), \(control.kind.scriptName))"
        }
        c.property("side", CalloutControlObject.self, get: { BuiltinEnums.value($0.control.side, in: BuiltinEnums.calloutSide) })
        c.property("kind", CalloutControlObject.self, get: { BuiltinEnums.value($0.control.kind, in: BuiltinEnums.accessoryKind) })
        c.property("accessory", CalloutControlObject.self, get: { AccessoryObject.value($0.control.accessory) })
        return c
    }()
}
