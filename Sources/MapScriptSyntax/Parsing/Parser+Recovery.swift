/// Reporting errors and getting back in step.
extension Parser {
    /// Records an error and returns the failure to throw.
    mutating func fail(_ message: String, at span: SourceSpan, notes: [Diagnostic] = [], suggestion: String? = nil,
                       help: String? = nil) -> ParseFailure {
        var diagnostic = Diagnostic.error(message, in: file, at: span, suggestion: suggestion, help: help)
        diagnostic.notes = notes
        diagnostics.append(diagnostic)
        return .reported
    }

    /// Where to point when something is missing at the cursor: the token itself, or just after
    /// the previous token when the cursor is at a line end or the end of the file.
    var missingSpan: SourceSpan {
        switch kind {
        case .newline, .endOfFile:
            var last = index - 1
            while last >= 0, tokens[last].kind == .newline { last -= 1 }
            return last >= 0 ? SourceSpan(at: tokens[last].span.end) : current.span
        default:
            // Something missing at the end of a line is shown there, not at the next line's start.
            if let previous, file.line(of: previous.span.end) != file.line(of: current.span.start) {
                return SourceSpan(at: previous.span.end)
            }
            return current.span
        }
    }

    /// How a token reads in a message: "')'", "keyword 'if'", "the end of the line".
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline: return "the end of the line"
        case .endOfFile: return "the end of the file"
        case .identifier: return "'\(text(of: token))'"
        case .number: return "number '\(text(of: token))'"
        case .string, .stringHead: return "a string"
        case .stringMiddle, .stringTail: return "the rest of a string"
        case .color: return "colour '\(text(of: token))'"
        default:
            if let keyword = token.kind.keywordText { return "keyword '\(keyword)'" }
            return "'\(text(of: token))'"
        }
    }

    /// "3:7", for messages that point back at an opening bracket.
    func position(_ offset: Int) -> String {
        let (line, column) = file.location(of: offset)
        return "\(line):\(column)"
    }

    /// Consumes `kind` or reports "expected X WHAT, found Y".
    mutating func expect(_ kind: TokenKind, _ what: String) throws(ParseFailure) {
        if consume(kind) { return }
        let symbol = kind.fixedText ?? kind.name
        throw fail("expected '\(symbol)' \(what), found \(describe(current))", at: missingSpan)
    }

    /// Consumes the closing bracket of one opened at `openOffset`, or reports
    /// "expected ')' to close '(' at 3:7".
    mutating func expectClosing(_ closing: TokenKind, opening: TokenKind, at openOffset: Int) throws(ParseFailure) {
        if consume(closing) { return }
        let close = closing.fixedText ?? ""
        let open = opening.fixedText ?? ""
        // `f(list.map { x in ... })`: a Swift trailing closure inside an argument list.
        let trailingClosure = closing == .rightParen && kind == .leftBrace
        throw fail(
            "expected '\(close)' to close '\(open)' at \(position(openOffset))",
            at: missingSpan,
            notes: [.note("'\(open)' opened here", in: file, at: SourceSpan(start: openOffset, end: openOffset + open.utf8.count))],
            help: trailingClosure ? Parser.noTrailingClosuresHelp : nil
        )
    }

    /// When a block is left open, the `}` that is missing usually belongs to a block inside it:
    /// that block's `}` was taken as the inner block's, and the outer one ran on. The clue is
    /// indentation: the note points at the first inner `{` whose `}` stands left of the line
    /// that opened it, the one a reader would take for unclosed.
    func leftOpenBraceNotes(inside openOffset: Int) -> [Diagnostic] {
        var first = index
        while first > 0, tokens[first - 1].span.start > openOffset { first -= 1 }
        var opened: [Int] = []
        for token in tokens[first..<index] {
            if token.kind == .leftBrace { opened.append(token.span.start) }
            guard token.kind == .rightBrace, let open = opened.popLast(),
                  let closeIndent = indentation(ofLineStartingWith: token.span.start),
                  closeIndent < indentation(ofLineOf: open) else { continue }
            return [.note("this '{' may be the one missing its '}': the '}' at \(position(token.span.start)) that closes it "
                          + "is indented less than the line that opens it", in: file, at: SourceSpan(start: open, end: open + 1))]
        }
        return []
    }

    /// The width of the blanks that begin the line holding `offset`.
    private func indentation(ofLineOf offset: Int) -> Int {
        let line = file.lineRange(file.line(of: offset))
        return file.bytes[line].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
    }

    /// The indentation of `offset` when only blanks stand before it on its line, else nil.
    private func indentation(ofLineStartingWith offset: Int) -> Int? {
        let indent = indentation(ofLineOf: offset)
        return file.lineRange(file.line(of: offset)).lowerBound + indent == offset ? indent : nil
    }

    /// A name where a declaration needs one, with a clear word when a keyword is in the way.
    mutating func expectName(_ what: String) throws(ParseFailure) -> Identifier {
        if at(.identifier) {
            let token = current
            advance()
            return Identifier(name: text(of: token), span: token.span)
        }
        if let keyword = kind.keywordText {
            throw fail("expected \(what), found keyword '\(keyword)', which cannot be used as a name", at: current.span)
        }
        throw fail("expected \(what), found \(describe(current))", at: missingSpan)
    }

    /// memberName ::= IDENTIFIER | KEYWORD
    /// (after `.`, `?.` and as an argument label any word will do: `x.init`, `view(for: a)`)
    mutating func expectMemberName(after what: String) throws(ParseFailure) -> Identifier {
        if at(.identifier) || kind.isKeyword {
            let token = current
            advance()
            return Identifier(name: text(of: token), span: token.span)
        }
        throw fail("expected a member name after '\(what)', found \(describe(current))", at: missingSpan)
    }

    /// Skips to the end of the broken statement: past the next newline or `;` of this block,
    /// or up to (not past) the `}` that closes it. Blocks opened on the way are skipped whole.
    mutating func synchronize() {
        var braces = 0
        while !at(.endOfFile) {
            switch kind {
            case .newline, .semicolon:
                if braces == 0 {
                    advance()
                    return
                }
            case .leftBrace:
                braces += 1
            case .rightBrace:
                if braces == 0 { return }
                braces -= 1
            default:
                break
            }
            advance()
        }
    }
}
