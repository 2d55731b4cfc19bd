/// The keys of a dictionary in insertion order with their hash index. Dictionaries that all
/// have the same keys in the same order, such as the rows of one CSV file, share one table:
/// hashed once, and a member read (`row.lat`) finds a key's position once per table rather
/// than once per row. Sharing is copy-on-write: a dictionary that gains or loses a key while
/// its table is shared gets its own copy first (`DictionaryObject`), so a shared table never
/// changes and its identity stands for its keys.
public final class DictionaryKeyTable {
    private(set) var keys: [Value]
    private(set) var index: [DictionaryKey: Int]

    /// nil when a key cannot key a dictionary or appears twice.
    public init?(_ keys: [Value]) {
        var index: [DictionaryKey: Int] = [:]
        index.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() {
            guard let hashKey = DictionaryKey(key), index.updateValue(position, forKey: hashKey) == nil else { return nil }
        }
        self.keys = keys
        self.index = index
    }

    init(keys: [Value] = [], index: [DictionaryKey: Int] = [:]) {
        self.keys = keys
        self.index = index
    }

    public var count: Int { keys.count }

    /// The position of a key, or nil when absent.
    @inline(__always)
    func position(of key: DictionaryKey) -> Int? {
        index[key]
    }

    /// Appends a key known to be absent.
    func append(_ key: Value, _ hashKey: DictionaryKey) {
        index[hashKey] = keys.count
        keys.append(key)
    }

    /// Removes the key at `position`; later keys move up one place.
    func remove(_ hashKey: DictionaryKey, at position: Int) {
        index.removeValue(forKey: hashKey)
        keys.remove(at: position)
        for later in position..<keys.count {
            if let laterKey = DictionaryKey(keys[later]) { index[laterKey] = later }
        }
    }
}
