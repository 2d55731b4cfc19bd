import MapScriptGeometry
import MapScriptScene

extension SceneClasses {
    /// `Annotation(coordinate?, title:, subtitle:)`: the base of every annotation and overlay.
    /// A script class extending it calls `super.init()` and sets `coordinate` itself.
    static let annotation = ClassRows.declare("Annotation", Annotation.self,
                                              summary: "A point of interest on the map (MKAnnotation): data only, shown by a view.",
                                              describe: describeAnnotation) { rows in
        annotationInitializer(rows) { Annotation(coordinate: $0, title: $1, subtitle: $2) }
        rows.property("coordinate", .coordinate, \.coordinate, summary: "Where the annotation is on the map (MKAnnotation.coordinate).")
        rows.property("title", .optional(.string), \.title, summary: "The title shown in the callout and below a marker (MKAnnotation.title).")
        rows.property("subtitle", .optional(.string), \.subtitle, summary: "The line under the title in the callout (MKAnnotation.subtitle).")
    }

    /// `PointAnnotation(coordinate, title:, subtitle:)` (MKPointAnnotation).
    static let pointAnnotation = ClassRows.declare("PointAnnotation", PointAnnotation.self, extends: annotation,
                                                   summary: "An annotation at a coordinate with a title (MKPointAnnotation).") { rows in
        annotationInitializer(rows) { PointAnnotation(coordinate: $0, title: $1, subtitle: $2) }
    }

    /// `ClusterAnnotation(memberAnnotations)` (MKClusterAnnotation): what the map shows for
    /// colliding views of one clustering identifier, and what a `clusterAnnotationFor` hook
    /// makes from the members it is given.
    static let clusterAnnotation = ClassRows.declare("ClusterAnnotation", ClusterAnnotation.self, extends: annotation,
                                                     summary: "Annotations whose views collide, shown as one (MKClusterAnnotation).") { rows in
        rows.initializer(.init("memberAnnotations", .annotations)) { members in
            try SceneCall.run { try ClusterAnnotation.requireMembers(members) }
            return ClusterAnnotation(memberAnnotations: members)
        }
        rows.property("memberAnnotations", .annotations, \.memberAnnotations,
                      summary: "The annotations the cluster stands for (MKClusterAnnotation.memberAnnotations).")
        // Read only, as MKClusterAnnotation declares no setter: the map places a cluster at the
        // centre of its members at every layout, so a coordinate written was silently undone.
        rows.property("coordinate", .coordinate, get: \.coordinate,
                      summary: "Where the cluster stands: the map places it at the centre of its members (MKAnnotation.coordinate).")
    }

    /// `map.userLocation` (MKUserLocation). Scripts use the map's; `UserLocation(coordinate)`
    /// makes another, shown with the blue dot too. Not extendable: the scene class is final.
    static let userLocation = ClassRows.declare("UserLocation", UserLocation.self, extends: annotation,
                                                summary: "The user's location, shown with the blue dot (MKUserLocation).") { rows in
        rows.nativeClass.construct = { _, args in
            try args.expect(count: 0, 1, labels: ["coordinate"])
            let coordinate = try args.readOptional(0, "coordinate") { try $0.asCoordinate($1) } ?? Coordinate(latitude: 0, longitude: 0)
            return .native(UserLocation(coordinate: coordinate))
        }
        rows.property("heading", .optional(.number), \.heading,
                      summary: "Degrees clockwise from north the user faces; nil when unknown (MKUserLocation.heading).")
    }

    /// `(coordinate?, title:, subtitle:)`: an optional coordinate, title and subtitle.
    private static func annotationInitializer<Kind: Annotation>(_ rows: ClassRows<Kind>,
                                                                _ make: @escaping (Coordinate, String?, String?) -> Kind) {
        rows.initializer(.init("coordinate", .coordinate, default: Coordinate(latitude: 0, longitude: 0), "@(0, 0)"),
                         .init("title", .optional(.string), default: nil, "nil"),
                         .init("subtitle", .optional(.string), default: nil, "nil")) { make($0, $1, $2) }
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
        ScriptLink.instance(behind: object) != nil ? arguments : object.nativeClass.name + "(" + arguments + ")"
    }
}
