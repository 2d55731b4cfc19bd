/// Operator expressions, loosest first. Each level is one function; a level calls the next
/// tighter one for its operands, so the call chain spells the precedence table of the
/// language reference: or, and, not, comparisons and `is`, `??`, ranges, `+ -`, `* / %`,
/// unary `-` and `!`, postfix.
extension Parser {
    /// expression ::= orExpression
    ///
    /// An expression is no level of nesting by itself: the brackets, calls, operators and
    /// blocks that hold one count theirs, so that each counts one level as the language
    /// reference says (every path back here passes one of them).
    mutating func parseExpression() throws(ParseFailure) -> Expr {
        try parseOrExpression()
    }

    /// orExpression ::= andExpression (('or' | '||') andExpression)*
    mutating func parseOrExpression() throws(ParseFailure) -> Expr {
        try parseChain({ (parser: inout Parser) throws(ParseFailure) in try parser.parseAndExpression() }) { kind in
            kind == .orKeyword || kind == .pipePipe ? .or : nil
        }
    }

    /// andExpression ::= notExpression (('and' | '&&') notExpression)*
    mutating func parseAndExpression() throws(ParseFailure) -> Expr {
        try parseChain({ (parser: inout Parser) throws(ParseFailure) in try parser.parseNotExpression() }) { kind in
            kind == .andKeyword || kind == .ampersandAmpersand ? .and : nil
        }
    }

    /// One precedence level's chain: `operand` parses an operand (the next tighter level) and
    /// `op` tells the operator of this level a token is, nil for any other token. The chain is
    /// one `.binary` node however long it is, and so one level of nesting: a generated sum
    /// of 100,000 terms is as deep as `a + b`. A lone operand is returned as it is.
    mutating func parseChain(_ operand: (inout Parser) throws(ParseFailure) -> Expr,
                             operator op: (TokenKind) -> BinaryOperator?) throws(ParseFailure) -> Expr {
        let first = try operand(&self)
        guard op(kind) != nil else { return first }
        try enter()
        defer { leave() }
        var rest: [BinaryOperand] = []
        while let next = op(kind) {
            advance()
            rest.append(BinaryOperand(next, try operand(&self)))
        }
        return Expr(.binary(first, rest), span: first.span.union(rest[rest.count - 1].operand.span))
    }

    /// notExpression ::= 'not' notExpression | comparison
    mutating func parseNotExpression() throws(ParseFailure) -> Expr {
        guard at(.notKeyword) else { return try parseComparison() }
        let start = current.span.start
        advance()
        try enter()
        defer { leave() }
        let operand = try parseNotExpression()
        return Expr(.unary(.not, operand), span: SourceSpan(start: start, end: operand.span.end))
    }

    /// comparison ::= nilCoalescing ((comparisonOperator nilCoalescing) | ('is' IDENTIFIER))?
    /// comparisonOperator ::= '==' | '!=' | '<' | '<=' | '>' | '>='
    ///
    /// Comparisons do not chain: `a < b < c` is an error.
    mutating func parseComparison() throws(ParseFailure) -> Expr {
        let lhs = try parseNilCoalescing()
        let result: Expr
        if at(.isKeyword) {
            advance()
            let type = try expectName("a type name after 'is'")
            result = Expr(.typeCheck(lhs, type: type), span: lhs.span.union(type.span))
        } else if let op = comparisonOperator(kind) {
            advance()
            let rhs = try parseNilCoalescing()
            result = Expr(.binary(lhs, [BinaryOperand(op, rhs)]), span: lhs.span.union(rhs.span))
        } else {
            return lhs
        }
        if comparisonOperator(kind) != nil || at(.isKeyword) {
            throw fail("comparisons cannot be chained; combine them with 'and', as in 'a < b and b < c'", at: current.span)
        }
        return result
    }

    func comparisonOperator(_ kind: TokenKind) -> BinaryOperator? {
        switch kind {
        case .equalEqual: .equal
        case .bangEqual: .notEqual
        case .less: .less
        case .lessEqual: .lessEqual
        case .greater: .greater
        case .greaterEqual: .greaterEqual
        default: nil
        }
    }

