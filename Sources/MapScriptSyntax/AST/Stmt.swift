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

public enum AssignmentOperator: String, Sendable {
    case assign = "="
    case addAssign = "+="
    case subtractAssign = "-="
    case multiplyAssign = "*="
    case divideAssign = "/="

    /// The arithmetic of a compound assignment (`+=` is `.add`); nil for plain `=`.
    public var binaryOperator: BinaryOperator? {
        switch self {
        case .assign: nil
        case .addAssign: .add
        case .subtractAssign: .subtract
        case .multiplyAssign: .multiply
        case .divideAssign: .divide
        }
    }
}

/// `let name = value` or `var name (= value)?`.
public struct VariableDecl: Sendable {
    public var isConstant: Bool
    public var name: Identifier
    /// Always present for `let`; nil for `var name` (which starts as nil).
    public var initializer: Expr?

    public init(isConstant: Bool, name: Identifier, initializer: Expr?) {
        self.isConstant = isConstant
        self.name = name
        self.initializer = initializer
    }
}

/// `class Name: Super { members }`.
public struct ClassDecl: Sendable {
    public var name: Identifier
    public var superclass: Identifier?
    /// In source order.
    public var members: [ClassMember]

    public init(name: Identifier, superclass: Identifier?, members: [ClassMember]) {
        self.name = name
        self.superclass = superclass
        self.members = members
    }

    public var fields: [VariableDecl] {
        members.compactMap { if case .field(let field, _) = $0 { field } else { nil } }
    }
    /// The `init`, if declared (the parser reports a second one).
    public var initializer: FunctionLiteral? {
        for member in members { if case .initializer(let function) = member { return function } }
        return nil
    }
    public var methods: [FunctionLiteral] {
        members.compactMap { if case .method(let method) = $0 { method } else { nil } }
    }
}

public enum ClassMember: Sendable {
    /// `var name = value` / `let name = value`, with the span of the whole declaration.
    case field(VariableDecl, SourceSpan)
    /// `init(params) { body }`; its name is the `init` keyword.
    case initializer(FunctionLiteral)
    case method(FunctionLiteral)

    public var span: SourceSpan {
        switch self {
        case .field(_, let span): span
        case .initializer(let function), .method(let function): function.span
        }
    }
}

/// `enum Name { case a, b; func m() {} }`.
public struct EnumDecl: Sendable {
    public var name: Identifier
    /// In source order.
    public var members: [EnumMember]

    public init(name: Identifier, members: [EnumMember]) {
        self.name = name
        self.members = members
    }

    /// All case names in order; a case's raw value is its index here.
    public var cases: [Identifier] {
        var names: [Identifier] = []
        for member in members {
            if case .cases(let group, _) = member { names += group }
        }
        return names
    }
    public var methods: [FunctionLiteral] {
        members.compactMap { if case .method(let method) = $0 { method } else { nil } }
    }
}

public enum EnumMember: Sendable {
    /// `case a, b, c`, with the span of the whole line.
    case cases([Identifier], SourceSpan)
    case method(FunctionLiteral)

    public var span: SourceSpan {
        switch self {
        case .cases(_, let span): span
        case .method(let function): function.span
        }
    }
}

/// `if c1 { } else if c2 { } else { }`: the conditional branches in order, then the else block.
public struct IfStatement: Sendable {
    public var branches: [ConditionalBlock]
    public var elseBlock: Block?

    public init(branches: [ConditionalBlock], elseBlock: Block?) {
        self.branches = branches
        self.elseBlock = elseBlock
    }
}

public struct ConditionalBlock: Sendable {
    public var condition: Expr
    public var body: Block

    public init(condition: Expr, body: Block) {
        self.condition = condition
        self.body = body
    }
}

/// `switch subject { cases }`.
public struct SwitchStatement: Sendable {
    public var subject: Expr
    public var cases: [SwitchCase]

    public init(subject: Expr, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

/// `case p1, p2: statements` or `default: statements`. No fallthrough.
public struct SwitchCase: Sendable {
    /// The values to compare with (`.ride` is an `.implicitMember`); empty for `default`.
    public var patterns: [Expr]
    public var body: [Stmt]
    /// From `case`/`default` to the end of its last statement.
    public var span: SourceSpan

    public init(patterns: [Expr], body: [Stmt], span: SourceSpan) {
        self.patterns = patterns
        self.body = body
        self.span = span
    }

    public var isDefault: Bool { patterns.isEmpty }
}
