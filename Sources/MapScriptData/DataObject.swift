/// An object (dictionary) of a data file that keeps its keys in the order of the file, so that
/// whatever is made of it later is deterministic.
///
/// A key appears once. Setting an existing key replaces its value in place (keeping the key's
/// first position), which is how the JSON reader treats duplicate keys: the last one wins, as
/// in JavaScript, Python and Foundation. Lookups are linear: objects in data files are small,
/// and the runtime builds its own dictionaries from them.
public struct DataObject: Equatable, Sendable {
    public private(set) var keys: [String]
    public private(set) var values: [DataValue]

    public init() {
        keys = []
        values = []
    }

    /// Builds an object from pairs in order; a repeated key replaces the earlier value.
    public init(_ pairs: [(String, DataValue)]) {
        self.init()
        for (key, value) in pairs { set(value, for: key) }
    }

    /// Keys already known to be distinct (the CSV header), with one value per key.
    init(distinctKeys: [String], values: [DataValue]) {
        keys = distinctKeys
        self.values = values
    }

    mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    public subscript(key: String) -> DataValue? {
        guard let index = index(of: key) else { return nil }
        return values[index]
    }

    /// Sets the value of `key`, replacing it in place if present, appending it otherwise.
    public mutating func set(_ value: DataValue, for key: String) {
        if let index = index(of: key) {
            values[index] = value
        } else {
            keys.append(key)
            values.append(value)
        }
    }

    public func index(of key: String) -> Int? {
        keys.firstIndex(of: key)
    }

    /// Appends a key the caller knows is new (the JSON reader checks duplicates itself).
    mutating func appendNew(_ key: String, _ value: DataValue) {
        keys.append(key)
        values.append(value)
    }

    mutating func replaceValue(at index: Int, with value: DataValue) {
        values[index] = value
    }
}
