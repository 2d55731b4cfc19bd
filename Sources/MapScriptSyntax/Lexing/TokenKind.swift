/// What a token is. Keywords have their own kinds; the contextual declaration words
/// (`annotation`, `on`, `at`, ...) are identifiers, and the parser decides from context.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Literals and names
    case identifier
    case number
    /// A whole string without interpolation: `"text"`.
    case string
    /// The part of an interpolated string up to and including the first `\(`.
    case stringHead
    /// The part between two interpolations: from `)` to the next `\(`.
    case stringMiddle
    /// The part after the last interpolation: from `)` to the closing quote.
    case stringTail
    case color
    /// `@(`, the start of a coordinate literal.
    case coordinateStart

    // Keywords
    case letKeyword, varKeyword, funcKeyword, classKeyword, enumKeyword, caseKeyword
    case initKeyword, ifKeyword, elseKeyword, whileKeyword, forKeyword, inKeyword
    case breakKeyword, continueKeyword, returnKeyword, switchKeyword, defaultKeyword
    case importKeyword, selfKeyword, superKeyword, nilKeyword, trueKeyword, falseKeyword
    case andKeyword, orKeyword, notKeyword, isKeyword

    // Operators and punctuation
    case plus, minus, star, slash, percent
    case equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
    case ampersandAmpersand, pipePipe, bang
    case questionQuestion, questionDot
    case halfOpenRange, closedRange
    case equal, plusEqual, minusEqual, starEqual, slashEqual
    case dot, comma, colon, semicolon
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace

    /// A newline that ends a statement (others are dropped by the lexer).
    case newline
    case endOfFile

    /// The name `mapscript tokens` shows.
    public var name: String {
        switch self {
        case .identifier: "identifier"
        case .number: "number"
        case .string: "string"
        case .stringHead: "string-head"
        case .stringMiddle: "string-middle"
        case .stringTail: "string-tail"
        case .color: "color"
        case .coordinateStart: "coordinate-start"
        case .newline: "newline"
        case .endOfFile: "end-of-file"
        case .dot, .comma, .colon, .semicolon, .leftParen, .rightParen,
             .leftBracket, .rightBracket, .leftBrace, .rightBrace:
            "punctuation"
        default:
            isKeyword ? "keyword" : "operator"
        }
    }

    /// The spelling of a keyword kind, nil for other kinds.
    public var keywordText: String? { Keywords.text(of: self) }

    public var isKeyword: Bool { keywordText != nil }

    /// The fixed spelling of an operator or punctuation kind, or of a keyword.
    public var fixedText: String? {
        if let keyword = keywordText { return keyword }
        switch self {
        case .plus: return "+"
        case .minus: return "-"
        case .star: return "*"
        case .slash: return "/"
        case .percent: return "%"
        case .equalEqual: return "=="
        case .bangEqual: return "!="
        case .less: return "<"
        case .lessEqual: return "<="
        case .greater: return ">"
        case .greaterEqual: return ">="
        case .ampersandAmpersand: return "&&"
        case .pipePipe: return "||"
        case .bang: return "!"
        case .questionQuestion: return "??"
        case .questionDot: return "?."
        case .halfOpenRange: return "..<"
        case .closedRange: return "..."
        case .equal: return "="
        case .plusEqual: return "+="
        case .minusEqual: return "-="
        case .starEqual: return "*="
        case .slashEqual: return "/="
        case .dot: return "."
        case .comma: return ","
        case .colon: return ":"
        case .semicolon: return ";"
        case .leftParen: return "("
        case .rightParen: return ")"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .leftBrace: return "{"
        case .rightBrace: return "}"
        case .coordinateStart: return "@("
        default: return nil
        }
    }

    /// A token at the start of a line that continues the previous line's expression: an
    /// operator that cannot start an expression, or `.` for a member chain
    /// (`list\n  .filter(f)\n  .map(g)`, `a\n  ?? b`).
    var continuesPreviousLine: Bool {
        switch self {
        case .plus, .star, .slash, .percent,
             .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual,
             .ampersandAmpersand, .pipePipe, .andKeyword, .orKeyword, .isKeyword,
             .questionQuestion, .questionDot, .halfOpenRange, .closedRange, .dot:
            return true
        default:
            return false
        }
    }

    /// Keywords that can only start a statement, never appear inside an expression.
    var startsStatementOnly: Bool {
        switch self {
        case .letKeyword, .varKeyword, .classKeyword, .enumKeyword, .ifKeyword, .whileKeyword, .forKeyword,
             .returnKeyword, .importKeyword, .switchKeyword, .breakKeyword, .continueKeyword:
            return true
        default:
            return false
        }
    }

    /// An operator after which a newline does not end the statement. Not `.` nor `?.`: a
    /// chain is broken before its `.` (`continuesPreviousLine`), and a `.` that ends a line is
    /// a member access still being typed, whose name must not be taken from the next line
    /// (`p.` then `let c = 1` would lose the declaration).
    var continuesLine: Bool {
        switch self {
        case .plus, .minus, .star, .slash, .percent,
             .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual,
             .ampersandAmpersand, .pipePipe, .andKeyword, .orKeyword, .isKeyword,
             .questionQuestion, .halfOpenRange, .closedRange,
             .equal, .plusEqual, .minusEqual, .starEqual, .slashEqual, .comma:
            return true
        default:
            return false
        }
    }
}
