/// The plist grammar over XML events: `<plist>` holding exactly one value.
struct PropertyListReader {
    var xml: XMLReader

    /// The next event that is not blank text (blank text between elements is layout).
    private mutating func nextSignificant() throws(DataError) -> XMLReader.Event {
        while true {
            let event = try xml.next()
            if case .text(let text, _) = event, text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                continue
            }
            return event
        }
    }

    private func unexpected(_ event: XMLReader.Event, expected: String) -> DataError {
        switch event {
        case .start(let name, _, _, let offset): return xml.error("expected \(expected), found <\(name)>", at: offset)
        case .end(let name, let offset): return xml.error("expected \(expected), found </\(name)>", at: offset)
        case .text(_, let offset): return xml.error("expected \(expected), found text", at: offset)
        case .endOfDocument: return xml.error("unexpected end of file; expected \(expected)", at: xml.position)
        }
    }

    mutating func readDocument() throws(DataError) -> DataValue {
        let root = try nextSignificant()
        guard case .start(let name, _, let isEmpty, let offset) = root else { throw unexpected(root, expected: "<plist>") }
        guard name == "plist" else { throw xml.error("expected <plist> as the root element, found <\(name)>", at: offset) }
        guard !isEmpty else { throw xml.error("<plist> holds no value", at: offset) }
        let first = try nextSignificant()
        if case .end = first { throw xml.error("<plist> holds no value", at: offset) }
        let value = try readValue(first)
        let closing = try nextSignificant()
        guard case .end = closing else { throw unexpected(closing, expected: "</plist> (a plist holds one value)") }
        let end = try nextSignificant()
        guard case .endOfDocument = end else { throw unexpected(end, expected: "the end of the document") }
        return value
    }

    /// value = dict / array / string / integer / real / true / false / date / data
    private mutating func readValue(_ event: XMLReader.Event) throws(DataError) -> DataValue {
        guard case .start(let name, _, let isEmpty, let offset) = event else {
            throw unexpected(event, expected: "a value element")
        }
        switch name {
        case "dict": return isEmpty ? .object(DataObject()) : .object(try readDictionary())
        case "array": return isEmpty ? .array([]) : .array(try readArray())
        case "string": return .string(isEmpty ? "" : try readText(of: name))
        case "true", "false":
            if !isEmpty {
                let closing = try nextSignificant()
                guard case .end = closing else { throw unexpected(closing, expected: "</\(name)>") }
            }
            return .bool(name == "true")
        case "integer":
            let text = trimmed(isEmpty ? "" : try readText(of: name))
            guard let value = integerValue(text) else { throw xml.error("invalid integer \(JSONByteWriter.quoted(text))", at: offset) }
            return .number(value)
        case "real":
            let text = trimmed(isEmpty ? "" : try readText(of: name))
            guard let value = Double(text), value.isFinite else { throw xml.error("invalid real number \(JSONByteWriter.quoted(text))", at: offset) }
            return .number(value)
        case "date":
            let text = trimmed(isEmpty ? "" : try readText(of: name))
            guard PropertyListReader.isISO8601Date(text) else {
                throw xml.error("invalid date \(JSONByteWriter.quoted(text)); expected the form 2026-11-21T20:14:37Z", at: offset)
            }
            return .string(text)
        case "data":
            let text = isEmpty ? "" : try readText(of: name)
            guard let base64 = PropertyListReader.canonicalBase64(text) else { throw xml.error("invalid base64 in <data>", at: offset) }
            return .string(base64)
        default:
            throw xml.error("unknown property list element <\(name)>; expected dict, array, string, integer, real, true, false, date or data", at: offset)
        }
    }

    /// dict = "<dict>" *( "<key>" text "</key>" value ) "</dict>"
    private mutating func readDictionary() throws(DataError) -> DataObject {
        var builder = DataObjectBuilder()
        while true {
            let event = try nextSignificant()
            if case .end = event { return builder.object }
            guard case .start(let name, _, let isEmpty, let offset) = event, name == "key" else {
                throw unexpected(event, expected: "<key> or </dict>")
            }
            let key = isEmpty ? "" : try readText(of: "key")
            let valueEvent = try nextSignificant()
            if case .end = valueEvent { throw xml.error("key \(JSONByteWriter.quoted(key)) has no value", at: offset) }
            builder.set(try readValue(valueEvent), for: key)
        }
    }

    private mutating func readArray() throws(DataError) -> [DataValue] {
        var elements: [DataValue] = []
        while true {
            let event = try nextSignificant()
            if case .end = event { return elements }
            elements.append(try readValue(event))
        }
    }

    /// The text content of a simple element, up to its end tag.
    private mutating func readText(of name: String) throws(DataError) -> String {
        var text = ""
        while true {
            let event = try xml.next()
            switch event {
            case .text(let piece, _): text += piece
            case .end: return text
            case .start(let inner, _, _, let offset): throw xml.error("<\(name)> holds text only, found <\(inner)>", at: offset)
            case .endOfDocument: throw unexpected(event, expected: "</\(name)>")
            }
        }
    }

    private func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }), let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// A decimal integer with an optional sign (or `0x` hexadecimal, which CoreFoundation accepts).
    private func integerValue(_ text: String) -> Double? {
        var body = Substring(text)
        var negative = false
        if body.hasPrefix("-") || body.hasPrefix("+") {
            negative = body.hasPrefix("-")
            body = body.dropFirst()
        }
        let magnitude: UInt64?
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            magnitude = UInt64(body.dropFirst(2), radix: 16)
        } else {
            magnitude = body.allSatisfy({ $0.isASCII && $0.isNumber }) ? UInt64(body) : nil
        }
        guard let magnitude else { return nil }
        return negative ? -Double(magnitude) : Double(magnitude)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` with the fields in range.
    static func isISO8601Date(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (0x30...0x39).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        guard number(0..<4) != nil, let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
              let minute = number(14..<16), let second = number(17..<19) else { return false }
        return (1...12).contains(month) && (1...31).contains(day) && hour < 24 && minute < 60 && second < 61
    }

    /// The base64 text without whitespace, if it is valid base64 (with `=` padding).
    static func canonicalBase64(_ text: String) -> String? {
        var compact: [UInt8] = []
        for byte in text.utf8 where !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) { compact.append(byte) }
        guard compact.count % 4 == 0 else { return nil }
        for (index, byte) in compact.enumerated() {
            let isAlphabet = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
            if isAlphabet { continue }
            // '=' only as padding: in the last two places, and "x=y" is not allowed.
            guard byte == UInt8(ascii: "="), index >= compact.count - 2 else { return nil }
            if index == compact.count - 2, compact[index + 1] != UInt8(ascii: "=") { return nil }
        }
        return String(decoding: compact, as: UTF8.self)
    }
}
