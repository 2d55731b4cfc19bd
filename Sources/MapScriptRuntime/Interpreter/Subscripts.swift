import MapScriptSyntax

/// `[]` on lists (index or range slice), strings (character or range slice) and
/// dictionaries (any hashable key; a missing key reads as nil, storing nil removes it).
enum Subscripts {
    static func get(_ container: Value, _ index: Value, span: SourceSpan, ip: Interpreter) throws -> Value {
        switch (container, index) {
        case (.list(let list), .number(let n)):
            let i = try position(n, count: list.elements.count, span: span)
            return list.elements[i]
        case (.list(let list), .range(let r)):
            let bounds = try slice(r, count: list.elements.count, span: span)
            try ip.makeList(count: bounds.count, span)
            return .list(ListObject(Array(list.elements[bounds])))
        case (.string(let s), .number(let n)):
            // Characters are found by walking from the start: work in proportion to the text.
            try ip.readText(byteCount: s.utf8.count, span)
            let i = try position(n, count: s.count, span: span)
            return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
        case (.string(let s), .range(let r)):
            try ip.makeText(byteCount: s.utf8.count, span)
            let bounds = try slice(r, count: s.count, span: span)
            let start = s.index(s.startIndex, offsetBy: bounds.lowerBound)
            let end = s.index(start, offsetBy: bounds.count)
            return .string(String(s[start..<end]))
        case (.dictionary(let d), _):
            guard DictionaryKey(index) != nil else {
                throw RuntimeError(DictionaryKey.refusal(of: index), span: span)
            }
            return d[index] ?? .nil
        case (.list, _), (.string, _):
            throw RuntimeError("a \(container.typeName) index must be a number or a range, got \(index.typeName)", span: span)
        default:
            throw RuntimeError("a \(container.typeName) cannot be subscripted", span: span)
        }
    }

    static func set(_ container: Value, _ index: Value, _ value: Value, span: SourceSpan, ip: Interpreter) throws {
        switch (container, index) {
        case (.list(let list), .number(let n)):
            let i = try position(n, count: list.elements.count, span: span)
            list.elements[i] = value
        case (.dictionary(let d), _):
            if case .nil = value {
                try ip.step(d.count, span)
                d.remove(index)
                return
            }
            try ip.allocate(LiveSize.growth(count: d.count, capacity: d.values.capacity, perElement: LiveSize.dictionaryEntry), span)
            if !d.set(index, value) {
                throw RuntimeError(DictionaryKey.refusal(of: index), span: span)
            }
        case (.list, _):
            throw RuntimeError("a list index must be a number, got \(index.typeName)", span: span)
        case (.string, _):
            throw RuntimeError("strings cannot be changed in place; build a new one with +", span: span)
        default:
            throw RuntimeError("a \(container.typeName) cannot be subscripted", span: span)
        }
    }

    static func position(_ n: Double, count: Int, span: SourceSpan) throws -> Int {
        guard let i = Int(exactly: n) else {
            // 1e300 is whole, only too large for any list.
            if n.isFinite, n == n.rounded() {
                throw RuntimeError("index \(Value.format(n)) is out of range for \(count) element\(count == 1 ? "" : "s")", span: span)
            }
            throw RuntimeError("index \(Value.format(n)) is not a whole number", span: span)
        }
        guard i >= 0, i < count else {
            throw RuntimeError("index \(i) is out of range for \(count) element\(count == 1 ? "" : "s")", span: span)
        }
        return i
    }

    static func slice(_ r: RangeValue, count: Int, span: SourceSpan) throws -> Range<Int> {
        guard r.lower.rounded() == r.lower, r.upper.rounded() == r.upper else {
            throw RuntimeError("a slice needs whole-number bounds", span: span)
        }
        // Whole bounds too large for an index are out of bounds, as any past the end.
        guard let lower = Int(exactly: r.lower), let upperBound = Int(exactly: r.exclusiveUpper),
              lower >= 0, lower <= upperBound, upperBound <= count else {
            throw RuntimeError("range \(Value.range(r).representation) is out of bounds for \(count) element\(count == 1 ? "" : "s")", span: span)
        }
        return lower..<upperBound
    }
}
