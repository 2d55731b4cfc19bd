import MapScriptSyntax

/// Applies a binary operator to two evaluated values (compound assignments).
enum Operators {
    static func apply(_ op: BinaryOperator, _ a: Value, _ b: Value, span: SourceSpan, ip: Interpreter) throws -> Value {
        switch op {
        case .add: return try Arithmetic.add(a, b, span: span, ip: ip)
        case .subtract:
            let (x, y) = try Arithmetic.numbers(a, b, "-", span: span)
            return .number(x - y)
        case .multiply:
            let (x, y) = try Arithmetic.numbers(a, b, "*", span: span)
            return .number(x * y)
        case .divide:
            let (x, y) = try Arithmetic.numbers(a, b, "/", span: span)
            return try Arithmetic.divide(x, y, span: span)
        case .remainder:
            let (x, y) = try Arithmetic.numbers(a, b, "%", span: span)
            return try Arithmetic.remainder(x, y, span: span)
        default:
            throw RuntimeError("'\(op.rawValue)' cannot be used in an assignment", span: span)
        }
    }
}
