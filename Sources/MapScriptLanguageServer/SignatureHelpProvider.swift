import Foundation
import MapScriptData
import MapScriptRuntime
import MapScriptSyntax

/// Signature help inside the parentheses of a call: the initializers of a built-in class
/// (`PointAnnotation(`), a built-in function's forms (`Region(`, `print(`), a method's forms
/// on a value whose class or kind is known (`map.setRegion(`, `"a".split(`, or a script
/// class's method), or a function the script declares; the parameter the cursor is in is
/// the number of commas before it at the call's own depth. Signatures and descriptions are
/// the registry's and the functions'.
struct SignatureHelpProvider {
    let index: DocumentIndex
    let registry: Registry

    /// How far back the open parenthesis is looked for, so a long file costs little.
    private static let searchedTokens = 2_000

    /// `namesAreLabels`: the parameters are a script function's names, each also its label;
    /// a built-in's are written `label: Type`, or `Type` for one given by position only.
    typealias Signature = (label: String, parameters: [String], documentation: String?, namesAreLabels: Bool)

    func signatureHelp(at offset: Int) -> DataValue {
        guard let (signatures, commas) = signatures(at: offset), !signatures.isEmpty else { return .null }
        // The first form that takes every label written so far (`latitudinalMeters:` picks
        // Region's form with metres), and has room for the argument the cursor is in.
        let written = labelsWritten(before: offset)
        let active = signatures.firstIndex { signature in
            signature.parameters.count > commas
                && written.allSatisfy { label in signature.parameters.contains { SignatureText.label(of: $0)?.label == label } }
        } ?? signatures.firstIndex { $0.parameters.count > commas } ?? 0
        return .object([
            ("signatures", .array(signatures.map { signature in
                var pairs: [(String, DataValue)] = [("label", .string(signature.label))]
                if let documentation = signature.documentation, !documentation.isEmpty {
                    pairs.append(("documentation", .string(documentation)))
                }
                pairs.append(("parameters", .array(signature.parameters.map { .object([("label", .string($0))]) })))
                return .object(pairs)
            })),
            ("activeSignature", .int(active)),
            ("activeParameter", .int(min(commas, max(0, signatures[active].parameters.count - 1)))),
        ])
    }

    /// How a value of class `className` is made, each form labelled `label(...)`: the `init` of
    /// the class or of the nearest script class it extends that has one, else the built-in
    /// class's initializers; a script class with neither takes nothing.
    private func initializerSignatures(of className: String, named label: String) -> [Signature] {
        var container: String? = className
        var seen = Set<String>()
        while let current = container, seen.insert(current).inserted, index.declares(typeNamed: current) {
            if let initializer = index.declarations.first(where: { $0.kind == .initializer && $0.container == current }) {
                return [("\(label)(\(initializer.parameters.joined(separator: ", ")))", initializer.parameters, nil, true)]
            }
            container = index.superclass(ofScriptClass: current)
        }
        guard let builtIn = container, let nativeClass = registry.sceneClass(named: builtIn) else { return [(label + "()", [], nil, true)] }
        return registry.initializers(of: nativeClass).map {
            ("\(label)\($0.type)", SignatureText.parameters(of: $0.type), nativeClass.summary, false)
        }
    }

    /// The signatures of the call whose parentheses hold `offset`, and how many commas of that
    /// call come before it; nil outside a call of a known function.
    func signatures(at offset: Int) -> (signatures: [Signature], commas: Int)? {
        guard let (openIndex, commas) = openCall(before: offset) else { return nil }
        // Inside `@(lat, lon)`: the literal is `Coordinate(latitude:, longitude:)`.
        if index.tokens[openIndex].kind == .coordinateStart {
            guard let function = registry.functionReference(named: "Coordinate") else { return nil }
            return (function.signatures.map { ("@\($0)", SignatureText.parameters(of: $0), function.summary, false) }, commas)
        }
        // A name, or the keyword `init` after a dot (`super.init(`).
        guard openIndex >= 1, index.tokens[openIndex - 1].kind == .identifier
                || openIndex >= 2 && index.tokens[openIndex - 1].kind == .initKeyword && index.tokens[openIndex - 2].kind == .dot else { return nil }
        let calleeIndex = openIndex - 1
        let name = index.text(of: index.tokens[calleeIndex])
        var signatures: [Signature] = []
        if calleeIndex >= 1, index.tokens[calleeIndex - 1].kind == .dot || index.tokens[calleeIndex - 1].kind == .questionDot {
            if let chain = ReceiverChain(endingAtDot: calleeIndex - 1, in: index),
               case .instance(let className)? = chain.resolve(in: index, registry: registry) {
                // A script class's own method, else the built-in class it is or extends, or the
                // kind of value (`"a".split(`), in each of the method's forms; `super.init(` is
                // the superclass's initializer.
                if name == "init" {
                    signatures += initializerSignatures(of: className, named: "\(className).init")
                } else if let method = index.members(of: className).first(where: { $0.kind == .method && $0.name == name }) {
                    signatures.append(("\(className).\(name)(\(method.parameters.joined(separator: ", ")))", method.parameters, nil, true))
                } else if let builtIn = index.builtInKind(of: className), let (owner, forms) = registry.forms(ofMethod: name, in: builtIn) {
                    for form in forms {
                        signatures.append(("\(owner).\(name)\(form.type)", SignatureText.parameters(of: form.type), form.summary, false))
                    }
                }
            }
        } else if let declaration = index.declaration(named: name, at: offset),
                  declaration.kind == .function || declaration.kind == .method {
            let parameters = declaration.parameters
            signatures.append(("\(name)(\(parameters.joined(separator: ", ")))", parameters, nil, true))
        } else if let declaration = index.declaration(named: name, at: offset), declaration.kind == .classDecl {
            signatures += initializerSignatures(of: name, named: name)
        } else if let nativeClass = registry.sceneClass(named: name) {
            for initializer in registry.initializers(of: nativeClass) {
                signatures.append(("\(name)\(initializer.type)", SignatureText.parameters(of: initializer.type), nativeClass.summary, false))
            }
        } else if let function = registry.functionReference(named: name) {
            for signature in function.signatures {
                signatures.append(("\(name)\(signature)", SignatureText.parameters(of: signature), function.summary, false))
            }
        }
        return (signatures, commas)
    }

