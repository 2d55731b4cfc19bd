/// A value read from a data file: the neutral tree that CSV, JSON and property lists produce.
///
/// Numbers are always `Double` (as in JSON and in the scripting language). Property-list dates
/// and data become strings (see `PropertyListParser`).
public enum DataValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DataValue])
    case object(DataObject)

    /// The member `key` of an object, or nil for other values and missing keys.
    public subscript(key: String) -> DataValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` of an array, or nil for other values and indices out of range.
    public subscript(index: Int) -> DataValue? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    public var arrayValue: [DataValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var objectValue: DataObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// A short name of the kind of value, for messages ("expected an object, found a string").
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