    /// nilCoalescing ::= rangeExpression ('??' rangeExpression)*
    /// (`a ?? b ?? c` tries a, then b, then c, as Swift's right-associative `??` does)
    mutating func parseNilCoalescing() throws(ParseFailure) -> Expr {
        try parseChain({ (parser: inout Parser) throws(ParseFailure) in try parser.parseRangeExpression() }) { kind in
            kind == .questionQuestion ? .nilCoalesce : nil
        }
    }

    /// rangeExpression ::= additive (('..<' | '...') additive)?
    mutating func parseRangeExpression() throws(ParseFailure) -> Expr {
        let lhs = try parseAdditive()
        guard at(.halfOpenRange) || at(.closedRange) else { return lhs }
        let closed = at(.closedRange)
        advance()
        let rhs = try parseAdditive()
        if at(.halfOpenRange) || at(.closedRange) {
            throw fail("ranges cannot be chained", at: current.span)
        }
        return Expr(.range(lhs, rhs, closed: closed), span: lhs.span.union(rhs.span))
    }

    /// additive ::= multiplicative (('+' | '-') multiplicative)*
    mutating func parseAdditive() throws(ParseFailure) -> Expr {
        try parseChain({ (parser: inout Parser) throws(ParseFailure) in try parser.parseMultiplicative() }) { kind in
            switch kind {
            case .plus: .add
            case .minus: .subtract
            default: nil
            }
        }
    }

    /// multiplicative ::= unary (('*' | '/' | '%') unary)*
    mutating func parseMultiplicative() throws(ParseFailure) -> Expr {
        try parseChain({ (parser: inout Parser) throws(ParseFailure) in try parser.parseUnary() }) { kind in
            switch kind {
            case .star: .multiply
            case .slash: .divide
            case .percent: .remainder
            default: nil
            }
        }
    }

    /// unary ::= ('-' | '!') unary | postfix
    mutating func parseUnary() throws(ParseFailure) -> Expr {
        guard at(.minus) || at(.bang) else { return try parsePostfix() }
        let op: UnaryOperator = at(.minus) ? .negate : .not
        let start = current.span.start
        advance()
        try enter()
        defer { leave() }
        let operand = try parseUnary()
        return Expr(.unary(op, operand), span: SourceSpan(start: start, end: operand.span.end))
    }

    /// postfix ::= primary postfixSuffix*
    /// postfixSuffix ::= '.' memberName | '?.' memberName | '[' expression ']' | argumentClause
    mutating func parsePostfix() throws(ParseFailure) -> Expr {
        var expression = try parsePrimary()
        // Each operator of a chain nests the tree one level deeper.
        var levels = 0
        defer { depth -= levels }
        while true {
            switch kind {
            case .dot, .questionDot, .leftBracket, .leftParen:
                try enter()
                levels += 1
            default:
                return expression
            }
            switch kind {
            case .dot:
                advance()
                let member = try expectMemberName(after: ".")
                expression = Expr(.member(expression, member), span: expression.span.union(member.span))
            case .questionDot:
                advance()
                let member = try expectMemberName(after: "?.")
                expression = Expr(.optionalMember(expression, member), span: expression.span.union(member.span))
            case .leftBracket:
                let open = current.span.start
                advance()
                if at(.rightBracket) {
                    throw fail("expected an index between '[' and ']'", at: current.span)
                }
                let index = try parseExpression()
                try expectClosing(.rightBracket, opening: .leftBracket, at: open)
                expression = Expr(.subscriptAccess(expression, index: index), span: span(from: expression.span.start))
            case .leftParen:
                let arguments = try parseArgumentClause()
                expression = Expr(.call(expression, arguments), span: span(from: expression.span.start))
            default:
                return expression
            }
        }
    }

    /// argumentClause ::= '(' (argument (',' argument)* ','?)? ')'
    /// argument ::= (memberName ':')? expression
    /// The call's level of nesting is counted by `parsePostfix`; a declaration's clause is in nothing.
    mutating func parseArgumentClause() throws(ParseFailure) -> [Argument] {
        let open = current.span.start
        advance()   // '('
        var arguments: [Argument] = []
        while !at(.rightParen) {
            var label: Identifier?
            if (at(.identifier) || kind.isKeyword), peek().kind == .colon {
                label = Identifier(name: text(of: current), span: current.span)
                advance()
                advance()
            }
            let value = try parseExpression()
            arguments.append(Argument(label: label, value: value))
            if !consume(.comma) { break }
        }
        try expectClosing(.rightParen, opening: .leftParen, at: open)
        return arguments
    }
}
