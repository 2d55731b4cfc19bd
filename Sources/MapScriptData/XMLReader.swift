/// A minimal, safe XML pull reader: enough XML for property lists and for the root element of
/// SVG images, and nothing that can be turned against the reader.
///
/// It checks well-formedness (matching tags, quoted attributes, one root) and decodes only the
/// five predefined entities and numeric character references. A document type declaration is
/// skipped as a whole and never read for entities; one with an internal subset (`[ ... ]`,
/// where entity definitions live) is refused, so there is no entity expansion ("billion
/// laughs"), no external entity and no network access. Element nesting is bounded.
struct XMLReader {
    enum Event: Equatable {
        /// `isEmpty` for `<name/>`, which has no matching `.end`.
        case start(name: String, attributes: [Attribute], isEmpty: Bool, offset: Int)
        case end(name: String, offset: Int)
        /// Character data (entities decoded) or a CDATA section.
        case text(String, offset: Int)
        case endOfDocument
    }

    struct Attribute: Equatable {
        var name: String
        var value: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maximumDepth: Int
    private(set) var position: Int
    private var openElements: [String] = []
    private var sawRoot = false

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
        position = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    var depth: Int { openElements.count }

    func error(_ message: String, at offset: Int) -> DataError {
        DataError(file: file, bytes: bytes, offset: offset, message: message)
    }

    private func startsWith(_ text: StaticString, at offset: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        for index in 0..<length where bytes[offset + index] != text.utf8Start[index] { return false }
        return true
    }

    /// The offset of the next occurrence of `text` at or after `offset`, or nil.
    private func find(_ text: StaticString, from offset: Int) -> Int? {
        let length = text.utf8CodeUnitCount
        var index = offset
        while index + length <= bytes.count {
            if bytes[index] == text.utf8Start[0], startsWith(text, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: ".") || byte >= 0x80
    }

    private mutating func skipSpaces() {
        while position < bytes.count, XMLReader.isSpace(bytes[position]) { position += 1 }
    }

    // MARK: Events

    mutating func next() throws(DataError) -> Event {
        while true {
            guard position < bytes.count else {
                if let open = openElements.last {
                    throw error("unexpected end of file; expected </\(open)>", at: position)
                }
                if !sawRoot { throw error("unexpected end of file; expected an element", at: position) }
                return .endOfDocument
            }
            let start = position
            if bytes[position] != UInt8(ascii: "<") {
                let text = try readText()
                if openElements.isEmpty {
                    if text.utf8.allSatisfy(XMLReader.isSpace) { continue }
                    throw error("text outside the root element", at: start)
                }
                return .text(text, offset: start)
            }
            if startsWith("<?", at: position) {
                guard let close = find("?>", from: position + 2) else { throw error("unterminated processing instruction", at: start) }
                position = close + 2
                continue
            }
            if startsWith("<!--", at: position) {
                guard let close = find("-->", from: position + 4) else { throw error("unterminated comment", at: start) }
                position = close + 3
                continue
            }
            if startsWith("<![CDATA[", at: position) {
                guard !openElements.isEmpty else { throw error("CDATA outside the root element", at: start) }
                guard let close = find("]]>", from: position + 9) else { throw error("unterminated CDATA section", at: start) }
                let content = UnsafeBufferPointer(rebasing: bytes[(position + 9)..<close])
                position = close + 3
                guard let text = String(validating: content, as: UTF8.self) else { throw error("invalid UTF-8", at: start) }
                return .text(text, offset: start)
            }
            if startsWith("<!DOCTYPE", at: position) {
                try skipDoctype()
                continue
            }
            if startsWith("</", at: position) {
                return try readEndTag()
            }
            return try readStartTag()
        }
    }

    /// `<!DOCTYPE name PUBLIC "..." "...">` is skipped; an internal subset is refused.
    private mutating func skipDoctype() throws(DataError) {
        let start = position
        guard !sawRoot else { throw error("a document type declaration must come before the root element", at: start) }
        position += 9
        var quote: UInt8? = nil
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw error("document type declarations with an internal subset are not supported (entities are never expanded)", at: position)
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return
            }
            position += 1
        }
        throw error("unterminated document type declaration", at: start)
    }

