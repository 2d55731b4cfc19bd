import MapScriptData
import MapScriptRuntime
import MapScriptSyntax

/// Completion at a cursor. What precedes the cursor decides what is offered:
/// - inside the string of `load(`, `Image(` or `import`: file names from the script's folder;
/// - after `on` at the start of a statement: the hooks, with their parameters;
/// - after `name.`: the members of what the name is known to be (a class's properties and
///   methods with their types, an enum's cases, a class's statics);
/// - after a `.` that starts a value: the cases of the enum expected there (`pin.pinColor = .`,
///   `case .` in a `switch` on a value of a known enum, `map.addOverlay(o, level: .`);
/// - anywhere else: keywords, the script's names in scope, and the built-in globals.
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
            return hooks()
        }
        if previousToken.kind == .dot || previousToken.kind == .questionDot {
            if let chain = ReceiverChain(endingAtDot: previous, in: index) {
                return members(of: chain)
            }
            if previous > 0, index.tokens[previous - 1].span.end == previousToken.span.start {
                switch index.tokens[previous - 1].kind {
                case .string, .stringTail: return instanceMembers(of: DocumentIndex.stringClassName)
                case .rightParen, .rightBracket: return []
                default: break
                }
            }
            return expectedEnumCases(beforeDot: previous)
        }
        return general(at: offset)
    }

    // MARK: Names

    private func general(at offset: Int) -> [DataValue] {
        var items: [(String, ItemKind, String?)] = Keywords.all.map { ($0, .keyword, nil) }
        for declaration in index.visible(at: offset) {
            items.append((declaration.name, kind(of: declaration), declaration.className))
        }
        for name in registry.globalNames {
            if registry.sceneClass(named: name) != nil {
                items.append((name, .classItem, "class"))
            } else if registry.enumType(named: name) != nil {
                items.append((name, .enumItem, nil))
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
        case .method: return .method
        case .field: return .field
        case .enumCase: return .enumMember
        }
    }

    // MARK: Hooks

    private func startsStatement(_ tokenIndex: Int) -> Bool {
        tokenIndex == 0 || [.newline, .leftBrace, .rightBrace, .semicolon].contains(index.tokens[tokenIndex - 1].kind)
    }

    private func hooks() -> [DataValue] {
        registry.hooks.map { hook in
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
        if className == DocumentIndex.stringClassName {
            return SceneReference.stringMemberNames.map { item($0, .method, detail: nil) }
        }
        // A script class's own members first, then those of the built-in class it is or extends.
        var items = index.members(ofContainer: className).map { member in
            item(member.name, kind(of: member),
                 detail: member.kind == .method ? "(\(member.parameters.joined(separator: ", ")))" : member.className)
        }
        if let nativeClassName = index.builtInClassName(of: className, registry: registry),
           let nativeClass = registry.sceneClass(named: nativeClassName) {
            for (member, _) in registry.members(of: nativeClass) {
                let isMethod = member.kind == .method || member.kind == .overridableMethod
                items.append(item(member.name, isMethod ? .method : .property, detail: member.type, documentation: member.summary))
            }
        }
        return items
    }

    private func enumCases(_ enumName: String) -> [DataValue] {
        if let enumType = registry.enumType(named: enumName) {
            return enumType.caseNames.map { item($0, .enumMember, detail: enumName) }
        }
        return index.members(ofContainer: enumName).filter { $0.kind == .enumCase }.map { item($0.name, .enumMember, detail: enumName) }
    }

    /// A `.` that starts a value: the cases of the enum something says is expected there.
    private func expectedEnumCases(beforeDot dotIndex: Int) -> [DataValue] {
        guard let enumName = enumOfComparedProperty(beforeDot: dotIndex) ?? enumSwitchedOn(beforeDot: dotIndex)
                ?? enumOfArgument(atDot: dotIndex) else { return [] }
        return enumCases(enumName)
    }

    /// `target.property = .` (or `==`, `!=`): the property's enum, when its type is one.
    private func enumOfComparedProperty(beforeDot dotIndex: Int) -> String? {
        guard dotIndex >= 2, index.tokens[dotIndex - 1].kind == .equal || index.tokens[dotIndex - 1].kind == .equalEqual
                || index.tokens[dotIndex - 1].kind == .bangEqual else { return nil }
        let propertyIndex = dotIndex - 2
        guard index.tokens[propertyIndex].kind == .identifier, propertyIndex >= 1,
              index.tokens[propertyIndex - 1].kind == .dot || index.tokens[propertyIndex - 1].kind == .questionDot,
              let chain = ReceiverChain(endingAtDot: propertyIndex - 1, in: index),
              case .instance(let className)? = chain.resolve(in: index, registry: registry),
              let nativeClass = registry.sceneClass(named: className),
              let property = registry.member(named: index.text(of: index.tokens[propertyIndex]), in: nativeClass),
              let enumName = registry.className(ofType: property.member.type),
              registry.enumType(named: enumName) != nil else { return nil }
        return enumName
    }

    /// `case .` (or `case .a, .`) in a `switch` whose subject is a name or a property chain of a
    /// known enum: that enum.
    private func enumSwitchedOn(beforeDot dotIndex: Int) -> String? {
        let tokens = index.tokens
        var position = dotIndex - 1
        while position >= 2, tokens[position].kind == .comma, tokens[position - 1].kind == .identifier, tokens[position - 2].kind == .dot {
            position -= 3
        }
        guard position >= 0, tokens[position].kind == .caseKeyword else { return nil }
        // The `{` of the switch: case bodies are not braced, and blocks inside them are closed.
        var depth = 0
        position -= 1
        while position >= 0 {
            switch tokens[position].kind {
            case .rightBrace:
                depth += 1
            case .leftBrace where depth == 0:
                return enumOfSwitchSubject(before: position)
            case .leftBrace:
                depth -= 1
            default:
                break
            }
            position -= 1
        }
        return nil
    }

    /// The enum of `switch subject {` where `braceIndex` is the `{`: `subject` is a name whose
    /// value is an enum case, or a chain ending in a property of an enum type.
    private func enumOfSwitchSubject(before braceIndex: Int) -> String? {
        let tokens = index.tokens
        var start = braceIndex - 1
        while start >= 1, tokens[start].kind == .identifier, tokens[start - 1].kind == .dot { start -= 2 }
        guard start >= 1, start < braceIndex, tokens[start].kind == .identifier, tokens[start - 1].kind == .switchKeyword else { return nil }
        let last = braceIndex - 1
        let name = index.text(of: tokens[last])
        let enumName: String?
        if last == start {
            enumName = index.declaration(named: name, at: tokens[start].span.start)?.className ?? registry.className(ofGlobal: name)
        } else if let chain = ReceiverChain(endingAtDot: last - 1, in: index),
                  case .instance(let className)? = chain.resolve(in: index, registry: registry),
                  let nativeClass = registry.sceneClass(named: className),
                  let property = registry.member(named: name, in: nativeClass) {
            enumName = registry.className(ofType: property.member.type)
        } else {
            enumName = nil
        }
        guard let enumName, registry.enumType(named: enumName) != nil
                || index.members(ofContainer: enumName).contains(where: { $0.kind == .enumCase }) else { return nil }
        return enumName
    }

    /// An argument, `f(.` or `f(a, label: .`, whose parameter in the call's signature (from the
    /// registry's parameter types) is of an enum type: that enum.
    private func enumOfArgument(atDot dotIndex: Int) -> String? {
        let tokens = index.tokens
        guard dotIndex >= 1 else { return nil }
        var label: String?
        if tokens[dotIndex - 1].kind == .colon {
            guard dotIndex >= 3, tokens[dotIndex - 2].kind == .identifier,
                  tokens[dotIndex - 3].kind == .leftParen || tokens[dotIndex - 3].kind == .comma else { return nil }
            label = index.text(of: tokens[dotIndex - 2])
        } else if tokens[dotIndex - 1].kind != .leftParen && tokens[dotIndex - 1].kind != .comma {
            return nil
        }
        let help = SignatureHelpProvider(index: index, registry: registry)
        guard let (signatures, commas) = help.signatures(at: tokens[dotIndex].span.start) else { return nil }
        for signature in signatures {
            let parameter = label.map { label in signature.parameters.first { $0.hasPrefix(label + ":") } }
                ?? (commas < signature.parameters.count ? signature.parameters[commas] : nil)
            if let parameter, let enumName = enumName(ofParameter: parameter) { return enumName }
        }
        return nil
    }

    /// `level: OverlayLevel = .aboveLabels` or `TouchPhase`: the enum it names, if it is one.
    private func enumName(ofParameter parameter: String) -> String? {
        var type = Substring(parameter)
        if let colon = type.range(of: ": ") { type = type[colon.upperBound...] }
        if let equals = type.range(of: " = ") { type = type[..<equals.lowerBound] }
        while type.hasSuffix("?") { type = type.dropLast() }
        return registry.enumType(named: String(type)) != nil ? String(type) : nil
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
