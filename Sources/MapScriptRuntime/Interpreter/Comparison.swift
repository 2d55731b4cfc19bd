/// Ordering of values for `<`, `<=`, `>`, `>=` and `sorted()`: numbers with numbers, strings
/// with strings, cases of one enum by raw value. Anything else is an error, never a guess.
enum Comparison {
    @inline(__always)
    static func less(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        case (.enumCase(let x), .enumCase(let y)) where x.type === y.type: return x.rawValue < y.rawValue
        default: throw mismatch(a, b, "<")
        }
    }

    static func mismatch(_ a: Value, _ b: Value, _ op: String) -> RuntimeError {
        RuntimeError("cannot compare \(a.typeName) and \(b.typeName) with '\(op)'")
    }
}
