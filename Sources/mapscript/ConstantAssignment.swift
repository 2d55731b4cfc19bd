import ArgumentParser
import MapScriptRuntime
import MapScriptSyntax

/// The value of `--set NAME=VALUE`: a top-level constant the script reads, overriding the
/// script's own `let NAME = ...`. `true` and `false` are booleans, a number is a number, and
/// anything else is the string as written (`--set title=Goliath`).
struct ConstantAssignment: Equatable {
    var name: String
    var value: ScriptConstant

    static func parse(_ argument: String) throws -> ConstantAssignment {
        guard let equals = argument.firstIndex(of: "=") else {
            throw ValidationError("'\(argument)' has no '=': write --set NAME=VALUE, such as --set showRoute=false")
        }
        let name = String(argument[..<equals])
        let text = String(argument[argument.index(after: equals)...])
        guard isIdentifier(name) else {
            throw ValidationError("'\(name)' is not a name a script can use: a letter or '_', then letters, digits or '_', and not a keyword")
        }
        return ConstantAssignment(name: name, value: constant(from: text))
    }

    static func constant(from text: String) -> ScriptConstant {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default:
            if let number = number(from: text) { return .number(number) }
            return .string(text)
        }
    }

    /// A decimal number as a script would write it (`12`, `-3.5`, `1e-3`). `Double.init` also
    /// accepts `inf`, `nan` and hexadecimal floats, which should stay strings.
    private static func number(from text: String) -> Double? {
        let allowed = text.unicodeScalars.allSatisfy { "0123456789.eE+-".unicodeScalars.contains($0) }
        guard allowed, text.contains(where: \.isNumber), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether the script could write the name: the lexer, the one judge of that, reads it as a
    /// single identifier (so a keyword such as `if`, which no script can read, is refused).
    private static func isIdentifier(_ text: String) -> Bool {
        let lexed = Lexer.tokenize(SourceFile(path: "--set", text: text))
        guard lexed.diagnostics.isEmpty, lexed.tokens.count == 2 else { return false }
        return lexed.tokens[0].kind == .identifier && lexed.tokens[0].span == SourceSpan(start: 0, end: text.utf8.count)
    }
}
