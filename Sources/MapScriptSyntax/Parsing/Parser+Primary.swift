/// Primary expressions: literals, names, brackets, anonymous functions.
extension Parser {
    /// primary ::= NUMBER | string | COLOR | 'true' | 'false' | 'nil' | 'self'
    ///           | 'super' '.' memberName | IDENTIFIER | '.' memberName
    ///           | coordinateLiteral | listLiteral | dictionaryLiteral
    ///           | '(' expression ')' | functionExpression
    mutating func parsePrimary() throws(ParseFailure) -> Expr {
        let token = current
        switch token.kind {
        case .number:
            advance()
            if case .number(let value) = token.value { return Expr(.number(value), span: token.span) }
            return Expr(.number(0), span: token.span)
        case .string, .stringHead:
            return try parseString()
        case .color:
            advance()
            if case .color(let color) = token.value { return Expr(.color(color), span: token.span) }
            return Expr(.color(ColorLiteral(red: 0, green: 0, blue: 0)), span: token.span)
        case .trueKeyword, .falseKeyword:
            advance()
            return Expr(.bool(token.kind == .trueKeyword), span: token.span)
        case .nilKeyword:
            advance()
            return Expr(.nilLiteral, span: token.span)
        case .selfKeyword:
            advance()
            return Expr(.selfExpr, span: token.span)
        case .superKeyword:
            advance()
            guard consume(.dot) else {
                throw fail("'super' must be followed by '.' and a member, as in 'super.init()'", at: token.span)
            }
            let member = try expectMemberName(after: ".")
            return Expr(.superMember(member), span: token.span.union(member.span))
        case .identifier:
            advance()
            return Expr(.identifier(Identifier(name: text(of: token), span: token.span)), span: token.span)
        case .dot:
            advance()
            let member = try expectMemberName(after: ".")
            return Expr(.implicitMember(member), span: token.span.union(member.span))
        case .coordinateStart:
            return try parseCoordinateLiteral()
        case .leftBracket:
            return try parseListOrDictionary()
        case .leftParen:
            // Counted at the '(', so that the error of nesting too deep points at it.
            try enter()
            defer { leave() }
            advance()
            if at(.rightParen) {
                throw fail("expected an expression between '(' and ')'", at: current.span)
            }
            let inner = try parseExpression()
            if at(.comma) {
                throw fail("expected ')' to close '(' at \(position(token.span.start)); there are no tuples (for a coordinate write @(lat, lon))", at: current.span)
            }
            try expectClosing(.rightParen, opening: .leftParen, at: token.span.start)
            return Expr(.parenthesized(inner), span: span(from: token.span.start))
        case .funcKeyword:
            return try parseFunctionExpression()
        case .notKeyword:
            throw fail("'not' binds more loosely than this operator; put it in parentheses: '(not x)'", at: token.span)
        default:
            throw failExpectedExpression()
        }
    }

    /// "expected an expression after '+'", or "..., found ')'".
    mutating func failExpectedExpression() -> ParseFailure {
        // `x++`, `x--`: Swift 2's increment.
        // (`x--` reads as `x - -`, the second a negation: the pair is one token back then.)
        if let previous, previous.kind == .plus || previous.kind == .minus {
            let pair = current.kind == previous.kind && previous.span.end == current.span.start ? previous.span.union(current.span)
                : index >= 2 && tokens[index - 2].kind == previous.kind && tokens[index - 2].span.end == previous.span.start
                    ? tokens[index - 2].span.union(previous.span) : nil
            if let pair {
                let symbol = previous.kind == .plus ? "+" : "-"
                return fail("mapscript has no '\(symbol)\(symbol)'", at: pair, help: "write 'x \(symbol)= 1'")
            }
        }
        // `a === b`, `a !== b`: Swift's identity operators, read as `==` then `=`.
        if let previous, previous.kind == .equalEqual || previous.kind == .bangEqual,
           current.kind == .equal, previous.span.end == current.span.start {
            let symbol = previous.kind == .equalEqual ? "===" : "!=="
            return fail("mapscript has no '\(symbol)'", at: previous.span.union(current.span),
                        help: "'==' and '!=' compare objects by identity: write '\(symbol.dropLast())'")
        }
        // `l.map({ x in x * 2 })`, `let f = { ... }`: braces where a value goes are Swift's closure.
        let closureHelp = kind == .leftBrace && [.leftParen, .comma, .equal, .colon, .returnKeyword].contains(previous?.kind)
            ? "mapscript has no closure expressions: write a function, as in 'func (x) { return x * 2 }'" : nil
        if let previous, let symbol = previous.kind.fixedText, previous.kind.continuesLine || isOperatorLike(previous.kind) {
            return fail("expected an expression after '\(symbol)'", at: missingSpan, help: closureHelp)
        }
        if let keyword = kind.keywordText {
            return fail("expected an expression, found keyword '\(keyword)'", at: current.span)
        }
        return fail("expected an expression, found \(describe(current))", at: missingSpan, help: closureHelp)
    }

    private func isOperatorLike(_ kind: TokenKind) -> Bool {
        switch kind {
        case .bang, .notKeyword, .returnKeyword, .leftParen, .leftBracket, .coordinateStart, .colon, .inKeyword,
             .ifKeyword, .whileKeyword, .switchKeyword, .caseKeyword:
            return true
        default:
            return false
        }
    }

