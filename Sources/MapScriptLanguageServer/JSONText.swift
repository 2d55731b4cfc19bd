import MapScriptData

/// JSON-RPC bodies as text: `DataValue` trees, read with the project's JSON parser and written
/// with its fixed number format. Objects keep the order their keys were set in, so a reply is
/// the same bytes every time, which the tests compare exactly.
enum JSONText {
    static func encode(_ value: DataValue) -> [UInt8] {
        var writer = JSONByteWriter()
        append(value, to: &writer)
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws -> DataValue {
        try JSONParser.parse(bytes, file: "message")
    }

    private static func append(_ value: DataValue, to writer: inout JSONByteWriter) {
        switch value {
        case .null: writer.append("null")
        case .bool(let flag): writer.append(flag ? "true" : "false")
        case .number(let number): writer.appendNumber(number)
        case .string(let text): writer.appendString(text)
        case .array(let elements):
            writer.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { writer.append(",") }
                append(element, to: &writer)
            }
            writer.append("]")
        case .object(let object):
            writer.append("{")
            for (index, key) in object.keys.enumerated() {
                if index > 0 { writer.append(",") }
                writer.appendString(key)
                writer.append(":")
                append(object.values[index], to: &writer)
            }
            writer.append("}")
        }
    }
}
