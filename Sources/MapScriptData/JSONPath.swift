/// The path of a value inside a document, built up while reading and rendered only for an
/// error message: `features[3].geometry.coordinates[0]`.
struct JSONPath {
    enum Component {
        case key(String)
        case index(Int)
    }

    var components: [Component] = []

    mutating func push(_ component: Component) { components.append(component) }
    mutating func pop() { components.removeLast() }

    func appending(_ component: Component) -> JSONPath {
        var copy = self
        copy.push(component)
        return copy
    }

    var rendered: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if JSONPath.isPlainName(key) {
                    if !text.isEmpty { text += "." }
                    text += key
                } else {
                    text += "[" + JSONByteWriter.quoted(key) + "]"
                }
            }
        }
        return text
    }

    private static func isPlainName(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
    }
}
