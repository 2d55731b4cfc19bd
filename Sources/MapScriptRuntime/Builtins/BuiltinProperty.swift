import MapScriptGeometry
import MapScriptScene

/// Properties that built-in values answer (`list.count`, `rect.midX`, `kind.rawValue`).
/// The compiler turns a member name into one of these once, so reading `list.count` in a
/// loop is a switch on a small integer, not a string comparison.
enum BuiltinProperty: String, CaseIterable {
    case count, isEmpty, isNull, first, last, keys, values
    case name, rawValue, allCases
    case latitude, longitude, x, y, width, height
    case minX, midX, maxX, minY, midY, maxY, origin, size, center, span
    case latitudeDelta, longitudeDelta, coordinate
    case red, green, blue, alpha
    case lowerBound, upperBound
    case top, left, bottom, right

    /// The property of `value`, or nil when `value` has no such property.
    func get(_ value: Value) -> Value? {
        switch value {
        case .list(let list):
            switch self {
            case .count: return .number(Double(list.elements.count))
            case .isEmpty: return .bool(list.elements.isEmpty)
            case .first: return list.elements.first ?? .nil
            case .last: return list.elements.last ?? .nil
            default: return nil
            }
        case .string(let s):
            switch self {
            case .count: return .number(Double(s.count))
            case .isEmpty: return .bool(s.isEmpty)
            case .first: return s.first.map { .string(String($0)) } ?? .nil
            case .last: return s.last.map { .string(String($0)) } ?? .nil
            default: return nil
            }
        case .dictionary(let d):
            switch self {
            case .count: return .number(Double(d.count))
            case .isEmpty: return .bool(d.count == 0)
            case .keys: return .list(ListObject(d.keys))
            case .values: return .list(ListObject(d.values))
            default: return nil
            }
        case .range(let r):
            switch self {
            case .count: return .number(r.stepCount)
            case .isEmpty: return .bool(r.stepCount == 0)
            case .lowerBound, .first: return .number(r.lower)
            case .upperBound: return .number(r.upper)
            case .last: return r.stepCount == 0 ? .nil : .number(r.lower + (r.stepCount - 1))
            default: return nil
            }
        case .enumCase(let c):
            switch self {
            case .name: return .string(c.name)
            case .rawValue: return .number(Double(c.rawValue))
            default: return nil
            }
        case .enumType(let e):
            switch self {
            case .allCases: return .list(ListObject(e.cases.map { .enumCase($0) }))
            case .name: return .string(e.name)
            default: return nil
            }
        case .coordinate(let c):
            switch self {
            case .latitude: return .number(c.latitude)
            case .longitude: return .number(c.longitude)
            default: return nil
            }
        case .point(let p):
            switch self {
            case .x: return .number(p.x)
            case .y: return .number(p.y)
            default: return nil
            }
        case .size(let s):
            switch self {
            case .width: return .number(s.width)
            case .height: return .number(s.height)
            default: return nil
            }
        case .mapPoint(let p):
            switch self {
            case .x: return .number(p.x)
            case .y: return .number(p.y)
            case .coordinate: return .coordinate(p.coordinate)
            default: return nil
            }
        case .mapSize(let s):
            switch self {
            case .width: return .number(s.width)
            case .height: return .number(s.height)
            default: return nil
            }
        case .span(let s):
            switch self {
            case .latitudeDelta: return .number(s.latitudeDelta)
            case .longitudeDelta: return .number(s.longitudeDelta)
            default: return nil
            }
        case .region(let r):
            switch self {
            case .center: return .coordinate(r.center)
            case .span: return .span(r.span)
            default: return nil
            }
        case .rect(let r):
            switch self {
            case .origin: return .point(r.origin)
            case .size: return .size(r.size)
            case .center: return .point(Point(x: r.midX, y: r.midY))
            case .isEmpty: return .bool(!(r.width > 0 && r.height > 0))
            default: return edge(minX: r.minX, minY: r.minY, width: r.width, height: r.height)
            }
        case .mapRect(let r):
            switch self {
            case .origin: return .mapPoint(r.origin)
            case .size: return .mapSize(r.size)
            case .center: return .mapPoint(r.center)
            // MKMapRect's null rect, what an intersection of rects that do not meet gives.
            case .isNull: return .bool(r.isNull)
            case .isEmpty: return .bool(r.isEmpty)
            default: return edge(minX: r.minX, minY: r.minY, width: r.width, height: r.height)
            }
        case .edgeInsets(let e):
            switch self {
            case .top: return .number(e.top)
            case .left: return .number(e.left)
            case .bottom: return .number(e.bottom)
            case .right: return .number(e.right)
            default: return nil
            }
        case .color(let c):
            switch self {
            case .red: return .number(c.red)
            case .green: return .number(c.green)
            case .blue: return .number(c.blue)
            case .alpha: return .number(c.alpha)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The edges, middles and extent that `Rect` and `MapRect` share (CGRect's accessors), from
    /// one rectangle's origin and size in whichever units it has.
    private func edge(minX: Double, minY: Double, width: Double, height: Double) -> Value? {
        switch self {
        case .x, .minX: return .number(minX)
        case .y, .minY: return .number(minY)
        case .midX: return .number(minX + width / 2)
        case .maxX: return .number(minX + width)
        case .midY: return .number(minY + height / 2)
        case .maxY: return .number(minY + height)
        case .width: return .number(width)
        case .height: return .number(height)
        default: return nil
        }
    }

    /// `value` with this property replaced (geometry values are values: `p.x = 3` stores a
    /// new point back into `p`). Nil when the property cannot be set on `value`.
    func set(_ value: Value, to newValue: Value) throws -> Value? {
        func number() throws -> Double {
            guard case .number(let n) = newValue else {
                throw RuntimeError("'\(rawValue)' must be a number, got \(newValue.typeName)")
            }
            return n
        }
        switch (value, self) {
        case (.coordinate(var c), .latitude): c.latitude = try number(); return .coordinate(c)
        case (.coordinate(var c), .longitude): c.longitude = try number(); return .coordinate(c)
        case (.point(var p), .x): p.x = try number(); return .point(p)
        case (.point(var p), .y): p.y = try number(); return .point(p)
        case (.size(var s), .width): s.width = try number(); return .size(s)
        case (.size(var s), .height): s.height = try number(); return .size(s)
        case (.mapPoint(var p), .x): p.x = try number(); return .mapPoint(p)
        case (.mapPoint(var p), .y): p.y = try number(); return .mapPoint(p)
        case (.mapSize(var s), .width): s.width = try number(); return .mapSize(s)
        case (.mapSize(var s), .height): s.height = try number(); return .mapSize(s)
        case (.span(var s), .latitudeDelta): s.latitudeDelta = try number(); return .span(s)
        case (.span(var s), .longitudeDelta): s.longitudeDelta = try number(); return .span(s)
        case (.rect(var r), .x): r.origin.x = try number(); return .rect(r)
        case (.rect(var r), .y): r.origin.y = try number(); return .rect(r)
        case (.rect(var r), .width): r.size.width = try number(); return .rect(r)
        case (.rect(var r), .height): r.size.height = try number(); return .rect(r)
        case (.mapRect(var r), .x): r.origin.x = try number(); return .mapRect(r)
        case (.mapRect(var r), .y): r.origin.y = try number(); return .mapRect(r)
        case (.mapRect(var r), .width): r.size.width = try number(); return .mapRect(r)
        case (.mapRect(var r), .height): r.size.height = try number(); return .mapRect(r)
        case (.edgeInsets(var e), .top): e.top = try number(); return .edgeInsets(e)
        case (.edgeInsets(var e), .left): e.left = try number(); return .edgeInsets(e)
        case (.edgeInsets(var e), .bottom): e.bottom = try number(); return .edgeInsets(e)
        case (.edgeInsets(var e), .right): e.right = try number(); return .edgeInsets(e)
        case (.region(var r), .center):
            guard case .coordinate(let c) = newValue else { throw RuntimeError("'center' must be a Coordinate, got \(newValue.typeName)") }
            r.center = c
            return .region(r)
        case (.region(var r), .span):
            guard case .span(let s) = newValue else { throw RuntimeError("'span' must be a Span, got \(newValue.typeName)") }
            r.span = s
            return .region(r)
        default:
            return nil
        }
    }
}
