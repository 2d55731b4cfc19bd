import MapScriptRuntime
import MapScriptSyntax

/// The enum a `.` that starts a value (`.red`, an implicit member) is a case of, as far as the
/// tokens around it say: the type of the property it is assigned to or compared with
/// (`pin.pinColor = .`), the subject of the `switch` whose `case` it follows, or the parameter
/// of a registry signature it is an argument for (`map.addOverlay(o, level: .`). Completion
/// offers that enum's cases; hover names the case. A priority property's names of numbers
/// (`view.displayPriority = .required`, `NamedNumbers`) are expected as an enum's cases are.
struct ExpectedEnum {
    let index: DocumentIndex
    let registry: Registry

    /// The enum expected at the `.` at `dotIndex`, if something says.
    func name(atDot dotIndex: Int) -> String? {
        enumOfComparedProperty(beforeDot: dotIndex) ?? enumSwitchedOn(beforeDot: dotIndex) ?? enumOfArgument(atDot: dotIndex)
    }

    /// `target.property = .` (or `==`, `!=`, and `<` and the like for a priority's names of
    /// numbers: `view.zPriority < .max`): the property's enum, when its type is one; or
    /// `name == .` (`newState == .` in a drag hook), the enum of the name's value, as a
    /// `switch name` knows it.
    private func enumOfComparedProperty(beforeDot dotIndex: Int) -> String? {
        let comparisons: [TokenKind] = [.equal, .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual]
        guard dotIndex >= 2, comparisons.contains(index.tokens[dotIndex - 1].kind) else { return nil }
        let propertyIndex = dotIndex - 2
        guard index.tokens[propertyIndex].kind == .identifier else { return nil }
        if index.tokens[dotIndex - 1].kind != .equal,
           propertyIndex == 0 || (index.tokens[propertyIndex - 1].kind != .dot && index.tokens[propertyIndex - 1].kind != .questionDot) {
            return enumOfName(at: propertyIndex)
        }
        guard let property = comparedProperty(beforeDot: dotIndex),
              let enumName = registry.className(ofType: property.type),
              registry.hasLeadingDotNames(enumName) else { return nil }
        return enumName
    }

    /// The cases the value at the `.` may be, when it is assigned to or compared with a
    /// property that takes only some of its enum's (`map.mapType = .`); nil when any case goes.
    func acceptedCases(atDot dotIndex: Int) -> [String]? {
        comparedProperty(beforeDot: dotIndex)?.acceptedCases
    }

    /// `receiver.property` before the `=` or comparison before the `.` at `dotIndex`, when the
    /// receiver is an instance of a built-in class that has that property.
    private func comparedProperty(beforeDot dotIndex: Int) -> MemberReference? {
        let propertyIndex = dotIndex - 2
        guard propertyIndex >= 1, index.tokens[propertyIndex].kind == .identifier,
              index.tokens[propertyIndex - 1].kind == .dot || index.tokens[propertyIndex - 1].kind == .questionDot,
              let chain = ReceiverChain(endingAtDot: propertyIndex - 1, in: index),
              case .instance(let className)? = chain.resolve(in: index, registry: registry),
              let nativeClass = registry.sceneClass(named: className) else { return nil }
        return registry.member(named: index.text(of: index.tokens[propertyIndex]), in: nativeClass)?.member
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
        return index.openBrace(before: position).flatMap(enumOfSwitchSubject(before:))
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
            return enumOfName(at: start)
        } else if let chain = ReceiverChain(endingAtDot: last - 1, in: index),
                  case .instance(let className)? = chain.resolve(in: index, registry: registry),
                  let nativeClass = registry.sceneClass(named: className),
                  let property = registry.member(named: name, in: nativeClass) {
            enumName = registry.className(ofType: property.member.type)
        } else {
            enumName = nil
        }
        guard let enumName, registry.hasLeadingDotNames(enumName)
                || index.members(ofContainer: enumName).contains(where: { $0.kind == .enumCase }) else { return nil }
        return enumName
    }

    /// The enum of the value of the name at `nameIndex` (a variable, a hook's parameter, a
    /// global), when it is one.
    private func enumOfName(at nameIndex: Int) -> String? {
        let token = index.tokens[nameIndex]
        let name = index.text(of: token)
        guard let enumName = index.declaration(named: name, at: token.span.start)?.className ?? registry.className(ofGlobal: name),
              registry.hasLeadingDotNames(enumName)
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
            // A label may be a keyword (`map.overlays(in: .`, `view(for:`).
            guard dotIndex >= 3, tokens[dotIndex - 2].kind == .identifier || tokens[dotIndex - 2].kind.isKeyword,
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
}
