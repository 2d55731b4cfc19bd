import MapScriptData
import MapScriptSyntax

/// What each name of a script is, for an editor to colour by meaning where the TextMate grammar
/// can only go by shape (`textDocument/semanticTokens/full`): a script's own functions,
/// classes, enums, constants, variables, parameters, hooks, methods, fields and cases, found
/// as references find them (so a parameter that shadows a function is a parameter); the
/// built-in classes, enums, functions and globals; a member after `.` (a method when called)
/// and a leading-dot case (`.red`); a property set in a declaration's block. Keywords,
/// literals, comments and labels are the grammar's, and are not sent.
///
/// Each token is five numbers, as the protocol packs them: its line and start relative to the
/// token before, its length (in UTF-16 units, as positions are), its type and its modifiers.
struct SemanticTokensProvider {
    let index: DocumentIndex
    let registry: Registry
    let positions: TextPositions

    /// The types, in the order of their numbers.
    enum TokenType: Int, CaseIterable {
        case classType, enumType, enumMember, function, method, property, parameter, variable, event

        var name: String {
            switch self {
            case .classType: "class"
            case .enumType: "enum"
            case .enumMember: "enumMember"
            case .function: "function"
            case .method: "method"
            case .property: "property"
            case .parameter: "parameter"
            case .variable: "variable"
            case .event: "event"
            }
        }
    }

    /// The modifiers, each a bit: a name where it is declared, a constant, a built-in name.
    enum Modifier: Int, CaseIterable {
        case declaration, readonly, defaultLibrary

        var name: String {
            switch self {
            case .declaration: "declaration"
            case .readonly: "readonly"
            case .defaultLibrary: "defaultLibrary"
            }
        }

        var bit: Int { 1 << rawValue }
    }

    /// The legend the server announces, which the numbers index.
    static let legend: DataValue = .object([
        ("tokenTypes", .array(TokenType.allCases.map { .string($0.name) })),
        ("tokenModifiers", .array(Modifier.allCases.map { .string($0.name) })),
    ])

    func tokens() -> DataValue {
        // Names mean what references find them to mean.
        let finder = ReferenceFinder(index: index, registry: registry)
        let globals = Set(registry.globalNames)
        var data: [DataValue] = []
        var last = (line: 0, character: 0)
        for position in index.tokens.indices where index.tokens[position].kind == .identifier {
            let token = index.tokens[position]
            guard let (type, modifiers) = classify(position, finder: finder, globals: globals) else { continue }
            let start = positions.position(of: token.span.start), end = positions.position(of: token.span.end)
            data += [start.line - last.line, start.line == last.line ? start.character - last.character : start.character,
                     end.character - start.character, type.rawValue, modifiers].map { .int($0) }
            last = start
        }
        return .object([("data", .array(data))])
    }

    private func classify(_ position: Int, finder: ReferenceFinder, globals: Set<String>) -> (TokenType, Int)? {
        let tokens = index.tokens
        let token = tokens[position]
        let next = position + 1 < tokens.count ? tokens[position + 1].kind : .endOfFile
        if position >= 1, tokens[position - 1].kind == .dot || tokens[position - 1].kind == .questionDot {
            // After a value, a member; after anything else (`= .red`, `case .ride`), a case.
            guard endsValue(before: position - 1) else { return (.enumMember, 0) }
            return (next == .leftParen ? .method : .property, 0)
        }
        if index.propertyBlockClass(settingAt: position) != nil { return (.property, 0) }
        // What is left that is no plain name is an argument's label.
        guard finder.isPlainName(at: position) else { return nil }
        let name = index.text(of: token)
        if let declaration = finder.meaning(ofToken: position) {
            let isDeclaration = declaration.nameSpan == token.span ? Modifier.declaration.bit : 0
            return type(of: declaration).map { ($0.0, $0.1 | isDeclaration) }
        }
        if registry.sceneClass(named: name) != nil { return (.classType, Modifier.defaultLibrary.bit) }
        if registry.enumType(named: name) != nil { return (.enumType, Modifier.defaultLibrary.bit) }
        guard globals.contains(name) else { return nil }
        if registry.functionReference(named: name) != nil { return (.function, Modifier.defaultLibrary.bit) }
        return (.variable, Modifier.readonly.bit | Modifier.defaultLibrary.bit)
    }

    private func type(of declaration: Declaration) -> (TokenType, Int)? {
        switch declaration.kind {
        case .function: return (.function, 0)
        case .classDecl: return (.classType, 0)
        case .enumDecl: return (.enumType, 0)
        case .constant, .scene, .renderer: return (.variable, Modifier.readonly.bit)
        case .variable: return (.variable, 0)
        case .parameter: return (.parameter, 0)
        case .hook: return (.event, 0)
        case .method: return (.method, 0)
        case .field: return (declaration.keyword == "let" ? (.property, Modifier.readonly.bit) : (.property, 0))
        case .enumCase: return (.enumMember, 0)
        case .initializer, .rendererRule: return nil
        }
    }

    /// Whether the tokens before the `.` at `dot` end a value (a name, a call, a literal...),
    /// over the line breaks a long chain is broken at.
    private func endsValue(before dot: Int) -> Bool {
        var position = dot - 1
        while position >= 0, index.tokens[position].kind == .newline { position -= 1 }
        guard position >= 0 else { return false }
        switch index.tokens[position].kind {
        case .identifier, .rightParen, .rightBracket, .string, .stringTail, .number, .color, .selfKeyword, .superKeyword,
             .trueKeyword, .falseKeyword, .nilKeyword:
            return true
        default:
            return false
        }
    }
}
