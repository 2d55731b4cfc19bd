import MapScriptSyntax

// Operators. Each node tries the common case (two numbers) inline and falls back to
// `Arithmetic` for the rest, so `n - 1` costs two evals and a subtraction. `apply` is the
// operator given its left operand's value, which is how a long chain (`ChainNode`) uses the
// same nodes without nesting them.

class BinaryNode: ExprNode {
    let left: ExprNode
    let right: ExprNode
    /// Where each operand can be read in place (`n` in `n - 1`), so two numbers cost no
    /// node call and no copy of a `Value` (whose copies go through an outlined switch).
    let leftOperand: NumberOperand
    let rightOperand: NumberOperand
    init(_ left: ExprNode, _ right: ExprNode, span: SourceSpan) {
        self.left = left
        self.right = right
        leftOperand = NumberOperand(left)
        rightOperand = NumberOperand(right)
        super.init(span: span)
    }

    /// Both operands when each is a local, a global or a literal holding a number; nil
    /// otherwise, and then the node evaluates its operands as usual. Reading a variable has
    /// no effects, so trying this first changes nothing a script can see.
    @inline(__always)
    final func inPlaceNumbers(_ ip: Interpreter) -> (Double, Double)? {
        guard let x = leftOperand.number(ip), let y = rightOperand.number(ip) else { return nil }
        return (x, y)
    }

    /// The left operand, read in place when it is a number in a variable or a literal
    /// (`by` in `by * self.step`), so only the other operand costs a node call.
    @inline(__always)
    final func leftValue(_ ip: Interpreter) throws -> Value {
        if let x = leftOperand.number(ip) { return .number(x) }
        return try left.eval(ip)
    }

    /// The right operand, the same way; read after the left one, so in evaluation order.
    @inline(__always)
    final func rightValue(_ ip: Interpreter) throws -> Value {
        if let y = rightOperand.number(ip) { return .number(y) }
        return try right.eval(ip)
    }

    /// The operator applied to `a`, the value of the left operand, and the right operand,
    /// evaluated now: what `eval` does once it has the left operand's value. A `ChainNode`
    /// gives it the value of the operands before the step instead, handing it over
    /// (`consuming`) so that a number passed along a chain costs no release. Only the
    /// operators that chain have it (arithmetic, `and`, `or`, `??`); a comparison or a range
    /// has one operator.
    func apply(_ a: consuming Value, _ ip: Interpreter) throws -> Value {
        preconditionFailure("a chain has only operators that chain")
    }
}

/// An operand read where it lies: a slot of the running call, a global, or a literal.
enum NumberOperand {
    case node
    case local(Int)
    case global(Int)
    case literal(Double)

    init(_ node: ExprNode) {
        if let local = node as? LocalGet {
            self = .local(local.slot)
        } else if let global = node as? GlobalGet {
            self = .global(global.slot)
        } else if let constant = node as? ConstantNode, case .number(let n) = constant.value {
            self = .literal(n)
        } else {
            self = .node
        }
    }

    @inline(__always)
    func number(_ ip: Interpreter) -> Double? {
        switch self {
        case .local(let slot):
            if case .number(let x) = ip.frame[slot] { return x }
            return nil
        case .global(let slot):
            if case .number(let x) = ip.globals[slot] { return x }
            return nil
        case .literal(let x):
            return x
        case .node:
            return nil
        }
    }
}

final class AddNode: BinaryNode {
    override func eval(_ ip: Interpreter) throws -> Value {
        if let (x, y) = inPlaceNumbers(ip) { return .number(x + y) }
        return try apply(try leftValue(ip), ip)
    }

    @inline(__always)
    override func apply(_ a: consuming Value, _ ip: Interpreter) throws -> Value {
        let b = try rightValue(ip)
        if case .number(let x) = a, case .number(let y) = b { return .number(x + y) }
        do {
            return try Arithmetic.add(a, b, span: span, ip: ip)
        } catch var error as RuntimeError {
            // A string and something else: the caret goes under the operand to interpolate; a
            // number and something else, under the other.
            if let other = Arithmetic.joinedToString(a, b) {
                error.span = other.isLeft ? left.span : right.span
            } else if let culprit = Arithmetic.culprit(a, b, operands: (left.span, right.span)) {
                error.span = culprit
            }
            throw error
        }
    }
}

