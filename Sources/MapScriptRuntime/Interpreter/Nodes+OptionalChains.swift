import MapScriptSyntax

/// `a?.b.c`, `a?.f().g`, `a?.b[0]`: the part of a postfix chain after a `?.`, run only when
/// the value before it is not nil. When it is nil the whole chain is nil, as in Swift.
///
/// The value before the `?.` is kept in a hidden slot of the frame, where the rest of the
/// chain reads it (`rest` starts with a `LocalGet` of that slot), so it is evaluated once and
/// nothing but a nil test is added to the chain. A later `?.` in the chain is another of
/// these nodes inside `rest`; a nil there ends the whole chain too, since `rest` runs to its
/// end.
final class OptionalChainNode: ExprNode {
    let object: ExprNode
    let slot: Int
    let rest: ExprNode

    init(object: ExprNode, slot: Int, rest: ExprNode, span: SourceSpan) {
        self.object = object
        self.slot = slot
        self.rest = rest
        super.init(span: span)
    }

    override func eval(_ ip: Interpreter) throws -> Value {
        let value = try object.eval(ip)
        if case .nil = value { return .nil }
        ip.frame[slot] = value
        return try rest.eval(ip)
    }
}

/// `a?.b.c = value` (and `+=`...): the assignment runs only when the value before the `?.`
/// is not nil; otherwise nothing happens, the value on the right included.
final class OptionalChainStatement: StmtNode {
    let object: ExprNode
    let slot: Int
    let body: StmtNode

    init(object: ExprNode, slot: Int, body: StmtNode, span: SourceSpan) {
        self.object = object
        self.slot = slot
        self.body = body
        super.init(span: span)
    }

    override func exec(_ ip: Interpreter) throws -> Flow {
        let value = try object.eval(ip)
        if case .nil = value { return .normal }
        ip.frame[slot] = value
        return try body.exec(ip)
    }
}
