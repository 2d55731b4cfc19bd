import ArgumentParser
import MapScriptRuntime
import MapScriptSyntax

/// The value of `--set NAME=VALUE`: a top-level constant the script reads, overriding the
/// script's own `let NAME = ...`. The value stays text here: the declaration's default decides
/// what it means (`ScriptConstant`), and a value that does not fit is refused when the script
/// is compiled.
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
        return ConstantAssignment(name: name, value: .text(text))
    }

    /// Whether the script could write the name: the lexer, the one judge of that, reads it as a
    /// single identifier (so a keyword such as `if`, which no script can read, is refused).
    private static func isIdentifier(_ text: String) -> Bool {
        let lexed = Lexer.tokenize(SourceFile(path: "--set", text: text))
        guard lexed.diagnostics.isEmpty, lexed.tokens.count == 2 else { return false }
        return lexed.tokens[0].kind == .identifier && lexed.tokens[0].span == SourceSpan(start: 0, end: text.utf8.count)
    }
}
