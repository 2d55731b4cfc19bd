/// Declarations: variables, functions, classes, enums.
extension Parser {
    /// variableDecl ::= 'let' IDENTIFIER '=' expression | 'var' IDENTIFIER ('=' expression)?
    mutating func parseVariableDecl() throws(ParseFailure) -> VariableDecl {
        let isConstant = at(.letKeyword)
        let keyword = isConstant ? "let" : "var"
        advance()
        let name = try expectName("a name after '\(keyword)'")
        if at(.colon) {
            throw fail("variables have no type annotations; write '\(keyword) \(name.name) = value'", at: current.span)
        }
        guard consume(.equal) else {
            if isConstant {
                throw fail("expected '=' and a value after 'let \(name.name)'; a constant needs a value", at: missingSpan)
            }
            return VariableDecl(isConstant: false, name: name, initializer: nil)
        }
        let value = try parseExpression()
        return VariableDecl(isConstant: isConstant, name: name, initializer: value)
    }

    /// functionDecl ::= 'func' IDENTIFIER parameterClause block
    mutating func parseFunctionDecl() throws(ParseFailure) -> FunctionLiteral {
        let start = current.span.start
        advance()   // 'func'
        let name = try expectName("a function name after 'func'")
        let parameters = try parseParameterClause(of: "the function '\(name.name)'")
        let body = try parseBlock("to start the body of '\(name.name)'")
        return FunctionLiteral(name: name, parameters: parameters, body: body, span: span(from: start))
    }

    /// parameterClause ::= '(' (parameter (',' parameter)* ','?)? ')'
    /// parameter ::= IDENTIFIER ('=' expression)?
    mutating func parseParameterClause(of what: String) throws(ParseFailure) -> [Parameter] {
        let open = current.span.start
        guard consume(.leftParen) else {
            throw fail("expected '(' and the parameters of \(what), found \(describe(current))", at: missingSpan)
        }
        try enter()
        defer { leave() }
        var parameters: [Parameter] = []
        while !at(.rightParen) {
            let name = try expectName("a parameter name")
            if let earlier = parameters.first(where: { $0.name.name == name.name }) {
                diagnostics.append(Diagnostic(
                    message: "duplicate parameter '\(name.name)'", file: file, span: name.span,
                    notes: [.note("the first '\(name.name)' is here", in: file, at: earlier.name.span)]
                ))
            }
            if at(.identifier) {
                // `func f(_ a)`, `func f(at point)`: Swift's argument labels.
                throw fail("parameters have no separate argument labels", at: name.span,
                           help: "write the parameter's name alone, '\(text(of: current))'; a call gives an argument by position or by that name")
            }
            if at(.colon) { skipTypeAnnotation(of: name) }
            var defaultValue: Expr?
            if consume(.equal) {
                defaultValue = try parseExpression()
            }
            parameters.append(Parameter(name: name, defaultValue: defaultValue))
            if !consume(.comma) { break }
        }
        try expectClosing(.rightParen, opening: .leftParen, at: open)
        return parameters
    }