final class SubtractNode: BinaryNode {
    override func eval(_ ip: Interpreter) throws -> Value {
        if let (x, y) = inPlaceNumbers(ip) { return .number(x - y) }
        return try apply(try leftValue(ip), ip)
    }

    @inline(__always)
    override func apply(_ a: consuming Value, _ ip: Interpreter) throws -> Value {
        let b = try rightValue(ip)
        if case .number(let x) = a, case .number(let y) = b { return .number(x - y) }
        let (x, y) = try Arithmetic.numbers(a, b, "-", span: span, operands: (left.span, right.span))
        return .number(x - y)
    }
}

final class MultiplyNode: BinaryNode {
    override func eval(_ ip: Interpreter) throws -> Value {
        if let (x, y) = inPlaceNumbers(ip) { return .number(x * y) }
        return try apply(try leftValue(ip), ip)
    }

    @inline(__always)
    override func apply(_ a: consuming Value, _ ip: Interpreter) throws -> Value {
        let b = try rightValue(ip)
        if case .number(let x) = a, case .number(let y) = b { return .number(x * y) }
        let (x, y) = try Arithmetic.numbers(a, b, "*", span: span, operands: (left.span, right.span))
        return .number(x * y)
    }
}

final class DivideNode: BinaryNode {
    override func eval(_ ip: Interpreter) throws -> Value {
        try quotient(try left.eval(ip), try right.eval(ip))
    }

    override func apply(_ a: consuming Value, _ ip: Interpreter) throws -> Value {
        try quotient(a, try right.eval(ip))
    }

    @inline(__always)
    private func quotient(_ a: Value, _ b: Value) throws -> Value {
        let (x, y) = try Arithmetic.numbers(a, b, "/", span: span, operands: (left.span, right.span))
        // A zero divisor is the right operand's fault: the caret goes under it.
        return try Arithmetic.divide(x, y, span: right.span)
    }
}

final class RemainderNode: BinaryNode {
    override func eval(_ ip: Interpreter) throws -> Value {
        if let (x, y) = inPlaceNumbers(ip) { return try Arithmetic.remainder(x, y, span: right.span) }
        return try apply(try leftValue(ip), ip)
    }

    @inline(__always)
    override func apply(_ a: consuming Value, _ ip: Interpreter) throws -> Value {
        let b = try rightValue(ip)
        let (x, y) = try Arithmetic.numbers(a, b, "%", span: span, operands: (left.span, right.span))
        return try Arithmetic.remainder(x, y, span: right.span)
    }
}

final class EqualNode: BinaryNode {
    let negated: Bool
    init(_ left: ExprNode, _ right: ExprNode, negated: Bool, span: SourceSpan) {
        self.negated = negated
        super.init(left, right, span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        let equal = try Arithmetic.equal(try left.eval(ip), try right.eval(ip), span: span)
        return .bool(equal != negated)
    }
}

/// `<`, `<=`, `>`, `>=`; numbers inline, strings and enum cases through `Comparison`.
final class CompareNode: BinaryNode {
    enum Kind { case less, lessEqual, greater, greaterEqual }
    let kind: Kind
    let symbol: String
    init(_ left: ExprNode, _ right: ExprNode, kind: Kind, symbol: String, span: SourceSpan) {
        self.kind = kind
        self.symbol = symbol
        super.init(left, right, span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        if let (x, y) = inPlaceNumbers(ip) { return .bool(compare(x, y)) }
        let a = try leftValue(ip)
        let b = try rightValue(ip)
        if case .number(let x) = a, case .number(let y) = b { return .bool(compare(x, y)) }
        do {
            switch kind {
            case .less: return .bool(try Comparison.less(a, b))
            case .lessEqual: return .bool(try !Comparison.less(b, a))
            case .greater: return .bool(try Comparison.less(b, a))
            case .greaterEqual: return .bool(try !Comparison.less(a, b))
            }
        } catch {
            throw RuntimeError("cannot compare \(a.typeName) and \(b.typeName) with '\(symbol)'", span: span)
        }
    }

    /// `if n < 2`: the answer without a `Value` in between.
    override func isTrue(_ ip: Interpreter) throws -> Bool {
        if let (x, y) = inPlaceNumbers(ip) { return compare(x, y) }
        return try eval(ip).isTruthy
    }

    @inline(__always)
    private func compare(_ x: Double, _ y: Double) -> Bool {
        switch kind {
        case .less: return x < y
        case .lessEqual: return x <= y
        case .greater: return x > y
        case .greaterEqual: return x >= y
        }
    }
}

final class AndNode: BinaryNode {
    // The left value is only tested, so it is let go before the right operand is evaluated.
    override func eval(_ ip: Interpreter) throws -> Value {
        try after(try left.eval(ip).isTruthy, ip)
    }

