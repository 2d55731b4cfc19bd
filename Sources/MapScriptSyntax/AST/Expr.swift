/// An expression: what it is, and the source it spans.
public struct Expr: Sendable {
    public var kind: ExprKind
    public var span: SourceSpan

    public init(_ kind: ExprKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

/// Every kind of expression. Operands are `Expr`s; names are `Identifier`s with their own spans.
public indirect enum ExprKind: Sendable {
    /// A number literal; a distance suffix is already applied (`2km` is 2000).
    case number(Double)
    /// A string literal: text parts and interpolated expressions, in order. A plain string
    /// has one `.text` part (or none when empty).
    case string([StringPart])
    case bool(Bool)
    case nilLiteral
    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
    case color(ColorLiteral)
    /// `@(latitude, longitude)`.
    case coordinate(latitude: Expr, longitude: Expr)
    /// `[a, b, c]`.
    case list([Expr])
    /// `["k": v]`; `[:]` is empty.
    case dictionary([DictionaryEntry])
    /// A use of a name.
    case identifier(Identifier)
    /// `self`.
    case selfExpr
    /// `super.name` (a call `super.init(...)` is a `.call` whose callee is this).
    case superMember(Identifier)
    /// `.name`: an enum case (or built-in constant) whose type is known from context.
    case implicitMember(Identifier)
    /// `(expr)`, kept so that tools can reproduce the source; evaluation unwraps it.
    case parenthesized(Expr)
    /// `-x`, `!x`, `not x`.
    case unary(UnaryOperator, Expr)
    /// `a + b - c`, `a and b and c`, `a ?? b ?? c`, `a < b`: the first operand and each
    /// operator with the operand after it, all of one precedence level (an operand of a
    /// tighter level is an expression of its own). Flat rather than nested, so that a
    /// generated chain of thousands of operands is one level deep. Arithmetic, `and` and `or`
    /// group from the left (`a - b - c` is `(a - b) - c`); `??` tries its operands in turn (as
    /// Swift's right-associative `??` does); a comparison has one operator. `and`, `or` and
    /// `??` short-circuit.
    case binary(Expr, [BinaryOperand])
    /// `value is TypeName`.
    case typeCheck(Expr, type: Identifier)
    /// `a..<b` or `a...b`.
    case range(Expr, Expr, closed: Bool)
    /// `base.name`.
    case member(Expr, Identifier)
    /// `base?.name`: nil when `base` is nil.
    case optionalMember(Expr, Identifier)
    /// `base[index]`.
    case subscriptAccess(Expr, index: Expr)
    /// `callee(arguments)`.
    case call(Expr, [Argument])
    /// `func (params) { body }`.
    case function(FunctionLiteral)
}
