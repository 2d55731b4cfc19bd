/// Builds a `DataObject` member by member, as a reader meets them: a repeated key keeps its
/// first position and takes the last value. Small objects find repeats by scanning their keys;
/// from `indexThreshold` keys on, a dictionary of positions does it, so that an object of a
/// million keys is read in linear time rather than quadratic.
struct DataObjectBuilder {
    private(set) var object = DataObject()
    private var positions: [String: Int]?

    static let indexThreshold = 16

    init() {
        // Most objects of data files are small; one allocation instead of several growing ones.
        object.reserveCapacity(4)
    }

    mutating func set(_ value: DataValue, for key: String) {
        if positions == nil, object.count >= DataObjectBuilder.indexThreshold {
            var built: [String: Int] = [:]
            built.reserveCapacity(object.count * 2)
            for (offset, existing) in object.keys.enumerated() { built[existing] = offset }
            positions = built
        }
        let existing = positions == nil ? object.index(of: key) : positions?[key]
        if let existing {
            object.replaceValue(at: existing, with: value)
        } else {
            positions?[key] = object.count
            object.appendNew(key, value)
        }
    }
}
