import Foundation
@testable import MapScriptRuntime
import MapScriptSyntax
import Testing

/// The hook table is the one description of hooks: the reference's table (docs/LANGUAGE.md §7)
/// must list the same hooks with the same parameters and results, and the compiler must answer
/// MapKit's spellings with the hook they mean.
@Suite struct HookTableTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The rows of the reference's hook table: each signature in the first column with the
    /// row's "returns" column.
    static func documentedHooks() throws -> [(name: String, parameters: [String], returns: String)] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/LANGUAGE.md"), encoding: .utf8)
        guard let start = text.range(of: "## 7. Delegate hooks"), let end = text.range(of: "\n## 8.", range: start.upperBound..<text.endIndex) else {
            Issue.record("docs/LANGUAGE.md has no section 7 on hooks")
            return []
        }
        var hooks: [(String, [String], String)] = []
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let returns = cells.last ?? ""
            for signature in cells[0].split(separator: "/") {
                let code = signature.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                guard let open = code.firstIndex(of: "("), code.hasSuffix(")") else { continue }
                let parameters = code[code.index(after: open)..<code.index(before: code.endIndex)]
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                hooks.append((String(code[..<open]), parameters, returns))
            }
        }
        return hooks
    }

    /// A hook written as MapKit's delegate method (`on mapView(_ mapView, viewFor annotation)`)
    /// is answered, by the parser, with the hook that method is.
    @Test func everyDelegateMethodNamesItsHook() {
        for hook in Hook.allCases where hook.row.delegateMethod.hasPrefix("mapView(_:") {
            let meant = MapKitSpelling.hook(forDelegateMethod: hook.row.delegateMethod,
                                            aboutRenderers: hook.parameters.contains("renderers"))
            #expect(meant == hook.name, "\(hook.row.delegateMethod)")
        }
    }

    @Test func theReferenceListsEveryHookOfTheTable() throws {
        let documented = try HookTableTests.documentedHooks()
        #expect(documented.map(\.name).sorted() == Hook.names.sorted())
        for entry in documented {
            guard let hook = Hook.named(entry.name) else { continue }
            #expect(entry.parameters == hook.parameters, "parameters of \(entry.name)")
            switch hook.returns {
            case .view: #expect(entry.returns.contains("a view, or `nil`"), "\(entry.name) returns a view")
            case .renderer: #expect(entry.returns.contains("a renderer, or `nil`"), "\(entry.name) returns a renderer")
            case .clusterAnnotation:
                #expect(entry.returns.contains("a `ClusterAnnotation`, or `nil`"), "\(entry.name) returns a cluster annotation")
            case .nothing: #expect(entry.returns == "-", "\(entry.name) returns nothing")
            }
        }
    }

    @Test(arguments: [("viewForAnnotation", "viewFor"), ("rendererForOverlay", "rendererFor"), ("viewForOverlay", "rendererFor"),
                      ("regionDidChangeAnimated", "regionDidChange"), ("didSelectAnnotationView", "didSelect"),
                      ("calloutAccessoryControlTapped", "calloutAccessoryTapped"), ("viewFro", "viewFor"),
                      ("clusterAnnotationForMemberAnnotations", "clusterAnnotationFor")])
    func mapKitSpellingsSuggestTheHook(_ typed: String, _ meant: String) {
        let parameters = Hook.named(meant)!.parameters.joined(separator: ", ")
        let diagnostics = ScriptSession(options: RunOptions(), host: CollectingHost(), baseDirectory: ".")
            .check(SourceFile(path: "hooks.map", text: "on \(typed)(\(parameters)) { }\n"))
        #expect(diagnostics.map(\.message) == ["unknown hook '\(typed)'"])
        #expect(diagnostics.first?.suggestion == meant)
    }

    @Test func mapViewNamesEveryHook() {
        let diagnostics = ScriptSession(options: RunOptions(), host: CollectingHost(), baseDirectory: ".")
            .check(SourceFile(path: "hooks.map", text: "on mapView(map, annotation) { }\n"))
        #expect(diagnostics.map(\.message) == [
            "unknown hook 'mapView'; a hook is named after what the delegate method does, without its 'mapView' part "
                + "(didSelect for mapView(_:didSelect:)): viewFor, clusterAnnotationFor, rendererFor, didAddRenderers, didAddViews, "
                + "regionWillChange, didChangeVisibleRegion, regionDidChange, "
                + "didSelect, didDeselect, calloutAccessoryTapped, didChangeDragState",
        ])
    }

    /// `annotationView`, a label two delegate methods share, names both hooks, and the one
    /// taking as many parameters as the declaration is suggested.
    @Test func aDelegateMethodsLabelNamesItsHooks() {
        let diagnostics = ScriptSession(options: RunOptions(), host: CollectingHost(), baseDirectory: ".")
            .check(SourceFile(path: "hooks.map", text: "on annotationView(view, control) { }\n"))
        #expect(diagnostics.map(\.message) == [
            "unknown hook 'annotationView'; MapKit's methods with the label 'annotationView' are the hooks "
                + "calloutAccessoryTapped(view, control) for mapView(_:annotationView:calloutAccessoryControlTapped:) and "
                + "didChangeDragState(view, newState, oldState) for mapView(_:annotationView:didChange:fromOldState:)",
        ])
        #expect(diagnostics.map(\.suggestion) == ["calloutAccessoryTapped"])
    }
}
