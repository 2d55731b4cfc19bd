import MapScriptData
import MapScriptScene

/// A script class's declared fields as GeoJSON properties, for `GeoJSONWriter.extraProperties`:
/// the writer knows nothing of the language, so the runtime answers for each scene object that
/// a script class made.
///
/// Fields come in slot order (a superclass's first, then each class's in declaration order).
/// `nil` is `null`; booleans, numbers and strings are themselves; lists are arrays and
/// dictionaries objects (keys that are not strings become their text); an enum case is its
/// name, a colour `#rrggbb` (`#rrggbbaa` when translucent), a coordinate `[longitude,
/// latitude]`. A field holding anything else (an instance, a function, a scene object, a
/// range...) has no JSON form and is left out; inside a list or dictionary such a value is
/// `null`, so that positions and keys stay as they are. A list or dictionary that contains
/// itself is an error: it has no finite JSON. So is one nested deeper than `load` reads back
/// (`ParseLimits.standard.maximumDepth`): the file could not be read again, and the writer
/// would recurse once per level. So is a number that is not finite, which JSON cannot hold.
/// These errors are shown at the declaration of the class whose field it is (an overlay's are
/// moved to the line that added it, by the export): an annotation has no line of its own.
///
/// The JSON is bounded by `budget`, bytes the memory bound leaves (`--max-memory`): a list that
/// holds one list twice, at each of 60 levels, is a few values in the script and 2^60 in JSON,
/// which has no sharing.
enum FieldProperties {
    /// What the fields of one export may still take, in bytes of values converted.
    final class Budget {
        let limit: Int
        var remaining: Int
        init(limit: Int) {
            self.limit = limit
            // Weights are added up to the remaining budget and one past it: kept well inside
            // Int, so that no bound, nor none (Int.max), can overflow the sum.
            remaining = min(limit, Int.max / 4)
        }
    }

    /// What one converted value is counted as: its node, beside the text of a string.
    private static let bytesPerValue = 32

    static func of(_ object: Annotation, budget: Budget) throws -> [(String, DataValue)] {
        guard let instance = ScriptLink.instance(behind: object) else { return [] }
        var properties: [(String, DataValue)] = []
        for (name, value) in zip(instance.scriptClass.fieldNames, instance.fields) {
            // Weighed before anything is made: the weight of each list is worked out once, so
            // doubling at every level costs the levels, not the values they stand for.
            var weights: [ObjectIdentifier: Int] = [:]
            budget.remaining -= weight(of: value, weights: &weights, depth: 0, cap: budget.remaining + 1)
            if budget.remaining < 0 {
                throw failure("holds more than the memory bound (\(MemorySize.describe(budget.limit))) lets its JSON take; "
                              + "JSON has no sharing, so a list held twice is written twice, at every level",
                              field: name, of: instance.scriptClass)
            }
            var open: [ObjectIdentifier] = []
            guard let converted = try data(value, open: &open, field: name, of: instance.scriptClass) else { continue }
            properties.append((name, converted))
        }
        return properties
    }

    /// What `value` takes written out, in bytes counted as `bytesPerValue` a value and the text
    /// of strings, no more than `cap`. A list inside itself or nested past the depth read back
    /// weighs nothing here: converting it is the error.
    private static func weight(of value: Value, weights: inout [ObjectIdentifier: Int], depth: Int, cap: Int) -> Int {
        let elements: [Value]
        let identity: ObjectIdentifier
        switch value {
        case .string(let text): return min(cap, bytesPerValue + text.utf8.count)
        case .list(let list): (elements, identity) = (list.elements, ObjectIdentifier(list))
        case .dictionary(let dictionary): (elements, identity) = (dictionary.values, ObjectIdentifier(dictionary))
        default: return bytesPerValue
        }
        guard depth <= ParseLimits.standard.maximumDepth else { return 0 }
        if let known = weights[identity] { return known }
        weights[identity] = 0   // while it is weighed: held inside itself, it adds nothing
        var total = bytesPerValue
        for element in elements where total < cap {
            total = min(cap, total + weight(of: element, weights: &weights, depth: depth + 1, cap: cap))
        }
        weights[identity] = total
        return total
    }

    /// `open` holds the lists and dictionaries being converted, to catch one inside itself.
    private static func data(_ value: Value, open: inout [ObjectIdentifier], field: String, of owner: ScriptClass) throws -> DataValue? {
        switch value {
        case .nil: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            guard number.isFinite else { throw failure("holds \(Value.format(number)), which JSON cannot hold", field: field, of: owner) }
            return .number(number)
        case .string(let text): return .string(text)
        case .enumCase(let enumCase): return .string(enumCase.name)
        case .color(let color):
            let hex = SimpleStyle.hex(color)
            guard color.alpha < 1 else { return .string(hex) }
            return .string(hex + SimpleStyle.hex(Color(white: color.alpha)).dropFirst(5))
        case .coordinate(let coordinate): return .array([.number(coordinate.longitude), .number(coordinate.latitude)])
        case .list(let list):
            try enter(ObjectIdentifier(list), &open, field: field, of: owner)
            defer { open.removeLast() }
            var elements: [DataValue] = []
            elements.reserveCapacity(list.elements.count)
            for element in list.elements {
                elements.append(try data(element, open: &open, field: field, of: owner) ?? .null)
            }
            return .array(elements)
        case .dictionary(let dictionary):
            try enter(ObjectIdentifier(dictionary), &open, field: field, of: owner)
            defer { open.removeLast() }
            var object = DataObject()
            for (key, element) in zip(dictionary.keys, dictionary.values) {
                let name: String
                if case .string(let text) = key { name = text } else { name = key.description }
                object.set(try data(element, open: &open, field: field, of: owner) ?? .null, for: name)
            }
            return .object(object)
        default:
            return nil
        }
    }

    private static func enter(_ container: ObjectIdentifier, _ open: inout [ObjectIdentifier], field: String, of owner: ScriptClass) throws {
        let limit = ParseLimits.standard.maximumDepth
        if open.count >= limit {
            throw failure("holds lists or dictionaries nested more than \(limit) deep, deeper than a GeoJSON file is read back",
                          field: field, of: owner)
        }
        if open.contains(container) {
            throw failure("holds a list or dictionary that contains itself", field: field, of: owner)
        }
        open.append(container)
    }

    private static func failure(_ problem: String, field: String, of owner: ScriptClass) -> RuntimeError {
        RuntimeError("cannot write GeoJSON: the field '\(field)' of \(owner.name) \(problem)",
                     file: owner.declarationSpan.file, span: owner.declarationSpan.span)
    }
}