    /// Swift's `name: Type` in a parameter list: one error under the whole annotation, which
    /// is then skipped, so that the rest of the list parses and the `?` of `String?` is not
    /// also reported as an operator mapscript lacks.
    private mutating func skipTypeAnnotation(of name: Identifier) {
        let start = current.span.start
        var depth = 0
        advance()   // ':'
        let first = index
        scan: while true {
            switch kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { break scan }
                depth -= 1
            case .comma, .equal:
                if depth == 0 { break scan }
            case .newline, .endOfFile, .leftBrace:
                break scan
            default:
                break
            }
            advance()
        }
        // Up to what stops the annotation, less the spaces before it: text the lexer could not
        // read in between (the `?`) is part of the annotation, and its own error is left out.
        var end = current.span.start
        while end > start, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(file.bytes[end - 1]) { end -= 1 }
        explainedLexicalRanges.append(start..<end)
        // `a: 1` is a default value in the wrong form; `a: Int` a type.
        let isLiteral = index == first + 1 && [.number, .string, .color, .trueKeyword, .falseKeyword, .nilKeyword].contains(tokens[first].kind)
        let help = isLiteral ? "write '\(name.name) = \(text(of: tokens[first]))'"
            : "write the parameter's name alone: a parameter takes a value of any kind"
        diagnostics.append(.error("parameters have no type annotations; a default value is written 'name = value'",
                                  in: file, at: SourceSpan(start: start, end: end), help: help))
    }

    /// classDecl ::= 'class' IDENTIFIER (':' IDENTIFIER)? '{' classMemberList '}'
    /// classMemberList ::= separator* (variableDecl separator+ | bodyMember separator*)* (variableDecl separator*)?
    mutating func parseClassDecl() throws(ParseFailure) -> ClassDecl {
        advance()   // 'class'
        let name = try expectName("a class name after 'class'")
        var superclass: Identifier?
        if consume(.colon) {
            let first = try expectName("the name of the superclass after ':'")
            superclass = first
            if at(.comma) {
                // `class Cafe: NSObject, MKAnnotation`: Swift's superclass and protocols.
                var names = [first.name]
                var last = index
                while tokens[last].kind == .comma, tokens[last + 1].kind == .identifier {
                    names.append(text(of: tokens[last + 1]))
                    last += 2
                }
                let scene = names.first { $0.hasPrefix("MK") && $0.count > 2 }.map { String($0.dropFirst(2)) }
                let help = scene.map { "a class extends the scene class it stands for: write 'class \(name.name): \($0)'" }
                    ?? "keep the superclass alone: 'class \(name.name): \(first.name)'"
                throw fail("a class has one superclass and adopts no protocols",
                           at: current.span.union(tokens[max(index, last - 1)].span), help: help)
            }
        }
        let open = current.span.start
        guard consume(.leftBrace) else {
            throw fail("expected '{' to start the body of class '\(name.name)', found \(describe(current))", at: missingSpan)
        }
        try enter()
        defer { leave() }
        var members: [ClassMember] = []
        var initializerSpan: SourceSpan?
        while !at(.rightBrace), !at(.endOfFile) {
            if consume(.newline) || consume(.semicolon) { continue }
            let memberStart = index
            do {
                let member = try parseClassMember(of: name.name)
                if case .initializer(let function) = member {
                    if let first = initializerSpan {
                        diagnostics.append(Diagnostic(
                            message: "class '\(name.name)' already has an initializer", file: file, span: function.name?.span,
                            notes: [.note("the first 'init' is here", in: file, at: first)]
                        ))
                    }
                    initializerSpan = initializerSpan ?? function.name?.span
                }
                members.append(member)
                // A member that ends with its body's '}' needs no separator after it, as in
                // `init(a) { ... } func m() { ... }`.
                if case .field = member { try expectStatementEnd([.rightBrace]) }
            } catch .reported {
                synchronize()
            }
            if index == memberStart { advance() }
        }
        try expectBlockEnd(openedAt: open)
        return ClassDecl(name: name, superclass: superclass, members: members)
    }

    /// One member of a class: a `variableDecl` or a `bodyMember`.
    /// bodyMember ::= initializerDecl | functionDecl
    /// initializerDecl ::= 'init' parameterClause block
    mutating func parseClassMember(of className: String) throws(ParseFailure) -> ClassMember {
        let start = current.span.start
        switch kind {
        case .letKeyword, .varKeyword:
            let field = try parseVariableDecl()
            return .field(field, span(from: start))
        case .initKeyword:
            let keyword = Identifier(name: "init", span: current.span)
            advance()
            let parameters = try parseParameterClause(of: "the initializer of '\(className)'")
            let body = try parseBlock("to start the body of 'init'")
            return .initializer(FunctionLiteral(name: keyword, parameters: parameters, body: body, span: span(from: start)))
        case .funcKeyword:
            return .method(try parseFunctionDecl())
        default:
            // Swift's modifiers: `override func`, `private var`, `@objc func`...
            let modifiers: Set<String> = ["override", "private", "public", "internal", "fileprivate", "final", "static", "open"]
            if at(.identifier), modifiers.contains(text(of: current)) {
                let word = text(of: current)
                throw fail("mapscript has no '\(word)'", at: current.span,
                           help: word == "override" ? "write the method alone: a method named as one of the superclass's overrides it"
                               : "write the member without it: every member of a class is visible and belongs to its instances")
            }
            var message = "expected 'var', 'let', 'init' or 'func' in the body of class '\(className)', found \(describe(current))"
            if at(.identifier), peek().kind == .equal {
                message += "; a field is declared as 'var \(text(of: current)) = ...'"
            }
            throw fail(message, at: current.span)
        }
    }

    /// enumDecl ::= 'enum' IDENTIFIER '{' enumMemberList '}'
    /// enumMemberList ::= separator* (enumCases separator+ | functionDecl separator*)* (enumCases separator*)?
    mutating func parseEnumDecl() throws(ParseFailure) -> EnumDecl {
        advance()   // 'enum'
        let name = try expectName("an enum name after 'enum'")
        if at(.colon) {
            throw fail("enums have no raw type; a case's rawValue is its 0-based position", at: current.span)
        }
        let open = current.span.start
        guard consume(.leftBrace) else {
            throw fail("expected '{' to start the body of enum '\(name.name)', found \(describe(current))", at: missingSpan)
        }
        try enter()
        defer { leave() }
        var members: [EnumMember] = []
        var seen: [String: SourceSpan] = [:]
        while !at(.rightBrace), !at(.endOfFile) {
            if consume(.newline) || consume(.semicolon) { continue }
            let memberStart = index
            do {
                let member = try parseEnumMember(of: name.name)
                if case .cases(let names, _) = member {
                    for caseName in names {
                        if let first = seen[caseName.name] {
                            diagnostics.append(Diagnostic(
                                message: "duplicate case '\(caseName.name)' in enum '\(name.name)'", file: file, span: caseName.span,
                                notes: [.note("the first '\(caseName.name)' is here", in: file, at: first)]
                            ))
                        } else {
                            seen[caseName.name] = caseName.span
                        }
                    }
                }
                members.append(member)
                if case .cases = member { try expectStatementEnd([.rightBrace]) }
            } catch .reported {
                synchronize()
            }
            if index == memberStart { advance() }
        }
        try expectBlockEnd(openedAt: open)
        return EnumDecl(name: name, members: members)
    }

    /// One member of an enum: `enumCases` or a `functionDecl`.
    /// enumCases ::= 'case' IDENTIFIER (',' IDENTIFIER)* ','?
    mutating func parseEnumMember(of enumName: String) throws(ParseFailure) -> EnumMember {
        let start = current.span.start
        switch kind {
        case .caseKeyword:
            advance()
            var names = [try expectName("a case name after 'case'")]
            // A comma followed by something other than a name is a trailing comma.
            while at(.comma), peek().kind == .identifier || peek().kind.isKeyword && peek().kind != .funcKeyword && peek().kind != .caseKeyword {
                advance()
                names.append(try expectName("a case name after ','"))
            }
            _ = consume(.comma)
            if at(.leftParen) {
                throw fail("enum cases carry no values; declare a class for data", at: current.span)
            }
            return .cases(names, span(from: start))
        case .funcKeyword:
            return .method(try parseFunctionDecl())
        default:
            throw fail("expected 'case' or 'func' in the body of enum '\(enumName)', found \(describe(current))", at: current.span)
        }
    }
}
