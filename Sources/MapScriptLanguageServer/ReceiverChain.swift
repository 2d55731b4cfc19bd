import MapScriptSyntax

/// The member chain that ends at a `.` (`map.userLocation.`, `r.union(r).origin.`), read
/// backwards from the tokens, since the line being typed may not parse yet, and what editor
/// help can tell of its value without running: the class or enum it is, from the script's
/// declarations and the registry. The chain starts with a name, a call of a name
/// (`Point(1, 2).`, whose value is a constructor's or a built-in function's), a literal
/// (`"abc".`, `#F80.`, `@(1, 2).`), or `self` or `super` in a class; a member called along it (`red.withAlpha(0.5).`) gives
/// what its signature's result names, chosen among a method's forms by the call's labels
/// and the kind of its first argument. Subscripts, and calls of what the script declares,
/// make it unknown rather than guessed.
struct ReceiverChain {
    /// What the chain starts with.
    enum Head {
        case name(String)
        /// `Name(...)`: the call's value.
        case call(String)
        /// The kind of token of a literal: a string (or the end of an interpolated one), a
        /// colour, or the `@(` of a coordinate.
        case literal(TokenKind)
        /// `self.` or `super.` in a method of a class: an instance of the class, or of the
        /// class it extends.
        case selfValue, superValue
    }

    /// A member after the head, and, when it is called, the tokens of its parentheses.
    struct Link {
        let name: String
        let parentheses: (open: Int, close: Int)?
    }

    let head: Head
    let links: [Link]
    /// The offset the chain starts at, for looking names up in scope there.
    let start: Int

    /// The chain whose last part is the token before the `.` at `dotIndex`; nil when the dot
    /// follows something else (an operator: then it starts an implicit member like `.red`).
    init?(endingAtDot dotIndex: Int, in index: DocumentIndex) {
        self.init(endingAt: dotIndex - 1, in: index)
    }

    /// The chain whose last token is at `lastIndex` (a name, the `)` of a call, a literal).
    init?(endingAt lastIndex: Int, in index: DocumentIndex) {
        let tokens = index.tokens
        var links: [Link] = []
        var position = lastIndex
        while true {
            guard position >= 0 else { return nil }
            var parentheses: (open: Int, close: Int)?
            if tokens[position].kind == .rightParen {
                guard let open = ReceiverChain.openingParenthesis(closedAt: position, in: tokens) else { return nil }
                if tokens[open].kind == .coordinateStart {
                    self.init(head: .literal(.coordinateStart), links: links, start: tokens[open].span.start)
                    return
                }
                // `(a).` or `f()().`: a value the chain cannot follow.
                guard open >= 1, tokens[open - 1].kind == .identifier else { return nil }
                parentheses = (open, position)
                position = open - 1
            } else if [.string, .stringTail, .color].contains(tokens[position].kind) {
                self.init(head: .literal(tokens[position].kind), links: links, start: tokens[position].span.start)
                return
            }
            if parentheses == nil, tokens[position].kind == .selfKeyword || tokens[position].kind == .superKeyword {
                self.init(head: tokens[position].kind == .selfKeyword ? .selfValue : .superValue, links: links, start: tokens[position].span.start)
                return
            }
            // `list[0].`: a value the chain cannot follow.
            guard tokens[position].kind == .identifier else { return nil }
            let name = index.text(of: tokens[position])
            guard position >= 1, tokens[position - 1].kind == .dot || tokens[position - 1].kind == .questionDot else {
                self.init(head: parentheses == nil ? .name(name) : .call(name), links: links, start: tokens[position].span.start)
                return
            }
            links.insert(Link(name: name, parentheses: parentheses), at: 0)
            position -= 2
        }
    }

    private init(head: Head, links: [Link], start: Int) {
        self.head = head
        self.links = links
        self.start = start
    }

    /// The `(` (or `@(`) that the `)` at `closeIndex` closes, counting the brackets and blocks
    /// between (an argument may be a list or an anonymous function); nil when none does.
    private static func openingParenthesis(closedAt closeIndex: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var position = closeIndex
        while position >= 0 {
            switch tokens[position].kind {
            case .rightParen, .rightBracket, .rightBrace:
                depth += 1
            case .leftParen, .leftBracket, .leftBrace, .coordinateStart:
                depth -= 1
                if depth == 0 { return tokens[position].kind == .leftParen || tokens[position].kind == .coordinateStart ? position : nil }
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
        guard var resolution = resolveHead(in: index, registry: registry) else { return nil }
        for link in links {
            guard case .instance(let className) = resolution else { return nil }
            let memberClass: String?
            if let parentheses = link.parentheses {
                let arguments = ReceiverChain.arguments(between: parentheses, in: index, registry: registry)
                memberClass = index.kind(returnedBy: link.name, of: className, labels: arguments.labels, firstArgument: arguments.firstArgument)
            } else {
                memberClass = registry.className(ofMember: link.name, in: className)
            }
            guard let memberClass else { return nil }
            resolution = .instance(memberClass)
        }
        return resolution
    }

    private func resolveHead(in index: DocumentIndex, registry: Registry) -> Resolution? {
        switch head {
        case .literal(let kind):
            switch kind {
            case .coordinateStart: return registry.valueKind(returnedBy: "Coordinate").map(Resolution.instance)
            case .color: return registry.valueKind(returnedBy: "Color").map(Resolution.instance)
            default: return .instance(DocumentIndex.stringClassName)
            }
        case .call(let name):
            return valueOfCall(of: name, in: index, registry: registry).map(Resolution.instance)
        case .selfValue:
            return index.enclosingClass(at: start).map { .instance($0.name) }
        case .superValue:
            return index.enclosingClass(at: start)?.className.map(Resolution.instance)
        case .name(let name):
            if let declaration = index.declaration(named: name, at: start) {
                switch declaration.kind {
                case .classDecl: return .classItself(name)
                case .enumDecl: return .enumType(name)
                default: return declaration.className.map(Resolution.instance)
                }
            }
            if registry.enumType(named: name) != nil { return .enumType(name) }
            if registry.sceneClass(named: name) != nil { return .classItself(name) }
            return registry.className(ofGlobal: name).map(Resolution.instance)
        }
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

    /// The labels a call between two parentheses is given, and the kind of its first
    /// argument when that is given by position and is a chain of its own whose value is known
    /// (`map.convert(pin.coordinate)` converts a Coordinate).
    private static func arguments(between parentheses: (open: Int, close: Int), in index: DocumentIndex,
                             registry: Registry) -> (labels: Set<String>, firstArgument: String?) {
        let tokens = index.tokens
        var labels = Set<String>()
        var firstEnd: Int?
        var depth = 0
        for position in (parentheses.open + 1)..<parentheses.close {
            switch tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace, .coordinateStart: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0: if firstEnd == nil { firstEnd = position - 1 }
            case .colon where depth == 0 && position >= 1 && tokens[position - 1].kind == .identifier:
                labels.insert(index.text(of: tokens[position - 1]))
            default: break
            }
        }
        var firstArgument: String?
        let last = firstEnd ?? parentheses.close - 1
        if last > parentheses.open, let chain = ReceiverChain(endingAt: last, in: index),
           chain.start == tokens[parentheses.open + 1].span.start,
           case .instance(let kind)? = chain.resolve(in: index, registry: registry) {
            firstArgument = kind
        }
        return (labels, firstArgument)
    }
}
