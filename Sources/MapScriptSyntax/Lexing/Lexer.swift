/// The hand-written lexer over UTF-8 bytes.
///
/// Besides cutting the text into tokens it decides where statements end: it keeps a stack of
/// open brackets and drops a newline inside `()`, `[]`, `@(` and `\(`, after a binary operator
/// or `,`, and after another newline, so the parser sees a `.newline` token only where one
/// ends a statement. `{ }` blocks push onto the same stack, so a block inside parentheses
/// (an anonymous function passed as an argument) has its statement-ending newlines again.
///
/// Interpolated strings become several tokens: `"a \(x) b \(y) c"` is
/// `stringHead("a ")`, `x`, `stringMiddle(" b ")`, `y`, `stringTail(" c")`. An interpolation is
/// an entry on the bracket stack, so strings nest inside interpolations without limit.
///
/// Any byte sequence is accepted: what forms no token is reported and skipped.
public enum Lexer {
    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        let lexed = lex(file)
        return (lexed.tokens, lexed.diagnostics)
    }

    /// The tokens and the spans of the comments, in order (`//` comments end before the
    /// newline): what an editor needs to tell code from commentary.
    public static func tokenizeKeepingComments(_ file: SourceFile) -> (tokens: [Token], comments: [SourceSpan]) {
        let lexed = lex(file)
        return (lexed.tokens, lexed.comments)
    }

    /// The full result, with comments and what is left open.
    static func lex(_ file: SourceFile) -> LexedSource {
        var scanner = Scanner(file: file)
        scanner.run()
        return scanner.result
    }
}

