/// Statements: lists, blocks, control flow, assignments.
extension Parser {
    /// statementList ::= separator* (statement (separator+ statement)*)? separator*
    /// separator ::= NEWLINE | ';'
    ///
    /// Stops before any token of `terminators` (or the end of the file). Recovers from a
    /// broken statement by skipping to the next one.
    mutating func parseStatementList(until terminators: [TokenKind]) throws(ParseFailure) -> [Stmt] {
        var statements: [Stmt] = []
        while !at(.endOfFile), !terminators.contains(kind) {
            if consume(.newline) || consume(.semicolon) { continue }
            if at(.rightBrace) {
                // Only at top level: inside a block the caller's terminators include '}'.
                diagnostics.append(.error("unexpected '}' without a matching '{'", in: file, at: current.span))
                advance()
                continue
            }
            let start = index
            do {
                let statement = try parseStatement()
                statements.append(statement)
                try expectStatementEnd(terminators, after: statement)
            } catch .reported {
                synchronize()
            }
            if index == start { advance() }   // every turn consumes something
        }
        return statements
    }

    /// After a statement: a newline, `;`, the end of the block or of the file.
    mutating func expectStatementEnd(_ terminators: [TokenKind], after statement: Stmt? = nil) throws(ParseFailure) {
        if consume(.newline) || consume(.semicolon) { return }
        if at(.endOfFile) || at(.rightBrace) || terminators.contains(kind) { return }
        // `title: "x"` in a declaration block: a property is set with '='.
        if at(.colon), let statement, case .expression(let expression) = statement.kind, case .identifier(let name) = expression.kind {
            throw fail("expected a newline or ';' after the statement, found ':'", at: current.span,
                       help: "to set '\(name.name)', write '\(name.name) = ...': ':' labels an argument, '=' sets a property")
        }
        try failOnSwiftConstruct(after: statement)
        throw fail(
            "expected a newline or ';' after the statement, found \(describe(current))",
            at: current.span,
            suggestion: misspeltKeyword(statement)
        )
    }

    /// A Swift construct the language does not have, found where a statement should have
    /// ended (`guard`, `override func`, `as?`, a trailing closure): said as such, with what to
    /// write instead, for people who know MapKit from Swift.
    mutating func failOnSwiftConstruct(after statement: Stmt?) throws(ParseFailure) {
        var word: Identifier?
        if let statement, case .expression(let expression) = statement.kind, case .identifier(let name) = expression.kind { word = name }
        if let word, word.name == "guard" {
            throw fail("mapscript has no 'guard'", at: word.span, help: "write the early exit as an if: 'if not (condition) { return }'")
        }
        if let word, word.name == "override", at(.funcKeyword) {
            throw fail("mapscript has no 'override'", at: word.span,
                       help: "write the method alone: a method named as one of the superclass's overrides it")
        }
        if at(.identifier), text(of: current) == "as" {
            // `as?` and `as!`: the lexer reads no lone `?` or `!`; this error says it all.
            explainedLexicalErrors.insert(current.span.end)
            throw fail("mapscript has no 'as' casts", at: current.span,
                       help: "a value is used as what it is; to test its class, write 'if overlay is Polygon { ... }'")
        }
        if at(.leftBrace), statement != nil {
            throw fail("expected a newline or ';' after the statement, found '{'", at: current.span,
                       help: Parser.noTrailingClosuresHelp)
        }
    }

    static let noTrailingClosuresHelp = "mapscript has no trailing closures: pass a function, as in 'list.map(func (x) { return x * 2 })'"

    /// Two words in a row usually mean the first or second was meant to be a keyword
    /// (`fucn f() {}`, `} esle {`): the keyword it is closest to, if any.
    func misspeltKeyword(_ statement: Stmt?) -> String? {
        if let statement, case .expression(let expression) = statement.kind, case .identifier(let name) = expression.kind,
           let keyword = Suggestions.closest(to: name.name, among: Keywords.all) {
            return keyword
        }
        // Short names are too close to too many words to guess from.
        let found = text(of: current)
        guard at(.identifier), found.count >= 3 else { return nil }
        return Suggestions.closest(to: found, among: Keywords.all)
    }

