/// The canonical layout of a script (`mapscript fmt`).
///
/// The formatter prints the syntax tree again rather than editing whitespace, so the layout
/// is the same whatever the input looked like:
/// - two spaces per level, one statement a line (but statements the source wrote on one line,
///   each whole on it, stay there, separated by `; `); a block opens at the end of its line and
///   closes on a line of its own (`} else {` together), except that a block the source wrote
///   on one line with no comment inside stays on one line (`{ title = "Denver" }`, its
///   statements separated by `; `), as does a `case` written on the line of its body (unless
///   a `switch` inside takes lines of its own), and an
///   `else` the source put on the line after such a one-line block stays there;
/// - single spaces around binary operators, `:` followed by one space, no spaces inside
///   brackets; `and`, `or` for `&&`, `||` (`!x` and `not x` differ in precedence and are kept);
/// - a list, dictionary, argument or parameter list stays on one line unless the source broke
///   the line before one of its elements; then its brackets are on lines of their own and its
///   elements between them, each with a trailing comma, grouped on lines as the source grouped
///   them (`@(41, -109), @(41, -102),` stays one line of a polygon);
/// - a line break the source had before an infix operator or a `.`, or after an infix
///   operator, is kept, the language reference's ways of breaking a long expression: the rest
///   of the statement is indented one level more (`?? PinAnnotationView(...)` under
///   `let view = ...`; `total -` then `discount`);
/// - at most one blank line where the source had blank lines between statements;
/// - literals (numbers, strings, colours) are written as they were.
///
/// Comments are kept where they stand among the code: none moves past a token. A comment on
/// its own line stays before the statement or element that followed it, a comment after code
/// on the same line stays at the end of that line (after the last code it followed, a `}` or
/// `)` that closes a broken line included). A `//` comment ends its line, so a line the source
/// broke after one stays broken there, the rest of the statement one level deeper
/// (`let z = 1 +  // why`, then `2`), and a list, argument or parameter list with one before
/// its closing bracket is broken over lines. The comments at the ends of consecutive lines of
/// the same indentation line up in one column, two spaces after the longest code among them
/// (as gofmt lines them up); a comment on a line of its own that the source indented past the
/// code of the line above, right under that line's comment, continues that column (a second
/// `// expect:` line of a test). A block comment stays between the code it was between
/// (`f(a /* p */, b)`, `x /* mid */ + y`, `let /* c */ x = 1`, around an `else` or before a
/// `{`), and comments that follow one another on a line stay on it (`/* end */ // more`).
/// Blanks at the ends of comment lines go, as at the ends of code.
///
/// Formatting is idempotent, the result parses to the same tree, and every comment is
/// between the same tokens as before (the tests check all three).
public enum ScriptFormatter {
    public static func format(_ file: SourceFile) -> Result<String, [Diagnostic]> {
        let lexed = Lexer.lex(file)
        let result = Parser.parse(file)
        guard result.succeeded else { return .failure(result.diagnostics) }
        var printer = ScriptPrinter(file: file, comments: lexed.comments, tokens: lexed.tokens)
        printer.printProgram(result.program.statements)
        return .success(printer.alignedOutput())
    }
}

/// Writes the tree back as text, weaving the comments in.
private struct ScriptPrinter {
    let file: SourceFile
    let comments: [SourceSpan]
    let tokens: [Token]
    var nextComment = 0
    var out = ""
    /// UTF-8 offsets in `out` of the space before each one-line comment that follows code on
    /// its line, in increasing order. Consecutive ones are aligned at the end.
    var endOfLineComments: [Int] = []
    var indent = 0
    var atLineStart = true
    /// The source offset up to which everything has been printed (for blank-line detection).
    var sourceCursor = 0
    /// Whether the statement or element being printed has broken a line before an operator
    /// (its continuation lines are then one level deeper).
    var inContinuation = false
    /// The source line of the last comment printed at the end of a line, the indentation of
    /// the code before it in the source and of its line in the output, for a comment under it
    /// that continues its column.
    var lastEndOfLineComment: (line: Int, codeIndentation: Int, outputIndentation: Int)?

    init(file: SourceFile, comments: [SourceSpan], tokens: [Token]) {
        self.file = file
        self.comments = ScriptPrinter.outsideStrings(comments, tokens: tokens)
        self.tokens = tokens
    }

    /// The comments that are not inside a string's interpolation: a string is written as it
    /// stands, those comments with it, and they must not be written a second time after it.
    static func outsideStrings(_ comments: [SourceSpan], tokens: [Token]) -> [SourceSpan] {
        var strings: [Range<Int>] = []
        var depth = 0
        var start = 0
        for token in tokens {
            switch token.kind {
            case .stringHead:
                if depth == 0 { start = token.span.start }
                depth += 1
            case .stringTail where depth > 0:
                depth -= 1
                if depth == 0 { strings.append(start..<token.span.end) }
            default:
                break
            }
        }
        guard !strings.isEmpty else { return comments }
        return comments.filter { comment in !strings.contains { $0.contains(comment.start) } }
    }

    /// Start of the first token at or after `offset` (comments are not tokens, so this finds
    /// the `(` after a callee even with a comment between).
    func tokenStart(atOrAfter offset: Int) -> Int {
        tokens.isEmpty ? offset : tokens[tokenIndex(atOrAfter: offset)].span.start
    }

    /// Start of the first token at or after `offset` that is not a line break (the `else` on
    /// the line after a `}`).
    func codeTokenStart(atOrAfter offset: Int) -> Int {
        guard !tokens.isEmpty else { return offset }
        var index = tokenIndex(atOrAfter: offset)
        while index < tokens.count - 1, tokens[index].kind == .newline { index += 1 }
        return tokens[index].span.start
    }

