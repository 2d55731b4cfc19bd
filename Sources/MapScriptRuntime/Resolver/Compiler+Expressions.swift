import MapScriptGeometry
import MapScriptScene
import MapScriptSyntax

extension Compiler {
    func compileExpression(_ expression: Expr) -> ExprNode {
        let span = expression.span
        switch expression.kind {
        case .number(let n):
            return ConstantNode(.number(n), span: span)
        case .bool(let b):
            return ConstantNode(.bool(b), span: span)
        case .nilLiteral:
            return ConstantNode(.nil, span: span)
        case .string(let parts):
            return compileString(parts, span: span)
        case .color(let c):
            return ConstantNode(.color(Color(c)), span: span)
        case .coordinate(let latitude, let longitude):
            let lat = compileExpression(latitude)
            let lon = compileExpression(longitude)
            // A constant coordinate is folded only when it is valid; an invalid one is left to
            // the node, which reports it when (and only if) the line runs.
            if let a = lat as? ConstantNode, let b = lon as? ConstantNode, case .number(let x) = a.value, case .number(let y) = b.value,
               (try? Coordinate(latitude: x, longitude: y).validated()) != nil {
                return ConstantNode(.coordinate(.init(latitude: x, longitude: y)), span: span)
            }
            return CoordinateNode(latitude: lat, longitude: lon, span: span)
        case .list(let items):
            return ListLiteralNode(items.map(compileExpression), span: span)
        case .dictionary(let entries):
            return DictionaryLiteralNode(keys: entries.map { compileExpression($0.key) }, values: entries.map { compileExpression($0.value) }, span: span)
        case .identifier(let id):
            return compileRead(id)
        case .selfExpr:
            return compileSelf(span: span)
        case .superMember(let name):
            guard checkSuper(span: span) else { return ConstantNode(.nil, span: span) }
            return SuperMemberNode(receiver: compileSelf(span: span), name: name.name, symbol: ip.symbols.intern(name.name), arguments: nil, span: span)
        case .implicitMember(let name):
            return ConstantNode(.implicitMember(name.name), span: span)
        case .parenthesized(let inner):
            return compileExpression(inner)
        case .unary(let op, let operand):
            let node = compileExpression(operand)
            switch op {
            case .negate:
                if let constant = node as? ConstantNode, case .number(let n) = constant.value {
                    return ConstantNode(.number(-n), span: span)
                }
                return NegateNode(node, span: span)
            case .not:
                return NotNode(node, span: span)
            }
        case .binary(let first, let rest):
            if rest.count == 1, rest[0].op.isComparison {
                let right = rest[0].operand
                return binaryNode(rest[0].op, namedValue(first, meeting: right) ?? compileExpression(first),
                                  namedValue(right, meeting: first) ?? compileExpression(right), span: span)
            }
            return compileChain(first, rest)
        case .typeCheck(let operand, let type):
            return IsNode(compileExpression(operand), type: compileRead(type), typeName: type.name, span: span)
        case .range(let lower, let upper, let closed):
            return RangeNode(compileExpression(lower), compileExpression(upper), closed: closed, span: span)
        case .member, .optionalMember, .subscriptAccess, .call:
            return compilePostfix(expression)
        case .function(let function):
            let name = function.name?.name ?? "anonymous function"
            let prototype = compileFunction(function, name: name, kind: .function)
            return FunctionNode(prototype, span: span)
        }
    }

    /// The number a leading-dot name stands for where it meets a priority property, compared
    /// with it or as a `case` of a switch over it (`view.displayPriority == .required` is
    /// `... == 1000`); nil when `expression` is no name or `other` no such property. A name the
    /// property's kind lacks is an error here, before the script runs, and so is a name that
    /// meets a property of a built-in enum (`view.collisionMode == .square`).
    func namedValue(_ expression: Expr, meeting other: Expr) -> ExprNode? {
        guard case .member(_, let property) = other.kind else { return nil }
        return namedValue(expression, givenTo: property.name)
    }

    /// For a leading-dot name given to the built-in property `property` (compared with it,
    /// a `case` over it, or assigned to it): the number it stands for when the property holds
    /// a priority; nil for any other expression or property. A name the property's kind or
    /// enum lacks is an error under it, dot and all, where the run would put it. A script
    /// class that declares a field of that name keeps its own meaning: the check is left to
    /// the run.
    func namedValue(_ expression: Expr, givenTo property: String) -> ExprNode? {
        guard case .implicitMember(let name) = expression.kind else { return nil }
        let kind = NamedNumbers.kind(ofProperty: property), enumType = EnumProperties.byName[property]
        guard kind != nil || enumType != nil,
              !globalClassShapes.values.contains(where: { $0.fields[property] != nil }) else { return nil }
        if let kind {
            guard let value = kind.value(named: name.name) else {
                let unknown = kind.unknown(name.name)
                error(unknown.message, expression.span, suggestion: unknown.suggestion)
                return ConstantNode(.nil, span: expression.span)
            }
            return ConstantNode(.number(value), span: expression.span)
        }
        if let enumType, enumType.case(named: name.name) == nil {
            let unknown = enumType.unknownCase(name.name)
            error(unknown.message, expression.span, suggestion: unknown.suggestion, help: unknown.help)
        }
        return nil
    }

