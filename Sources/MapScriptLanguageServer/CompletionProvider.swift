import MapScriptData
import MapScriptRuntime
import MapScriptSyntax

/// Completion at a cursor. Inside a comment nothing is offered; elsewhere what precedes the
/// cursor decides what is offered:
/// - inside the string of `load(`, `Image(` or `import`: file names from the script's folder;
/// - after `on` at the start of a statement: the hooks, with their parameters;
/// - where a member of a class or enum starts: the keywords that begin one;
/// - after `func` in the body of a class that extends a scene class, or of a renderer rule:
///   the methods it may override, with the parameters the map passes;
/// - after `name.`: the members of what the name is known to be (a class's properties and
///   methods with their types, an enum's cases, a class's statics, the members of a kind of
///   value: a string's, a list's, a `Point`'s, a colour's, a literal's as a name's); after
///   `Name(...).`, those of what the call makes (an instance of a class, the value a built-in
///   function gives), and after `a.method(...).` those of what the method's signature gives
///   (`red.withAlpha(0.5).`, `r.union(r).origin.`);
/// - after a `.` that starts a value: the cases of the enum expected there (`pin.pinColor = .`,
///   `case .` in a `switch` on a value of a known enum, `map.addOverlay(o, level: .`);
/// - at the start of an argument of a known call: the labels it has not been given yet
///   (`map.tap(` offers `at:`), first, then what follows;
/// - anywhere else: keywords, the script's names in scope, the top-level names of the files
///   it imports, and the built-in globals.
struct CompletionProvider {
    let index: DocumentIndex
    let registry: Registry
    /// The script's folder, where the file names of `load`, `Image` and `import` start.
    let folder: String
    let positions: TextPositions

    enum ItemKind: Int {
        case method = 2, function = 3, field = 5, variable = 6, classItem = 7, property = 10
        case enumItem = 13, keyword = 14, file = 17, folder = 19, enumMember = 20, constant = 21, event = 23
    }

