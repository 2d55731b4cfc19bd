import MapScriptScene
import MapScriptSyntax

/// A value given on the command line with `--set NAME=VALUE`, for the script's top-level
/// `let NAME = DEFAULT`.
///
/// The command line gives text (`.text`), and the declaration decides what it means: a
/// boolean default takes `true/false/yes/no/on/off/1/0` in any case, a number default takes a
/// number, a colour default a colour as a script writes one (`#00FF00`) or a colour's name
/// (`green`), a string default takes the text as it is. Text that does not fit the default's kind
/// is refused rather than guessed at: `--set showRoute=no` must not arrive as the string "no",
/// which counts as true. A default that is not a literal (`let r = 2 * size`) says nothing
/// about its kind, so then `true`/`false` are booleans, numbers are numbers, and anything else
/// is a string. The typed cases are for programs that already hold a value, and are used as
/// they are.
public enum ScriptConstant: Equatable {
    case number(Double), bool(Bool), string(String)
    /// Text as written on the command line.
    case text(String)

    /// Why command-line text cannot replace a default: a usage error naming the constant.
    struct Rejection: Error {
        var message: String
    }

    /// What a `--set` value has to be to replace a default.
    enum Kind {
        case bool, number, color, string, unknown

        /// The kind a default expression shows in its source.
        init(ofDefault expression: Expr?) {
            switch expression?.kind {
            case .bool?: self = .bool
            case .number?: self = .number
            case .color?: self = .color
            // A colour's name (`red`) is a colour as much as its literal is.
            case .identifier(let name)? where Color.named.contains(where: { $0.name == name.name }): self = .color
            case .string?: self = .string
            case .unary(.negate, let operand)?: self = Kind(ofDefault: operand) == .number ? .number : .unknown
            case .parenthesized(let inner)?: self = Kind(ofDefault: inner)
            default: self = .unknown
            }
        }
    }

    /// The value replacing the default `defaultValue` of the top-level `let NAME`, or the reason
    /// the text cannot be one.
    func value(named name: String, replacing defaultValue: Expr?) -> Result<Value, Rejection> {
        guard case .text(let text) = self else { return .success(typedValue) }
        switch Kind(ofDefault: defaultValue) {
        case .bool:
            if let flag = ScriptConstant.flag(from: text) { return .success(.bool(flag)) }
            return .failure(Rejection(message: "--set \(name)=\(text): '\(name)' is a boolean, so its value must be true or false (yes/no, on/off and 1/0 work too)"))
        case .number:
            if let number = ScriptConstant.number(from: text) { return .success(.number(number)) }
            return .failure(Rejection(message: "--set \(name)=\(text): '\(name)' is a number, so its value must be a number such as 3 or -2.5"))
        case .color:
            if let color = ScriptConstant.color(from: text) { return .success(.color(color)) }
            return .failure(Rejection(message: "--set \(name)=\(text): '\(name)' is a colour, so its value must be #RGB, #RRGGBB or "
                                      + "#RRGGBBAA in hexadecimal digits, or a colour's name such as green"))
        case .string:
            return .success(.string(text))
        case .unknown:
            switch text {
            case "true": return .success(.bool(true))
            case "false": return .success(.bool(false))
            default: return .success(ScriptConstant.number(from: text).map(Value.number) ?? .string(text))
            }
        }
    }

    private var typedValue: Value {
        switch self {
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .string(let s), .text(let s): return .string(s)
        }
    }

    /// A colour as a script writes its literal (read by the language's own lexer), or one of
    /// the named colours (`green`, `clear`).
    static func color(from text: String) -> Color? {
        if let named = Color.named.first(where: { $0.name == text }) { return named.color }
        let parsed = Parser.parse(SourceFile(path: "--set", text: text))
        guard parsed.succeeded, parsed.program.statements.count == 1,
              case .expression(let expression) = parsed.program.statements[0].kind, case .color(let c) = expression.kind else { return nil }
        return Color(c)
    }

    /// A boolean as people write one on a command line.
    static func flag(from text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: return nil
        }
    }

    /// A number as a script would write it (`12`, `-3.5`, `1e-3`, `1_000`, `0x1F`): what the
    /// language's lexer reads as one number, with a sign before it if any. A decimal that
    /// `Double.init` reads (`.5`) is taken too; its `inf`, `nan` and hexadecimal floats, which
    /// are not numbers a script can write, are not.
    static func number(from text: String) -> Double? {
        let sign: Double = text.hasPrefix("-") ? -1 : 1
        let body = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        let lexed = Lexer.tokenize(SourceFile(path: "--set", text: body))
        if lexed.diagnostics.isEmpty, lexed.tokens.count == 2, lexed.tokens[0].kind == .number,
           lexed.tokens[0].span == SourceSpan(start: 0, end: body.utf8.count), case .number(let value) = lexed.tokens[0].value {
            return sign * value
        }
        let allowed = text.unicodeScalars.allSatisfy { "0123456789.eE+-".unicodeScalars.contains($0) }
        guard allowed, text.contains(where: \.isNumber), let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