    /// block ::= '{' statementList '}'
    mutating func parseBlock(_ what: String) throws(ParseFailure) -> Block {
        let start = current.span.start
        guard at(.leftBrace) else {
            if at(.newline) {
                throw fail("expected '{' \(what) on the same line", at: missingSpan)
            }
            throw fail("expected '{' \(what), found \(describe(current))", at: missingSpan)
        }
        advance()
        try enter()
        defer { leave() }
        let statements = try parseStatementList(until: [.rightBrace])
        try expectBlockEnd(openedAt: start)
        return Block(statements: statements, span: span(from: start))
    }

    /// The `}` of a block opened at `start`; at the end of the file, reports it without throwing
    /// so that what the block held is kept.
    mutating func expectBlockEnd(openedAt start: Int) throws(ParseFailure) {
        if consume(.rightBrace) { return }
        let failure = fail(
            "expected '}' to close '{' at \(position(start))",
            at: missingSpan,
            notes: [.note("'{' opened here", in: file, at: SourceSpan(start: start, end: start + 1))] + leftOpenBraceNotes(inside: start)
        )
        if !at(.endOfFile) { throw failure }
    }

    /// statement ::= variableDecl | functionDecl | classDecl | enumDecl | ifStatement
    ///             | whileStatement | forStatement | 'break' | 'continue' | returnStatement
    ///             | switchStatement | importStatement | block
    ///             | sceneDecl | rendererDecl | hookDecl | simpleStatement
    mutating func parseStatement() throws(ParseFailure) -> Stmt {
        let start = current.span.start
        switch kind {
        case .letKeyword, .varKeyword:
            let declaration = try parseVariableDecl()
            return Stmt(.variable(declaration), span: span(from: start))
        case .funcKeyword where peek().kind != .leftParen:
            return Stmt(.function(try parseFunctionDecl()), span: span(from: start))
        case .classKeyword:
            return Stmt(.classDecl(try parseClassDecl()), span: span(from: start))
        case .enumKeyword:
            return Stmt(.enumDecl(try parseEnumDecl()), span: span(from: start))
        case .ifKeyword:
            return Stmt(.ifStatement(try parseIfStatement()), span: span(from: start))
        case .whileKeyword:
            return try parseWhileStatement()
        case .forKeyword:
            return try parseForStatement()
        case .breakKeyword:
            advance()
            return Stmt(.breakStatement, span: span(from: start))
        case .continueKeyword:
            advance()
            return Stmt(.continueStatement, span: span(from: start))
        case .returnKeyword:
            return try parseReturnStatement()
        case .switchKeyword:
            return try parseSwitchStatement()
        case .importKeyword:
            return try parseImportStatement()
        case .leftBrace:
            return Stmt(.block(try parseBlock("to start a block")), span: span(from: start))
        case .elseKeyword:
            throw fail("'else' without an 'if'; it must follow the '}' of an if statement", at: current.span)
        case .caseKeyword:
            throw fail("'case' is only allowed inside a switch or an enum", at: current.span)
        case .defaultKeyword:
            throw fail("'default' is only allowed inside a switch", at: current.span)
        case .initKeyword where peek().kind == .leftParen:
            throw fail("'init' declares an initializer and is only allowed inside a class", at: current.span)
        case .identifier:
            if let declaration = try parseContextualDeclaration() { return declaration }
            return try parseSimpleStatement()
        default:
            return try parseSimpleStatement()
        }
    }