    func tokenIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = max(0, tokens.count - 1)
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].span.start < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: - Output

    mutating func write(_ text: String) {
        if atLineStart {
            out += String(repeating: "  ", count: indent)
            atLineStart = false
        }
        out += text
    }

    mutating func newline() {
        out += "\n"
        atLineStart = true
    }

    func source(_ span: SourceSpan) -> String { file.text(of: span) }

    /// The source between two offsets holds an empty line.
    func hasBlankLine(from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        var newlines = 0
        var index = start
        let bytes = file.bytes
        while index < min(end, bytes.count) {
            if bytes[index] == UInt8(ascii: "\n") {
                newlines += 1
                if newlines >= 2 { return true }
            } else if bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") && bytes[index] != UInt8(ascii: "\r") {
                newlines = 0
            }
            index += 1
        }
        return false
    }

    func sameLine(_ a: Int, _ b: Int) -> Bool { file.line(of: a) == file.line(of: b) }

    // MARK: - Comments

    /// Prints, each on its own line, the comments that start before `offset`. A blank line of
    /// the source before a comment is kept when `blankLineAllowed` (which then stays true).
    mutating func flushComments(before offset: Int, blankLineAllowed: inout Bool) {
        while nextComment < comments.count, comments[nextComment].start < offset {
            let comment = comments[nextComment]
            nextComment += 1
            if !atLineStart { newline() }
            if continuesCommentColumn(comment) {
                // Written as if after empty code indented as the line of that comment, which
                // may be a continuation line deeper than `indent`: the alignment moves it under
                // the comment, as it lines up those of lines of one indentation.
                out += String(repeating: " ", count: lastEndOfLineComment?.outputIndentation ?? indent * 2)
                atLineStart = false
                endOfLineComments.append(out.utf8.count)
                lastEndOfLineComment?.line = file.line(of: comment.end)
                write(" " + commentText(comment))
            } else {
                separate(from: comment.start, if: blankLineAllowed)
                write(commentText(comment))
                lastEndOfLineComment = nil
            }
            sourceCursor = comment.end
            writeCommentsOnLine(after: comment, before: offset)
            newline()
            blankLineAllowed = true
        }
    }

    /// The comments that start before `offset` on the line where `comment` ends, after it on
    /// that line: `/* end */ // more` is one line of the source and stays one.
    mutating func writeCommentsOnLine(after comment: SourceSpan, before offset: Int = Int.max) {
        var previous = comment
        while nextComment < comments.count, comments[nextComment].start < offset,
              sameLine(previous.end, comments[nextComment].start) {
            previous = comments[nextComment]
            nextComment += 1
            write(" " + commentText(previous))
            sourceCursor = max(sourceCursor, previous.end)
        }
    }

    /// A comment as it is written: without blanks at the ends of its lines, which the
    /// formatter removes from every line (a `//` comment's span runs to the end of its line,
    /// blanks included).
    func commentText(_ comment: SourceSpan) -> String {
        var lines = source(comment).split(separator: "\n", omittingEmptySubsequences: false)
        for index in lines.indices {
            while let last = lines[index].last, last == " " || last == "\t" || last == "\r" {
                lines[index].removeLast()
            }
        }
        return lines.joined(separator: "\n")
    }

    mutating func flushComments(before offset: Int) {
        var blankLineAllowed = false
        flushComments(before: offset, blankLineAllowed: &blankLineAllowed)
    }

    /// One empty line before what starts at `start` if the source had one there.
    mutating func separate(from start: Int, if allowed: Bool) {
        guard allowed, hasBlankLine(from: sourceCursor, to: start), !out.hasSuffix("\n\n") else { return }
        if !atLineStart { newline() }
        newline()
    }

    /// After code ending at `end`: the comments inside it, and those that start on the same
    /// line before any code that follows there, go at the end of the line. A comment after
    /// such code is that code's (`class A { a; /* mid */ b }  // cls` keeps `// cls` after
    /// the `}`).
    mutating func trailingComments(after end: Int) {
        // The code after `end`, past a `;` or `,` (which the comment may follow).
        var index = tokenIndex(atOrAfter: end)
        while index < tokens.count - 1, tokens[index].kind == .semicolon || tokens[index].kind == .comma { index += 1 }
        let next = tokens.isEmpty ? end : tokens[index].span.start
        let codeFollows = !tokens.isEmpty && tokens[index].kind != .newline && tokens[index].kind != .endOfFile && sameLine(next, end)
        var first = true
        while nextComment < comments.count {
            let comment = comments[nextComment]
            guard comment.start < end || sameLine(comment.start, end) && !(codeFollows && comment.start > next) else { break }
            nextComment += 1
            if first {
                writeEndOfLineComment(comment)
                first = false
            } else {
                newline()
                write(commentText(comment))
            }
            sourceCursor = max(sourceCursor, comment.end)
            // Those after it on its line stay there: `x  /* end */ // more`, up to code that
            // follows it there.
            writeCommentsOnLine(after: comment, before: tokenStart(atOrAfter: comment.end))
        }
    }

    /// A comment after code, on its line: one space for now, the column is found at the end.
    /// Comments under one after an opening bracket are not its continuation: they are inside
    /// the brackets, indented as their contents.
    mutating func writeEndOfLineComment(_ comment: SourceSpan, afterOpening: Bool = false) {
        let text = commentText(comment)
        if !text.contains("\n"), !atLineStart {
            endOfLineComments.append(out.utf8.count)
            let line = file.line(of: comment.end)
            // Only a comment that ended its source line has a column a comment under it can
            // continue: after `1, /* x */ 2,` the line under is under the `2,`, which the
            // comment does not follow once formatted.
            let endsLine = !afterOpening && !codeFollowsOnLine(after: comment.end)
            lastEndOfLineComment = endsLine ? (line, indentation(ofSourceLine: line), indentationOfCurrentLine()) : nil
        }
        write(" " + text)
    }

    /// The spaces at the start of the line being written.
    func indentationOfCurrentLine() -> Int {
        let utf8 = out.utf8
        let lineStart = utf8.lastIndex(of: UInt8(ascii: "\n")).map(utf8.index(after:)) ?? utf8.startIndex
        return utf8[lineStart...].prefix { $0 == UInt8(ascii: " ") }.count
    }

    /// Whether code follows `offset` on its line (comments are not code).
    func codeFollowsOnLine(after offset: Int) -> Bool {
        guard !tokens.isEmpty else { return false }
        let next = tokens[tokenIndex(atOrAfter: offset)]
        return next.span.start >= offset && next.kind != .newline && next.kind != .endOfFile && sameLine(offset, next.span.start)
    }

    /// Writes where they stand the one-line block comments (`/* ... */`) that start before
    /// `offset`: ` /* c */` after code, or `/* c */ ` before the code at `offset` when
    /// `beforeCode`. Stops at any other comment, which goes where comments otherwise go; given
    /// `start`, at one before it (a comment before code printed already, which writing here
    /// would move past that code); and, given `line`, at one that starts on another line.
    /// With `overLines`, block comments over several lines are written so too (between the
    /// operands of an operator, where no line of code breaks). Returns how many it wrote.
    @discardableResult
    mutating func writeInlineComments(from start: Int? = nil, before offset: Int, beforeCode: Bool = false, onLineOf line: Int? = nil,
                                      overLines: Bool = false) -> Int {
        var written = 0
        while nextComment < comments.count, comments[nextComment].start < offset {
            let comment = comments[nextComment]
            guard isInline(comment) || overLines && source(comment).hasPrefix("/*"), comment.start >= start ?? 0, line.map({ sameLine($0, comment.start) }) ?? true else { break }
            let text = commentText(comment)
            write(beforeCode ? text + " " : " " + text)
            sourceCursor = comments[nextComment].end
            nextComment += 1
            written += 1
        }
        return written
    }

    /// Whether every comment not yet written that starts before `offset` is a one-line block
    /// comment (see `writeInlineComments`).
    func onlyInlineComments(before offset: Int) -> Bool {
        comments[nextComment...].prefix { $0.start < offset }.allSatisfy(isInline)
    }

    /// Whether a `//` comment not yet written lies between `start` and `end`.
    func hasLineComment(from start: Int, before end: Int) -> Bool {
        comments[nextComment...].prefix { $0.start < end }.contains { $0.start >= start && source($0).hasPrefix("//") }
    }

    /// A block comment on one line, which can stand between code.
    func isInline(_ comment: SourceSpan) -> Bool {
        let text = source(comment)
        return text.hasPrefix("/*") && !text.contains("\n")
    }

    func indentation(ofSourceLine line: Int) -> Int {
        let range = file.lineRange(line)
        var count = 0
        while range.lowerBound + count < range.upperBound, file.bytes[range.lowerBound + count] == UInt8(ascii: " ") { count += 1 }
        return count
    }

    /// A `//` comment on a line of its own, right under a line that ends with a comment, and
    /// indented past that line's code: it continues the column of the comment above.
    ///
    ///     map.drag(a, to: @(0.5, 0.5))  // expect: asked starting
    ///                                   // expect: none -> dragging
    func continuesCommentColumn(_ comment: SourceSpan) -> Bool {
        let line = file.line(of: comment.start)
        guard let above = lastEndOfLineComment, line == above.line + 1, source(comment).hasPrefix("//") else { return false }
        // One after code (`let r = // c`) is on no line of its own.
        guard let column = column(ofCommentStartingLine: comment) else { return false }
        return column > above.codeIndentation
    }

    /// The column of a comment that only blanks come before on its line of the source; nil
    /// for one after code.
    func column(ofCommentStartingLine comment: SourceSpan) -> Int? {
        let lineStart = file.lineRange(file.line(of: comment.start)).lowerBound
        let isFirst = file.bytes[lineStart..<comment.start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return isFirst ? comment.start - lineStart : nil
    }

    /// Spaces between the longest code of a run of lines and their comments.
    static let commentGap = 2

    /// The output with the comments at the ends of consecutive lines of the same indentation
    /// lined up `commentGap` spaces after the longest code among them:
    ///
    ///     self.frame = Rect(0, 0, 40, 40)  // an explicit frame
    ///     self.opaque = false              // let the map show through
    func alignedOutput() -> String {
        guard !endOfLineComments.isEmpty else { return out }
        let bytes = Array(out.utf8)
        var lines: [(start: Int, end: Int)] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append((start, index))
            start = index + 1
        }
        if start < bytes.count { lines.append((start, bytes.count)) }

        // line -> where its comment starts
        var commentStart: [Int: Int] = [:]
        var lineIndex = 0
        for offset in endOfLineComments {
            while lineIndex < lines.count, lines[lineIndex].end < offset { lineIndex += 1 }
            if lineIndex < lines.count, lines[lineIndex].start <= offset { commentStart[lineIndex] = offset }
        }

        // A comment on a line of its own is written one space after the indentation: that
        // space is not indentation.
        func indentation(_ line: Int) -> Int {
            let end = commentStart[line] ?? lines[line].end
            var count = 0
            while lines[line].start + count < end, bytes[lines[line].start + count] == UInt8(ascii: " ") { count += 1 }
            return count
        }
        func codeWidth(_ line: Int, _ split: Int) -> Int {
            String(decoding: bytes[lines[line].start..<split], as: UTF8.self).count
        }

        var padding: [Int: Int] = [:]   // line -> spaces to insert before its comment
        var line = 0
        while line < lines.count {
            guard commentStart[line] != nil else { line += 1; continue }
            var run = [line]
            while let next = run.last.map({ $0 + 1 }), next < lines.count, commentStart[next] != nil, indentation(next) == indentation(line) {
                run.append(next)
            }
            let widths = run.map { codeWidth($0, commentStart[$0] ?? lines[$0].start) }
            let widest = widths.max() ?? 0
            // Each comment was written one space after its code.
            for (member, width) in zip(run, widths) { padding[member] = widest - width + ScriptPrinter.commentGap - 1 }
            line = (run.last ?? line) + 1
        }

        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + padding.values.reduce(0, +))
        for (index, range) in lines.enumerated() {
            if let split = commentStart[index], let spaces = padding[index] {
                result.append(contentsOf: bytes[range.start..<split])
                result.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces))
                result.append(contentsOf: bytes[split..<range.end])
            } else {
                result.append(contentsOf: bytes[range.start..<range.end])
            }
            if range.end < bytes.count { result.append(UInt8(ascii: "\n")) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    // MARK: - Statements

    mutating func printProgram(_ statements: [Stmt]) {
        printStatements(statements, end: file.bytes.count)
        flushComments(before: Int.max)
        if !atLineStart { newline() }
    }

    /// The statements of a block or the file, then the comments before `end`.
    mutating func printStatements(_ statements: [Stmt], end: Int) {
        // A line starting with `.` continues the line before it, so a statement that starts
        // with an implicit member keeps a `;` to stay a statement of its own.
        printOneALine(statements.map { statement in
            (statement.span, { (printer: inout ScriptPrinter) in printer.printStatement(statement) })
        }, end: end, keepsSemicolon: statements.map(startsWithImplicitMember))
    }

    /// Statements or class members, one a line, except that one the source wrote on the line
    /// where the one before it (whole on that line) ended stays there: `a; b`. Then the
    /// comments before `end`.
    mutating func printOneALine(_ items: [Item], end: Int, keepsSemicolon: [Bool] = []) {
        var blankLineAllowed = false
        var onPreviousLine = false
        for (index, item) in items.enumerated() {
            if onPreviousLine {
                // Block comments between the two stay on either side of the `;`, as written.
                let semicolon = min(tokenStart(of: .semicolon, atOrAfter: items[index - 1].span.end), item.span.start)
                writeInlineComments(before: semicolon)
                write("; ")
                writeInlineComments(before: item.span.start, beforeCode: true)
            } else {
                flushComments(before: item.span.start, blankLineAllowed: &blankLineAllowed)
                separate(from: item.span.start, if: blankLineAllowed)
                if !atLineStart { newline() }
                if blankLineAllowed, index < keepsSemicolon.count, keepsSemicolon[index] { write(";") }
            }
            let printedFrom = out.utf8.count
            printUnit(item.print)
            sourceCursor = item.span.end
            blankLineAllowed = true
            // Whole on one line of the output too: one the formatter broke (a comment inside
            // a one-line body opens it) ends with a `}` that the next would follow, and a
            // second pass would put that one on a line of its own.
            onPreviousLine = index + 1 < items.count && sameLine(item.span.start, item.span.end)
                && !wroteLineBreak(since: printedFrom)
                && staysOnLineWithInlineComments(after: item.span.end, next: items[index + 1].span.start)
            if onPreviousLine { continue }
            trailingComments(after: item.span.end)
            newline()
        }
        flushComments(before: end, blankLineAllowed: &blankLineAllowed)
    }

    /// What `restore` needs to take back what was printed since: the output's length rather
    /// than a copy of it, which the next write would have to duplicate whole.
    struct Checkpoint {
        let outputLength: Int
        let endOfLineCommentCount: Int
        let nextComment, indent, sourceCursor: Int
        let atLineStart, inContinuation: Bool
        let lastEndOfLineComment: (line: Int, codeIndentation: Int, outputIndentation: Int)?
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(outputLength: out.utf8.count, endOfLineCommentCount: endOfLineComments.count, nextComment: nextComment,
                   indent: indent, sourceCursor: sourceCursor, atLineStart: atLineStart, inContinuation: inContinuation,
                   lastEndOfLineComment: lastEndOfLineComment)
    }

    /// Takes back what was printed since `checkpoint`, to print it another way.
    mutating func restore(_ checkpoint: Checkpoint) {
        out.removeSubrange(out.utf8.index(out.utf8.startIndex, offsetBy: checkpoint.outputLength)...)
        endOfLineComments.removeSubrange(checkpoint.endOfLineCommentCount...)
        nextComment = checkpoint.nextComment
        indent = checkpoint.indent
        sourceCursor = checkpoint.sourceCursor
        atLineStart = checkpoint.atLineStart
        inContinuation = checkpoint.inContinuation
        lastEndOfLineComment = checkpoint.lastEndOfLineComment
    }

    /// Whether the output has a line break after its first `offset` bytes.
    func wroteLineBreak(since offset: Int) -> Bool {
        let utf8 = out.utf8
        return utf8[utf8.index(utf8.startIndex, offsetBy: offset)...].contains(UInt8(ascii: "\n"))
    }

    /// Whether what starts at `next` stays on the line of what ends at `end`: the source had
    /// them on one line, with no comment between them.
    func staysOnLine(after end: Int, next: Int) -> Bool {
        sameLine(end, next) && (nextComment >= comments.count || comments[nextComment].start >= next)
    }

    /// `staysOnLine`, where one-line block comments between them stay too: `a /* c */; b`.
    func staysOnLineWithInlineComments(after end: Int, next: Int) -> Bool {
        sameLine(end, next) && (nextComment >= comments.count || onlyInlineComments(before: next))
    }

    func startsWithImplicitMember(_ statement: Stmt) -> Bool {
        func leftmost(_ expression: Expr) -> Bool {
            switch expression.kind {
            case .implicitMember: return true
            case .member(let base, _), .optionalMember(let base, _), .subscriptAccess(let base, _), .call(let base, _),
                 .binary(let base, _), .range(let base, _, _), .typeCheck(let base, _):
                return leftmost(base)
            default: return false
            }
        }
        switch statement.kind {
        case .expression(let expression), .assignment(let expression, _, _): return leftmost(expression)
        default: return false
        }
    }

    /// `{ statements }`; `{}` when empty. Returns whether it stayed on one line.
    @discardableResult
    mutating func printBlock(_ block: Block) -> Bool {
        // A comment before the `{` stays there: `if a /* why */ {`.
        writeComments(before: block.span.start)
        let closing = max(block.span.start, block.span.end - 1)
        let hasComments = nextComment < comments.count && comments[nextComment].start < closing
        if block.statements.isEmpty && !hasComments {
            write("{}")
            sourceCursor = block.span.end
            return true
        }
        // An empty block holding only block comments on its line stays so: `{ /* later */ }`.
        if block.statements.isEmpty, sameLine(block.span.start, closing), onlyInlineComments(before: closing) {
            write("{")
            writeInlineComments(before: closing)
            write(" }")
            sourceCursor = block.span.end
            return true
        }
        if !hasComments && sameLine(block.span.start, closing) {
            // Unless a statement in it cannot be written on one line (a `switch`, whose cases
            // take lines of their own): the block then opens, as a second pass would open it.
            let before = checkpoint()
            write("{ ")
            printOnOneLine(block.statements.map { statement in { (printer: inout ScriptPrinter) in printer.printStatement(statement) } })
            if !wroteLineBreak(since: before.outputLength) {
                write(" }")
                sourceCursor = block.span.end
                return true
            }
            restore(before)
        }
        write("{")
        sourceCursor = block.span.start + 1
        trailingCommentsOnOpeningLine(block.span.start, before: block.statements.first?.span.start)
        newline()
        indent += 1
        printStatements(block.statements, end: closing)
        indent -= 1
        write("}")
        sourceCursor = block.span.end
        return false
    }

    /// Statements or members the source wrote on one line, kept there: `a; b`.
    mutating func printOnOneLine(_ parts: [(inout ScriptPrinter) -> Void]) {
        for (index, part) in parts.enumerated() {
            if index > 0 { write("; ") }
            printUnit(part)
        }
    }

    /// Prints a statement or an element: a line it breaks before an operator indents the rest
    /// of it one level, up to its end.
    mutating func printUnit(_ print: (inout ScriptPrinter) -> Void) {
        let (savedIndent, savedContinuation) = (indent, inContinuation)
        inContinuation = false
        print(&self)
        (indent, inContinuation) = (savedIndent, savedContinuation)
    }

    /// Whether the source broke the line between code ending at `end` and the token at `next`.
    func breaksLine(between end: Int, and next: Int) -> Bool { !sameLine(end, next) }

    /// Whether the source broke the line between `end` and `next` outside comments. A line
    /// break inside a block comment ends no line of code (`3 /* a` / `b */ - 4` is one
    /// expression), and written before the operator it could start a statement (`- 4`).
    func breaksCodeLine(between end: Int, and next: Int) -> Bool {
        guard breaksLine(between: end, and: next) else { return false }
        var low = 0
        var high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].end <= end { low = mid + 1 } else { high = mid }
        }
        var offset = end
        for comment in comments[low...] where comment.start < next {
            if comment.start > offset, !sameLine(offset, comment.start) { return true }
            offset = max(offset, comment.end)
        }
        return offset < next && !sameLine(offset, next)
    }

    /// Writes an infix operator or a member's `.` at `offset`, after code ending at `end`: on
    /// the same line, or, where the source broke the line before it, first on the next line.
    /// Block comments around it stay there (`x /* mid */ + y`, `x + /* mid */ y`): those before
    /// it, and those after it up to `operand`, where the code after it starts.
    /// An operator written without spaces (`...`, `.`) is spaced from a comment beside it as
    /// the others are: `1 /* a */ ... /* b */ 5` and `1 /* a */ ... 5`, not `1 /* a */.../* b */ 5`
    /// (a comment touching the operator reads as part of it).
    mutating func writeInfix(_ text: String, at offset: Int, after end: Int, spaced: Bool, operand: Int? = nil) {
        guard breaksCodeLine(between: end, and: offset) else {
            let spaced = spaced || operand.map { blockCommentPending(from: end, before: $0) } ?? false
            let commented = writeInlineComments(from: end, before: offset, overLines: true) > 0
            // A line the source broke after the operator, with no comment after it, stays
            // broken there, the operand one level deeper: the way to break `a - b`, whose `-`
            // would start a statement of its own at the start of a line.
            if let operand, breaksCodeLine(between: offset, and: operand),
               !(nextComment < comments.count && comments[nextComment].start < operand) {
                write(spaced || commented ? " " + text : text)
                continueOnNextLine()
                return
            }
            write(spaced ? " \(text) " : commented ? " " + text : text)
            if let operand { writeInlineComments(from: offset, before: operand, beforeCode: true, overLines: true) }
            return
        }
        trailingComments(after: end)
        continueOnNextLine()
        // A comment on a line of its own before the operator stays before it.
        flushComments(before: offset)
        write(spaced ? "\(text) " : text)
        if let operand { writeCommentsAfterInfix(at: offset, before: operand, spaced: spaced) }
    }

    /// Ends the line inside the statement or element being printed: the rest of it goes one
    /// level deeper, as after a line broken before an operator.
    mutating func continueOnNextLine() {
        if !inContinuation {
            inContinuation = true
            indent += 1
        }
        newline()
    }

    /// Writes where they stand the comments not yet written before the code at `offset`, code
    /// before them being written already: a block comment between the two, a `//` comment at
    /// the end of the line, the code then starting the next line (`let z = 1 +  // why`, then
    /// `2`), as the source had it. Moved to the end of the statement instead, a `//` comment
    /// would follow code it was before. Block comments are spaced from the code before them
    /// when `followsCode` (before a `)` or ` = `), else from the code after them.
    mutating func writeComments(before offset: Int, followsCode: Bool = false) {
        while nextComment < comments.count, comments[nextComment].start < offset {
            if atLineStart {
                flushComments(before: offset)
                return
            }
            if followsCode {
                if writeInlineComments(before: offset, overLines: true) > 0 { continue }
            } else if blockCommentPending(from: 0, before: offset) {
                if !(out.hasSuffix(" ") || out.hasSuffix("(") || out.hasSuffix("[")) { write(" ") }
                writeInlineComments(before: offset, beforeCode: true, overLines: true)
                continue
            }
            // The line ends here: the space written before the code that was to follow goes
            // (a comment's column is set at the end).
            if out.hasSuffix(" ") { out.removeLast() }
            let comment = comments[nextComment]
            if column(ofCommentStartingLine: comment) != nil {
                continueOnNextLine()
                continue
            }
            nextComment += 1
            writeEndOfLineComment(comment)
            sourceCursor = comment.end
            continueOnNextLine()
        }
    }

    /// The block comments between an infix operator at `offset` and its right operand, each
    /// followed by a space; after an operator written without spaces, one first.
    mutating func writeCommentsAfterInfix(at offset: Int, before operand: Int, spaced: Bool) {
        if !spaced, blockCommentPending(from: offset, before: operand) { write(" ") }
        writeInlineComments(from: offset, before: operand, beforeCode: true, overLines: true)
    }

    /// Code at `offset` of the source, after the comments before it, where they stand; on a
    /// line of its own after a `//` comment, without the space that separates it from code
    /// before (` = 2` is `= 2` there).
    mutating func writeCode(_ text: String, at offset: Int) {
        writeComments(before: offset, followsCode: text.first.map { " ,:)]".contains($0) } ?? false)
        write(atLineStart ? String(text.drop { $0 == " " }) : text)
    }

    /// Where the bracket that ends `expression` is: its last byte.
    func closingBracket(of expression: Expr) -> Int { max(expression.span.start, expression.span.end - 1) }

    /// Whether the next comment to write is a block comment between `start` and `end`.
    func blockCommentPending(from start: Int, before end: Int) -> Bool {
        guard nextComment < comments.count else { return false }
        let comment = comments[nextComment]
        return comment.start >= start && comment.start < end && source(comment).hasPrefix("/*")
    }

    /// A comment right after an opening `{` on the same line stays there. One after code that
    /// follows the bracket on its line (from `before` on) is that code's, and goes with it.
    mutating func trailingCommentsOnOpeningLine(_ offset: Int, before firstCode: Int? = nil) {
        if nextComment < comments.count, sameLine(comments[nextComment].start, offset),
           comments[nextComment].start < firstCode ?? Int.max {
            let comment = comments[nextComment]
            nextComment += 1
            writeEndOfLineComment(comment, afterOpening: true)
            sourceCursor = comment.end
        }
    }

    mutating func printStatement(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expression):
            printExpression(expression)
        case .assignment(let target, let op, let value):
            printExpression(target)
            writeCode(" \(op.rawValue) ", at: tokenStart(atOrAfter: target.span.end))
            printExpression(value)
        case .variable(let declaration):
            printVariable(declaration)
        case .function(let function):
            printFunction(function, keyword: "func")
        case .classDecl(let declaration):
            write("class ")
            writeCode(declaration.name.name, at: declaration.name.span.start)
            if let superclass = declaration.superclass {
                writeCode(": ", at: tokenStart(atOrAfter: declaration.name.span.end))
                writeCode(superclass.name, at: superclass.span.start)
            }
            write(" ")
            printMembers(declaration.members.map { member in
                switch member {
                case .field(let field, let span): return (span, { (printer: inout ScriptPrinter) in printer.printVariable(field) })
                case .initializer(let function): return (function.span, { (printer: inout ScriptPrinter) in printer.printFunction(function, keyword: "init") })
                case .method(let function): return (function.span, { (printer: inout ScriptPrinter) in printer.printFunction(function, keyword: "func") })
                }
            }, span: statement.span)
        case .enumDecl(let declaration):
            write("enum ")
            writeCode(declaration.name.name + " ", at: declaration.name.span.start)
            printMembers(declaration.members.map { member in
                switch member {
                case .cases(let names, let span):
                    return (span, { (printer: inout ScriptPrinter) in printer.printCaseNames(names) })
                case .method(let function):
                    return (function.span, { (printer: inout ScriptPrinter) in printer.printFunction(function, keyword: "func") })
                }
            }, span: statement.span)
        case .ifStatement(let ifStatement):
            var previous: (block: Block, oneLine: Bool)?
            for branch in ifStatement.branches {
                if let previous {
                    writeElse(after: previous.block, oneLine: previous.oneLine)
                    write("if ")
                } else {
                    write("if ")
                }
                printExpression(branch.condition)
                write(" ")
                previous = (branch.body, printBlock(branch.body))
            }
            if let elseBlock = ifStatement.elseBlock, let previous {
                writeElse(after: previous.block, oneLine: previous.oneLine)
                printBlock(elseBlock)
            }
        case .whileLoop(let condition, let body):
            write("while ")
            printExpression(condition)
            write(" ")
            printBlock(body)
        case .forIn(let variable, let sequence, let body):
            write("for ")
            writeCode(variable.name, at: variable.span.start)
            writeCode(" in ", at: tokenStart(atOrAfter: variable.span.end))
            printExpression(sequence)
            write(" ")
            printBlock(body)
        case .breakStatement:
            write("break")
        case .continueStatement:
            write("continue")
        case .returnStatement(let value):
            write("return")
            if let value {
                write(" ")
                printExpression(value)
            }
        case .switchStatement(let switchStatement):
            printSwitch(switchStatement, span: statement.span)
        case .importFile(_, let pathSpan):
            write("import ")
            writeCode(source(pathSpan), at: pathSpan.start)
        case .block(let block):
            printBlock(block)
        case .scene(let declaration):
            printScene(declaration)
        case .renderer(let declaration):
            write("renderer ")
            if let name = declaration.name { writeCode(name.name + " ", at: name.span.start) }
            writeCode("for ", at: tokenStart(atOrAfter: declaration.name?.span.end ?? declaration.keywordSpan.end))
            writeCode(declaration.type.name + " ", at: declaration.type.span.start)
            printBlock(declaration.body)
        case .hook(let declaration):
            write("on ")
            writeCode(declaration.name.name, at: declaration.name.span.start)
            let openOffset = tokenStart(atOrAfter: declaration.name.span.end)
            printList(open: "(", close: ")", items: declaration.parameters.map { parameter in
                (parameter.span, { (printer: inout ScriptPrinter) in printer.write(parameter.name) })
            }, openOffset: openOffset, closeOffset: tokenStart(of: .rightParen, atOrAfter: declaration.parameters.last?.span.end ?? openOffset))
            write(" ")
            printBlock(declaration.body)
        }
    }

    /// `else ` after the block before it: on the same line, or on the next line when the source
    /// put it there after a block kept on one line (`if a { x }` / `else { y }`).
    /// Block comments on the line around the `else` stay there: `} /* x */ else /* y */ {`.
    mutating func writeElse(after block: Block, oneLine: Bool) {
        let elseKeyword = codeTokenStart(atOrAfter: block.span.end)
        // A `//` comment between them keeps the `else` on a line after it.
        if oneLine && breaksLine(between: block.span.end, and: elseKeyword) || hasLineComment(from: block.span.end, before: elseKeyword) {
            trailingComments(after: block.span.end)
            newline()
            flushComments(before: elseKeyword)
            write("else ")
        } else {
            writeCode(" else ", at: elseKeyword)
        }
        writeComments(before: tokenStart(atOrAfter: elseKeyword + "else".utf8.count))
    }

    mutating func printVariable(_ declaration: VariableDecl) {
        write(declaration.isConstant ? "let " : "var ")
        writeCode(declaration.name.name, at: declaration.name.span.start)
        if let value = declaration.initializer {
            writeCode(" = ", at: tokenStart(atOrAfter: declaration.name.span.end))
            printExpression(value)
        }
    }

    mutating func printFunction(_ function: FunctionLiteral, keyword: String) {
        write(keyword)
        if keyword == "func" {
            write(" ")
            if let name = function.name { writeCode(name.name, at: name.span.start) }
        }
        let openOffset = tokenStart(atOrAfter: function.name?.span.end ?? function.span.start + 4)
        let parameters: [Item] = function.parameters.map { parameter in
            (parameter.name.span.union(parameter.defaultValue?.span ?? parameter.name.span), { (printer: inout ScriptPrinter) in
                printer.write(parameter.name.name)
                if let value = parameter.defaultValue {
                    printer.writeCode(" = ", at: printer.tokenStart(atOrAfter: parameter.name.span.end))
                    printer.printExpression(value)
                }
            })
        }
        printList(open: "(", close: ")", items: parameters, openOffset: openOffset,
                  closeOffset: tokenStart(of: .rightParen, atOrAfter: parameters.last?.span.end ?? openOffset))
        write(" ")
        printBlock(function.body)
    }

    /// Offset of the first token of a kind at or after `offset`: the `)` that closes a list
    /// whose last element ends at `offset`, a case's `:` after its patterns.
    func tokenStart(of kind: TokenKind, atOrAfter offset: Int) -> Int {
        guard !tokens.isEmpty else { return offset }
        var index = tokenIndex(atOrAfter: offset)
        while index < tokens.count - 1, tokens[index].kind != kind { index += 1 }
        return tokens[index].span.start
    }

    typealias Item = (span: SourceSpan, print: (inout ScriptPrinter) -> Void)

    /// Class and enum bodies: `{`, one member a line, `}`.
    mutating func printMembers(_ members: [Item], span: SourceSpan) {
        writeComments(before: tokenStart(of: .leftBrace, atOrAfter: span.start))
        let closing = max(span.start, span.end - 1)
        let hasComments = nextComment < comments.count && comments[nextComment].start < closing
        if members.isEmpty && !hasComments {
            write("{}")
            return
        }
        if !hasComments && sameLine(span.start, closing) {
            // As a block: a member that takes lines (a method with a `switch`) opens the body.
            let before = checkpoint()
            write("{ ")
            printOnOneLine(members.map(\.print))
            if !wroteLineBreak(since: before.outputLength) {
                write(" }")
                return
            }
            restore(before)
        }
        write("{")
        newline()
        indent += 1
        sourceCursor = span.start
        printOneALine(members, end: closing)
        indent -= 1
        write("}")
    }

    mutating func printSwitch(_ statement: SwitchStatement, span: SourceSpan) {
        write("switch ")
        let brace = tokenStart(of: .leftBrace, atOrAfter: statement.subject.span.end)
        printUnit { printer in
            printer.printExpression(statement.subject)
            printer.writeCode(" {", at: brace)
        }
        // `switch kind {  // why`: the comment stays after the brace, as after any block's.
        trailingCommentsOnOpeningLine(brace, before: statement.cases.first?.span.start ?? max(span.start, span.end - 1))
        newline()
        for (index, clause) in statement.cases.enumerated() {
            flushComments(before: clause.span.start)
            printUnit { printer in printer.printCaseLabel(clause) }
            if clause.body.isEmpty {
                trailingComments(after: clause.span.end)
                newline()
                continue
            }
            if let last = clause.body.last, staysOnLine(after: clause.span.start, next: last.span.end) {
                // `case .ride: return Image("ride")`, as the source wrote it, unless its body
                // takes lines (a `switch`): then it goes under the case, as a second pass puts it.
                let before = checkpoint()
                write(" ")
                printOnOneLine(clause.body.map { statement in { (printer: inout ScriptPrinter) in printer.printStatement(statement) } })
                if !wroteLineBreak(since: before.outputLength) {
                    sourceCursor = last.span.end
                    trailingComments(after: last.span.end)
                    newline()
                    continue
                }
                restore(before)
            }
            trailingCommentsOnOpeningLine(clause.patterns.last?.span.end ?? clause.span.start, before: clause.body.first?.span.start)
            newline()
            indent += 1
            printStatements(clause.body, end: clause.span.end)
            let next = index + 1 < statement.cases.count ? statement.cases[index + 1].span.start : max(span.start, span.end - 1)
            flushComments(before: endOfBodyComments(deeperThan: clause.span.start, before: next))
            indent -= 1
        }
        flushComments(before: max(span.start, span.end - 1))
        write("}")
    }

    /// `case a, b:` or `default:`. A trailing comma before a `//` comment ahead of the `:` stays:
    /// the line break after the comment would end the case there without it.
    mutating func printCaseLabel(_ clause: SwitchCase) {
        let colon = tokenStart(of: .colon, atOrAfter: clause.patterns.last?.span.end ?? clause.span.start)
        if clause.isDefault {
            write("default")
        } else {
            write("case ")
            for (index, pattern) in clause.patterns.enumerated() {
                if index > 0 { writeCode(", ", at: tokenStart(atOrAfter: clause.patterns[index - 1].span.end)) }
                printExpression(pattern)
            }
            if let last = clause.patterns.last, hasLineComment(from: last.span.end, before: colon) {
                writeCode(",", at: tokenStart(atOrAfter: last.span.end))
            }
        }
        writeCode(":", at: colon)
    }

    /// Where the comments that end a case's body stop: those after its last statement, each
    /// on a line of its own indented deeper than the case's `case`, are the body's and are
    /// written with it; the first one at the `case`'s column or left of it (and all after it)
    /// belongs to what comes next. Without this, a comment the formatter moved to a line of
    /// its own at the body's indentation would move again, to the `switch`'s, on a second pass.
    func endOfBodyComments(deeperThan caseStart: Int, before next: Int) -> Int {
        let caseColumn = caseStart - file.lineRange(file.line(of: caseStart)).lowerBound
        var end = nextComment < comments.count ? comments[nextComment].start : next
        for comment in comments[nextComment...] where comment.start < next {
            if let column = column(ofCommentStartingLine: comment), column <= caseColumn { break }
            end = comment.end
        }
        return min(end, next)
    }

    /// `base.member` or `base?.member`; comments between the dot and the name stay there.
    mutating func printMember(_ dot: String, _ member: Identifier, of base: Expr) {
        printExpression(base)
        let dotOffset = tokenStart(atOrAfter: base.span.end)
        writeInfix(dot, at: dotOffset, after: base.span.end, spaced: false)
        writeCommentsAfterInfix(at: dotOffset, before: member.span.start, spaced: false)
        writeCode(member.name, at: member.span.start)
    }

    /// `case a, b` of an enum.
    mutating func printCaseNames(_ names: [Identifier]) {
        write("case ")
        for (index, name) in names.enumerated() {
            if index > 0 { writeCode(", ", at: tokenStart(atOrAfter: names[index - 1].span.end)) }
            writeCode(name.name, at: name.span.start)
        }
    }

    mutating func printScene(_ declaration: SceneDecl) {
        write(declaration.kind.keyword)
        if let name = declaration.name {
            write(" ")
            writeCode(name.name, at: name.span.start)
        }
        if let type = declaration.type {
            writeCode(": ", at: tokenStart(atOrAfter: declaration.name?.span.end ?? declaration.keywordSpan.end))
            writeCode(type.name, at: type.span.start)
        }
        let headEnd = (declaration.type ?? declaration.name)?.span.end ?? declaration.keywordSpan.end
        switch declaration.kind {
        case .annotation(let coordinate):
            writeCode(" at ", at: tokenStart(atOrAfter: headEnd))
            printExpression(coordinate)
        case .polygon(let coordinates), .polyline(let coordinates):
            write(" ")
            printExpression(coordinates)
        case .circle(let center, let radius):
            writeCode(" at ", at: tokenStart(atOrAfter: headEnd))
            printExpression(center)
            writeCode(" radius ", at: tokenStart(atOrAfter: center.span.end))
            printExpression(radius)
        case .overlay(let arguments):
            if let last = arguments.last {
                printArguments(arguments, after: declaration.type?.span.end ?? declaration.keywordSpan.end, closeOffset: tokenStart(of: .rightParen, atOrAfter: last.span.end))
            }
        }
        if let config = declaration.config {
            write(" ")
            printBlock(config)
        }
    }

    // MARK: - Lists

    /// A bracketed list: on one line, or, when the source broke the line after the opening
    /// bracket, one item a line with trailing commas.
    mutating func printList(open: String, close: String, items: [Item], openOffset: Int, closeOffset: Int) {
        var multiline = !items.isEmpty && openOffset < items[0].span.start && breaksCodeLine(between: openOffset, and: items[0].span.start)
        for index in items.indices.dropFirst() where !multiline {
            multiline = breaksCodeLine(between: items[index - 1].span.end, and: items[index].span.start)
        }
        // A `//` comment before the closing bracket ends a line there, which only a broken
        // list has: `f(a  // why` then `)`.
        multiline = multiline || hasLineComment(from: items.last?.span.end ?? openOffset, before: closeOffset)
        writeCode(open, at: openOffset)
        if !multiline {
            // Block comments between the elements stay beside them: `(a /* p */, b)`.
            for (index, item) in items.enumerated() {
                if index > 0 { writeCode(", ", at: tokenStart(atOrAfter: items[index - 1].span.end)) }
                writeComments(before: item.span.start)
                item.print(&self)
                writeInlineComments(before: tokenStart(atOrAfter: item.span.end))
            }
            writeCode(close, at: closeOffset)
            return
        }
        trailingCommentsOnOpeningLine(openOffset, before: items.first?.span.start)
        newline()
        indent += 1
        sourceCursor = openOffset + 1
        var blankLineAllowed = false
        var onPreviousLine = false
        for (index, item) in items.enumerated() {
            let nextStart = index + 1 < items.count ? items[index + 1].span.start : closeOffset
            if onPreviousLine {
                write(" ")
                // `1, /* x */ 2` keeps the comment before the element it was before.
                writeInlineComments(from: items[index - 1].span.end, before: item.span.start, beforeCode: true)
            } else {
                flushComments(before: item.span.start, blankLineAllowed: &blankLineAllowed)
                separate(from: item.span.start, if: blankLineAllowed)
                if !atLineStart { newline() }
            }
            blankLineAllowed = true
            printUnit(item.print)
            // And `1 /* x */, 2` before the comma; not one on a later line, which is not beside
            // the element.
            writeInlineComments(from: item.span.end, before: min(tokenStart(atOrAfter: item.span.end), nextStart), onLineOf: item.span.end)
            write(",")
            sourceCursor = item.span.end
            // Elements the source wrote on one line stay on one, block comments between them
            // included (they were just written or are written before the next element).
            onPreviousLine = index + 1 < items.count && sameLine(item.span.end, nextStart)
                && comments[nextComment...].prefix { $0.start < nextStart }.allSatisfy { isInline($0) && sameLine($0.start, nextStart) }
            if onPreviousLine { continue }
            trailingComments(after: min(item.span.end, nextStart))
            newline()
        }
        flushComments(before: closeOffset)
        indent -= 1
        write(close)
    }

    /// `(arguments)`, the `(` being the first token after `offset`.
    mutating func printArguments(_ arguments: [Argument], after offset: Int, closeOffset: Int) {
        let openOffset = tokenStart(atOrAfter: offset)
        printList(open: "(", close: ")", items: arguments.map { argument in
            (argument.span, { (printer: inout ScriptPrinter) in
                if let label = argument.label {
                    printer.write(label.name)
                    printer.writeCode(": ", at: printer.tokenStart(atOrAfter: label.span.end))
                }
                printer.printExpression(argument.value)
            })
        }, openOffset: openOffset, closeOffset: closeOffset)
    }

    // MARK: - Expressions

    mutating func printExpression(_ expression: Expr) {
        writeComments(before: expression.span.start)
        switch expression.kind {
        case .number, .string, .color:
            write(source(expression.span))
        case .bool(let value):
            write(value ? "true" : "false")
        case .nilLiteral:
            write("nil")
        case .coordinate(let latitude, let longitude):
            write("@(")
            printExpression(latitude)
            writeCode(", ", at: tokenStart(atOrAfter: latitude.span.end))
            printExpression(longitude)
            writeCode(")", at: closingBracket(of: expression))
        case .list(let elements):
            printList(open: "[", close: "]", items: elements.map { element in
                (element.span, { (printer: inout ScriptPrinter) in printer.printExpression(element) })
            }, openOffset: expression.span.start, closeOffset: closingBracket(of: expression))
        case .dictionary(let entries):
            if entries.isEmpty {
                write("[")
                writeCode(":", at: tokenStart(atOrAfter: expression.span.start + 1))
                writeCode("]", at: closingBracket(of: expression))
                return
            }
            printList(open: "[", close: "]", items: entries.map { entry in
                (entry.key.span.union(entry.value.span), { (printer: inout ScriptPrinter) in
                    printer.printExpression(entry.key)
                    printer.writeCode(": ", at: printer.tokenStart(atOrAfter: entry.key.span.end))
                    printer.printExpression(entry.value)
                })
            }, openOffset: expression.span.start, closeOffset: closingBracket(of: expression))
        case .identifier(let identifier):
            write(identifier.name)
        case .selfExpr:
            write("self")
        case .superMember(let member):
            write("super")
            writeCode(".", at: tokenStart(atOrAfter: expression.span.start + "super".utf8.count))
            writeCode(member.name, at: member.span.start)
        case .implicitMember(let member):
            write(".")
            writeCode(member.name, at: member.span.start)
        case .parenthesized(let inner):
            write("(")
            printExpression(inner)
            writeCode(")", at: closingBracket(of: expression))
        case .unary(let op, let operand):
            switch op {
            case .negate: write("-")
            case .not: write(file.bytes[safe: expression.span.start] == UInt8(ascii: "!") ? "!" : "not ")
            }
            printExpression(operand)
        case .binary(let first, let rest):
            printExpression(first)
            var end = first.span.end
            for link in rest {
                writeInfix(link.op.rawValue, at: tokenStart(atOrAfter: end), after: end, spaced: true, operand: link.operand.span.start)
                printExpression(link.operand)
                end = link.operand.span.end
            }
        case .typeCheck(let value, let type):
            printExpression(value)
            writeInfix("is", at: tokenStart(atOrAfter: value.span.end), after: value.span.end, spaced: true, operand: type.span.start)
            writeCode(type.name, at: type.span.start)
        case .range(let lower, let upper, let closed):
            printExpression(lower)
            writeInfix(closed ? "..." : "..<", at: tokenStart(atOrAfter: lower.span.end), after: lower.span.end, spaced: false, operand: upper.span.start)
            printExpression(upper)
        case .member(let base, let member):
            printMember(".", member, of: base)
        case .optionalMember(let base, let member):
            printMember("?.", member, of: base)
        case .subscriptAccess(let base, let index):
            printExpression(base)
            writeCode("[", at: tokenStart(atOrAfter: base.span.end))
            printExpression(index)
            writeCode("]", at: closingBracket(of: expression))
        case .call(let callee, let arguments):
            printExpression(callee)
            printArguments(arguments, after: callee.span.end, closeOffset: closingBracket(of: expression))
        case .function(let function):
            printFunction(function, keyword: "func")
        }
    }
}

private extension Array where Element == UInt8 {
    subscript(safe index: Int) -> UInt8? { index >= 0 && index < count ? self[index] : nil }
}
