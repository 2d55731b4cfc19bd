import MapScriptSyntax

/// Postfix chains: members, `?.`, subscripts and calls, compiled from their base outwards.
///
/// A `?.` guards everything after it up to the end of the chain (`a?.b.c` is nil when `a`
/// is nil, as in Swift), so the chain is compiled as a list of links rather than as nested
/// expressions: at a `?.` the rest of the list becomes the body of one `OptionalChainNode`.
/// Parentheses end a chain, so `(a?.b).c` reads `.c` of nil. A member followed by a call is a
/// method call (`MethodCallNode`), which calls script methods without making a bound method.
extension Compiler {
    /// `a.b`, `a?.b`, `a[i]`, `f(x)` and any chain of them.
    func compilePostfix(_ expression: Expr) -> ExprNode {
        let (base, links) = ChainLink.split(expression)
        let (start, rest) = compileChainStart(base, links[...])
        return compileLinks(start, rest)
    }

    /// The base of a chain; `super.name(...)` takes its call with it.
    private func compileChainStart(_ base: Expr, _ links: ArraySlice<ChainLink>) -> (ExprNode, ArraySlice<ChainLink>) {
        if case .superMember(let name) = base.kind, let first = links.first, case .call(let arguments) = first.kind {
            return (compileSuperCall(name, arguments: arguments, calleeSpan: base.span, span: first.span), links.dropFirst())
        }
        return (compileExpression(base), links)
    }

    /// Applies `links` to `object`; a `?.` hands the rest of them to an optional chain.
    private func compileLinks(_ object: ExprNode, _ links: ArraySlice<ChainLink>) -> ExprNode {
        var node = object
        var index = links.startIndex
        while index < links.endIndex {
            if links[index].isOptional { return compileOptionalChain(node, links[index...]) }
            node = compileStep(node, links, at: &index)
        }
        return node
    }

    /// `object?.rest`: `links` starts with the `?.`, which reads the guarded value as a plain
    /// member.
    private func compileOptionalChain(_ object: ExprNode, _ links: ArraySlice<ChainLink>) -> ExprNode {
        let slot = temporarySlot()
        var index = links.startIndex
        let first = compileStep(LocalGet(slot: slot, span: object.span), links, at: &index)
        let rest = compileLinks(first, links[index...])
        return OptionalChainNode(object: object, slot: slot, rest: rest, span: links[links.endIndex - 1].span)
    }

    /// One step of a chain (a member and the call after it count as one), advancing `index`
    /// past it.
    private func compileStep(_ object: ExprNode, _ links: ArraySlice<ChainLink>, at index: inout Int) -> ExprNode {
        let link = links[index]
        index += 1
        switch link.kind {
        case .member(let name, _):
            let symbol = ip.symbols.intern(name.name)
            if index < links.endIndex, case .call(let arguments) = links[index].kind {
                if ListMethods.changingInPlace.contains(name.name), let read = object as? MemberGet {
                    read.changedInPlaceBy = "'\(name.name)'"
                }
                let call = MethodCallNode(object: object, name: name.name, nameSpan: name.span, symbol: symbol,
                                          arguments: compileArguments(arguments), span: links[index].span)
                index += 1
                return call
            }
            // The caret of an error about the member goes under its name.
            return MemberGet(object: object, name: name.name, symbol: symbol, span: name.span)
        case .subscriptAccess(let indexExpression):
            return SubscriptGet(container: object, index: compileExpression(indexExpression), span: link.span)
        case .call(let arguments):
            return CallNode(callee: object, arguments: compileArguments(arguments), span: link.span)
        }
    }

    /// How to store a changed plain value back into what a step read (`p.origin` of
    /// `a?.p.origin.x = 1` when the origin is a Point), given the writer of the step's object;
    /// nil for the result of a call.
    private func writer(after step: ExprNode, objectWriter: ValueWriter?) -> ValueWriter? {
        if let member = step as? MemberGet { return ValueWriter(.member(member, objectWriter), span: member.span) }
        if let element = step as? SubscriptGet { return ValueWriter(.element(element, nil), span: element.span) }
        return nil
    }

