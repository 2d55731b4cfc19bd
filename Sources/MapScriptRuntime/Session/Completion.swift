import MapScriptSyntax

/// Tab completion for the REPL: the word being typed at the end of a line, completed from
/// keywords and the names in scope, or, after `a.b.`, from the members of what `a.b` is now.
/// A member chain is followed through fields, dictionary keys and built-in properties only;
/// nothing is called, so completing never runs script code.
enum Completion {
    static func candidates(forLine line: String, interpreter: Interpreter) -> [String] {
        let scalars = Array(line.unicodeScalars)
        var start = scalars.count
        while start > 0, isNameScalar(scalars[start - 1]) { start -= 1 }
        let prefix = String(String.UnicodeScalarView(scalars[start...]))
        let names: [String]
        if start > 0, scalars[start - 1] == "." {
            guard let receiver = receiverValue(String(String.UnicodeScalarView(scalars[..<(start - 1)])), interpreter) else { return [] }
            names = Members.memberNames(of: receiver)
        } else {
            names = Keywords.all + interpreter.globalNames
        }
        var seen = Set<String>()
        return names.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }.sorted()
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// The value of the dotted name chain that ends `text` (`map.userLocation`), if it can be
    /// found without calling anything.
    private static func receiverValue(_ text: String, _ interpreter: Interpreter) -> Value? {
        let scalars = Array(text.unicodeScalars)
        var start = scalars.count
        while start > 0, isNameScalar(scalars[start - 1]) || scalars[start - 1] == "." { start -= 1 }
        let chain = String(String.UnicodeScalarView(scalars[start...])).split(separator: ".", omittingEmptySubsequences: false)
        guard let first = chain.first, !first.isEmpty, var value = interpreter.global(named: String(first)) else { return nil }
        for name in chain.dropFirst() {
            guard !name.isEmpty, let next = member(of: value, String(name), interpreter) else { return nil }
            value = next
        }
        return value
    }

    private static func member(of value: Value, _ name: String, _ interpreter: Interpreter) -> Value? {
        if let property = BuiltinProperty(rawValue: name), let result = property.get(value) { return result }
        switch value {
        case .instance(let instance):
            if let field = instance.field(named: name) { return field }
            guard let native = instance.native else { return nil }
            return try? native.nativeClass.property(named: name)?.get(interpreter, native)
        case .native(let native):
            return try? native.nativeClass.property(named: name)?.get(interpreter, native)
        case .dictionary(let dictionary):
            return dictionary[string: name]
        case .enumType(let enumType):
            return enumType.case(named: name).map(Value.enumCase)
        case .nativeClass(let nativeClass):
            return nativeClass.staticMember(named: name)
        default:
            return nil
        }
    }
}
