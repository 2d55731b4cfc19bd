import MapScriptData
import MapScriptRuntime
import MapScriptSyntax

/// Hover text for the name under the cursor, in Markdown: a built-in class's declaration,
/// summary and initializers; a member's type (or signature, every form of a method that has
/// several), its one-line description and whether scripts may write it, after a `.` or set in
/// a declaration's block (a value's own members too, a `Point`'s `x` or a colour's
/// `withAlpha`, a literal's as a name's, as completion offers them); an
/// implicit member's enum (`.red` is `PinColor.red` where a pin colour is expected); a built-in
/// function's signatures and description; the parameter an argument label names; a hook's
/// parameters, result, when it is called and its MapKit method; for the script's own names,
/// a function's parameters, a class or enum, and a constant's value when it is a literal; a
/// colour literal's components; an import's file. Everything built-in comes from the
/// registry rows and the functions' own definitions.
struct HoverProvider {
    let index: DocumentIndex
    let registry: Registry
    /// The folder an import's relative path starts from (`OpenDocument.folder`).
    let folder: String
    let positions: TextPositions

    func hover(at offset: Int) -> DataValue {
        guard let tokenIndex = index.tokenIndex(at: offset) else { return .null }
        let token = index.tokens[tokenIndex]
        let text: String?
        switch token.kind {
        case .coordinateStart:
            // `@(lat, lon)` is `Coordinate(lat, lon)`.
            text = registry.functionReference(named: "Coordinate").map { describe(function: "@", $0) }
        case .identifier:
            text = describe(tokenIndex)
        case let kind where kind.isKeyword && isLabel(tokenIndex):
            // A keyword as an argument's label (`map.view(for: c)`, `overlays(in: .)`).
            text = describe(tokenIndex)
        case .color:
            if case .color(let literal) = token.value { text = HoverProvider.describe(literal) } else { text = nil }
        case .string where tokenIndex >= 1 && index.tokens[tokenIndex - 1].kind == .importKeyword:
            text = index.imports.first { $0.span == token.span }.map { describe(importOf: $0.path) }
        default:
            text = nil
        }
        guard let text else { return .null }
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
            ("range", positions.range(of: token.span.start, token.span.end)),
        ])
    }

    /// Whether the token at `tokenIndex` is an argument's label: `(` or `,` before it, `:` after.
    private func isLabel(_ tokenIndex: Int) -> Bool {
        let tokens = index.tokens
        return tokenIndex >= 1 && tokenIndex + 1 < tokens.count && tokens[tokenIndex + 1].kind == .colon
            && [.leftParen, .coordinateStart, .comma].contains(tokens[tokenIndex - 1].kind)
    }

    private func describe(_ tokenIndex: Int) -> String? {
        let tokens = index.tokens
        let token = tokens[tokenIndex]
        let name = index.text(of: token)
        if tokenIndex >= 1, tokens[tokenIndex - 1].kind == .identifier, index.text(of: tokens[tokenIndex - 1]) == "on",
           let hook = registry.hook(named: name) {
            return describe(hook)
        }
        if tokenIndex >= 1, tokens[tokenIndex - 1].kind == .dot || tokens[tokenIndex - 1].kind == .questionDot {
            return describeMember(name, afterDot: tokenIndex - 1)
        }
        if let className = index.propertyBlockClass(settingAt: tokenIndex),
           let nativeClass = registry.sceneClass(named: className), let (member, owner) = registry.member(named: name, in: nativeClass) {
            return describe(member, of: owner.name)
        }
        if tokenIndex + 1 < tokens.count, tokens[tokenIndex + 1].kind == .colon, tokenIndex >= 1,
           [.leftParen, .coordinateStart, .comma].contains(tokens[tokenIndex - 1].kind),
           let (parameter, signature) = SignatureHelpProvider(index: index, registry: registry).parameter(labelled: name, at: token.span.start) {
            return code(parameter) + "\n\nA parameter of `\(signature)`."
        }
        // Looked up from the name's end, so that the name of a declaration finds itself.
        if let declaration = index.declaration(named: name, at: token.span.end) {
            return describe(declaration)
        }
        // A name an imported file declares, described from that file, as go to definition finds it.
        if let (declaration, importedIndex) = DefinitionProvider.importedDeclaration(named: name, by: index, folder: folder,
                                                                                    registry: registry) {
            let imported = HoverProvider(index: importedIndex, registry: registry, folder: folder, positions: positions)
            return imported.describe(declaration)
        }
        if let nativeClass = registry.sceneClass(named: name) { return describe(nativeClass) }
        if let function = registry.functionReference(named: name) { return describe(function: name, function) }
        if let enumType = registry.enumType(named: name) { return describe(enumType) }
        if let className = registry.className(ofGlobal: name) {
            return code("let \(name): \(className)") + (registry.sceneClass(named: className).map { "\n\n" + $0.summary } ?? "")
        }
        if let number = registry.number(ofGlobal: name) { return code("let \(name): number = \(Value.format(number))") }
        return nil
    }

    private func describe(_ hook: HookReference) -> String {
        let parameters = zip(hook.parameters, hook.parameterTypes).map { "\($0): \($1)" }
        return code("on \(hook.name)(\(parameters.joined(separator: ", ")))" + (hook.result.map { " -> \($0)" } ?? ""))
            + "\n\nCalled: \(hook.calledWhen).\n\nMapKit: `\(hook.delegateMethod)`"
    }

    private func describe(_ nativeClass: NativeClass) -> String {
        var text = code("class \(nativeClass.name)" + (nativeClass.superclass.map { ": \($0.name)" } ?? ""))
        text += "\n\n" + nativeClass.summary
        let initializers = registry.initializers(of: nativeClass)
        if !initializers.isEmpty {
            text += "\n\n" + code(initializers.map { "\(nativeClass.name)\($0.type)" }.joined(separator: "\n"))
        }
        return text
    }

    private func describe(function name: String, _ function: FunctionReference) -> String {
        code(function.signatures.map { "func \(name)\($0)" }.joined(separator: "\n")) + "\n\n" + function.summary
    }

    private func describe(_ enumType: EnumType) -> String {
        code("enum \(enumType.name)") + "\n\n" + enumType.caseNames.map { "`.\($0)`" }.joined(separator: " ")
    }

    private func describe(_ declaration: Declaration) -> String {
        switch declaration.kind {
        case .function, .method:
            return code("func \(declaration.name)(\(declaration.parameters.joined(separator: ", ")))")
        case .hook:
            return registry.hook(named: declaration.name).map(describe) ?? code("on \(declaration.name)")
        case .classDecl:
            return code("class \(declaration.name)" + (declaration.className.map { ": \($0)" } ?? ""))
        case .enumDecl:
            let cases = index.members(ofContainer: declaration.name).filter { $0.kind == .enumCase }
            return code("enum \(declaration.name)") + (cases.isEmpty ? "" : "\n\n" + cases.map { "`.\($0.name)`" }.joined(separator: " "))
        case .constant, .variable, .field:
            let word = declaration.kind == .variable ? "var" : declaration.keyword ?? "let"
            if let literal = declaration.literal { return code("\(word) \(declaration.name) = \(literal)") }
            return code("\(word) \(declaration.name)" + (declaration.className.map { ": \($0)" } ?? ""))
        case .parameter:
            // A hook's or an override's parameter holds what the map passes: its class is known.
            return code("(parameter) \(declaration.name)" + (declaration.className.map { ": \($0)" } ?? ""))
        case .scene:
            return code("\(declaration.keyword ?? "annotation") \(declaration.name)" + (declaration.className.map { ": \($0)" } ?? ""))
        case .renderer:
            return code("renderer \(declaration.name)" + (declaration.className.map { ": \($0)" } ?? ""))
        case .enumCase:
            return code("case \(declaration.container.map { "\($0)." } ?? ".")\(declaration.name)")
        case .initializer:
            return code("init(\(declaration.parameters.joined(separator: ", ")))")
        case .rendererRule:
            return code(declaration.name)
        }
    }

    private func describeMember(_ name: String, afterDot dotIndex: Int) -> String? {
        guard let chain = ReceiverChain(endingAtDot: dotIndex, in: index) else {
            // An implicit member, `.red`: a case of the enum expected there.
            guard let enumName = ExpectedEnum(index: index, registry: registry).name(atDot: dotIndex) else { return nil }
            if let names = NamedNumbers.names(ofKind: enumName) {
                // A name of a number: the number it stands for where it meets the property.
                return names.first { $0.name == name }.map { code("\(enumName).\(name) = \(Value.format($0.value))") }
            }
            return code("case \(enumName).\(name)")
        }
        switch chain.resolve(in: index, registry: registry) {
        case .instance(let className):
            if let member = index.members(of: className).first(where: { $0.name == name }) {
                return describe(member)
            }
            // The scene class it is or extends, or a string, a list, a `Point`, a colour...,
            // whose members the interpreter's tables give, as completion offers them.
            guard let builtIn = index.builtInKind(of: className) else { return nil }
            // A method in each of its forms, with the class or kind of value that has it.
            if let (owner, forms) = registry.forms(ofMethod: name, in: builtIn) {
                return forms.map { describe($0, of: owner) }.joined(separator: "\n\n")
            }
            if let nativeClass = registry.sceneClass(named: builtIn) {
                return registry.member(named: name, in: nativeClass).map { describe($0.member, of: $0.owner.name) }
            }
            return registry.valueMembers(ofKind: builtIn)?.first { $0.name == name }.map { describe($0, of: builtIn) }
        case .enumType(let enumName):
            return code("case \(enumName).\(name)")
        case .classItself(let className):
            guard let nativeClass = registry.sceneClass(named: className), nativeClass.staticMember(named: name) != nil else { return nil }
            let member = nativeClass.reference.first { $0.kind == .staticMember && $0.name == name }
            return code("static \(className).\(name)" + (member.map { $0.type.hasPrefix("(") ? $0.type : ": \($0.type)" } ?? ""))
                + (member.map { $0.summary.isEmpty ? "" : "\n\n" + $0.summary } ?? "")
        case nil:
            return nil
        }
    }

    /// A member of a built-in class or of a kind of value (`Point.x`, `Color.withAlpha`): its
    /// declaration (a property's type, none when it depends on the value, as a list's
    /// `first`; a method's parameters and result), its description, and whether scripts may
    /// write it or override it.
    private func describe(_ member: MemberReference, of owner: String) -> String {
        let description = member.summary.isEmpty ? "" : "\n\n" + member.summary
        let type = member.type.isEmpty ? "" : ": \(member.type)"
        switch member.kind {
        case .property: return code("var \(owner).\(member.name)\(type)") + description + "\n\nread and write"
        case .readOnlyProperty: return code("let \(owner).\(member.name)\(type)") + description + "\n\nread only"
        case .overridableMethod: return code("func \(owner).\(member.name)\(member.type)") + description + "\n\noverridable by a subclass"
        default: return code("func \(owner).\(member.name)\(member.type)") + description
        }
    }

    /// A colour literal (as the lexer read it): its components from 0 to 1, as `Color(...)` takes them.
    static func describe(_ literal: ColorLiteral) -> String {
        let components = [("red", literal.red), ("green", literal.green), ("blue", literal.blue), ("alpha", literal.alpha)]
        let arguments = components.map { "\($0): \(Value.format((Double($1) / 255 * 1000).rounded() / 1000))" }
        return "```mapscript\nColor(\(arguments.joined(separator: ", ")))\n```"
    }

    /// The file an `import` reads, relative to the script's folder, and whether it is there.
    private func describe(importOf path: String) -> String {
        let resolved = DefinitionProvider.importedPath(path, folder: folder)
        let found = DefinitionProvider.contents(ofScript: resolved) != nil
        return code("import \"\(path)\"") + "\n\n`\(resolved)`" + (found ? "" : ", not found")
    }

    private func code(_ text: String) -> String {
        "```mapscript\n\(text)\n```"
    }
}
