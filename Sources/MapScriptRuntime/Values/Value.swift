import MapScriptGeometry
import MapScriptScene

/// A script value.
///
/// The common cases (`nil`, booleans, numbers, strings) carry no allocation; lists,
/// dictionaries, functions, classes and instances are shared references; colours and
/// geometry are plain values (the larger ones boxed so `Value` stays three words wide).
///
/// The bridge exposes scene objects as `.native(object)` (anything conforming to
/// `NativeObject`), built-in classes as `.nativeClass(descriptor)`, built-in enums as
/// `.enumType(type)` with their cases as `.enumCase(case)`. A leading-dot name whose enum is
/// not known where it is written (`.purple`) arrives as `.implicitMember("purple")`; a
/// receiver that knows the enum resolves it with `EnumType.resolve(_:)`.
public enum Value {
    case `nil`
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A list, shared by reference.
    case list(ListObject)
    /// A dictionary in insertion order, shared by reference.
    case dictionary(DictionaryObject)
    case range(RangeValue)
    /// A script function or closure.
    case function(Closure)
    /// A function written in Swift (`print`, `sqrt`, a class's static method...).
    case builtin(BuiltinFunction)
    /// A method taken off its receiver without calling it (`let f = list.append`).
    case boundMethod(BoundMethod)
    /// A class declared in a script.
    case `class`(ScriptClass)
    /// An instance of a script class.
    case instance(Instance)
    /// An enum, declared in a script or built in.
    case enumType(EnumType)
    case enumCase(EnumCase)
    /// A Swift object exposed to scripts (a scene object).
    case native(any NativeObject)
    /// A built-in class: callable to construct, extendable by script classes.
    case nativeClass(NativeClass)
    /// A leading-dot name (`.purple`) waiting for the receiver that knows its enum.
    case implicitMember(String)
    case coordinate(Coordinate)
    case point(Point)
    case size(Size)
    case mapPoint(MapPoint)
    case mapSize(MapSize)
    case span(Span)
    indirect case rect(Rect)
    indirect case mapRect(MapRect)
    indirect case region(Region)
    indirect case edgeInsets(EdgeInsets)
    /// A colour (`#ff8800`, `red`, `Color(r, g, b, a)`).
    indirect case color(Color)
}

extension Value {
    /// Only `nil` and `false` are false.
    @inline(__always)
    public var isTruthy: Bool {
        switch self {
        case .nil: return false
        case .bool(let b): return b
        default: return true
        }
    }

    /// Whether this is an instance of exactly `scriptClass` (a call site's cached class),
    /// answered without taking a reference to the instance.
    @inline(__always)
    func isInstance(of scriptClass: ScriptClass?) -> Bool {
        if case .instance(let instance) = self { return instance.scriptClass === scriptClass }
        return false
    }

    @inline(__always)
    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }

    /// The Swift object behind a value: a native object itself, or the native backing of a
    /// script instance whose class extends a built-in class.
    public var nativeObject: (any NativeObject)? {
        switch self {
        case .native(let object): return object
        case .instance(let instance): return instance.native
        default: return nil
        }
    }

    /// The built-in class a value is, if it is one.
    var nativeClass: NativeClass? {
        if case .nativeClass(let nativeClass) = self { return nativeClass }
        return nil
    }

    /// Whether the value is a class, built in or a script's (its `typeName` then says "class ...").
    var isClassValue: Bool {
        switch self {
        case .nativeClass, .class: return true
        default: return false
        }
    }

    /// The kind of a value as error messages name it ("number", "string", "Polygon"...).
    public var typeName: String {
        switch self {
        case .nil: return "nil"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "string"
        case .list: return "list"
        case .dictionary: return "dictionary"
        case .range: return "range"
        case .function, .builtin, .boundMethod: return "function"
        case .class(let c): return "class \(c.name)"
        case .instance(let i): return i.scriptClass.name
        case .enumType(let e): return "enum \(e.name)"
        case .enumCase(let c): return c.type.name
        case .native(let o): return o.nativeClass.name
        case .nativeClass(let c): return "class \(c.name)"
        case .implicitMember(let name): return ".\(name)"
        case .coordinate: return "Coordinate"
        case .point: return "Point"
        case .size: return "Size"
        case .mapPoint: return "MapPoint"
        case .mapSize: return "MapSize"
        case .span: return "Span"
        case .rect: return "Rect"
        case .mapRect: return "MapRect"
        case .region: return "Region"
        case .edgeInsets: return "EdgeInsets"
        case .color: return "Color"
        }
    }
}