    /// The labels the call around `offset` takes and has not been given before the cursor,
    /// with their types (nil for a script function's), in the order of its parameters: what
    /// may be typed at the start of an argument (`map.tap(|` offers `at:`).
    func labelsNotGiven(at offset: Int) -> [(label: String, type: String?)] {
        guard let (openIndex, commas) = openCall(before: offset), let (signatures, _) = signatures(at: offset) else { return [] }
        var seen = labelsGiven(after: openIndex, before: offset)
        // Arguments come by position first, so those before the cursor without a label took
        // the first parameters.
        let givenByPosition = max(0, commas - seen.count)
        var labels: [(label: String, type: String?)] = []
        for signature in signatures {
            for parameter in signature.parameters.dropFirst(givenByPosition) {
                // `level: OverlayLevel = .aboveLabels | above: Overlay`: alternatives of one parameter.
                for form in parameter.components(separatedBy: " | ") {
                    guard let (label, type) = SignatureHelpProvider.label(of: form, namesAreLabels: signature.namesAreLabels),
                          seen.insert(label).inserted else { continue }
                    labels.append((label, type))
                }
            }
        }
        return labels
    }

    /// The parameter an argument label written at `offset` names (`at` in `map.tap(at: p)`), as
    /// its signature writes it, with that signature: the first signature of the call that has it.
    func parameter(labelled name: String, at offset: Int) -> (parameter: String, signature: String)? {
        guard let (signatures, _) = signatures(at: offset) else { return nil }
        for signature in signatures {
            for parameter in signature.parameters {
                for form in parameter.components(separatedBy: " | ")
                where SignatureHelpProvider.label(of: form, namesAreLabels: signature.namesAreLabels)?.0 == name {
                    return (form, signature.label)
                }
            }
        }
        return nil
    }

    /// The label of one parameter as a signature writes it (`at: Point`, `animated: bool =
    /// false`, or a script function's `width = 2`), and its type; nil for a positional one.
    private static func label(of parameter: String, namesAreLabels: Bool) -> (String, String?)? {
        guard namesAreLabels else { return SignatureText.label(of: parameter).map { ($0.label, $0.type) } }
        let declared = parameter.components(separatedBy: " = ")[0].trimmingCharacters(in: .whitespaces)
        return declared.isEmpty ? nil : (declared, nil)
    }

    /// The labels written in a call's arguments, from its `(` to the cursor, at its own depth.
    private func labelsGiven(after openIndex: Int, before offset: Int) -> Set<String> {
        var labels = Set<String>()
        var depth = 0
        var position = openIndex + 1
        while position + 1 < index.tokens.count, index.tokens[position + 1].span.end <= offset {
            switch index.tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace, .coordinateStart: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default:
                if depth == 0, index.tokens[position + 1].kind == .colon { labels.insert(index.text(of: index.tokens[position])) }
            }
            position += 1
        }
        return labels
    }

    /// The `(` of the innermost call (or the `@(` of the coordinate literal) still open at
    /// `offset`, and the commas between it and the cursor at its own depth.
    /// The labels written in the call whose parentheses hold `offset`, before it, at the
    /// call's own depth.
    private func labelsWritten(before offset: Int) -> [String] {
        guard let (openIndex, _) = openCall(before: offset) else { return [] }
        var labels: [String] = []
        var depth = 0
        var position = openIndex + 1
        while position + 1 < index.tokens.count, index.tokens[position].span.end <= offset {
            switch index.tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace, .coordinateStart: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .colon where depth == 0 && position >= 1:
                labels.append(index.text(of: index.tokens[position - 1]))
            default: break
            }
            position += 1
        }
        return labels
    }

    private func openCall(before offset: Int) -> (Int, Int)? {
        guard var position = index.tokenIndex(before: offset) else { return nil }
        var depth = 0
        var commas = 0
        let limit = max(0, position - SignatureHelpProvider.searchedTokens)
        while position >= limit {
            switch index.tokens[position].kind {
            case .rightParen, .rightBracket, .rightBrace:
                depth += 1
            case .leftBracket, .leftBrace:
                if depth == 0 { return nil }
                depth -= 1
            case .leftParen, .coordinateStart:
                if depth == 0 { return (position, commas) }
                depth -= 1
            case .comma where depth == 0:
                commas += 1
            default:
                break
            }
            position -= 1
        }
        return nil
    }
}
