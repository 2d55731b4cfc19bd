import MapScriptData
import MapScriptSyntax

/// The outline of a script: its functions, classes (with their fields and methods), enums
/// (with their cases and methods), top-level constants and variables, named scene
/// declarations, renderers and renderer rules, and hooks, in the order they are written.
struct DocumentSymbols {
    let index: DocumentIndex
    let positions: TextPositions

    enum SymbolKind: Int {
        case method = 6, constructor = 9, field = 8, enumItem = 10, function = 12, variable = 13, constant = 14, object = 19,
             enumMember = 22, event = 24, classItem = 5
    }

    func symbols() -> DataValue {
        let outlined: [Declaration.Kind] = [.function, .classDecl, .enumDecl, .scene, .renderer, .rendererRule, .hook]
        return .array(index.declarations.filter { declaration in
            // Names declared inside blocks are the blocks' business: an outline of them would bury the script's own.
            outlined.contains(declaration.kind)
                || (declaration.kind == .constant || declaration.kind == .variable) && declaration.scope.start == 0
        }.map(symbol))
    }

    private func symbol(_ declaration: Declaration) -> DataValue {
        var pairs: [(String, DataValue)] = [("name", .string(declaration.name))]
        if let detail = detail(declaration) { pairs.append(("detail", .string(detail))) }
        pairs += [
            ("kind", .int(kind(of: declaration).rawValue)),
            ("range", positions.range(of: declaration.span.start, declaration.span.end)),
            ("selectionRange", positions.range(of: declaration.nameSpan.start, declaration.nameSpan.end)),
        ]
        if declaration.kind == .classDecl || declaration.kind == .enumDecl {
            let members = index.declarations.filter {
                $0.container == declaration.name && [.initializer, .method, .field, .enumCase].contains($0.kind)
            }
            pairs.append(("children", .array(members.map(symbol))))
        }
        return .object(pairs)
    }

    private func detail(_ declaration: Declaration) -> String? {
        switch declaration.kind {
        case .function, .method, .hook, .initializer: return "(\(declaration.parameters.joined(separator: ", ")))"
        case .scene: return declaration.keyword
        case .renderer: return declaration.className.map { "renderer: \($0)" }
        case .classDecl: return declaration.className.map { ": \($0)" }
        case .constant, .variable: return declaration.className
        default: return nil
        }
    }

    private func kind(of declaration: Declaration) -> SymbolKind {
        switch declaration.kind {
        case .function: return .function
        case .method: return .method
        case .initializer: return .constructor
        case .classDecl: return .classItem
        case .enumDecl: return .enumItem
        case .enumCase: return .enumMember
        case .field: return .field
        case .hook: return .event
        case .constant: return .constant
        case .variable: return .variable
        default: return .object
        }
    }
}
