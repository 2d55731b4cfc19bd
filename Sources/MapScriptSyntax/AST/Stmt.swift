/// A statement or declaration: what it is, and the source it spans.
public struct Stmt: Sendable {
    public var kind: StmtKind
    public var span: SourceSpan

    public init(_ kind: StmtKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

/// Every kind of statement and declaration.
public indirect enum StmtKind: Sendable {
    /// An expression evaluated for its effect (in the REPL, its value is echoed).
    case expression(Expr)
    /// `target = value`, `target += value` ... The target is an `.identifier`, `.member`,
    /// `.superMember` or `.subscriptAccess` expression, possibly inside `.parenthesized`
    /// (the parser rejects anything else).
    /// In a config block a bare `name = value` sets a property of `self`.
    case assignment(target: Expr, AssignmentOperator, value: Expr)
    /// `let name = value` / `var name = value` / `var name`.
    case variable(VariableDecl)
    /// `func name(params) { body }`.
    case function(FunctionLiteral)
    /// `class Name: Super { fields, init, methods }`.
    case classDecl(ClassDecl)
    /// `enum Name { case a, b; func m() {} }`.
    case enumDecl(EnumDecl)
    /// `if c { } else if d { } else { }`.
    case ifStatement(IfStatement)
    /// `while condition { body }`.
    case whileLoop(condition: Expr, body: Block)
    /// `for variable in sequence { body }`.
    case forIn(variable: Identifier, sequence: Expr, body: Block)
    case breakStatement
    case continueStatement
    /// `return` or `return value`.
    case returnStatement(Expr?)
    /// `switch subject { case ...: ... default: ... }`.
    case switchStatement(SwitchStatement)
    /// `import "other.map"`; `path` is the string's text.
    case importFile(path: String, pathSpan: SourceSpan)
    /// `{ statements }` on its own: a nested scope.
    case block(Block)
    /// `annotation`, `polygon`, `polyline`, `circle`, `overlay` declarations.
    case scene(SceneDecl)
    /// `renderer NAME? for Type { config and methods }`.
    case renderer(RendererDecl)
    /// `on hook(params) { body }`.
    case hook(HookDecl)
}