    override func apply(_ a: consuming Value, _ ip: Interpreter) throws -> Value {
        try after(a.isTruthy, ip)
    }

    @inline(__always)
    private func after(_ leftIsTrue: Bool, _ ip: Interpreter) throws -> Value {
        guard leftIsTrue else { return .bool(false) }
        return .bool(try right.eval(ip).isTruthy)
    }
}

final class OrNode: BinaryNode {
    override func eval(_ ip: Interpreter) throws -> Value {
        try after(try left.eval(ip).isTruthy, ip)
    }

    override func apply(_ a: consuming Value, _ ip: Interpreter) throws -> Value {
        try after(a.isTruthy, ip)
    }

    @inline(__always)
    private func after(_ leftIsTrue: Bool, _ ip: Interpreter) throws -> Value {
        if leftIsTrue { return .bool(true) }
        return .bool(try right.eval(ip).isTruthy)
    }
}

final class NilCoalesceNode: BinaryNode {
    override func eval(_ ip: Interpreter) throws -> Value {
        try apply(try left.eval(ip), ip)
    }

    @inline(__always)
    override func apply(_ a: consuming Value, _ ip: Interpreter) throws -> Value {
        if case .nil = a { return try right.eval(ip) }
        return a
    }
}

final class RangeNode: BinaryNode {
    let closed: Bool
    init(_ left: ExprNode, _ right: ExprNode, closed: Bool, span: SourceSpan) {
        self.closed = closed
        super.init(left, right, span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        let (x, y) = try Arithmetic.numbers(try left.eval(ip), try right.eval(ip), closed ? "..." : "..<", span: span, operands: (left.span, right.span))
        return .range(RangeValue(lower: x, upper: y, isClosed: closed))
    }
}

final class NegateNode: ExprNode {
    let operand: ExprNode
    init(_ operand: ExprNode, span: SourceSpan) {
        self.operand = operand
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        let v = try operand.eval(ip)
        guard case .number(let x) = v else {
            throw RuntimeError("unary '-' needs a number, got \(v.typeName)", span: span)
        }
        return .number(-x)
    }
}

final class NotNode: ExprNode {
    let operand: ExprNode
    init(_ operand: ExprNode, span: SourceSpan) {
        self.operand = operand
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value { .bool(!(try operand.eval(ip).isTruthy)) }
}

/// `value is Type`: script classes (along the chain, into the built-in root), built-in
/// classes, enums, and the conversion functions that name kinds (`Number`, `String`).
final class IsNode: ExprNode {
    let operand: ExprNode
    let type: ExprNode
    let typeName: String
    init(_ operand: ExprNode, type: ExprNode, typeName: String, span: SourceSpan) {
        self.operand = operand
        self.type = type
        self.typeName = typeName
        super.init(span: span)
    }
    override func eval(_ ip: Interpreter) throws -> Value {
        let v = try operand.eval(ip)
        let t = try type.eval(ip)
        return .bool(try IsNode.test(v, t, typeName: typeName, span: span))
    }

    static func test(_ v: Value, _ t: Value, typeName: String, span: SourceSpan) throws -> Bool {
        switch t {
        case .class(let scriptClass):
            if case .instance(let instance) = v { return instance.scriptClass.isSubclass(of: scriptClass) }
            return false
        case .nativeClass(let nativeClass):
            return v.nativeObject?.nativeClass.isSubclass(of: nativeClass) ?? false
        case .enumType(let enumType):
            if case .enumCase(let c) = v { return c.type === enumType }
            return false
        case .builtin(let builtin):
            if let test = builtin.typeTest { return test(v) }
        default:
            break
        }
        throw RuntimeError("'\(typeName)' is not a type", span: span)
    }
}
