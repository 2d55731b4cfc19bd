import MapScriptData
import MapScriptScene

/// The data module's neutral tree as script values: arrays become lists, objects
/// dictionaries (keys in the file's order), numbers numbers. A GeoJSON feature becomes a
/// dictionary with `identifier`, `properties` and `geometry` (a list of scene shapes, as
/// MKGeoJSONDecoder gives them).
enum DataConversion {
    static func value(_ data: DataValue) -> Value {
        var recentKeys = RecentKeyTable()
        return value(data, &recentKeys)
    }

    /// The key table of the last object converted, reused while objects repeat its keys: the
    /// rows of a CSV file share the header's key array, so each row costs no hashing.
    private struct RecentKeyTable {
        var keys: [String] = []
        var table: DictionaryKeyTable?

        mutating func table(for keys: [String]) -> DictionaryKeyTable? {
            if let table, keys == self.keys { return table }
            self.keys = keys
            table = DictionaryKeyTable(keys.map(Value.string))
            return table
        }
    }

    private static func value(_ data: DataValue, _ recentKeys: inout RecentKeyTable) -> Value {
        switch data {
        case .null: return .nil
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .array(let elements):
            var items: [Value] = []
            items.reserveCapacity(elements.count)
            for element in elements { items.append(value(element, &recentKeys)) }
            return .list(ListObject(items))
        case .object(let object):
            var values: [Value] = []
            values.reserveCapacity(object.count)
            for index in 0..<object.count { values.append(value(object.values[index], &recentKeys)) }
            if let table = recentKeys.table(for: object.keys) {
                return .dictionary(DictionaryObject(table: table, values: values))
            }
            let dictionary = DictionaryObject()
            for index in 0..<object.count { dictionary.set(.string(object.keys[index]), values[index]) }
            return .dictionary(dictionary)
        }
    }

    /// A CSV file's rows as dictionaries that share one key table, made straight from the
    /// table's fields: per row, its values and the dictionary, nothing else. With them, their
    /// size as `LiveSize.measure(tree:)` gives it, counted while they are made, where
    /// measuring them afterwards walked 100,000 rows again.
    static func rows(of table: CSVTable) -> (value: Value, size: Int) {
        guard let keys = DictionaryKeyTable(table.names.map(Value.string)) else {
            let value = value(table.objects)
            return (value, LiveSize.measure(tree: value))
        }
        let width = table.names.count
        // Each row counts its keys, as a walk of the rows counts them.
        let rowSize = LiveSize.dictionary(count: width) + table.names.reduce(0) { $0 + LiveSize.string(byteCount: $1.utf8.count) }
        var size = 0
        var rows: [Value] = []
        rows.reserveCapacity(table.rowCount)
        for row in 0..<table.rowCount {
            var values: [Value] = []
            values.reserveCapacity(width)
            size += rowSize
            for field in table.fields[row * width..<(row + 1) * width] {
                switch field {
                case .null: values.append(.nil)
                case .number(let n): values.append(.number(n))
                case .string(let s):
                    values.append(.string(s))
                    size += LiveSize.string(byteCount: s.utf8.count)
                default:
                    let value = value(field)
                    values.append(value)
                    size += LiveSize.measure(tree: value)
                }
            }
            rows.append(.dictionary(DictionaryObject(table: keys, values: values)))
        }
        size += LiveSize.list(count: rows.capacity)
        return (.list(ListObject(rows)), size)
    }

    static func feature(_ feature: GeoJSONFeature) -> Value {
        let dictionary = DictionaryObject()
        dictionary.set(.string("identifier"), feature.identifier.map(Value.string) ?? .nil)
        dictionary.set(.string("properties"), value(feature.properties))
        dictionary.set(.string("geometry"), .list(ListObject(feature.geometry.map { SceneValue.of($0.annotation) })))
        return .dictionary(dictionary)
    }
}
