import MapScriptGeometry
import MapScriptScene
import MapScriptSyntax

/// One kind of value that scene classes take and give: how the reference names it, how a script
/// value is read as it (every coercion and every conversion error goes through here, worded by
/// `Value.asX`), and how a Swift value is given back to scripts. Registry rows declare their
/// properties and parameters with these, so a property's setter, a constructor's argument and a
/// method's parameter of the same kind accept the same values and fail with the same words.
struct ValueType<T> {
    let name: String
    let read: (Value, ValueContext) throws -> T
    let write: (T) -> Value
    /// For a type of enum cases, the names of the cases it accepts, which completion offers;
    /// nil for any other type.
    var acceptedCases: [String]? = nil

    /// The same values, accepted only when `isValid`; else the error says what the value must be.
    func checked(_ requirement: String, _ isValid: @escaping (T) -> Bool, describe: @escaping (T) -> String) -> ValueType<T> {
        let read = self.read
        return ValueType(name: name, read: { value, context in
            let result = try read(value, context)
            guard isValid(result) else { throw RuntimeError("\(context) must be \(requirement), got \(describe(result))") }
            return result
        }, write: write, acceptedCases: acceptedCases)
    }

    /// The same values under another name in the reference ("metres" for a number of metres).
    func named(_ name: String) -> ValueType<T> {
        ValueType(name: name, read: read, write: write)
    }

    /// A value that `nil` sets back to `initial`, as UIKit's null-resettable properties take
    /// nil (MKPinAnnotationView.pinTintColor): reading it never gives `nil`.
    func resettable(to initial: T) -> ValueType<T> {
        ValueType(name: name + " (nil resets)", read: { value, context in
            value.isNil ? initial : try read(value, context)
        }, write: write)
    }

    /// The same values, brought into a range rather than refused (UIKit's alpha).
    func clamped(to range: ClosedRange<T>) -> ValueType<T> where T: Comparable {
        let read = self.read
        return ValueType(name: name, read: { min(max(try read($0, $1), range.lowerBound), range.upperBound) }, write: write)
    }

    /// The value or `nil`.
    static func optional<Wrapped>(_ base: ValueType<Wrapped>) -> ValueType<Wrapped?> where T == Wrapped? {
        ValueType<Wrapped?>(name: base.name + "?", read: { value, context in
            value.isNil ? nil : try base.read(value, context)
        }, write: { $0.map(base.write) ?? .nil })
    }
}

extension ValueType where T == Double {
    static let number = ValueType(name: "number", read: { try $0.asNumber($1) }, write: Value.number)
    /// A length on the ground: finite and not negative.
    static let metres = number.named("metres").checked("a finite number of metres, not negative", { $0.isFinite && $0 >= 0 },
                                       describe: { Value.format($0) })
    /// A length on screen: finite and not negative.
    static let points = number.named("points").checked("a finite number of points, not negative", { $0.isFinite && $0 >= 0 },
                                       describe: { Value.format($0) })
    static let finite = number.checked("a finite number", { $0.isFinite }, describe: { Value.format($0) })
    /// A length on screen that a renderer strokes with (its lineWidth): `points`, and no longer
    /// than the widest view has points. Core Graphics takes any width, but none past the view
    /// is a line a map shows: it is metres taken for points, or a width divided by a zoomScale
    /// that MapKit already applies. Kept, it went into the SVG in hundreds of digits, which
    /// viewers drew as they pleased (librsvg as a thin line).
    static let viewLength = number.named("points").checked(viewLengthRequirement, isViewLength, describe: { Value.format($0) })
    static let viewLengthRequirement = "a finite number of points from 0 to \(Value.format(MapView.maximumSide))"
    static func isViewLength(_ value: Double) -> Bool { value >= 0 && value <= MapView.maximumSide }
    /// A fraction of a length, from 0 to 1 (a renderer's strokeStart): a value outside means
    /// nothing MapKit documents, so it is an error rather than clamped.
    static let unitFraction = number.checked("a number from 0 to 1", { $0 >= 0 && $0 <= 1 }, describe: { Value.format($0) })
    /// A miter limit: the longest a mitred corner may be, as a multiple of the line's width.
    /// A miter is never shorter than the width, so a limit below 1 means nothing in Core
    /// Graphics, and SVG's stroke-miterlimit refuses it; raising it to 1 hid the mistake.
    static let miterLimit = number.checked("a finite number, at least 1", { $0.isFinite && $0 >= 1 }, describe: { Value.format($0) })
    /// An opacity, clamped to 0...1 as UIKit clamps alpha. NaN has no side to clamp to, and
    /// kept it drew as nothing with no word, so it is an error.
    static let unitInterval = number.checked("a number", { !$0.isNaN }, describe: { Value.format($0) })
        .clamped(to: 0...1)
}

