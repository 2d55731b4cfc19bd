/// A script dictionary: keys kept in insertion order so printing and iteration are
/// deterministic, with a hash index beside them for lookups. The keys and the index are a
/// `DictionaryKeyTable`, shared with other dictionaries of the same keys until one of them
/// adds or removes a key.
public final class DictionaryObject {
    // One thread runs a script, so the storage skips dynamic exclusivity checks, as list
    // elements and instance fields do: each was a `swift_beginAccess` on every `row.lat`.
    @exclusivity(unchecked) private(set) var table: DictionaryKeyTable
    @exclusivity(unchecked) public private(set) var values: [Value] = []

    public init() {
        table = DictionaryKeyTable()
    }

    // Keys are scalars (strings, numbers...), so only the values can hold a long chain.
    deinit {
        DeferredRelease.release(&values)
    }

    /// A dictionary with the table's keys, in its order, and `values` beside them; costs no
    /// hashing, which is what makes loading a large CSV file cheap.
    public init(table: DictionaryKeyTable, values: [Value]) {
        precondition(values.count == table.count, "one value for each key of the table")
        self.table = table
        self.values = values
    }

    public var keys: [Value] { table.keys }
    public var count: Int { values.count }

    /// The value for `key`, or nil when absent (or when the key cannot be a dictionary key).
    public subscript(key: Value) -> Value? {
        guard let hashKey = DictionaryKey(key), let position = table.position(of: hashKey) else { return nil }
        return values[position]
    }

    /// The value for a string key (`d.name`, native code reading records).
    public subscript(string key: String) -> Value? {
        guard let position = table.position(of: .string(key)) else { return nil }
        return values[position]
    }

    /// Sets `key` to `value`, keeping the key's first position. Returns false when the key
    /// cannot be hashed (lists, dictionaries and functions are not keys).
    @discardableResult
    public func set(_ key: Value, _ value: Value) -> Bool {
        guard let hashKey = DictionaryKey(key) else { return false }
        if let position = table.position(of: hashKey) {
            values[position] = value
        } else {
            ownTable().append(key, hashKey)
            values.append(value)
        }
        return true
    }

    /// Removes `key`; a later key moves up one place, so removal costs O(n).
    @discardableResult
    public func remove(_ key: Value) -> Value? {
        guard let hashKey = DictionaryKey(key), let position = table.position(of: hashKey) else { return nil }
        let old = values[position]
        ownTable().remove(hashKey, at: position)
        values.remove(at: position)
        return old
    }

    /// The table, copied first when another dictionary (or a member node's cache) shares it.
    private func ownTable() -> DictionaryKeyTable {
        if !isKnownUniquelyReferenced(&table) {
            table = DictionaryKeyTable(keys: table.keys, index: table.index)
        }
        return table
    }
}

/// The hashable form of a value that may key a dictionary. Numbers, strings, booleans, nil,
/// enum cases, objects (by identity) and geometry values can be keys.
public enum DictionaryKey: Hashable {
    case `nil`
    case bool(Bool)
    case number(Double)
    case string(String)
    case object(ObjectIdentifier)
    case coordinate(Double, Double)

    /// Why `value`, for which `init` gave nil, cannot be a key.
    static func refusal(of value: Value) -> String {
        if case .number(let n) = value, n.isNaN { return "nan cannot be a dictionary key: it equals nothing, itself included" }
        return "a \(value.typeName) cannot be a dictionary key"
    }

    public init?(_ value: Value) {
        switch value {
        case .nil: self = .nil
        case .bool(let b): self = .bool(b)
        // -0 and 0 are one key; NaN equals nothing, itself included, so an entry under it
        // could never be read or removed.
        case .number(let n) where n.isNaN: return nil
        case .number(let n): self = .number(n == 0 ? 0 : n)
        case .string(let s): self = .string(s)
        case .enumCase(let c): self = .object(ObjectIdentifier(c))
        case .instance(let i): self = .object(ObjectIdentifier(i))
        case .native(let o): self = .object(ObjectIdentifier(o))
        case .class(let c): self = .object(ObjectIdentifier(c))
        case .nativeClass(let c): self = .object(ObjectIdentifier(c))
        case .enumType(let e): self = .object(ObjectIdentifier(e))
        case .coordinate(let c): self = .coordinate(c.latitude, c.longitude)
        default: return nil
        }
    }
}
