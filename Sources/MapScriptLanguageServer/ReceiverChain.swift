import MapScriptSyntax

/// The names of a member chain that ends at a `.` (`map.userLocation.` is `map`,
/// `userLocation`), read backwards from the tokens, and what editor help can tell of its
/// value without running: the class or enum it is, from the script's declarations and the
/// registry. Calls and subscripts in the chain make it unknown rather than guessed.
struct ReceiverChain {
    let names: [String]
    /// The offset the chain starts at, for looking names up in scope there.
    let start: Int

    /// The chain whose last name is the token before the `.` at `dotIndex`; nil when the dot
    /// follows something else (an operator: then it starts an implicit member like `.red`).
    init?(endingAtDot dotIndex: Int, in index: DocumentIndex) {
        let tokens = index.tokens
        var names: [String] = []
        var position = dotIndex - 1
        while true {
            // `f().x.` or `list[0].`: a value the chain cannot follow.
            guard position >= 0, tokens[position].kind == .identifier else { return nil }
            names.insert(index.text(of: tokens[position]), at: 0)
            guard position >= 1, tokens[position - 1].kind == .dot || tokens[position - 1].kind == .questionDot else { break }
            position -= 2
        }
        self.names = names
        self.start = tokens[position].span.start
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
        if let declaration = index.declaration(named: first, at: start) {
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
}