    /// simpleStatement ::= expression (assignmentOperator expression)?
    /// assignmentOperator ::= '=' | '+=' | '-=' | '*=' | '/='
    mutating func parseSimpleStatement() throws(ParseFailure) -> Stmt {
        let start = current.span.start
        let expression = try parseExpression()
        let assignment: AssignmentOperator?
        switch kind {
        case .equal: assignment = .assign
        case .plusEqual: assignment = .addAssign
        case .minusEqual: assignment = .subtractAssign
        case .starEqual: assignment = .multiplyAssign
        case .slashEqual: assignment = .divideAssign
        default: assignment = nil
        }
        guard let assignment else {
            return Stmt(.expression(expression), span: span(from: start))
        }
        let operatorToken = current
        try checkAssignable(expression, operatorToken: operatorToken)
        advance()
        let value = try parseExpression()
        if at(.equal) || at(.plusEqual) || at(.minusEqual) || at(.starEqual) || at(.slashEqual) {
            throw fail("assignments cannot be chained; an assignment is a statement, not a value", at: current.span)
        }
        return Stmt(.assignment(target: expression, assignment, value: value), span: span(from: start))
    }

    /// Only names, members and subscripts can be assigned to.
    mutating func checkAssignable(_ target: Expr, operatorToken: Token) throws(ParseFailure) {
        switch target.kind {
        case .identifier, .member, .superMember, .subscriptAccess:
            return
        case .optionalMember:
            throw fail("cannot assign through '?.'; unwrap the value first", at: target.span)
        case .parenthesized(let inner):
            try checkAssignable(inner, operatorToken: operatorToken)
        case .binary(_, let rest) where rest.count == 1 && (rest[0].op == .equal || rest[0].op == .notEqual):
            throw fail("cannot assign to a comparison", at: target.span)
        default:
            throw fail("cannot assign to this expression; the left side of '\(text(of: operatorToken))' must be a name, a member or a subscript", at: target.span)
        }
    }

    /// ifStatement ::= 'if' expression block (NEWLINE* 'else' (ifStatement | block))?
    mutating func parseIfStatement() throws(ParseFailure) -> IfStatement {
        var branches: [ConditionalBlock] = []
        var elseBlock: Block?
        while true {
            advance()   // 'if'
            let condition = try parseCondition(of: "if")
            let body = try parseBlock("after the if condition")
            branches.append(ConditionalBlock(condition: condition, body: body))
            // `else` may start the next line; look past the newlines without consuming them
            // unless an `else` is really there.
            var lookahead = index
            while tokens[lookahead].kind == .newline { lookahead += 1 }
            guard tokens[lookahead].kind == .elseKeyword else { break }
            index = lookahead
            advance()   // 'else'
            if at(.ifKeyword) { continue }
            elseBlock = try parseBlock("after 'else'")
            break
        }
        return IfStatement(branches: branches, elseBlock: elseBlock)
    }

    /// The condition of `if`/`while`, with a pointed message for `=` written for `==`.
    mutating func parseCondition(of keyword: String) throws(ParseFailure) -> Expr {
        if at(.leftBrace) {
            throw fail("expected a condition after '\(keyword)'", at: current.span)
        }
        if at(.letKeyword) || at(.varKeyword) {
            throw fail("mapscript has no '\(keyword) \(text(of: current))'", at: current.span,
                       help: "read the value first, then compare it with nil: 'let title = a.title' and '\(keyword) title != nil { ... }'")
        }
        let condition = try parseExpression()
        if at(.equal) {
            // `if x = Polygon`: a capitalised name after '=' is most likely a class to test.
            let next = tokens[index + 1]
            let name = text(of: next)
            let help = next.kind == .identifier && name.first?.isUppercase == true
                ? "to test a value's class, write '\(file.text(of: condition.span)) is \(name)'" : nil
            throw fail("'=' assigns; use '==' to compare", at: current.span, help: help)
        }
        return condition
    }

    /// whileStatement ::= 'while' expression block
    mutating func parseWhileStatement() throws(ParseFailure) -> Stmt {
        let start = current.span.start
        advance()
        let condition = try parseCondition(of: "while")
        let body = try parseBlock("after the while condition")
        return Stmt(.whileLoop(condition: condition, body: body), span: span(from: start))
    }

