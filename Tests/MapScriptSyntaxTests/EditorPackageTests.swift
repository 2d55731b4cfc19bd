import Foundation
import Testing

/// The VS Code folder is what the README says to install: its manifest declares the language
/// for `.map` files with the comment and bracket configuration that exists, colours it with
/// the project's grammar (the same file, through a link), and starts `mapscript lsp`.
@Suite struct EditorPackageTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("editors/vscode")

    static func json(_ name: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name))) as? [String: Any] ?? [:]
    }

    @Test func theManifestPointsAtTheGrammarAndTheConfiguration() throws {
        let manifest = try Self.json("package.json")
        let contributes = manifest["contributes"] as? [String: Any] ?? [:]
        let language = (contributes["languages"] as? [[String: Any]])?.first ?? [:]
        #expect(language["id"] as? String == "mapscript")
        #expect(language["extensions"] as? [String] == [".map"])
        let grammar = (contributes["grammars"] as? [[String: Any]])?.first ?? [:]
        let grammarPath = try #require(grammar["path"] as? String)
        let linked = Self.folder.appendingPathComponent(grammarPath)
        #expect(try Data(contentsOf: linked) == Data(contentsOf: GrammarScopeTests.grammarURL))
        #expect(grammar["scopeName"] as? String == "source.mapscript")

        let configuration = try Self.json(try #require(language["configuration"] as? String))
        let comments = configuration["comments"] as? [String: Any] ?? [:]
        #expect(comments["lineComment"] as? String == "//")
        #expect(comments["blockComment"] as? [String] == ["/*", "*/"])
        #expect((configuration["brackets"] as? [[String]])?.count == 3)
    }

    @Test func theExtensionStartsTheLanguageServer() throws {
        let script = try String(contentsOf: Self.folder.appendingPathComponent("extension.js"), encoding: .utf8)
        #expect(script.contains(#"args: ["lsp"]"#))
        let manifest = try Self.json("package.json")
        #expect(manifest["main"] as? String == "./extension.js")
    }
}
