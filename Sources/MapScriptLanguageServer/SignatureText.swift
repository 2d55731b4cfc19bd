import Foundation

/// Reading the signatures that the registry rows and the built-ins' definitions write
/// (`(Coordinate, toPointTo: view? = nil) -> Point`): their parameters, and the label and
/// type of one. Signature help and label completion read signatures here, so that they
/// agree on what one says.
enum SignatureText {
    /// `(a: T, b: U?) -> R` as its parameters `a: T`, `b: U?`: split at the commas of the
    /// outer parentheses only.
    static func parameters(of signature: String) -> [String] {
        guard signature.hasPrefix("(") else { return [] }
        var parameters: [String] = []
        var current = ""
        var depth = 0
        for character in signature.dropFirst() {
            switch character {
            case "(", "[":
                depth += 1
                current.append(character)
            case ")" where depth == 0:
                if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current.trimmingCharacters(in: .whitespaces)) }
                return parameters
            case ")", "]":
                depth -= 1
                current.append(character)
            case "," where depth == 0:
                parameters.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            default:
                current.append(character)
            }
        }
        return parameters
    }

    /// The label of one form of a parameter (`at: Point`, `animated: bool = false`) and its
    /// type; nil for one given by position (`Coordinate`).
    static func label(of parameter: String) -> (label: String, type: String)? {
        let declared = parameter.components(separatedBy: " = ")[0].trimmingCharacters(in: .whitespaces)
        guard let colon = declared.firstIndex(of: ":") else { return nil }
        let label = String(declared[..<colon])
        guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (label, declared[declared.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
}