    /// `super.name(...)` and `super.init(...)`.
    private func compileSuperCall(_ name: Identifier, arguments: [Argument], calleeSpan: SourceSpan, span: SourceSpan) -> ExprNode {
        guard checkSuper(span: calleeSpan) else {
            _ = compileArguments(arguments)
            return ConstantNode(.nil, span: span)
        }
        let receiver = compileSelf(span: calleeSpan)
        if name.name == "init" {
            if context.kind != .initializer {
                error("super.init can only be called from an initializer", calleeSpan)
            }
            return SuperInitNode(receiver: receiver, arguments: compileArguments(arguments), span: span)
        }
        return SuperMemberNode(receiver: receiver, name: name.name, symbol: ip.symbols.intern(name.name),
                               arguments: compileArguments(arguments), span: span)
    }

    // MARK: Assignment through a chain

    /// `a?.b.c = value`, `a?.b[0] += 1`: nil before a `?.` of the target skips the
    /// assignment. Returns nil when the target has no `?.` (the ordinary assignment applies).
    func compileAssignmentThroughOptionalChain(target: Expr, op: AssignmentOperator, value: Expr, span: SourceSpan) -> StmtNode? {
        let (base, links) = ChainLink.split(target)
        guard links.contains(where: \.isOptional) else { return nil }
        let (start, rest) = compileChainStart(base, links[...])
        // `super.f().x`: the result of a call is stored nowhere.
        let baseWriter = rest.count == links.count ? writer(for: base) : nil
        return compileAssignmentLinks(start, baseWriter, rest, op: op, value: value, span: span)
    }

    /// Applies all of `links` but the last to `object`, then assigns through the last.
    private func compileAssignmentLinks(_ object: ExprNode, _ objectWriter: ValueWriter?, _ links: ArraySlice<ChainLink>,
                                        op: AssignmentOperator, value: Expr, span: SourceSpan) -> StmtNode {
        var node = object
        var nodeWriter = objectWriter
        var index = links.startIndex
        let last = links.endIndex - 1
        while index < last {
            if links[index].isOptional {
                return compileOptionalAssignment(node, nodeWriter, links[index...], op: op, value: value, span: span)
            }
            node = compileStep(node, links, at: &index)
            nodeWriter = writer(after: node, objectWriter: nodeWriter)
        }
        return compileFinalAssignment(node, nodeWriter, links[last], op: op, value: value, span: span)
    }

    /// The assignment after a `?.` (with which `links` starts).
    private func compileOptionalAssignment(_ object: ExprNode, _ objectWriter: ValueWriter?, _ links: ArraySlice<ChainLink>,
                                           op: AssignmentOperator, value: Expr, span: SourceSpan) -> StmtNode {
        let slot = temporarySlot()
        // The guarded value is the object's value, so a changed plain value goes back where
        // the object came from.
        let guarded = LocalGet(slot: slot, span: object.span)
        let body: StmtNode
        if links.count == 1 {
            body = compileFinalAssignment(guarded, objectWriter, links[links.startIndex], op: op, value: value, span: span)
        } else {
            var index = links.startIndex
            let first = compileStep(guarded, links, at: &index)
            body = compileAssignmentLinks(first, writer(after: first, objectWriter: objectWriter), links[index...],
                                          op: op, value: value, span: span)
        }
        return OptionalChainStatement(object: object, slot: slot, body: body, span: span)
    }

    private func compileFinalAssignment(_ object: ExprNode, _ objectWriter: ValueWriter?, _ link: ChainLink,
                                        op: AssignmentOperator, value: Expr, span: SourceSpan) -> StmtNode {
        switch link.kind {
        case .member(let name, _):
            return MemberSet(object: object, name: name.name, nameSpan: name.span, symbol: ip.symbols.intern(name.name),
                             value: compileExpression(value), compound: op.binaryOperator, writeBack: objectWriter,
                             initializesConstant: false, span: span)
        case .subscriptAccess(let index):
            (object as? MemberGet)?.changedInPlaceBy = "assigning an element"
            return SubscriptSet(container: object, index: compileExpression(index), value: compileExpression(value),
                                compound: op.binaryOperator, span: span)
        case .call:
            // The parser accepts only names, members and subscripts as targets.
            error("cannot assign to this expression", link.span)
            return ExpressionStatement(compileExpression(value), span: span)
        }
    }
}