extension ValueType where T == Int {
    static let integer = ValueType(name: "number", read: { try $0.asInteger($1) }, write: { .number(Double($0)) })
}

extension ValueType where T == [Int] {
    /// Positions in a list (what MapKit takes as an IndexSet): whole numbers, none negative.
    static let indexes = ValueType(name: "[number]", read: { value, context in
        try value.asNumberList(context).enumerated().map { index, number in
            guard number >= 0, number == number.rounded(), number < 9e15 else {
                throw RuntimeError("\(context) expects a list of indexes, whole numbers not negative, but element \(index) is \(Value.format(number))")
            }
            return Int(number)
        }
    }, write: { .list(ListObject($0.map { .number(Double($0)) })) })
}

extension ValueType where T == Bool {
    static let bool = ValueType(name: "bool", read: { try $0.asBool($1) }, write: Value.bool)
}

extension ValueType where T == String {
    static let string = ValueType(name: "string", read: { try $0.asString($1) }, write: Value.string)
}

extension ValueType where T == Coordinate {
    static let coordinate = ValueType(name: "Coordinate", read: { try $0.asCoordinate($1) }, write: Value.coordinate)
}

extension ValueType where T == [Coordinate] {
    static let coordinates = ValueType(name: "[Coordinate]", read: { try $0.asCoordinateList($1) },
                                       write: { .list(ListObject($0.map(Value.coordinate))) })
}

extension ValueType where T == [Double] {
    static let numbers = ValueType(name: "[number]", read: { try $0.asNumberList($1) },
                                   write: { .list(ListObject($0.map(Value.number))) })
    /// Lengths, a dash pattern's: each finite and not negative. Core Graphics gives a negative
    /// dash no meaning, and drawing it as 0 hid the mistake.
    static let lengths = numbers.checked(
        "a list of finite lengths, not negative", { $0.allSatisfy { $0.isFinite && $0 >= 0 } }, describe: describeList)
    /// A renderer's dash lengths, on screen: each a `viewLength`, for its reasons.
    static let viewLengths = numbers.named("[points]").checked(
        "a list of finite lengths from 0 to \(Value.format(MapView.maximumSide)) points",
        { $0.allSatisfy(ValueType<Double>.isViewLength) }, describe: describeList)

    private static func describeList(_ numbers: [Double]) -> String {
        "[" + numbers.map { Value.format($0) }.joined(separator: ", ") + "]"
    }
}

extension ValueType where T == [Color] {
    static let colors = ValueType(name: "[Color]", read: { value, context in
        guard case .list(let list) = value else { throw RuntimeError("\(context) expects a list of colours, got \(value.typeName)") }
        return try list.elements.map { try $0.asColor(context) }
    }, write: { .list(ListObject($0.map(Value.color))) })
}

extension ValueType where T == Point {
    /// A point where something goes: a view's offset, a path's point, a touch. A `Point` may
    /// hold an infinite or NaN coordinate, as a CGPoint may, but there is nowhere to put
    /// anything at one; such a point drew or moved nothing, without a word.
    static let point = ValueType(name: "Point", read: { try $0.asPoint($1) }, write: Value.point)
        .checked("a Point with finite coordinates", { $0.x.isFinite && $0.y.isFinite }, describe: { Value.point($0).description })
}

