import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `Annotation(coordinate?, title:, subtitle:)`: the base of every annotation and overlay.
    /// A script class extending it calls `super.init()` and sets `coordinate` itself.
    static let annotation: NativeClass = {
        let c = NativeClass(name: "Annotation")
        let make = { (args: Arguments, link: ScriptLink?) throws -> any NativeObject in
            let (coordinate, title, subtitle) = try annotationArguments(args)
            if let link { return ScriptAnnotation(coordinate: coordinate, title: title, subtitle: subtitle, link: link) }
            return Annotation(coordinate: coordinate, title: title, subtitle: subtitle)
        }
        c.construct = { _, args in .native(try make(args, nil)) }
        c.makeBacking = { interpreter, instance, args in try make(args, ScriptLink(interpreter: interpreter, instance: instance)) }
        c.describe = { describeAnnotation($0) }
        c.property("coordinate", Annotation.self, get: { .coordinate($0.coordinate) },
                   set: { a, v, context in a.coordinate = try v.asCoordinate(context) })
        c.property("title", Annotation.self, get: { $0.title.map(Value.string) ?? .nil },
                   set: { a, v, context in a.title = try v.asOptionalString(context) })
        c.property("subtitle", Annotation.self, get: { $0.subtitle.map(Value.string) ?? .nil },
                   set: { a, v, context in a.subtitle = try v.asOptionalString(context) })
        return c
    }()

    /// `PointAnnotation(coordinate, title:, subtitle:)` (MKPointAnnotation).
    static let pointAnnotation: NativeClass = {
        let c = NativeClass(name: "PointAnnotation", superclass: annotation)
        let make = { (args: Arguments, link: ScriptLink?) throws -> any NativeObject in
            let (coordinate, title, subtitle) = try annotationArguments(args)
            if let link { return ScriptPointAnnotation(coordinate: coordinate, title: title, subtitle: subtitle, link: link) }
            return PointAnnotation(coordinate: coordinate, title: title, subtitle: subtitle)
        }
        c.construct = { _, args in .native(try make(args, nil)) }
        c.makeBacking = { interpreter, instance, args in try make(args, ScriptLink(interpreter: interpreter, instance: instance)) }
        c.describe = { describeAnnotation($0) }
        return c
    }()

    /// `map.userLocation` (MKUserLocation). Scripts use the map's; `UserLocation(coordinate)`
    /// makes another, shown with the blue dot too. Not extendable: the scene class is final.
    static let userLocation: NativeClass = {
        let c = NativeClass(name: "UserLocation", superclass: annotation)
        c.construct = { _, args in
            try args.expect(count: 0, 1, labels: ["coordinate"])
            let coordinate = try args.readOptional(0, "coordinate") { try $0.asCoordinate($1) } ?? Coordinate(latitude: 0, longitude: 0)
            return .native(UserLocation(coordinate: coordinate))
        }
        c.describe = { describeAnnotation($0) }
        c.property("heading", UserLocation.self, get: { $0.heading.map(Value.number) ?? .nil },
                   set: { u, v, context in u.heading = v.isNil ? nil : try v.asNumber(context) })
        return c
    }()

    /// The arguments every annotation constructor takes: an optional coordinate (positional
    /// or `coordinate:`), `title:` and `subtitle:`.
    static func annotationArguments(_ args: Arguments) throws -> (Coordinate, String?, String?) {
        try args.expect(count: 0, 1, labels: ["coordinate", "title", "subtitle"])
        let coordinate = try args.readOptional(0, "coordinate") { try $0.asCoordinate($1) } ?? Coordinate(latitude: 0, longitude: 0)
        let title = try args.keyword("title").flatMap { try $0.asOptionalString(args.context("title", 1)) }
        let subtitle = try args.keyword("subtitle").flatMap { try $0.asOptionalString(args.context("subtitle", 2)) }
        return (coordinate, title, subtitle)
    }

    /// `PointAnnotation("Denver", @(39.74, -104.99))`: how print and the REPL show annotations.
    static func describeAnnotation(_ object: any NativeObject) -> String {
        guard let annotation = object as? Annotation else { return "<annotation>" }
        var text = ""
        if let title = annotation.title {
            Value.appendQuoted(title, to: &text)
            text += ", "
        }
        text += Value.coordinate(annotation.coordinate).representation
        return constructorForm(object, text)
    }

    /// `Name(arguments)`; for the backing of a script instance just the arguments, since the
    /// runtime shows an instance as `ScriptClass(arguments)`.
    static func constructorForm(_ object: any NativeObject, _ arguments: String) -> String {
        object is ScriptBacked ? arguments : object.nativeClass.name + "(" + arguments + ")"
    }
}