/// The lexer's working state.
private struct Scanner {
    let file: SourceFile
    let bytes: [UInt8]
    var position = 0
    var result = LexedSource()
    var stack: [OpenDelimiter] = []
    var sawSpace = false
    /// No token yet on the current line.
    var atLineStart = true
    /// Start of a run of unexpected characters, reported as one diagnostic.
    var unexpectedStart: Int?

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    mutating func run() {
        // About one token per three bytes in typical scripts; growing a large array costs copies.
        result.tokens.reserveCapacity(bytes.count / 3 + 16)
        // A byte order mark is not part of the script.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        while position < bytes.count {
            scanToken()
        }
        flushUnexpected()
        for open in stack {
            if case .interpolation(let stringStart) = open.kind {
                result.endsInsideString = true
                error("unterminated string literal", SourceSpan(start: stringStart, end: stringStart + 1))
                break
            }
        }
        result.openDelimiters = stack
        append(.endOfFile, start: bytes.count, end: bytes.count)
    }

    // MARK: - Emitting

    mutating func append(_ kind: TokenKind, start: Int, end: Int, value: TokenValue = .none) {
        // The unexpected run ends where this token begins (the cursor is already past it).
        if unexpectedStart != nil { flushUnexpected(upTo: start) }
        if kind.continuesPreviousLine, let last = result.tokens.last, last.kind == .newline {
            let beforeNewline = result.tokens.count >= 2 ? result.tokens[result.tokens.count - 2].kind : .newline
            switch beforeNewline {
            case .leftBrace, .rightBrace, .semicolon, .colon, .newline: break
            default: result.tokens.removeLast()
            }
        }
        result.tokens.append(Token(kind: kind, span: SourceSpan(start: start, end: end), value: value, isPrecededBySpace: sawSpace))
        sawSpace = false
        atLineStart = kind == .newline
    }

    mutating func error(_ message: String, _ span: SourceSpan, help: String? = nil) {
        var diagnostic = Diagnostic.error(message, in: file, at: span)
        diagnostic.help = help
        result.diagnostics.append(diagnostic)
    }

    /// Reports the run of unexpected characters that began at `unexpectedStart` and ends at
    /// `end` (the cursor, unless a token that ends the run was already scanned).
    mutating func flushUnexpected(upTo end: Int? = nil) {
        guard let start = unexpectedStart else { return }
        unexpectedStart = nil
        let end = end ?? position
        let text = file.text(of: SourceSpan(start: start, end: end))
        let scalars = Array(text.unicodeScalars)
        let message: String
        if scalars.count == 1, let scalar = scalars.first {
            message = "unexpected character \(Scanner.describe(scalar))"
        } else {
            message = "unexpected characters '\(Scanner.printable(text))'"
        }
        var diagnostic = Diagnostic.error(message, in: file, at: SourceSpan(start: start, end: end))
        if scalars.contains("\u{FFFD}") {
            diagnostic.notes.append(.note("the file may not be valid UTF-8 text"))
        }
        if text.hasPrefix("$") {
            diagnostic.help = "mapscript has no '$0' shorthand: name the parameters, as in 'func (x) { return x * 2 }'"
        } else {
            diagnostic.help = scalars.lazy.compactMap(Lookalike.help).first
        }
        result.diagnostics.append(diagnostic)
    }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = Lookalike.code(of: scalar)
        // Characters that show nothing, or show as a blank, are named by their code alone.
        let category = scalar.properties.generalCategory
        if category == .control || category == .format || scalar == "\u{FFFD}" || scalar.properties.isWhitespace {
            return code
        }
        return "'\(scalar)' (\(code))"
    }

    /// Text safe to put in a one-line message: control characters as U+XXXX.
    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: - Reading

    func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < bytes.count ? bytes[index] : 0
    }

    func has(_ offset: Int = 0) -> Bool { position + offset < bytes.count }

    /// Decodes the scalar at `index` (the text came from a Swift String, so it is valid UTF-8;
    /// the checks only keep a bad offset from trapping).
    func scalar(at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0..<0x80: return (Unicode.Scalar(lead), 1)
        case 0xC0..<0xE0: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0..<0xF0: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0..<0xF8: length = 4; value = UInt32(lead & 0x07)
        default: return ("\u{FFFD}", 1)
        }
        guard index + length <= bytes.count else { return ("\u{FFFD}", 1) }
        for next in 1..<length {
            let byte = bytes[index + next]
            guard byte & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
        }
        return scalar.properties.isAlphabetic
    }

    static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || (byte >= 0x30 && byte <= 0x39)
        }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .connectorPunctuation: return true
        default: return false
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    static func hexValue(_ byte: UInt8) -> UInt8 { StringEscapes.hexValue(byte) ?? 0 }

    // MARK: - Tokens

    mutating func scanToken() {
        let start = position
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C:
            flushUnexpected()
            position += 1
            sawSpace = true
        case UInt8(ascii: "\n"):
            flushUnexpected()
            position += 1
            sawSpace = true
            newline(at: start)
            atLineStart = true
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            flushUnexpected()
            while has(), peek() != UInt8(ascii: "\n") { position += 1 }
            var end = position
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            result.comments.append(SourceSpan(start: start, end: end))
            sawSpace = true
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            flushUnexpected()
            blockComment()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            number()
        case UInt8(ascii: "\""):
            position += 1
            stringBody(openingQuote: start, tokenStart: start, isFirstPart: true)
        case UInt8(ascii: "'"):
            singleQuotedString(start: start)
        case UInt8(ascii: "#"):
            color()
        case UInt8(ascii: "@"):
            if peek(1) == UInt8(ascii: "(") {
                position += 2
                append(.coordinateStart, start: start, end: position)
                stack.append(OpenDelimiter(kind: .coordinate, offset: start))
            } else {
                position += 1
                flushUnexpected()
                error("'@' must be followed by '(' to make a coordinate, as in @(51.5, -0.12)", SourceSpan(start: start, end: position))
            }
        case UInt8(ascii: ")"):
            if let top = stack.last, case .interpolation(let openingQuote) = top.kind {
                stack.removeLast()
                position += 1
                stringBody(openingQuote: openingQuote, tokenStart: start, isFirstPart: false)
            } else {
                position += 1
                closeOrOpen(.rightParen, start: start)
                append(.rightParen, start: start, end: position)
            }
        default:
            if byte < 0x80, let kind = punctuation() {
                closeOrOpen(kind, start: start)
                append(kind, start: start, end: position)
            } else if byte < 0x80, let length = nearMissLength(byte) {
                flushUnexpected()
                position += length
                nearMiss(byte, start: start)
            } else {
                let (scalar, length) = scalar(at: position)
                if Scanner.isIdentifierStart(scalar) {
                    identifier()
                } else if scalar == "\u{201C}" || scalar == "\u{201D}" || scalar == "\u{201E}", curlyQuotedString(start: start) {
                    return
                } else {
                    if unexpectedStart == nil { unexpectedStart = start }
                    position += length
                }
            }
        }
    }

    /// `&`, `|`, `?` alone and `..` are near misses of real operators, reported with the right spelling.
    func nearMissLength(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "?"): return 1
        case UInt8(ascii: "."): return peek(1) == UInt8(ascii: ".") ? 2 : nil
        default: return nil
        }
    }

    mutating func nearMiss(_ byte: UInt8, start: Int) {
        let hint: String
        switch byte {
        case UInt8(ascii: "&"): hint = "unexpected '&'; the logical and is '&&' or 'and'"
        case UInt8(ascii: "|"): hint = "unexpected '|'; the logical or is '||' or 'or'"
        case UInt8(ascii: "?") where colonFollowsOnThisLine():
            error("mapscript has no conditional operator 'c ? a : b'", SourceSpan(start: start, end: position),
                  help: "write an if statement: 'if c { x = a } else { x = b }'")
            return
        case UInt8(ascii: "?"): hint = "unexpected '?'; optional member access is '?.' and the nil-coalescing operator is '??'"
        default: hint = "unexpected '..'; a range is written 'a..<b' or 'a...b'"
        }
        error(hint, SourceSpan(start: start, end: position))
    }

    /// Whether a `:` follows the cursor before the line ends: a `?` with one after it is most
    /// likely C's conditional operator.
    private func colonFollowsOnThisLine() -> Bool {
        var index = position
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: ":") { return true }
            index += 1
        }
        return false
    }

    /// Reads an operator or punctuation mark at `position` and advances past it.
    mutating func punctuation() -> TokenKind? {
        let byte = peek()
        let next = peek(1)
        func take(_ length: Int, _ kind: TokenKind) -> TokenKind {
            position += length
            return kind
        }
        switch byte {
        case UInt8(ascii: "+"): return next == UInt8(ascii: "=") ? take(2, .plusEqual) : take(1, .plus)
        case UInt8(ascii: "-"): return next == UInt8(ascii: "=") ? take(2, .minusEqual) : take(1, .minus)
        case UInt8(ascii: "*"): return next == UInt8(ascii: "=") ? take(2, .starEqual) : take(1, .star)
        case UInt8(ascii: "/"): return next == UInt8(ascii: "=") ? take(2, .slashEqual) : take(1, .slash)
        case UInt8(ascii: "%"): return take(1, .percent)
        case UInt8(ascii: "="): return next == UInt8(ascii: "=") ? take(2, .equalEqual) : take(1, .equal)
        case UInt8(ascii: "!"): return next == UInt8(ascii: "=") ? take(2, .bangEqual) : take(1, .bang)
        case UInt8(ascii: "<"): return next == UInt8(ascii: "=") ? take(2, .lessEqual) : take(1, .less)
        case UInt8(ascii: ">"): return next == UInt8(ascii: "=") ? take(2, .greaterEqual) : take(1, .greater)
        case UInt8(ascii: "&"): return next == UInt8(ascii: "&") ? take(2, .ampersandAmpersand) : nil
        case UInt8(ascii: "|"): return next == UInt8(ascii: "|") ? take(2, .pipePipe) : nil
        case UInt8(ascii: "?"):
            if next == UInt8(ascii: "?") { return take(2, .questionQuestion) }
            if next == UInt8(ascii: ".") { return take(2, .questionDot) }
            return nil
        case UInt8(ascii: "."):
            if next == UInt8(ascii: ".") {
                if peek(2) == UInt8(ascii: "<") { return take(3, .halfOpenRange) }
                if peek(2) == UInt8(ascii: ".") { return take(3, .closedRange) }
                return nil
            }
            return take(1, .dot)
        case UInt8(ascii: ","): return take(1, .comma)
        case UInt8(ascii: ":"): return take(1, .colon)
        case UInt8(ascii: ";"): return take(1, .semicolon)
        case UInt8(ascii: "("): return take(1, .leftParen)
        case UInt8(ascii: "["): return take(1, .leftBracket)
        case UInt8(ascii: "]"): return take(1, .rightBracket)
        case UInt8(ascii: "{"): return take(1, .leftBrace)
        case UInt8(ascii: "}"): return take(1, .rightBrace)
        default: return nil
        }
    }

    /// Keeps the bracket stack; a `)` that closes an interpolation resumes the string.
    mutating func closeOrOpen(_ kind: TokenKind, start: Int) {
        switch kind {
        case .leftParen: stack.append(OpenDelimiter(kind: .parenthesis, offset: start))
        case .leftBracket: stack.append(OpenDelimiter(kind: .bracket, offset: start))
        case .leftBrace: stack.append(OpenDelimiter(kind: .brace, offset: start))
        case .rightBracket:
            if let top = stack.last, case .bracket = top.kind { stack.removeLast() }
        case .rightBrace:
            // A '}' also closes brackets left open inside its block, so that the newlines after
            // it end statements again; it never reaches outside an interpolation.
            if let index = stack.lastIndex(where: { if case .brace = $0.kind { true } else { false } }),
               !stack[index...].contains(where: { if case .interpolation = $0.kind { true } else { false } }) {
                stack.removeSubrange(index...)
            }
        case .rightParen:
            if let top = stack.last {
                switch top.kind {
                case .parenthesis, .coordinate: stack.removeLast()
                default: break
                }
            }
        default: break
        }
    }

    mutating func newline(at offset: Int) {
        if let top = stack.last, top.joinsLines { return }
        guard let last = result.tokens.last else { return }
        if last.kind == .newline || last.kind.continuesLine { return }
        append(.newline, start: offset, end: offset + 1)
        sawSpace = true
    }

    /// `/* ... */`, nestable.
    mutating func blockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { break }
            } else if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                position += 1
            }
        }
        result.comments.append(SourceSpan(start: start, end: position))
        sawSpace = true
        if depth > 0 {
            result.endsInsideComment = true
            error("unterminated block comment; '/*' needs a matching '*/'", SourceSpan(start: start, end: start + 2))
        }
    }

    mutating func identifier() {
        let start = position
        while position < bytes.count {
            let (scalar, length) = scalar(at: position)
            guard Scanner.isIdentifierContinue(scalar) else { break }
            position += length
        }
        let kind = Keywords.kind(of: bytes[start..<position]) ?? .identifier
        if kind.startsStatementOnly, atLineStart, !followedByColon() {
            if let top = stack.last, top.joinsLines {
                recoverFromUnclosedBrackets(at: start)
            } else if let last = result.tokens.last, last.kind.continuesLine {
                // `let a = 1 +` then `let b = 2`: the operator dangles; the next line is a statement.
                appendRecoveredNewline(at: start)
            }
        }
        append(kind, start: start, end: position)
    }

    func followedByColon() -> Bool {
        var index = position
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }

    /// A line that starts with a word only a statement can start with (`let`, `if`, ...) while
    /// a `(` or `[` is open: the bracket was surely left unclosed. Forgetting it here lets the
    /// newlines of the rest of the file end statements again; the parser reports the bracket.
    mutating func recoverFromUnclosedBrackets(at offset: Int) {
        while let top = stack.last {
            switch top.kind {
            case .parenthesis, .bracket, .coordinate: stack.removeLast()
            case .brace, .interpolation: return appendRecoveredNewline(at: offset)
            }
        }
        appendRecoveredNewline(at: offset)
    }

    mutating func appendRecoveredNewline(at offset: Int) {
        guard let last = result.tokens.last, last.kind != .newline else { return }
        append(.newline, start: offset, end: offset)
    }

    /// `12`, `12.5`, `1e-3`, `1_000`, `0x1F`, each optionally followed by `m`, `km`, `ft` or `mi`.
    mutating func number() {
        let start = position
        var value: Double?
        if peek() == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X") {
            position += 2
            var accumulated: UInt64 = 0
            var digits = 0
            var overflow = false
            while has(), Scanner.isHexDigit(peek()) || peek() == UInt8(ascii: "_") {
                if peek() != UInt8(ascii: "_") {
                    let (product, overflowed) = accumulated.multipliedReportingOverflow(by: 16)
                    overflow = overflow || overflowed
                    accumulated = product &+ UInt64(Scanner.hexValue(peek()))   // overflow is reported below
                    digits += 1
                }
                position += 1
            }
            if digits == 0 {
                error("expected hexadecimal digits after '0x'", SourceSpan(start: start, end: position))
                value = 0
            } else if overflow || accumulated > 1 << 53 {
                error("hexadecimal literal is too large to be exact (more than 2^53)", SourceSpan(start: start, end: position))
                value = 0
            } else {
                value = Double(accumulated)
            }
        } else if let whole = wholeNumber() {
            value = whole
        } else {
            var text = ""
            func digits(_ scanner: inout Scanner, into text: inout String) {
                while scanner.has(), Scanner.isDigit(scanner.peek()) || scanner.peek() == UInt8(ascii: "_") {
                    if scanner.peek() != UInt8(ascii: "_") { text.unicodeScalars.append(Unicode.Scalar(scanner.peek())) }
                    scanner.position += 1
                }
            }
            digits(&self, into: &text)
            if peek() == UInt8(ascii: "."), Scanner.isDigit(peek(1)) {
                text += "."
                position += 1
                digits(&self, into: &text)
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
                if Scanner.isDigit(peek(1 + sign)) {
                    text += "e"
                    if sign == 1 { text.unicodeScalars.append(Unicode.Scalar(peek(1))) }
                    position += 1 + sign
                    digits(&self, into: &text)
                }
            }
            value = Double(text)
            if value == nil || value?.isFinite == false {
                error("number literal '\(file.text(of: SourceSpan(start: start, end: position)))' is out of range", SourceSpan(start: start, end: position))
                value = 0
            }
        }
        // A suffix: the identifier characters right after the digits.
        if has(), Scanner.isIdentifierStart(self.scalar(at: position).0) {
            let suffixStart = position
            while position < bytes.count {
                let (next, length) = scalar(at: position)
                guard Scanner.isIdentifierContinue(next) else { break }
                position += length
            }
            let suffix = file.text(of: SourceSpan(start: suffixStart, end: position))
            let metres: Double?
            switch suffix {
            case "m": metres = 1
            case "km": metres = 1000
            case "ft": metres = 0.3048
            case "mi": metres = 1609.344
            default: metres = nil
            }
            if let metres {
                value = (value ?? 0) * metres
            } else {
                error("invalid suffix '\(suffix)' on a number; a distance takes m, km, ft or mi", SourceSpan(start: suffixStart, end: position))
            }
        }
        append(.number, start: start, end: position, value: .number(value ?? 0))
    }

    /// The common case of a number, plain decimal digits (no fraction, exponent or `_`) short
    /// enough to be exact, read without building a string; nil (nothing consumed) otherwise.
    mutating func wholeNumber() -> Double? {
        var index = position
        var accumulated: Int64 = 0
        while index < bytes.count, Scanner.isDigit(bytes[index]), index - position < 15 {
            accumulated = accumulated * 10 + Int64(bytes[index] - 0x30)
            index += 1
        }
        if index < bytes.count {
            let next = bytes[index]
            if Scanner.isDigit(next) || next == UInt8(ascii: "_") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") { return nil }
            if next == UInt8(ascii: "."), index + 1 < bytes.count, Scanner.isDigit(bytes[index + 1]) { return nil }
        }
        position = index
        return Double(accumulated)
    }

    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
    mutating func color() {
        let start = position
        position += 1
        while position < bytes.count {
            let (scalar, length) = scalar(at: position)
            guard Scanner.isIdentifierContinue(scalar) else { break }
            position += length
        }
        let digits = Array(bytes[(start + 1)..<position])
        let span = SourceSpan(start: start, end: position)
        guard !digits.isEmpty else {
            error("expected hexadecimal digits after '#', as in #FF8800", span)
            return
        }
        guard digits.allSatisfy(Scanner.isHexDigit), [3, 6, 8].contains(digits.count) else {
            error("invalid colour literal '\(file.text(of: span))'; a colour is #RGB, #RRGGBB or #RRGGBBAA in hexadecimal digits", span)
            append(.color, start: start, end: position, value: .color(ColorLiteral(red: 0, green: 0, blue: 0)))
            return
        }
        let values = digits.map(Scanner.hexValue)
        let components: [UInt8]
        if values.count == 3 {
            components = values.map { $0 << 4 | $0 } + [255]
        } else {
            components = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] } + (values.count == 6 ? [255] : [])
        }
        let literal = ColorLiteral(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        append(.color, start: start, end: position, value: .color(literal))
    }

    // MARK: - Strings

    /// `'text'`, a habit from other languages: one error saying strings take double quotes,
    /// and a string token, so that the rest of the line parses as meant. A `'` with no other
    /// on its line is an unexpected character.
    /// `“text”`, as a word processor or a web page quotes: one error saying strings take
    /// straight double quotes, and a string token, as for `'text'`. Returns false, consuming
    /// nothing, when no closing quote follows on the line.
    mutating func curlyQuotedString(start: Int) -> Bool {
        // “ ” „ are E2 80 9C, E2 80 9D, E2 80 9E in UTF-8.
        func isCurlyQuote(at index: Int) -> Bool {
            index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && (0x9C...0x9E).contains(bytes[index + 2])
        }
        var end = start + 3
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), !isCurlyQuote(at: end), bytes[end] != UInt8(ascii: "\"") { end += 1 }
        guard end < bytes.count, bytes[end] != UInt8(ascii: "\n") else { return false }
        flushUnexpected()
        position = end + (bytes[end] == UInt8(ascii: "\"") ? 1 : 3)
        let content = file.text(of: SourceSpan(start: start + 3, end: end))
        var diagnostic = Diagnostic.error("strings are written between straight double quotes, not curly ones", in: file,
                                          at: SourceSpan(start: start, end: position))
        diagnostic.help = Scanner.straightQuotedAdvice(content)
        result.diagnostics.append(diagnostic)
        append(.string, start: start, end: position)
        return true
    }

    /// How to write a string quoted otherwise (`'hi'`, `“hi”`): as it is in straight double
    /// quotes, unless its text holds a quote or a backslash, which would need escaping.
    static func straightQuotedAdvice(_ content: String) -> String {
        content.contains("\"") || content.contains("\\") ? "write the text between '\"' and '\"'" : "write \"\(content)\""
    }

    mutating func singleQuotedString(start: Int) {
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "'"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "'") else {
            if unexpectedStart == nil { unexpectedStart = start }
            position += 1
            return
        }
        flushUnexpected()
        position = end + 1
        let content = file.text(of: SourceSpan(start: start + 1, end: end))
        var diagnostic = Diagnostic.error("strings are written in double quotes", in: file, at: SourceSpan(start: start, end: position))
        diagnostic.help = Scanner.straightQuotedAdvice(content)
        result.diagnostics.append(diagnostic)
        append(.string, start: start, end: position)
    }

    /// Scans string text from `position` up to the closing quote or the next `\(`, checking
    /// the escapes. `tokenStart` is where this token's span begins (the quote, or the `)` of an
    /// interpolation). The text itself is decoded by the parser (`StringEscapes.decodedText`).
    mutating func stringBody(openingQuote: Int, tokenStart: Int, isFirstPart: Bool) {
        var unused: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                append(isFirstPart ? .string : .stringTail, start: tokenStart, end: position)
                return
            }
            if byte == UInt8(ascii: "\\") {
                if peek(1) == UInt8(ascii: "(") {
                    position += 2
                    append(isFirstPart ? .stringHead : .stringMiddle, start: tokenStart, end: position)
                    stack.append(OpenDelimiter(kind: .interpolation(stringStart: openingQuote), offset: position - 2))
                    return
                }
                let (end, problem) = StringEscapes.read(bytes, at: position, into: &unused, decoding: false)
                if let problem { error(problem.message, problem.span) }
                position = max(end, position + 1)
                continue
            }
            // U+FFFD (EF BF BD) in a file read from bytes that were not valid UTF-8 stands for
            // bytes it replaced: taken as text, the string would hold other bytes than the file.
            if byte == 0xEF, file.hasInvalidUTF8, peek(1) == 0xBF, peek(2) == 0xBD {
                error("this string holds bytes that are not valid UTF-8 text; the file must be UTF-8",
                      SourceSpan(start: position, end: position + 3))
                position += 3
                continue
            }
            position += 1
        }
        result.endsInsideString = true
        error("unterminated string literal; it needs a closing '\"'", SourceSpan(start: openingQuote, end: openingQuote + 1))
        append(isFirstPart ? .string : .stringTail, start: tokenStart, end: position)
    }
}
