import Foundation
import Testing
@testable import MapScriptSyntax

/// Thousands of random and mutated inputs through the lexer, parser, formatter and tools:
/// nothing may crash or hang, and the formatter's promises hold on whatever parses.
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }

    /// SYNTAX_FUZZ_SCALE=N runs N times as many rounds (with other seeds after the first N).
    static let scale = max(1, Int(ProcessInfo.processInfo.environment["SYNTAX_FUZZ_SCALE"] ?? "") ?? 1)

    /// Pieces that make mutations likely to reach deep into the grammar.
    static let fragments: [String] = [
        "let ", "var ", "func ", "class ", "enum ", "case ", "if ", "else ", "while ", "for ", " in ",
        "return ", "switch ", "default", "import ", "self", "super.", "nil", "true", "not ", " and ",
        " or ", " is ", "annotation ", "polygon ", "circle ", "overlay ", "renderer ", "on ", " at ",
        " radius ", "(", ")", "[", "]", "{", "}", "@(", "\"", "\\(", "\\u{", "/*", "*/", "//", "\n",
        ";", ",", ":", ".", "?.", "??", "..<", "...", "=", "+=", "==", "+", "-", "*", "/", "%", "!",
        "<", ">=", "&&", "||", "#F80", "#", "0x", "12", "1.5", "1e-3", "2km", "_", "x", "名前", "🎢",
        "\u{0}", "\t", "\r", " ",
    ]

    static func seedScripts() -> [String] {
        let tests = TestSupport.testsDirectory
        return (TestSupport.scripts(in: tests.appendingPathComponent("GrammarCorpus/valid"))
            + TestSupport.scripts(in: tests.appendingPathComponent("GrammarCorpus/invalid"))
            + TestSupport.scripts(in: tests.appendingPathComponent("Goldens"))).map(TestSupport.read)
    }

    /// Runs everything over one input; returns false if a promise is broken.
    static func exercise(_ file: SourceFile) -> Bool {
        let lexed = Lexer.tokenize(file)
        guard lexed.tokens.last?.kind == .endOfFile else { return false }
        for token in lexed.tokens where token.span.start < 0 || token.span.end > file.bytes.count || token.span.start > token.span.end {
            return false
        }
        _ = TokenDumper.dump(lexed.tokens, in: file)
        let parsed = Parser.parse(file)
        _ = ASTDumper.dump(parsed.program)
        _ = DiagnosticFormatter(color: true).format(parsed.diagnostics)
        _ = InputCompleteness.openConstruct(in: file.text)
        if case .success(let formatted) = ScriptFormatter.format(file) {
            let again = SourceFile(path: "again.map", text: formatted)
            guard case .success(let twice) = ScriptFormatter.format(again), twice == formatted else { return false }
            guard ASTDumper.dump(parsed.program, locations: false) == ASTDumper.dump(Parser.parse(again).program, locations: false) else {
                return false
            }
        }
        return true
    }

    @Test func randomBytes() {
        var random = Random(state: 1)
        for round in 0..<(1500 * Self.scale) {
            let length = random.below(120)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                // Mostly printable ASCII, some control and high bytes (invalid UTF-8 included).
                switch random.below(10) {
                case 0: bytes.append(UInt8(random.below(256)))
                case 1: bytes.append(UInt8(random.below(32)))
                default: bytes.append(UInt8(32 + random.below(95)))
                }
            }
            let file = SourceFile(path: "random\(round).map", bytes: bytes)
            #expect(Self.exercise(file), "round \(round): \(bytes)")
        }
    }

    @Test func mutatedScripts() {
        var random = Random(state: 2)
        let seeds = Self.seedScripts()
        #expect(!seeds.isEmpty)
        for round in 0..<(2000 * Self.scale) {
            var text = Array(seeds[random.below(seeds.count)].unicodeScalars)
            for _ in 0..<(1 + random.below(4)) {
                let position = random.below(text.count + 1)
                switch random.below(3) {
                case 0:   // insert a fragment
                    text.insert(contentsOf: Self.fragments[random.below(Self.fragments.count)].unicodeScalars, at: position)
                case 1:   // delete a run
                    let end = min(text.count, position + 1 + random.below(6))
                    if position < end { text.removeSubrange(position..<end) }
                default:  // duplicate a run
                    let end = min(text.count, position + 1 + random.below(12))
                    if position < end { text.insert(contentsOf: text[position..<end], at: position) }
                }
            }
            var script = ""
            script.unicodeScalars.append(contentsOf: text)
            #expect(Self.exercise(SourceFile(path: "mutant\(round).map", text: script)), "round \(round):\n\(script)")
        }
    }

    @Test func fragmentSoup() {
        var random = Random(state: 3)
        for round in 0..<(1000 * Self.scale) {
            var script = ""
            for _ in 0..<random.below(40) {
                script += Self.fragments[random.below(Self.fragments.count)]
            }
            #expect(Self.exercise(SourceFile(path: "soup\(round).map", text: script)), "round \(round):\n\(script)")
        }
    }
}
