import MapScriptData

/// Shorthands for writing LSP replies as `DataValue` trees: `.object([("a", 1)])` reads like
/// the JSON it becomes, with its keys in the order written.
extension DataValue {
    static func object(_ pairs: [(String, DataValue)]) -> DataValue {
        .object(DataObject(pairs))
    }

    static func int(_ value: Int) -> DataValue {
        .number(Double(value))
    }

    /// The integer a message holds at this place, if it is a whole number.
    var intValue: Int? {
        guard let number = numberValue, number.rounded() == number, abs(number) < 9e15 else { return nil }
        return Int(number)
    }
}
