@testable import MapScriptSyntax

/// Runs the syntactic part of an `EBNFGrammar` over a token stream, trying every alternative
/// (full backtracking: it computes every position where a production can end, memoised per
/// rule and position). Lexical productions are terminals matched by token kind.
struct GrammarRecognizer {
    /// The token kind each lexical production of the grammar stands for.
    static let tokenProductions: [String: TokenKind] = [
        "IDENTIFIER": .identifier, "NUMBER": .number, "STRING": .string,
        "STRING_HEAD": .stringHead, "STRING_MIDDLE": .stringMiddle, "STRING_TAIL": .stringTail,
        "COLOR": .color, "NEWLINE": .newline,
    ]

    let grammar: EBNFGrammar
    let tokens: [Token]
    let file: SourceFile
    private var memo: [String: [Int: [Int]]] = [:]

    init(grammar: EBNFGrammar, file: SourceFile) {
        self.grammar = grammar
        self.file = file
        self.tokens = Lexer.tokenize(file).tokens.filter { $0.kind != .endOfFile }
    }

    /// The whole token stream is a `start`.
    mutating func accepts(start: String = "program") -> Bool {
        ends(of: .reference(start), from: 0).contains(tokens.count)
    }

    mutating func ends(of expr: EBNFGrammar.Expr, from position: Int) -> [Int] {
        switch expr {
        case .terminal(let text):
            guard position < tokens.count, matches(tokens[position], text) else { return [] }
            return [position + 1]
        case .reference(let name):
            if let kind = GrammarRecognizer.tokenProductions[name] {
                return position < tokens.count && tokens[position].kind == kind ? [position + 1] : []
            }
            if let known = memo[name]?[position] { return known }
            guard let rule = grammar.rules[name] else { return [] }
            memo[name, default: [:]][position] = []   // no left recursion; guards cycles anyway
            let result = ends(of: rule, from: position)
            memo[name, default: [:]][position] = result
            return result
        case .sequence(let items):
            var positions: Set<Int> = [position]
            for item in items {
                var next: Set<Int> = []
                for start in positions { next.formUnion(ends(of: item, from: start)) }
                positions = next
                if positions.isEmpty { return [] }
            }
            return positions.sorted()
        case .choice(let options):
            var positions: Set<Int> = []
            for option in options { positions.formUnion(ends(of: option, from: position)) }
            return positions.sorted()
        case .optional(let inner):
            return Set([position] + ends(of: inner, from: position)).sorted()
        case .zeroOrMore(let inner):
            return closure(of: inner, from: [position])
        case .oneOrMore(let inner):
            let first = ends(of: inner, from: position)
            return first.isEmpty ? [] : closure(of: inner, from: Set(first))
        case .characterClass, .character, .difference:
            return []   // only in lexical productions, which are not run
        }
    }

    /// Every position reachable by repeating `inner` zero or more times.
    private mutating func closure(of inner: EBNFGrammar.Expr, from starts: Set<Int>) -> [Int] {
        var reached = starts
        var frontier = Array(starts)
        while let start = frontier.popLast() {
            for end in ends(of: inner, from: start) where end > start && !reached.contains(end) {
                reached.insert(end)
                frontier.append(end)
            }
        }
        return reached.sorted()
    }

    /// A quoted terminal: a keyword or contextual word by spelling, otherwise an operator.
    private func matches(_ token: Token, _ text: String) -> Bool {
        if text.first.map({ $0.isLetter }) ?? false {
            if token.kind == .identifier { return file.text(of: token.span) == text }
            return token.kind.keywordText == text
        }
        return token.kind.fixedText == text && !token.kind.isKeyword
    }
}
