import MapScriptSyntax

/// The uses of one name the script declares, for find references, highlighting and rename.
///
/// A name means the declaration `DocumentIndex.declaration(named:at:)` finds where it is
/// written, so a local that shadows an outer name has uses of its own. Only the names a scope
/// resolves are followed: functions, classes, enums, constants, variables, parameters and scene
/// declarations. A member after `.`, an argument label, a property set in a block (`title =`)
/// and a built-in name are not uses of a script's declaration; methods, fields and enum cases
/// are reached through values whose classes the editor cannot always know, so they are left
/// out rather than half found.
struct ReferenceFinder {
    let index: DocumentIndex
    let registry: Registry
    /// The declarations by where their names start: a name being declared means its own
    /// declaration, even where the scope it opens (a parameter's body) has not begun.
    private let declared: [Int: Declaration]

    init(index: DocumentIndex, registry: Registry) {
        self.index = index
        self.registry = registry
        // An `init` and a renderer rule are outlined, not named: a rule's type is a use of it.
        declared = Dictionary(index.declarations.lazy.filter { $0.kind != .initializer && $0.kind != .rendererRule }
            .map { ($0.nameSpan.start, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// One use: its token and whether it gives the name a value (its declaration, or the
    /// target of an assignment).
    struct Use {
        let span: SourceSpan
        let isWrite: Bool
    }

    /// The declaration the name at `offset` means, and every use of it, in source order
    /// (the declaration's name included); nil where the cursor is not on such a name.
    func uses(at offset: Int) -> (declaration: Declaration, uses: [Use])? {
        guard let tokenIndex = index.tokenIndex(at: offset), let declaration = declaration(atToken: tokenIndex) else { return nil }
        var uses: [Use] = []
        // Only the tokens that spell the name are resolved: resolving one costs a look through
        // the scopes, and doing that for every name made a long script's references quadratic.
        let name = declaration.name
        for (position, token) in index.tokens.enumerated() where token.kind == .identifier && index.text(of: token) == name {
            guard let found = self.declaration(atToken: position), found.nameSpan == declaration.nameSpan else { continue }
            uses.append(Use(span: token.span, isWrite: token.span == declaration.nameSpan || isAssigned(position)))
        }
        return (declaration, uses)
    }

    /// Why a rename cannot be made, in words for the editor to show.
    struct RenameRefusal: Error {
        let reason: String
    }

    /// The declaration of the name at `offset` and the uses a rename rewrites; given
    /// `newName`, that name is checked too. Throws why not when the name is not the script's
    /// own, is a hook's (the map calls it by that name), or the new name is not a free name.
    func renaming(at offset: Int, to newName: String? = nil) throws(RenameRefusal) -> (declaration: Declaration, uses: [Use]) {
        guard let (declaration, uses) = uses(at: offset) else { throw RenameRefusal(reason: refusal(at: offset)) }
        if declaration.kind == .hook { throw RenameRefusal(reason: "'\(declaration.name)' is a hook: the map calls it by this name") }
        guard let newName, newName != declaration.name else { return (declaration, uses) }
        let tokens = Lexer.tokenize(SourceFile(path: "", text: newName)).tokens
        if tokens.count == 2, tokens[0].kind.isKeyword { throw RenameRefusal(reason: "'\(newName)' is a keyword") }
        guard tokens.count == 2, tokens[0].kind == .identifier, tokens[0].span == SourceSpan(start: 0, end: newName.utf8.count) else {
            throw RenameRefusal(reason: "'\(newName)' is not a name: a name starts with a letter or '_' and goes on with letters, digits and '_'")
        }
        // A name already in use could capture or be captured by the renamed uses; asking for
        // another is safer than working out which.
        if index.declarations.contains(where: { $0.name == newName }) {
            throw RenameRefusal(reason: "'\(newName)' is already declared in this script")
        }
        if registry.globalNames.contains(newName) { throw RenameRefusal(reason: "'\(newName)' is a built-in name") }
        return (declaration, uses)
    }

    /// Why the name at `offset` has no uses to rename: a member the script declares is reached
    /// through values whose classes the editor cannot always know, so its uses are not all found.
    private func refusal(at offset: Int) -> String {
        if let tokenIndex = index.tokenIndex(at: offset), index.tokens[tokenIndex].kind == .identifier {
            let name = index.text(of: index.tokens[tokenIndex])
            let members: [(Declaration.Kind, String)] = [(.field, "a field"), (.method, "a method"), (.enumCase, "an enum case")]
            if let (_, what) = members.first(where: { kind, _ in index.declarations.contains { $0.kind == kind && $0.name == name } }) {
                return "'\(name)' is \(what): its uses are reached through values of classes the editor cannot always know, so renaming it here could miss some"
            }
        }
        return "only a name this script declares can be renamed: a function, class, enum, constant, variable, parameter or declared object"
    }

    /// The uses of `name` that mean no declaration of this script: where a script that imports
    /// a file uses one of that file's top-level names (a rename there renames these too).
    func undeclaredUses(of name: String) -> [Use] {
        index.tokens.indices.compactMap { position in
            let token = index.tokens[position]
            guard token.kind == .identifier, index.text(of: token) == name, isPlainName(at: position),
                  meaning(ofToken: position) == nil else { return nil }
            return Use(span: token.span, isWrite: isAssigned(position))
        }
    }

    /// Whether the identifier at `tokenIndex` is a plain use of a name: not a member, a label
    /// or a property of a block.
    func isPlainName(at tokenIndex: Int) -> Bool {
        let tokens = index.tokens
        if tokenIndex >= 1, tokens[tokenIndex - 1].kind == .dot || tokens[tokenIndex - 1].kind == .questionDot { return false }
        if tokenIndex + 1 < tokens.count, tokens[tokenIndex + 1].kind == .colon, tokenIndex >= 1,
           [.leftParen, .coordinateStart, .comma].contains(tokens[tokenIndex - 1].kind) {
            return false
        }
        return index.propertyBlockClass(settingAt: tokenIndex) == nil
    }

    /// The script declaration the name at `tokenIndex` means where it is written, whatever
    /// its kind (a member's own declaration included): its declaration when it is being
    /// declared, else the one its scope finds.
    func meaning(ofToken tokenIndex: Int) -> Declaration? {
        let token = index.tokens[tokenIndex]
        return declared[token.span.start] ?? index.declaration(named: index.text(of: token), at: token.span.end)
    }

    /// The script declaration the identifier at `tokenIndex` means, if it is a plain use of a
    /// name.
    private func declaration(atToken tokenIndex: Int) -> Declaration? {
        guard index.tokens[tokenIndex].kind == .identifier, isPlainName(at: tokenIndex),
              let declaration = meaning(ofToken: tokenIndex) else {
            return nil
        }
        switch declaration.kind {
        case .method, .field, .enumCase: return nil
        default: return declaration
        }
    }

    /// Whether the name at `tokenIndex` is the whole target of an assignment (`x = 1`, `x += 1`).
    private func isAssigned(_ tokenIndex: Int) -> Bool {
        let tokens = index.tokens
        let assignments: [TokenKind] = [.equal, .plusEqual, .minusEqual, .starEqual, .slashEqual]
        return tokenIndex + 1 < tokens.count && assignments.contains(tokens[tokenIndex + 1].kind)
    }
}
