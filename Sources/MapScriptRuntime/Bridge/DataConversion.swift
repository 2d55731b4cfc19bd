import MapScriptData
import MapScriptScene

/// The data module's neutral tree as script values: arrays become lists, objects
/// dictionaries (keys in the file's order), numbers numbers. A GeoJSON feature becomes a
/// dictionary with `identifier`, `properties` and `geometry` (a list of scene shapes, as
/// MKGeoJSONDecoder gives them).
enum DataConversion {
    static func value(_ data: DataValue) -> Value {
        switch data {
        case .null: return .nil
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .array(let elements): return .list(ListObject(elements.map(value)))
        case .object(let object):
            let dictionary = DictionaryObject()
            for index in 0..<object.count {
                dictionary.set(.string(object.keys[index]), value(object.values[index]))
            }
            return .dictionary(dictionary)
        }
    }

    static func feature(_ feature: GeoJSONFeature) -> Value {
        let dictionary = DictionaryObject()
        dictionary.set(.string("identifier"), feature.identifier.map(Value.string) ?? .nil)
        dictionary.set(.string("properties"), value(feature.properties))
        dictionary.set(.string("geometry"), .list(ListObject(feature.geometry.map { SceneValue.of($0.annotation) })))
        return .dictionary(dictionary)
    }
}
