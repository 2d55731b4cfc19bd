import Foundation
@testable import MapScriptSyntax

/// Paths and small helpers shared by the syntax tests.
enum TestSupport {
    /// The package root, found from this file's path (tests read files of the repository,
    /// not bundled resources).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // Support
        .deletingLastPathComponent()   // MapScriptSyntaxTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()

    static let testsDirectory = packageRoot.appendingPathComponent("Tests/MapScriptSyntaxTests")

    /// The `.map` files of a folder, sorted by name.
    static func scripts(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".map") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The `.map` files of a folder and the folders below it, as paths relative to the package,
    /// sorted.
    static func scriptPaths(below folder: String) -> [String] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(".map") {
            paths.append(folder + "/" + relative)
        }
        return paths.sorted()
    }

    static func read(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    static func parse(_ text: String, path: String = "test.map") -> ParseResult {
        Parser.parse(SourceFile(path: path, text: text))
    }

    /// The diagnostics of a script, rendered without colour.
    static func errors(_ text: String, path: String = "test.map") -> String {
        DiagnosticFormatter(color: false).format(parse(text, path: path).diagnostics)
    }

    /// Just the messages, in order.
    static func messages(_ text: String) -> [String] {
        parse(text).diagnostics.map(\.message)
    }

    /// The tree without positions.
    static func tree(_ text: String) -> String {
        ASTDumper.dump(parse(text).program, locations: false)
    }

    /// The kinds of the tokens, without the final end-of-file.
    static func kinds(_ text: String) -> [TokenKind] {
        Lexer.tokenize(SourceFile(path: "test.map", text: text)).tokens.map(\.kind).filter { $0 != .endOfFile }
    }
}
