import MapScriptSyntax

/// The names of a member chain that ends at a `.` (`map.userLocation.` is `map`,
/// `userLocation`), read backwards from the tokens, and what editor help can tell of its
/// value without running: the class or enum it is, from the script's declarations and the
/// registry. A chain may start with a call of a name (`Point(1, 2).`, `Stop().title.`),
/// whose value is known as a constructor's or a built-in function's; other calls and
/// subscripts in the chain make it unknown rather than guessed.
struct ReceiverChain {
    let names: [String]
    /// The offset the chain starts at, for looking names up in scope there.
    let start: Int
    /// The first name is called (`Point(1, 2).x`): the chain starts with the call's value.
    let startsWithCall: Bool

    /// The chain whose last name is the token before the `.` at `dotIndex`; nil when the dot
    /// follows something else (an operator: then it starts an implicit member like `.red`).
    init?(endingAtDot dotIndex: Int, in index: DocumentIndex) {
        let tokens = index.tokens
        var names: [String] = []
        var position = dotIndex - 1
        var startsWithCall = false
        while true {
            if position >= 0, tokens[position].kind == .rightParen {
                // `Name(...)`: the call's value, if it starts the chain.
                guard let open = ReceiverChain.openingParenthesis(closedAt: position, in: tokens), open >= 1,
                      tokens[open - 1].kind == .identifier else { return nil }
                position = open - 1
                startsWithCall = true
            }
            // `list[0].` or `(a).`: a value the chain cannot follow.
            guard position >= 0, tokens[position].kind == .identifier else { return nil }
            names.insert(index.text(of: tokens[position]), at: 0)
            guard position >= 1, tokens[position - 1].kind == .dot || tokens[position - 1].kind == .questionDot else { break }
            // `a.f().x.`: what a method gives is not followed.
            if startsWithCall { return nil }
            position -= 2
        }
        self.names = names
        self.start = tokens[position].span.start
        self.startsWithCall = startsWithCall
    }

    /// The `(` that the `)` at `closeIndex` closes, counting the brackets and blocks between
    /// (an argument may be a list or an anonymous function); nil when none does.
    private static func openingParenthesis(closedAt closeIndex: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var position = closeIndex
        while position >= 0 {
            switch tokens[position].kind {
            case .rightParen, .rightBracket, .rightBrace:
                depth += 1
            case .leftParen, .leftBracket, .leftBrace, .coordinateStart:
                depth -= 1
                if depth == 0 { return tokens[position].kind == .leftParen ? position : nil }
            default:
                break
            }
            position -= 1
        }
        return nil
    }

    /// What the chain's value is: a class (an instance of it), a class itself (its statics), an
    /// enum (its cases), or nothing known.
    enum Resolution {
        case instance(String)
        case classItself(String)
        case enumType(String)
    }

    func resolve(in index: DocumentIndex, registry: Registry) -> Resolution? {
        var resolution: Resolution
        let first = names[0]
        if startsWithCall {
            guard let called = valueOfCall(of: first, in: index, registry: registry) else { return nil }
            resolution = .instance(called)
        } else if let declaration = index.declaration(named: first, at: start) {
            switch declaration.kind {
            case .classDecl: resolution = .classItself(first)
            case .enumDecl: resolution = .enumType(first)
            default:
                guard let className = declaration.className else { return nil }
                resolution = .instance(className)
            }
        } else if registry.enumType(named: first) != nil {
            resolution = .enumType(first)
        } else if registry.sceneClass(named: first) != nil {
            resolution = .classItself(first)
        } else if let className = registry.className(ofGlobal: first) {
            resolution = .instance(className)
        } else {
            return nil
        }
        for name in names.dropFirst() {
            guard case .instance(let className) = resolution,
                  let memberClass = registry.className(ofMember: name, in: className) else { return nil }
            resolution = .instance(memberClass)
        }
        return resolution
    }

    /// The class or kind of value a call of `name` gives: an instance of a class (the script's
    /// or a scene class), or what a built-in function makes (`Point(1, 2)` is a `Point`, from
    /// its signatures' results). A script function's result is not known.
    private func valueOfCall(of name: String, in index: DocumentIndex, registry: Registry) -> String? {
        if let declaration = index.declaration(named: name, at: start) {
            return declaration.kind == .classDecl ? name : nil
        }
        if registry.sceneClass(named: name) != nil { return name }
        return registry.valueKind(returnedBy: name)
    }
}