    /// forStatement ::= 'for' IDENTIFIER 'in' expression block
    mutating func parseForStatement() throws(ParseFailure) -> Stmt {
        let start = current.span.start
        advance()
        if at(.leftParen) {
            throw fail("a for loop has one variable", at: current.span,
                       help: "for the index too, loop over the indices: 'for i in 0..<list.count' and 'let item = list[i]'")
        }
        let variable = try expectName("a loop variable name after 'for'")
        try expect(.inKeyword, "after the loop variable, as in 'for x in list'")
        let sequence = try parseExpression()
        let body = try parseBlock("after the for-in sequence")
        return Stmt(.forIn(variable: variable, sequence: sequence, body: body), span: span(from: start))
    }

    /// returnStatement ::= 'return' expression?
    mutating func parseReturnStatement() throws(ParseFailure) -> Stmt {
        let start = current.span.start
        advance()
        switch kind {
        case .newline, .semicolon, .rightBrace, .endOfFile, .caseKeyword, .defaultKeyword:
            return Stmt(.returnStatement(nil), span: span(from: start))
        default:
            let value = try parseExpression()
            return Stmt(.returnStatement(value), span: span(from: start))
        }
    }

    /// switchStatement ::= 'switch' expression '{' separator* switchClause* '}'
    mutating func parseSwitchStatement() throws(ParseFailure) -> Stmt {
        let start = current.span.start
        advance()
        if at(.leftBrace) { throw fail("expected a value to switch on after 'switch'", at: current.span) }
        let subject = try parseExpression()
        let braceStart = current.span.start
        guard consume(.leftBrace) else {
            throw fail("expected '{' after the switch value, found \(describe(current))", at: missingSpan)
        }
        try enter()
        defer { leave() }
        var cases: [SwitchCase] = []
        while !at(.rightBrace), !at(.endOfFile) {
            if consume(.newline) || consume(.semicolon) { continue }
            let clauseStart = index
            do {
                cases.append(try parseSwitchClause())
            } catch .reported {
                synchronize()
            }
            if index == clauseStart { advance() }
        }
        try expectBlockEnd(openedAt: braceStart)
        return Stmt(.switchStatement(SwitchStatement(subject: subject, cases: cases)), span: span(from: start))
    }

    /// switchClause ::= ('case' expression (',' expression)* ','? | 'default') ':' statementList
    mutating func parseSwitchClause() throws(ParseFailure) -> SwitchCase {
        let start = current.span.start
        var patterns: [Expr] = []
        if consume(.defaultKeyword) {
            try expect(.colon, "after 'default'")
        } else if consume(.caseKeyword) {
            repeat {
                if at(.colon), !patterns.isEmpty { break }   // a trailing comma
                patterns.append(try parseExpression())
            } while consume(.comma)
            try expect(.colon, "after the case values")
        } else {
            throw fail("expected 'case' or 'default' in a switch, found \(describe(current))", at: missingSpan)
        }
        let body = try parseStatementList(until: [.caseKeyword, .defaultKeyword, .rightBrace])
        return SwitchCase(patterns: patterns, body: body, span: span(from: start))
    }

    /// importStatement ::= 'import' STRING
    mutating func parseImportStatement() throws(ParseFailure) -> Stmt {
        let start = current.span.start
        advance()
        guard at(.string) else {
            if at(.stringHead) {
                throw fail("the path of an import must be a plain string, without interpolation", at: current.span)
            }
            throw fail("expected a file path string after 'import', as in import \"other.map\"", at: missingSpan)
        }
        let pathSpan = current.span
        let contents = stringContents(of: current)
        let path = StringEscapes.decodedText(file.bytes, from: contents.start, to: contents.end)
        advance()
        return Stmt(.importFile(path: path, pathSpan: pathSpan), span: span(from: start))
    }
}