    /// string ::= STRING | STRING_HEAD expression (STRING_MIDDLE expression)* STRING_TAIL
    mutating func parseString() throws(ParseFailure) -> Expr {
        let start = current.span.start
        var parts: [StringPart] = []
        func addText(_ token: Token, _ parts: inout [StringPart]) {
            let span = stringContents(of: token)
            guard !span.isEmpty else { return }
            parts.append(.text(StringEscapes.decodedText(file.bytes, from: span.start, to: span.end), span))
        }
        if at(.string) {
            addText(current, &parts)
            advance()
            return Expr(.string(parts), span: span(from: start))
        }
        try enter()
        defer { leave() }
        var interpolationStart = current.span.end - 2
        addText(current, &parts)
        advance()   // string head
        while true {
            if at(.stringTail) || at(.stringMiddle) {
                throw fail("expected an expression inside '\\(...)'", at: SourceSpan(start: interpolationStart, end: current.span.start + 1))
            }
            parts.append(.interpolation(try parseExpression()))
            if at(.stringTail) {
                addText(current, &parts)
                advance()
                return Expr(.string(parts), span: span(from: start))
            }
            if at(.stringMiddle) {
                interpolationStart = current.span.end - 2
                addText(current, &parts)
                advance()
                continue
            }
            throw fail("expected ')' to close the interpolation '\\(' at \(position(interpolationStart)), found \(describe(current))", at: missingSpan)
        }
    }

    /// The span of a string token's text: inside the quote, the `)` and the `\(` around it.
    func stringContents(of token: Token) -> SourceSpan {
        let bytes = file.bytes
        let start = token.span.start + 1
        var end = token.span.end
        switch token.kind {
        case .stringHead, .stringMiddle:
            end -= 2
        default:
            // A closing quote, unless the string ran to the end of the file unterminated.
            if end - 1 >= start, end - 1 < bytes.count, bytes[end - 1] == UInt8(ascii: "\""), !isEscaped(end - 1, after: start) { end -= 1 }
        }
        return SourceSpan(start: start, end: max(start, end))
    }

    /// The byte at `index` is preceded by an odd run of backslashes (within the string).
    private func isEscaped(_ index: Int, after start: Int) -> Bool {
        var backslashes = 0
        var cursor = index - 1
        while cursor >= start, file.bytes[cursor] == UInt8(ascii: "\\") {
            backslashes += 1
            cursor -= 1
        }
        return backslashes % 2 == 1
    }

    /// coordinateLiteral ::= '@(' expression ',' expression ','? ')'
    mutating func parseCoordinateLiteral() throws(ParseFailure) -> Expr {
        let open = current.span.start
        try enter()
        defer { leave() }
        advance()   // '@('
        let latitude = try parseExpression()
        guard consume(.comma) else {
            throw fail("expected ',' and a longitude in the coordinate, as in @(51.5, -0.12), found \(describe(current))", at: missingSpan)
        }
        let longitude = try parseExpression()
        _ = consume(.comma)
        if !at(.rightParen), !at(.endOfFile) {
            throw fail("a coordinate has two parts, latitude and longitude; expected ')' to close '@(' at \(position(open))", at: current.span)
        }
        try expectClosing(.rightParen, opening: .coordinateStart, at: open)
        return Expr(.coordinate(latitude: latitude, longitude: longitude), span: span(from: open))
    }

    /// listLiteral ::= '[' (expression (',' expression)* ','?)? ']'
    /// dictionaryLiteral ::= '[' ':' ']' | '[' entry (',' entry)* ','? ']'
    /// entry ::= expression ':' expression
    mutating func parseListOrDictionary() throws(ParseFailure) -> Expr {
        let open = current.span.start
        try enter()
        defer { leave() }
        advance()   // '['
        if consume(.colon) {
            try expectClosing(.rightBracket, opening: .leftBracket, at: open)
            return Expr(.dictionary([]), span: span(from: open))
        }
        if consume(.rightBracket) {
            return Expr(.list([]), span: span(from: open))
        }
        let first = try parseExpression()
        if consume(.colon) {
            var entries = [DictionaryEntry(key: first, value: try parseExpression())]
            while consume(.comma), !at(.rightBracket) {
                let key = try parseExpression()
                guard consume(.colon) else {
                    throw fail("expected ':' and a value after the key in a dictionary, found \(describe(current))", at: missingSpan)
                }
                entries.append(DictionaryEntry(key: key, value: try parseExpression()))
            }
            try expectClosing(.rightBracket, opening: .leftBracket, at: open)
            return Expr(.dictionary(entries), span: span(from: open))
        }
        var elements = [first]
        while consume(.comma), !at(.rightBracket) {
            let element = try parseExpression()
            if at(.colon) {
                throw fail("a list cannot hold 'key: value' entries; a dictionary has them for every element", at: current.span)
            }
            elements.append(element)
        }
        try expectClosing(.rightBracket, opening: .leftBracket, at: open)
        return Expr(.list(elements), span: span(from: open))
    }

    /// functionExpression ::= 'func' parameterClause block
    mutating func parseFunctionExpression() throws(ParseFailure) -> Expr {
        let start = current.span.start
        advance()   // 'func'
        if at(.identifier) {
            throw fail("a named function is a declaration and cannot be used as a value; write 'func (...) { }' for an anonymous one", at: current.span)
        }
        let parameters = try parseParameterClause(of: "the anonymous function")
        let body = try parseBlock("to start the function body")
        let function = FunctionLiteral(name: nil, parameters: parameters, body: body, span: span(from: start))
        return Expr(.function(function), span: function.span)
    }
}
