/// Ordering of values for `<`, `<=`, `>`, `>=` and `sorted()`: numbers with numbers (or with a
/// name of a number, `NamedNumbers`), strings with strings, cases of one enum by raw value. Anything else is an error, never a guess.
enum Comparison {
    @inline(__always)
    static func less(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        case (.enumCase(let x), .enumCase(let y)) where x.type === y.type: return x.rawValue < y.rawValue
        case (.number(let x), .implicitMember(let name)): return try x < NamedNumbers.number(for: name)
        case (.implicitMember(let name), .number(let y)): return try NamedNumbers.number(for: name) < y
        default: throw mismatch(a, b, "<")
        }
    }

    static func mismatch(_ a: Value, _ b: Value, _ op: String) -> RuntimeError {
        RuntimeError("cannot compare \(a.typeName) and \(b.typeName) with '\(op)'")
    }
}
