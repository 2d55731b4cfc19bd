import MapScriptGeometry
import MapScriptScene

/// Reading script values as geometry and scene values, with errors that say what was expected
/// and what was given ("Circle expects a Coordinate for 'center', got number"). Every setter
/// and built-in method of the bridge goes through these, so the wording is the same everywhere.
extension Value {
    /// The value as a `T`, or a runtime error naming `context` (a property or a parameter).
    @inline(__always)
    func expect<T>(_ kind: String, _ context: some CustomStringConvertible, _ extract: (Value) -> T?) throws -> T {
        if let result = extract(self) { return result }
        throw RuntimeError("\(context) expects \(Value.article(kind)) \(kind), got \(typeName)")
    }

    static func article(_ kind: String) -> String {
        guard let first = kind.first else { return "a" }
        // By sound, not spelling: a "U" said "you" takes "a" (a UserInterfaceStyle case, a
        // UserLocation), as do a unit and a "Eu" or "One" word.
        let saysYou = ["Us", "us", "Uni", "uni", "Eu", "eu", "One", "one"].contains { kind.hasPrefix($0) }
        return "AEIOUaeiou".contains(first) && !saysYou ? "an" : "a"
    }

    func asCoordinate(_ context: some CustomStringConvertible) throws -> Coordinate {
        try expect("Coordinate", context) { if case .coordinate(let c) = $0 { return c } else { return nil } }
    }

    func asPoint(_ context: some CustomStringConvertible) throws -> Point {
        try expect("Point", context) { if case .point(let p) = $0 { return p } else { return nil } }
    }

    func asSize(_ context: some CustomStringConvertible) throws -> Size {
        try expect("Size", context) { if case .size(let s) = $0 { return s } else { return nil } }
    }

    func asRect(_ context: some CustomStringConvertible) throws -> Rect {
        try expect("Rect", context) { if case .rect(let r) = $0 { return r } else { return nil } }
    }

    func asMapPoint(_ context: some CustomStringConvertible) throws -> MapPoint {
        try expect("MapPoint", context) { if case .mapPoint(let p) = $0 { return p } else { return nil } }
    }

    func asMapRect(_ context: some CustomStringConvertible) throws -> MapRect {
        try expect("MapRect", context) { if case .mapRect(let r) = $0 { return r } else { return nil } }
    }

    func asRegion(_ context: some CustomStringConvertible) throws -> Region {
        try expect("Region", context) { if case .region(let r) = $0 { return r } else { return nil } }
    }

    func asEdgeInsets(_ context: some CustomStringConvertible) throws -> EdgeInsets {
        try expect("EdgeInsets", context) { if case .edgeInsets(let e) = $0 { return e } else { return nil } }
    }

    func asSpan(_ context: some CustomStringConvertible) throws -> Span {
        try expect("Span", context) { if case .span(let s) = $0 { return s } else { return nil } }
    }

    func asColor(_ context: some CustomStringConvertible) throws -> Color {
        if case .color(let color) = self { return color }
        // `.blue`, as Swift writes UIColor.blue where a colour is expected.
        if case .implicitMember(let name) = self, Color.named.contains(where: { $0.name == name }) {
            throw RuntimeError("\(context) expects a Color, got .\(name)", help: "a colour is its name alone: write '\(name)'")
        }
        return try expect("Color", context) { _ in nil }
    }

    func asNumber(_ context: some CustomStringConvertible) throws -> Double {
        try expect("number", context) { if case .number(let n) = $0 { return n } else { return nil } }
    }

    func asBool(_ context: some CustomStringConvertible) throws -> Bool {
        guard case .bool(let b) = self else { throw RuntimeError("\(context) expects true or false, got \(typeName)") }
        return b
    }

    func asString(_ context: some CustomStringConvertible) throws -> String {
        try expect("string", context) { if case .string(let s) = $0 { return s } else { return nil } }
    }

    /// A whole number (a z level, an index).
    func asInteger(_ context: some CustomStringConvertible) throws -> Int {
        let n = try asNumber(context)
        guard n == n.rounded(), abs(n) < 9e15 else {
            throw RuntimeError("\(context) expects a whole number, got \(Value.format(n))")
        }
        return Int(n)
    }