    func completions(at offset: Int) -> DataValue {
        let items = items(at: offset)
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    private func items(at offset: Int) -> [DataValue] {
        let (items, typed) = candidates(at: offset)
        guard !typed.isEmpty else { return items }
        // Only what the word typed so far can become; the editor narrows further as it grows.
        return items.filter { $0["label"]?.stringValue?.lowercased().hasPrefix(typed) ?? false }
    }

    /// The items for the cursor's place, and the start of the word typed there (lowercased).
    private func candidates(at offset: Int) -> ([DataValue], String) {
        if index.isInsideComment(offset) { return ([], "") }
        if let tokenIndex = index.tokenIndex(at: offset), isInsideString(index.tokens[tokenIndex], offset) {
            return (fileNames(inStringAt: tokenIndex, offset), "")
        }
        var wordStart = offset
        if let tokenIndex = index.tokenIndex(at: offset), index.tokens[tokenIndex].span.start < offset,
           index.tokens[tokenIndex].kind == .identifier || index.tokens[tokenIndex].kind.isKeyword {
            wordStart = index.tokens[tokenIndex].span.start
        }
        let typed = String(decoding: index.file.bytes[wordStart..<offset], as: UTF8.self).lowercased()
        return (candidates(at: offset, wordStart: wordStart), typed)
    }

    private func candidates(at offset: Int, wordStart: Int) -> [DataValue] {
        guard let previous = index.tokenIndex(before: wordStart) else { return general(at: offset) }
        let previousToken = index.tokens[previous]
        if previousToken.kind == .identifier, index.text(of: previousToken) == "on", startsStatement(previous) {
            return hooks(notDeclaredBesides: wordStart)
        }
        if previousToken.kind == .funcKeyword, let nativeClass = extendedClass(ofBodyAround: previous) {
            return overridableMethods(of: nativeClass, notDeclaredInBodyAround: previous, besides: wordStart)
        }
        if previousToken.kind == .dot || previousToken.kind == .questionDot {
            if let chain = ReceiverChain(endingAtDot: previous, in: index) {
                return members(of: chain)
            }
            // After a call or a subscript the chain could not follow, nothing is guessed.
            if previous > 0, [.rightParen, .rightBracket].contains(index.tokens[previous - 1].kind) { return [] }
            return expectedEnumCases(beforeDot: previous)
        }
        if previousToken.kind == .leftParen || previousToken.kind == .comma {
            return argumentLabels(at: wordStart) + general(at: offset)
        }
        if let keywords = memberKeywords(after: previous) { return keywords }
        return general(at: offset)
    }

    /// Where a member of a class or enum starts (its body's brace, or a line break or `;`
    /// directly inside it), only a member can be written: the keywords that begin one, as
    /// the parser takes them (`var`, `let`, `init`, `func` in a class; `case`, `func` in an
    /// enum). Nil anywhere else.
    private func memberKeywords(after previous: Int) -> [DataValue]? {
        let tokens = index.tokens
        guard [.newline, .leftBrace, .semicolon, .rightBrace].contains(tokens[previous].kind),
              let brace = index.openBrace(before: previous + 1), brace >= 2, tokens[brace - 1].kind == .identifier else { return nil }
        // `class Name {`, `class Name: Superclass {` or `enum Name {`.
        let introducer = tokens[brace - 2].kind == .colon && brace >= 4 ? tokens[brace - 4].kind : tokens[brace - 2].kind
        let keywords: [String]
        switch introducer {
        case .classKeyword: keywords = ["func", "init", "let", "var"]
        case .enumKeyword: keywords = ["case", "func"]
        default: return nil
        }
        return keywords.map { item($0, .keyword, detail: nil) }
    }

    /// `at:` for `map.tap(|`: the labels of the call around `offset` not given yet, typed
    /// with the space the formatter writes after a label's colon.
    private func argumentLabels(at offset: Int) -> [DataValue] {
        SignatureHelpProvider(index: index, registry: registry).labelsNotGiven(at: offset).map { label, type in
            var pairs: [(String, DataValue)] = [("label", .string(label + ":")), ("kind", .int(ItemKind.variable.rawValue))]
            if let type, !type.isEmpty { pairs.append(("detail", .string(type))) }
            pairs.append(("insertText", .string(label + ": ")))
            return .object(pairs)
        }
    }

    // MARK: Names

    private func general(at offset: Int) -> [DataValue] {
        var items: [(String, ItemKind, String?)] = Keywords.all.map { ($0, .keyword, nil) }
        // The script's own names first: one of them hides an imported name it shares.
        let imported = DefinitionProvider.importedDeclarations(by: index, folder: folder, registry: registry)
        for declaration in index.visible(at: offset) + imported {
            items.append((declaration.name, kind(of: declaration), declaration.className))
        }
        for name in registry.globalNames {
            if registry.sceneClass(named: name) != nil {
                items.append((name, .classItem, "class"))
            } else if registry.enumType(named: name) != nil {
                items.append((name, .enumItem, nil))
            } else if registry.number(ofGlobal: name) != nil {
                items.append((name, .constant, "number"))
            } else {
                items.append((name, registry.className(ofGlobal: name) != nil ? .variable : .function, registry.className(ofGlobal: name)))
            }
        }
        var seen = Set<String>()
        return items.filter { seen.insert($0.0).inserted }
            .sorted { $0.0 < $1.0 }
            .map { item($0.0, $0.1, detail: $0.2) }
    }

    private func kind(of declaration: Declaration) -> ItemKind {
        switch declaration.kind {
        case .function, .hook: return .function
        case .classDecl: return .classItem
        case .enumDecl: return .enumItem
        case .constant: return .constant
        case .variable, .parameter, .scene, .renderer: return .variable
        case .method, .initializer: return .method
        case .field: return .field
        case .enumCase: return .enumMember
        case .rendererRule: return .classItem
        }
    }

    // MARK: Hooks

    private func startsStatement(_ tokenIndex: Int) -> Bool {
        tokenIndex == 0 || [.newline, .leftBrace, .rightBrace, .semicolon].contains(index.tokens[tokenIndex - 1].kind)
    }

    /// The hooks, but those the script declares already (a hook is declared once); the name
    /// being written at `wordStart` is no declaration of its own.
    private func hooks(notDeclaredBesides wordStart: Int) -> [DataValue] {
        let declared = Set(index.declarations.lazy.filter { $0.kind == .hook && $0.nameSpan.start != wordStart }.map(\.name))
        return registry.hooks.filter { !declared.contains($0.name) }.map { hook in
            let parameters = hook.parameters.joined(separator: ", ")
            return .object([
                ("label", .string(hook.name)),
                ("kind", .int(ItemKind.event.rawValue)),
                ("detail", .string("(\(parameters))" + (hook.result.map { " -> \($0)" } ?? ""))),
                ("documentation", .string("Called: \(hook.calledWhen). MapKit: \(hook.delegateMethod)")),
                ("insertText", .string("\(hook.name)(\(parameters))")),
            ])
        }
    }

    // MARK: Overrides

    /// The built-in class whose methods a `func` at `funcIndex` overrides: the one the class
    /// whose body it is in extends (itself or through script classes), or the renderer a
    /// `renderer for Type` rule makes. Read from the tokens, as a class being typed may not
    /// parse yet; nil when the `func` is in no such body.
    private func extendedClass(ofBodyAround funcIndex: Int) -> NativeClass? {
        let tokens = index.tokens
        guard let brace = index.openBrace(before: funcIndex), brace >= 3, tokens[brace - 1].kind == .identifier else { return nil }
        let typeName = index.text(of: tokens[brace - 1])
        if tokens[brace - 2].kind == .colon, tokens[brace - 3].kind == .identifier, brace >= 4, tokens[brace - 4].kind == .classKeyword {
            return builtInClass(of: typeName)
        }
        // `renderer for Polygon {` or `renderer name for Polygon {`: its methods override the renderer's.
        if tokens[brace - 2].kind == .forKeyword {
            let word = index.text(of: tokens[brace - 3])
            let isRule = word == "renderer" || (brace >= 4 && tokens[brace - 4].kind == .identifier && index.text(of: tokens[brace - 4]) == "renderer")
            return isRule ? builtInClass(of: typeName)?.defaultRendererClass : nil
        }
        return nil
    }

    private func builtInClass(of name: String) -> NativeClass? {
        index.builtInClassName(of: name, registry: registry).flatMap(registry.sceneClass(named:))
    }

    /// The methods a subclass of `nativeClass` may override, its own and its ancestors', each
    /// inserted with the parameters the map passes to an override; not those the body around
    /// the `func` at `funcIndex` declares already (a class declares a method once), the name
    /// being written at `wordStart` aside.
    private func overridableMethods(of nativeClass: NativeClass, notDeclaredInBodyAround funcIndex: Int, besides wordStart: Int) -> [DataValue] {
        // A class's methods have the class statement as their scope, a renderer rule's
        // functions the rule's body, which starts at its brace.
        let brace = index.openBrace(before: funcIndex).map { index.tokens[$0].span.start } ?? -1
        let declared = Set(index.declarations.lazy.filter { declaration in
            declaration.nameSpan.start != wordStart
                && ((declaration.kind == .method && declaration.scope.contains(brace))
                    || (declaration.kind == .function && declaration.scope.start == brace))
        }.map(\.name))
        return registry.members(of: nativeClass).filter { $0.member.kind == .overridableMethod && !declared.contains($0.member.name) }.map { member, _ in
            var pairs: [(String, DataValue)] = [("label", .string(member.name)), ("kind", .int(ItemKind.method.rawValue))]
            if !member.type.isEmpty { pairs.append(("detail", .string(member.type))) }
            if !member.summary.isEmpty { pairs.append(("documentation", .string(member.summary))) }
            pairs.append(("insertText", .string("\(member.name)(\(member.parameters.joined(separator: ", ")))")))
            return .object(pairs)
        }
    }

    // MARK: Members

    private func members(of chain: ReceiverChain) -> [DataValue] {
        switch chain.resolve(in: index, registry: registry) {
        case .instance(let className):
            return instanceMembers(of: className)
        case .classItself(let className):
            if let nativeClass = registry.sceneClass(named: className) {
                return nativeClass.staticMembers.keys.sorted().map { name in
                    item(name, .property, detail: nil,
                         documentation: nativeClass.reference.first { $0.kind == .staticMember && $0.name == name }?.summary)
                }
            }
            return []
        case .enumType(let enumName):
            return enumCases(enumName)
        case nil:
            return []
        }
    }

    private func instanceMembers(of className: String) -> [DataValue] {
        // A script class's own members first (and those it inherits from the script classes it
        // extends), then those of the built-in class it is or
        // extends, or of a kind of value: a string's, a list's, a `Point`'s, a colour's, as the
        // interpreter gives them (unless the script declares a class of that name).
        var items = index.members(of: className).map { member in
            item(member.name, kind(of: member),
                 detail: member.kind == .method ? "(\(member.parameters.joined(separator: ", ")))" : member.className)
        }
        guard let builtIn = index.builtInKind(of: className) else { return items }
        let members = registry.sceneClass(named: builtIn).map { registry.members(of: $0).map(\.member) } ?? registry.valueMembers(ofKind: builtIn) ?? []
        for member in members {
            let isMethod = member.kind == .method || member.kind == .overridableMethod
            items.append(item(member.name, isMethod ? .method : .property, detail: member.type, documentation: member.summary))
        }
        return items
    }

    /// The cases of `enumName` (those of `accepted` alone, when given) as completion items.
    private func enumCases(_ enumName: String, accepted: [String]? = nil) -> [DataValue] {
        if let names = NamedNumbers.names(ofKind: enumName) {
            return names.map { item($0.name, .enumMember, detail: "\(enumName) \(Value.format($0.value))") }
        }
        if let enumType = registry.enumType(named: enumName) {
            return (accepted ?? enumType.caseNames).map { item($0, .enumMember, detail: enumName) }
        }
        return index.members(ofContainer: enumName).filter { $0.kind == .enumCase }.map { item($0.name, .enumMember, detail: enumName) }
    }

    /// A `.` that starts a value: the cases of the enum something says is expected there.
    private func expectedEnumCases(beforeDot dotIndex: Int) -> [DataValue] {
        let expected = ExpectedEnum(index: index, registry: registry)
        guard let enumName = expected.name(atDot: dotIndex) else { return [] }
        // A property that takes only some of the cases (`map.mapType`) is offered only those.
        return enumCases(enumName, accepted: expected.acceptedCases(atDot: dotIndex))
    }

    // MARK: File names

    private func isInsideString(_ token: Token, _ offset: Int) -> Bool {
        guard token.kind == .string || token.kind == .stringHead, offset > token.span.start else { return false }
        let text = index.text(of: token)
        let isClosed = token.kind == .string && text.count >= 2 && text.hasSuffix("\"")
        return !isClosed || offset < token.span.end
    }

    private func fileNames(inStringAt tokenIndex: Int, _ offset: Int) -> [DataValue] {
        let tokens = index.tokens
        let opensFile: Bool
        if tokenIndex >= 1, tokens[tokenIndex - 1].kind == .importKeyword {
            opensFile = true
        } else if tokenIndex >= 2, tokens[tokenIndex - 1].kind == .leftParen, tokens[tokenIndex - 2].kind == .identifier {
            opensFile = ["load", "Image"].contains(index.text(of: tokens[tokenIndex - 2]))
        } else {
            opensFile = false
        }
        guard opensFile else { return [] }
        let typedStart = tokens[tokenIndex].span.start + 1
        let typed = String(decoding: index.file.bytes[typedStart..<offset], as: UTF8.self)
        let range = positions.range(of: typedStart, offset)
        return FileNameCompletion.candidates(for: typed, relativeTo: folder).map { candidate in
            .object([
                ("label", .string(candidate)),
                ("kind", .int((candidate.hasSuffix("/") ? ItemKind.folder : ItemKind.file).rawValue)),
                ("textEdit", .object([("range", range), ("newText", .string(candidate))])),
            ])
        }
    }

    /// `documentation` is a built-in member's one-line description from its registry row.
    private func item(_ label: String, _ kind: ItemKind, detail: String?, documentation: String? = nil) -> DataValue {
        var pairs: [(String, DataValue)] = [("label", .string(label)), ("kind", .int(kind.rawValue))]
        if let detail, !detail.isEmpty { pairs.append(("detail", .string(detail))) }
        if let documentation, !documentation.isEmpty { pairs.append(("documentation", .string(documentation))) }
        return .object(pairs)
    }
}