    private mutating func readName() throws(DataError) -> String {
        let start = position
        while position < bytes.count, XMLReader.isNameByte(bytes[position]) { position += 1 }
        guard position > start else {
            throw error(position < bytes.count ? "expected a name" : "unexpected end of file; expected a name", at: position)
        }
        guard let name = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self) else {
            throw error("invalid UTF-8 in name", at: start)
        }
        return name
    }

    private mutating func readStartTag() throws(DataError) -> Event {
        let start = position
        if sawRoot && openElements.isEmpty { throw error("content after the root element", at: start) }
        position += 1
        let name = try readName()
        var attributes: [Attribute] = []
        while true {
            let beforeSpace = position
            skipSpaces()
            guard position < bytes.count else { throw error("unexpected end of file in tag <\(name)>", at: start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                try push(name, at: start)
                return .start(name: name, attributes: attributes, isEmpty: false, offset: start)
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error("expected '>' after '/' in tag <\(name)>", at: position)
                }
                position += 2
                // An empty-element tag opens and closes at once: no end event follows.
                sawRoot = true
                return .start(name: name, attributes: attributes, isEmpty: true, offset: start)
            }
            guard position > beforeSpace else { throw error("expected a space, '>' or '/>' in tag <\(name)>", at: position) }
            let attributeStart = position
            let attributeName = try readName()
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("expected '=' after attribute \(attributeName)", at: position)
            }
            position += 1
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw error("expected a quoted value for attribute \(attributeName)", at: position)
            }
            let quote = bytes[position]
            position += 1
            let value = try readCharacters(until: quote, inAttribute: true)
            position += 1
            if attributes.contains(where: { $0.name == attributeName }) {
                throw error("attribute \(attributeName) appears twice", at: attributeStart)
            }
            attributes.append(Attribute(name: attributeName, value: value))
        }
    }

    private mutating func push(_ name: String, at offset: Int) throws(DataError) {
        if openElements.count >= maximumDepth { throw error("elements are nested deeper than \(maximumDepth) levels", at: offset) }
        openElements.append(name)
        sawRoot = true
    }

    private mutating func readEndTag() throws(DataError) -> Event {
        let start = position
        position += 2
        let name = try readName()
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw error("expected '>' to close </\(name)>", at: position) }
        position += 1
        guard let open = openElements.last else { throw error("unexpected closing tag </\(name)>", at: start) }
        guard open == name else { throw error("expected </\(open)>, found </\(name)>", at: start) }
        openElements.removeLast()
        return .end(name: name, offset: start)
    }

    /// Character data up to the next '<'.
    private mutating func readText() throws(DataError) -> String {
        try readCharacters(until: UInt8(ascii: "<"), inAttribute: false)
    }

    /// Reads up to (not past) `terminator`, decoding references. In an attribute, a missing
    /// terminator or a '<' is an error.
    private mutating func readCharacters(until terminator: UInt8, inAttribute: Bool) throws(DataError) -> String {
        let start = position
        var buffer: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == terminator { break }
            if inAttribute && byte == UInt8(ascii: "<") { throw error("'<' is not allowed in an attribute value", at: position) }
            if byte == UInt8(ascii: "&") {
                try readReference(into: &buffer)
                continue
            }
            buffer.append(byte)
            position += 1
        }
        if inAttribute && position >= bytes.count { throw error("unterminated attribute value", at: start) }
        guard let text = String(validating: buffer, as: UTF8.self) else { throw error("invalid UTF-8", at: start) }
        return text
    }

    /// `&lt; &gt; &amp; &quot; &apos; &#N; &#xH;` only.
    private mutating func readReference(into buffer: inout [UInt8]) throws(DataError) {
        let start = position
        var end = position + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw error("'&' must start an entity reference such as &amp;", at: start)
        }
        let name = Array(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]))
        position = end + 1
        switch name {
        case Array("lt".utf8): buffer.append(UInt8(ascii: "<"))
        case Array("gt".utf8): buffer.append(UInt8(ascii: ">"))
        case Array("amp".utf8): buffer.append(UInt8(ascii: "&"))
        case Array("quot".utf8): buffer.append(UInt8(ascii: "\""))
        case Array("apos".utf8): buffer.append(UInt8(ascii: "'"))
        default:
            guard name.first == UInt8(ascii: "#") else {
                let shown = String(decoding: name, as: UTF8.self)
                throw error("unknown entity '&\(shown);'; only &lt; &gt; &amp; &quot; &apos; and numeric references are allowed", at: start)
            }
            guard let scalar = XMLReader.characterReference(name.dropFirst()) else {
                throw error("invalid character reference '&\(String(decoding: name, as: UTF8.self));'", at: start)
            }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }

    /// The scalar of `N` or `xH` in `&#N;` / `&#xH;`, if it is a character XML allows.
    private static func characterReference(_ digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var value: UInt32 = 0
        var body = digits
        let hexadecimal = body.first == UInt8(ascii: "x")
        if hexadecimal { body = body.dropFirst() }
        guard !body.isEmpty else { return nil }
        for byte in body {
            if hexadecimal {
                guard let digit = JSONScanner.hexValue(byte) else { return nil }
                value = value * 16 + UInt32(digit)
            } else {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + UInt32(byte - 0x30)
            }
            if value > 0x10FFFF { return nil }
        }
        let allowed = value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
        return allowed ? Unicode.Scalar(value) : nil
    }
}
