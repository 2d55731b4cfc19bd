import MapScriptGeometry
import MapScriptSyntax

final class ListLiteralNode: ExprNode {
    let elements: [ExprNode]
    init(_ elements: [ExprNode], span: SourceSpan) {
        self.elements = elements
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        try ip.allocate(LiveSize.list(count: elements.count), span)
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements { values.append(try element.eval(ip)) }
        return .list(ListObject(values))
    }
}

final class DictionaryLiteralNode: ExprNode {
    let keys: [ExprNode]
    let values: [ExprNode]
    init(keys: [ExprNode], values: [ExprNode], span: SourceSpan) {
        self.keys = keys
        self.values = values
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        try ip.allocate(LiveSize.dictionary(count: keys.count), span)
        let dictionary = DictionaryObject()
        for i in 0..<keys.count {
            let key = try keys[i].eval(ip)
            let value = try values[i].eval(ip)
            if case .nil = value { continue }   // as `d[k] = nil`: no entry
            guard dictionary.set(key, value) else {
                throw RuntimeError(DictionaryKey.refusal(of: key), span: keys[i].span)
            }
        }
        return .dictionary(dictionary)
    }
}

/// `"a \(b) c"`: literal parts and interpolated values, joined. Interpolated strings go in
/// as they are; other values as `print` shows them.
final class InterpolationNode: ExprNode {
    enum Part {
        case text(String)
        case value(ExprNode)
    }
    let parts: [Part]
    init(_ parts: [Part], span: SourceSpan) {
        self.parts = parts
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        var out = ""
        for part in parts {
            switch part {
            case .text(let s): out += s
            case .value(let node):
                let v = try node.eval(ip)
                if case .string(let s) = v { out += s } else { out += try ip.text(of: v, span) }
            }
        }
        try ip.makeText(byteCount: out.utf8.count, span)
        return .string(out)
    }
}

final class CoordinateNode: ExprNode {
    let latitude: ExprNode
    let longitude: ExprNode
    init(latitude: ExprNode, longitude: ExprNode, span: SourceSpan) {
        self.latitude = latitude
        self.longitude = longitude
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        let lat = try latitude.eval(ip)
        let lon = try longitude.eval(ip)
        guard case .number(let a) = lat, case .number(let b) = lon else { throw notNumbers(lat, lon) }
        let coordinate = Coordinate(latitude: a, longitude: b)
        // Checked here, where the script made it, so a bad latitude is reported at its line
        // rather than as a shape drawn somewhere unexpected. The longitude is kept as written.
        do {
            _ = try coordinate.validated()
        } catch {
            // Only the latitude can be out of range (a longitude wraps): the caret goes under it.
            let at = abs(a) > 90 ? latitude.span : span
            throw RuntimeError.invalidCoordinate(coordinate, error, span: at) { "@(\($0), \($1))" }
        }
        return .coordinate(coordinate)
    }

    /// The error for a coordinate of parts that are not both numbers: the part at fault, first,
    /// with its value, so one bad field of a large CSV file ("N/A", or empty and so nil) is
    /// found by its text, not by bisecting the data. Out of line: every coordinate a script
    /// makes passes the check, and the words would weigh on that path.
    @inline(never)
    private func notNumbers(_ lat: Value, _ lon: Value) -> RuntimeError {
        let (part, value, node) = if case .number = lat { ("longitude", lon, longitude) } else { ("latitude", lat, latitude) }
        // A CSV file that quotes its numbers gives them as text.
        let numberText = if case .string(let s) = value { Double(s) != nil } else { false }
        return RuntimeError("the \(part) of a coordinate must be a number, got \(CoordinateNode.shown(value))", span: node.span,
                            help: numberText ? "text that spells a number is made one with Number(text), as in @(Number(row.lat), Number(row.lon))" : nil)
    }

    /// A value as the error shows it: text quoted as in a list (cut short), anything else by
    /// its kind.
    private static func shown(_ value: Value) -> String {
        guard case .string(let text) = value else { return value.typeName }
        let short = text.count > 40 ? String(text.prefix(40)) + "..." : text
        return "string \(Value.string(short).representation)"
    }
}

/// Makes a closure: the prototype plus the boxes of the variables it captures.
final class FunctionNode: ExprNode {
    let prototype: FunctionPrototype
    init(_ prototype: FunctionPrototype, span: SourceSpan) {
        self.prototype = prototype
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        .function(try FunctionNode.makeClosure(prototype, ip, homeClass: ip.currentClosure.homeClass, span: span))
    }

    static func makeClosure(_ prototype: FunctionPrototype, _ ip: Interpreter, homeClass: ScriptClass?, span: SourceSpan) throws -> Closure {
        var captures: [Box] = []
        captures.reserveCapacity(prototype.captures.count)
        for source in prototype.captures {
            switch source {
            case .local(let slot): captures.append(try ip.box(at: slot, span: span))
            case .capture(let index): captures.append(ip.currentClosure.captures[index])
            }
        }
        return Closure(prototype: prototype, captures: captures, homeClass: homeClass)
    }
}
