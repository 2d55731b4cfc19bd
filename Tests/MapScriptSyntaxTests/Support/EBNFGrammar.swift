/// A reader for grammars in the W3C EBNF notation (XML 1.0, section 6): `name ::= expr`,
/// `'quoted'` and `"quoted"` terminals, `( )`, `?`, `*`, `+`, `|`, `A - B`, `[a-z]` and
/// `[^...]` classes, `#xN` characters and `/* comments */`.
struct EBNFGrammar {
    indirect enum Expr: Equatable {
        case terminal(String)
        case reference(String)
        case sequence([Expr])
        case choice([Expr])
        case optional(Expr)
        case zeroOrMore(Expr)
        case oneOrMore(Expr)
        case characterClass(String)
        case character(UInt32)
        case difference(Expr, Expr)
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// Rules by name, and the names in the order they appear.
    var rules: [String: Expr] = [:]
    var names: [String] = []

    /// Lexical productions are named with a capital letter; the others read tokens.
    static func isLexical(_ name: String) -> Bool {
        name.first.map { $0.isUppercase } ?? false
    }

    init(_ text: String) throws {
        var reader = Reader(tokens: try Reader.tokenize(text))
        while !reader.atEnd {
            guard case .name(let name) = reader.next(), reader.next() == .defines else {
                throw ReadError(description: "expected 'name ::=' at token \(reader.index - 1)")
            }
            if rules[name] != nil { throw ReadError(description: "rule '\(name)' is defined twice") }
            rules[name] = try reader.choice()
            names.append(name)
        }
    }

    /// Every terminal quoted in the productions that satisfy `include`.
    func quotedTerminals(where include: (String) -> Bool) -> Set<String> {
        var found: Set<String> = []
        func visit(_ expr: Expr) {
            switch expr {
            case .terminal(let text): found.insert(text)
            case .sequence(let items), .choice(let items): items.forEach(visit)
            case .optional(let inner), .zeroOrMore(let inner), .oneOrMore(let inner): visit(inner)
            case .difference(let a, let b): visit(a); visit(b)
            case .reference, .characterClass, .character: break
            }
        }
        for name in names where include(name) { rules[name].map(visit) }
        return found
    }

    /// Names used but never defined.
    func undefinedReferences() -> [String] {
        var missing: [String] = []
        func visit(_ expr: Expr) {
            switch expr {
            case .reference(let name): if rules[name] == nil, !missing.contains(name) { missing.append(name) }
            case .sequence(let items), .choice(let items): items.forEach(visit)
            case .optional(let inner), .zeroOrMore(let inner), .oneOrMore(let inner): visit(inner)
            case .difference(let a, let b): visit(a); visit(b)
            case .terminal, .characterClass, .character: break
            }
        }
        for name in names { rules[name].map(visit) }
        return missing
    }
}

private enum EBNFToken: Equatable {
    case name(String), quoted(String), characterClass(String), character(UInt32)
    case defines, bar, open, close, question, star, plus, minus
}

private struct Reader {
    var tokens: [EBNFToken]
    var index = 0

    var atEnd: Bool { index >= tokens.count }
    func peek(_ offset: Int = 0) -> EBNFToken? { index + offset < tokens.count ? tokens[index + offset] : nil }
    mutating func next() -> EBNFToken? {
        defer { index += 1 }
        return peek()
    }

    static func tokenize(_ text: String) throws -> [EBNFToken] {
        let chars = Array(text.unicodeScalars)
        var tokens: [EBNFToken] = []
        var i = 0
        func isNameChar(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) }
        while i < chars.count {
            let c = chars[i]
            if c.properties.isWhitespace { i += 1; continue }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                guard let end = (i + 2..<max(i + 2, chars.count - 1)).first(where: { chars[$0] == "*" && chars[$0 + 1] == "/" }) else {
                    throw EBNFGrammar.ReadError(description: "unterminated comment")
                }
                i = end + 2
                continue
            }
            if c == "'" || c == "\"" {
                guard let end = (i + 1..<chars.count).first(where: { chars[$0] == c }) else {
                    throw EBNFGrammar.ReadError(description: "unterminated quoted terminal")
                }
                var s = ""
                s.unicodeScalars.append(contentsOf: chars[(i + 1)..<end])
                tokens.append(.quoted(s))
                i = end + 1
                continue
            }
            if c == "[" {
                guard let end = (i + 2..<chars.count).first(where: { chars[$0] == "]" }) else {
                    throw EBNFGrammar.ReadError(description: "unterminated character class")
                }
                var s = ""
                s.unicodeScalars.append(contentsOf: chars[(i + 1)..<end])
                tokens.append(.characterClass(s))
                i = end + 1
                continue
            }
            if c == "#", i + 1 < chars.count, chars[i + 1] == "x" {
                var j = i + 2
                var value: UInt32 = 0
                while j < chars.count, let digit = Int(String(chars[j]), radix: 16) {
                    value = value * 16 + UInt32(digit)
                    j += 1
                }
                tokens.append(.character(value))
                i = j
                continue
            }
            if c == ":", i + 2 < chars.count, chars[i + 1] == ":", chars[i + 2] == "=" {
                tokens.append(.defines)
                i += 3
                continue
            }
            switch c {
            case "|": tokens.append(.bar)
            case "(": tokens.append(.open)
            case ")": tokens.append(.close)
            case "?": tokens.append(.question)
            case "*": tokens.append(.star)
            case "+": tokens.append(.plus)
            case "-": tokens.append(.minus)
            default:
                guard isNameChar(c) else { throw EBNFGrammar.ReadError(description: "unexpected character '\(c)'") }
                var j = i
                var s = ""
                while j < chars.count, isNameChar(chars[j]) {
                    s.unicodeScalars.append(chars[j])
                    j += 1
                }
                tokens.append(.name(s))
                i = j
                continue
            }
            i += 1
        }
        return tokens
    }

    /// The next rule starts here: `name ::=`.
    var atRuleStart: Bool {
        if case .name = peek(), peek(1) == .defines { return true }
        return false
    }

    mutating func choice() throws -> EBNFGrammar.Expr {
        var options = [try sequence()]
        while peek() == .bar {
            index += 1
            options.append(try sequence())
        }
        return options.count == 1 ? options[0] : .choice(options)
    }

    mutating func sequence() throws -> EBNFGrammar.Expr {
        var items: [EBNFGrammar.Expr] = []
        while let token = peek(), token != .bar, token != .close, !atRuleStart {
            items.append(try difference())
        }
        guard !items.isEmpty else { throw EBNFGrammar.ReadError(description: "empty sequence at token \(index)") }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    mutating func difference() throws -> EBNFGrammar.Expr {
        let item = try repetition()
        guard peek() == .minus else { return item }
        index += 1
        return .difference(item, try repetition())
    }

    mutating func repetition() throws -> EBNFGrammar.Expr {
        let item = try primary()
        switch peek() {
        case .question: index += 1; return .optional(item)
        case .star: index += 1; return .zeroOrMore(item)
        case .plus: index += 1; return .oneOrMore(item)
        default: return item
        }
    }

    mutating func primary() throws -> EBNFGrammar.Expr {
        switch next() {
        case .name(let name): return .reference(name)
        case .quoted(let text): return .terminal(text)
        case .characterClass(let text): return .characterClass(text)
        case .character(let value): return .character(value)
        case .open:
            let inner = try choice()
            guard next() == .close else { throw EBNFGrammar.ReadError(description: "expected ')' at token \(index - 1)") }
            return inner
        default:
            throw EBNFGrammar.ReadError(description: "unexpected token at \(index - 1)")
        }
    }
}
