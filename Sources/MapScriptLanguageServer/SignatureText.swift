import Foundation

/// Reading the signatures that the registry rows and the built-ins' definitions write
/// (`(Coordinate, toPointTo: view? = nil) -> Point`): their parameters, the label and type of
/// one, and their result. Signature help, label completion and the following of a call's
/// result all read signatures here, so that they agree on what one says.
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

    /// Every label a signature's parameters take, in all their forms (`toPointTo: view? |
    /// toCoordinateFrom: view?` is two).
    static func labels(of signature: String) -> Set<String> {
        Set(parameters(of: signature).flatMap { $0.components(separatedBy: " | ") }.compactMap { label(of: $0)?.label })
    }

    /// The kinds of value the first parameter takes when it is given by position
    /// (`(MapPoint | MapRect) -> bool` takes either); none when it has a label.
    static func firstPositionalTypes(of signature: String) -> [String] {
        guard let first = parameters(of: signature).first, label(of: first) == nil else { return [] }
        return first.components(separatedBy: " = ")[0].components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// What follows the parameter list's `->` (`Point`), nil when the signature gives nothing.
    static func result(of signature: String) -> String? {
        guard signature.hasPrefix("(") else { return nil }
        var depth = 0
        for index in signature.indices {
            switch signature[index] {
            case "(", "[": depth += 1
            case ")", "]":
                depth -= 1
                if depth == 0 {
                    let rest = signature[signature.index(after: index)...]
                    return rest.hasPrefix(" -> ") ? String(rest.dropFirst(4)) : nil
                }
            default: break
            }
        }
        return nil
    }
}