    /// A list of coordinates (the outline of a polygon or polyline).
    func asCoordinateList(_ context: some CustomStringConvertible) throws -> [Coordinate] {
        guard case .list(let list) = self else {
            throw RuntimeError("\(context) expects a list of coordinates, got \(typeName)")
        }
        var result: [Coordinate] = []
        result.reserveCapacity(list.elements.count)
        for (index, element) in list.elements.enumerated() {
            guard case .coordinate(let c) = element else {
                throw RuntimeError("\(context) expects a list of coordinates, but element \(index) is \(element.typeName)")
            }
            result.append(c)
        }
        return result
    }

    /// A list of numbers (dash patterns, gradient locations).
    func asNumberList(_ context: some CustomStringConvertible) throws -> [Double] {
        guard case .list(let list) = self else {
            throw RuntimeError("\(context) expects a list of numbers, got \(typeName)")
        }
        return try list.elements.enumerated().map { index, element in
            guard case .number(let n) = element else {
                throw RuntimeError("\(context) expects a list of numbers, but element \(index) is \(element.typeName)")
            }
            return n
        }
    }

    /// The scene object behind a value (a native object or the backing of a script instance).
    func asSceneObject<T: AnyObject>(_ type: T.Type, _ kind: String, _ context: some CustomStringConvertible) throws -> T {
        if let object = nativeObject as? T { return object }
        if case .instance(let instance) = self, instance.native == nil {
            throw RuntimeError("\(context) expects \(Value.article(kind)) \(kind), got a \(instance.scriptClass.name) whose init has not called super.init yet")
        }
        throw RuntimeError("\(context) expects \(Value.article(kind)) \(kind), got \(typeName)")
    }

    func asAnnotation(_ context: some CustomStringConvertible) throws -> Annotation {
        try asSceneObject(Annotation.self, "Annotation", context)
    }

    func asOverlay(_ context: some CustomStringConvertible) throws -> Overlay {
        try asSceneObject(Overlay.self, "Overlay", context)
    }

    func asAnnotationView(_ context: some CustomStringConvertible) throws -> AnnotationView {
        try asSceneObject(AnnotationView.self, "AnnotationView", context)
    }

    func asImage(_ context: some CustomStringConvertible) throws -> Image {
        try asSceneObject(ImageObject.self, "Image", context).image
    }

    /// A list of scene objects of one class (`addAnnotations`, the parts of a multi-shape),
    /// `plural` naming them in errors ("annotations", "Polygon values").
    func asSceneObjects<T: AnyObject>(_ type: T.Type, _ plural: String, _ context: some CustomStringConvertible) throws -> [T] {
        guard case .list(let list) = self else {
            throw RuntimeError("\(context) expects a list of \(plural), got \(typeName)")
        }
        return try list.elements.enumerated().map { index, element in
            guard let object = element.nativeObject as? T else {
                throw RuntimeError("\(context) expects a list of \(plural), but element \(index) is \(element.typeName)")
            }
            return object
        }
    }
}

extension Arguments {
    /// The argument at `index` (or labelled `label`) read by `read`, with the parameter named
    /// in the error.
    @inline(__always)
    func read<T>(_ index: Int, _ label: String?, _ read: (Value, ValueContext) throws -> T) throws -> T {
        let value = try required(index, label)
        return try concerning(index, label) { try read(value, context(label, index)) }
    }

    /// Like `read`, for an argument that may be left out.
    @inline(__always)
    func readOptional<T>(_ index: Int, _ label: String?, _ read: (Value, ValueContext) throws -> T) throws -> T? {
        guard let value = value(index, label) else { return nil }
        return try concerning(index, label) { try read(value, context(label, index)) }
    }

    /// "'center' of Circle" or "argument 2 of Point": how an error names the parameter, spelled
    /// out only if an error is thrown.
    func context(_ label: String?, _ index: Int) -> ValueContext {
        .argument(index, label: label, givenByLabel: index >= count, of: functionName)
    }
}
