import MapScriptSyntax

/// The compiled form of an expression: a tree of final classes, each with its operands and
/// its resolved slots (never a name to look up). `eval` is the one virtual call per node.
class ExprNode {
    let span: SourceSpan

    init(span: SourceSpan) {
        self.span = span
    }

    func eval(_ ip: Interpreter) throws -> Value { .nil }
}

/// The compiled form of a statement.
class StmtNode {
    let span: SourceSpan

    init(span: SourceSpan) {
        self.span = span
    }

    func exec(_ ip: Interpreter) throws -> Flow { .normal }
}