    /// The value of an assignment to the property `property` (a member, or a bare name in a
    /// config block): a leading-dot name checked against the property's kind (`namedValue`)
    /// when the assignment is plain; compound ones (`+=`) leave it to the run.
    func compileAssigned(_ value: Expr, toProperty property: String, op: AssignmentOperator) -> ExprNode {
        (op.binaryOperator == nil ? namedValue(value, givenTo: property) : nil) ?? compileExpression(value)
    }

    /// A chain as the nodes of its grouping: `a - b - c` as `(a - b) - c`, and `a ?? b ?? c`
    /// as `a ?? (b ?? c)`, which stops at the first value that is not nil. Each node spans its
    /// own operands, where an error in it puts the caret. A chain longer than
    /// `longestNestedChain` is one `ChainNode` instead.
    private func compileChain(_ first: Expr, _ rest: [BinaryOperand]) -> ExprNode {
        // In source order, so that the compiler's diagnostics are too.
        let firstNode = compileExpression(first)
        let nodes = rest.map { compileExpression($0.operand) }
        let start = first.span.start
        if rest.count > Compiler.longestNestedChain {
            var steps: [BinaryNode] = []
            steps.reserveCapacity(rest.count)
            var end = first.span.end
            for (link, right) in zip(rest, nodes) {
                let before = ExprNode(span: SourceSpan(start: start, end: end))
                end = link.operand.span.end
                steps.append(binaryNode(link.op, before, right, span: SourceSpan(start: start, end: end)))
            }
            return ChainNode(first: firstNode, steps: steps, span: SourceSpan(start: start, end: end))
        }
        if rest.first?.op == .nilCoalesce {
            var node = nodes[nodes.count - 1]
            let end = rest[rest.count - 1].operand.span.end
            for index in stride(from: rest.count - 2, through: 0, by: -1) {
                node = NilCoalesceNode(nodes[index], node, span: SourceSpan(start: rest[index].operand.span.start, end: end))
            }
            return NilCoalesceNode(firstNode, node, span: SourceSpan(start: start, end: end))
        }
        var node = firstNode
        for (link, right) in zip(rest, nodes) {
            node = binaryNode(link.op, node, right, span: SourceSpan(start: start, end: link.operand.span.end))
        }
        return node
    }

    func binaryNode(_ op: BinaryOperator, _ left: ExprNode, _ right: ExprNode, span: SourceSpan) -> BinaryNode {
        switch op {
        case .add: return AddNode(left, right, span: span)
        case .subtract: return SubtractNode(left, right, span: span)
        case .multiply: return MultiplyNode(left, right, span: span)
        case .divide: return DivideNode(left, right, span: span)
        case .remainder: return RemainderNode(left, right, span: span)
        case .equal: return EqualNode(left, right, negated: false, span: span)
        case .notEqual: return EqualNode(left, right, negated: true, span: span)
        case .less: return CompareNode(left, right, kind: .less, symbol: "<", span: span)
        case .lessEqual: return CompareNode(left, right, kind: .lessEqual, symbol: "<=", span: span)
        case .greater: return CompareNode(left, right, kind: .greater, symbol: ">", span: span)
        case .greaterEqual: return CompareNode(left, right, kind: .greaterEqual, symbol: ">=", span: span)
        case .and: return AndNode(left, right, span: span)
        case .or: return OrNode(left, right, span: span)
        case .nilCoalesce: return NilCoalesceNode(left, right, span: span)
        }
    }

    private func compileString(_ parts: [StringPart], span: SourceSpan) -> ExprNode {
        var compiled: [InterpolationNode.Part] = []
        for part in parts {
            switch part {
            case .text(let s, _): compiled.append(.text(s))
            case .interpolation(let e): compiled.append(.value(compileExpression(e)))
            }
        }
        if compiled.isEmpty { return ConstantNode(.string(""), span: span) }
        if compiled.count == 1, case .text(let s) = compiled[0] { return ConstantNode(.string(s), span: span) }
        return InterpolationNode(compiled, span: span)
    }

    /// `self` where it is bound: methods, initializers, config blocks (and closures inside
    /// them, which capture it).
    func compileSelf(span: SourceSpan) -> ExprNode {
        guard let resolution = resolve("self") else {
            error("'self' can only be used inside a method or a config block", span)
            return ConstantNode(.nil, span: span)
        }
        return resolution.location.reader(span: span)
    }

    /// `super` needs a method of a class (or of a renderer rule), possibly through closures.
    @discardableResult
    func checkSuper(span: SourceSpan) -> Bool {
        for context in contexts.reversed() {
            if context.allowsSuper { return true }
            if context.kind != .function { break }
        }
        error("'super' can only be used inside a method of a class", span)
        return false
    }

    func compileArguments(_ arguments: [Argument]) -> ArgumentNodes {
        var positional: [ExprNode] = []
        var keywords: [(label: String, value: ExprNode)] = []
        var labelSpans: [SourceSpan] = []
        var labels: Set<String> = []
        for argument in arguments {
            let value = compileExpression(argument.value)
            if let label = argument.label {
                if !labels.insert(label.name).inserted {
                    error("argument '\(label.name)' is given twice", label.span)
                }
                keywords.append((label.name, value))
                labelSpans.append(label.span)
            } else {
                if !keywords.isEmpty {
                    error("positional arguments must come before labelled ones", argument.value.span)
                }
                positional.append(value)
            }
        }
        return ArgumentNodes(positional: positional, keywords: keywords, labelSpans: labelSpans)
    }
}