extension ValueType where T == Size {
    static let size = ValueType(name: "Size", read: { try $0.asSize($1) }, write: Value.size)
}

extension ValueType where T == Rect {
    /// A rect a view, a shape or an image fills: finite, as `point` is, for the same reason.
    static let rect = ValueType(name: "Rect", read: { try $0.asRect($1) }, write: Value.rect)
        .checked("a Rect with finite coordinates and size", {
            $0.origin.x.isFinite && $0.origin.y.isFinite && $0.size.width.isFinite && $0.size.height.isFinite
        }, describe: { Value.rect($0).description })
}

extension ValueType where T == MapPoint {
    static let mapPoint = ValueType(name: "MapPoint", read: { try $0.asMapPoint($1) }, write: Value.mapPoint)
}

extension ValueType where T == [MapPoint] {
    static let mapPoints = ValueType(name: "[MapPoint]", read: { value, context in
        guard case .list(let list) = value else { throw RuntimeError("\(context) expects a list of map points, got \(value.typeName)") }
        return try list.elements.map { try $0.asMapPoint(context) }
    }, write: { .list(ListObject($0.map(Value.mapPoint))) })
}

extension ValueType where T == MapRect {
    static let mapRect = ValueType(name: "MapRect", read: { try $0.asMapRect($1) }, write: Value.mapRect)
}

extension ValueType where T == Region {
    static let region = ValueType(name: "Region", read: { try $0.asRegion($1) }, write: Value.region)
    /// A region a map can show, for the map's region methods: one it cannot is refused in the
    /// scene's words, at the argument that gives it rather than at the whole call.
    static let showableRegion = ValueType(name: "Region", read: { value, context in
        let region = try value.asRegion(context)
        if let problem = MapView.problem(showing: region) { throw RuntimeError(problem) }
        return region
    }, write: Value.region)
}

extension ValueType where T == EdgeInsets {
    static let edgeInsets = ValueType(name: "EdgeInsets", read: { try $0.asEdgeInsets($1) }, write: Value.edgeInsets)
        .checked("finite on every side", { [$0.top, $0.left, $0.bottom, $0.right].allSatisfy(\.isFinite) },
                 describe: { Value.edgeInsets($0).description })
}

extension ValueType where T == Color {
    static let color = ValueType(name: "Color", read: { try $0.asColor($1) }, write: Value.color)
}

extension ValueType where T == Image {
    static let image = ValueType(name: "Image", read: { try $0.asImage($1) }, write: ImageObject.value)
}

extension ValueType where T == Path {
    /// A `Path()`, copied: a path given to a renderer or a context keeps its shape when the
    /// script goes on changing its own.
    static let path = ValueType(name: "Path", read: { try $0.asSceneObject(PathObject.self, "Path", $1).path },
                                write: PathObject.value)
}

extension ValueType where T == CalloutAccessory {
    /// An `Accessory`, or one of its buttons by a leading dot (`.detailDisclosure`), as Swift
    /// reads an implicit member where the type is known. An image is made an accessory with
    /// `Accessory.image`, which the error says.
    static let accessory = ValueType(name: "Accessory", read: { value, context in
        if case .implicitMember(let name) = value {
            let buttons = SceneClasses.accessory.staticMembers.compactMapValues { $0.nativeObject as? AccessoryObject }
            if let button = buttons[name] { return button.accessory }
            throw RuntimeError("\(context) expects an Accessory, got .\(name)",
                               suggestion: Suggestions.closest(to: name, among: buttons.keys.sorted()).map { "." + $0 })
        }
        if value.nativeObject is ImageObject {
            throw RuntimeError("\(context) expects an Accessory, got Image", help: "an image is shown as an accessory through 'Accessory.image(...)'")
        }
        return try value.asSceneObject(AccessoryObject.self, "Accessory", context).accessory
    }, write: AccessoryObject.value)
}

