import MapScriptSyntax

/// One step of a postfix chain after its base (`.name`, `?.name`, `[index]`, `(arguments)`),
/// in source order: the compiler reads `a?.b.c(1)` as the base `a` and the links `?.b`, `.c`,
/// `(1)`, which is the order they run in and the order a `?.` guards the rest in.
struct ChainLink {
    enum Kind {
        case member(Identifier, optional: Bool)
        case subscriptAccess(Expr)
        case call([Argument])
    }

    let kind: Kind
    /// The span of the chain from its base to the end of this step.
    let span: SourceSpan

    var isOptional: Bool {
        if case .member(_, optional: true) = kind { return true }
        return false
    }

    /// Splits a postfix expression into its base (the first part that is not a member, a
    /// subscript or a call, such as a name or a parenthesized expression, which ends a chain)
    /// and its links.
    static func split(_ expression: Expr) -> (base: Expr, links: [ChainLink]) {
        var links: [ChainLink] = []
        var current = expression
        while true {
            switch current.kind {
            case .member(let object, let name):
                links.append(ChainLink(kind: .member(name, optional: false), span: current.span))
                current = object
            case .optionalMember(let object, let name):
                links.append(ChainLink(kind: .member(name, optional: true), span: current.span))
                current = object
            case .subscriptAccess(let container, let index):
                links.append(ChainLink(kind: .subscriptAccess(index), span: current.span))
                current = container
            case .call(let callee, let arguments):
                links.append(ChainLink(kind: .call(arguments), span: current.span))
                current = callee
            default:
                return (current, links.reversed())
            }
        }
    }
}
