import Foundation
import Testing
@testable import MapScriptSyntax

/// The formatter's promises about comments, checked where a person could put one: a comment
/// of each kind is put after every token of some scripts in turn, and each script that still
/// means the same (the tree is unchanged) must format to text that parses to that tree,
/// formats to itself, and holds every comment, in the same order and between the same tokens.
///
/// A `//` comment ends its line, and a line break changes the meaning of some code (a
/// `return` before its value); those scripts are skipped, not counted as failures.
@Suite struct CommentPlacementTests {
    /// What is put after a token: comments of both kinds, on the token's line and on lines of
    /// their own, and a block comment over two lines.
    static let insertions: [String] = [" /* c */ ", " // c\n", "\n// c\n", " /* c\n   d */ "]

    /// COMMENT_PLACEMENT_SCRIPTS=all runs every test script and example (minutes); by default,
    /// the grammar corpus and the goldens.
    static var scripts: [URL] {
        let tests = TestSupport.testsDirectory
        var urls = TestSupport.scripts(in: tests.appendingPathComponent("GrammarCorpus/valid"))
            + TestSupport.scripts(in: tests.appendingPathComponent("Goldens"))
        if ProcessInfo.processInfo.environment["COMMENT_PLACEMENT_SCRIPTS"] == "all" {
            let root = TestSupport.packageRoot
            urls += (TestSupport.scriptPaths(below: "Tests/Scripts") + TestSupport.scriptPaths(below: "Examples"))
                .map { root.appendingPathComponent($0) }
        }
        return urls
    }

    static func format(_ text: String) -> String? {
        try? ScriptFormatter.format(SourceFile(path: "t.map", text: text)).get()
    }

    /// What is wrong with formatting `script`, or nil.
    static func fault(_ script: String) -> String? {
        guard let once = format(script) else { return "does not format" }
        guard let twice = format(once) else { return "its formatting does not parse:\n\(once)" }
        if TestSupport.tree(once) != TestSupport.tree(script) { return "its formatting changes the tree:\n\(once)" }
        if FormatterTests.comments(once) != FormatterTests.comments(script) { return "its formatting loses or reorders comments:\n\(once)" }
        if codeBeforeComments(once) != codeBeforeComments(script) { return "its formatting moves a comment past code:\n\(once)" }
        if once != twice { return "a second pass changes it:\n\(once)---\n\(twice)" }
        return nil
    }

    /// For each comment, how many tokens of code come before it: the same numbers before and
    /// after formatting say that no comment moved past code. Line breaks, commas and
    /// semicolons are not counted, since the formatter writes them as its layout needs.
    static func codeBeforeComments(_ text: String) -> [Int] {
        let file = SourceFile(path: "t.map", text: text)
        let lexed = Lexer.lex(file)
        let code = lexed.tokens.filter { ![.newline, .comma, .semicolon, .endOfFile].contains($0.kind) }
        return lexed.comments.map { comment in code.prefix { $0.span.start < comment.start }.count }
    }

    @Test(arguments: scripts)
    func aCommentAfterAnyTokenStaysAndFormattingSettles(_ url: URL) {
        let original = TestSupport.read(url)
        let bytes = Array(original.utf8)
        let tree = TestSupport.tree(original)
        guard Self.format(original) != nil else { return }
        let tokens = Lexer.tokenize(SourceFile(path: "t.map", bytes: bytes)).tokens
        var failures = 0
        for token in tokens where token.kind != .endOfFile {
            for insertion in Self.insertions {
                var mutated = bytes
                mutated.insert(contentsOf: Array(insertion.utf8), at: token.span.end)
                let script = String(decoding: mutated, as: UTF8.self)
                guard TestSupport.tree(script) == tree, TestSupport.parse(script).succeeded else { continue }
                if let fault = Self.fault(script) {
                    failures += 1
                    // The first few of a script are enough to see what is wrong.
                    if failures <= 3 { Issue.record("\(url.lastPathComponent): \(fault)\nfrom:\n\(script)") }
                }
            }
        }
        #expect(failures == 0, "\(url.lastPathComponent): \(failures) placements fail")
    }
}