extension ValueType where T: RawRepresentable, T.RawValue == Int {
    /// A case of one of the scene's enums, given as `Type.case` or `.case`.
    static func enumCase(_ type: EnumType) -> ValueType<T> {
        ValueType(name: type.name, read: { try BuiltinEnums.swiftCase($0, in: type, context: $1) },
                  write: { BuiltinEnums.value($0, in: type) }, acceptedCases: type.caseNames)
    }

    /// Only the cases of `type` that are `isValid`; another is refused, saying what the value
    /// must be, and completion offers only the valid ones.
    static func enumCase(_ type: EnumType, onlyIf isValid: @escaping (T) -> Bool, requirement: String) -> ValueType<T> {
        var result = enumCase(type).checked(requirement, isValid, describe: { "." + (type.case(rawValue: $0.rawValue)?.name ?? "\($0.rawValue)") })
        result.acceptedCases = type.cases.filter { T(rawValue: $0.rawValue).map(isValid) ?? false }.map(\.name)
        return result
    }
}

extension ValueType where T: NativeObject {
    /// A scene object of a built-in class (or a script instance extending it), shown to
    /// scripts as the instance it backs.
    static func object(_ className: String) -> ValueType<T> {
        ValueType(name: className, read: { try $0.asSceneObject(T.self, className, $1) }, write: { SceneValue.of($0) })
    }

}

extension ValueType {
    /// A list of scene objects, each of the class; `plural` names them in errors ("annotations",
    /// by default "Polygon values").
    static func objects<Element: NativeObject>(_ className: String, plural: String? = nil) -> ValueType<[Element]> where T == [Element] {
        let plural = plural ?? "\(className) values"
        return ValueType(name: "[\(className)]", read: { value, context in
            try value.asSceneObjects(Element.self, plural, context)
        }, write: { SceneValue.list($0) })
    }
}

extension ValueType where T == Annotation {
    static let annotation = object("Annotation")
}

extension ValueType where T == Overlay {
    static let overlay = object("Overlay")
}

extension ValueType where T == [Annotation] {
    static let annotations: ValueType = objects("Annotation", plural: "annotations")
}

extension ValueType where T == [Overlay] {
    static let overlays: ValueType = objects("Overlay", plural: "overlays")
}

extension ValueType where T == AnnotationView? {
    /// The view whose points a point is given in, as UIKit's `location(in:)` and MapKit's
    /// `convert(_:toPointTo:)` take one: the map or nil (the window, which the map fills), both
    /// read as nil since their points are the map's own, or an annotation view.
    static let pointSpace = ValueType(name: "view?", read: { value, context in
        if value.isNil || value.nativeObject is MapView { return nil }
        guard let view = value.nativeObject as? AnnotationView else {
            throw RuntimeError("\(context) expects the map, an AnnotationView or nil, got \(value.typeName)")
        }
        return view
    }, write: { $0.map(SceneValue.of) ?? .nil })
}

extension ValueType where T == DrawingContext {
    static let drawingContext = object("DrawingContext")
}

extension ValueType where T == Double {
    /// An angle in degrees: any finite number.
    static let finiteDegrees = number.checked("a finite number of degrees", { $0.isFinite }, describe: { Value.format($0) })
}

extension ValueType where T == Double {
    /// A number, or one of MapKit's names for one (`.required` is 1000): a display or drawing
    /// priority. Read back, it is the number.
    static func namedNumber(_ kind: NamedNumbers.Kind) -> ValueType<Double> {
        ValueType(name: kind.name, read: { value, context in
            switch value {
            case .implicitMember(let member):
                guard let named = kind.value(named: member) else { throw kind.unknown(member) }
                return named
            case .number(let number):
                guard number.isFinite else { throw RuntimeError("\(context) must be a finite number, got \(Value.format(number))") }
                return number
            default:
                throw RuntimeError("\(context) expects a number or one of \(kind.listed), got \(value.typeName)")
            }
        }, write: Value.number)
    }

    static let displayPriority = namedNumber(NamedNumbers.displayPriority)
    static let zPriority = namedNumber(NamedNumbers.zPriority)
}
