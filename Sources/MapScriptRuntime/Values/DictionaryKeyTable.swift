/// The keys of dictionaries that all have the same keys in the same order, such as the rows
/// of one CSV file: hashed once and shared by every dictionary made from them. The sharing is
/// copy-on-write, so a dictionary that later gains or loses a key gets its own copy.
public final class DictionaryKeyTable {
    let keys: [Value]
    let index: [DictionaryKey: Int]

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

    public var count: Int { keys.count }
}
