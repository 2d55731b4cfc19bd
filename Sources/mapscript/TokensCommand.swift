import ArgumentParser
import MapScriptSyntax

/// `mapscript tokens FILE.map`: the lexer's view of a script, one token a line, for teaching.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print the script's tokens, one a line."
    )

    @ArgumentParser.Argument(help: ArgumentHelp("The script.", valueName: "file.map"))
    var file: String

    func run() throws {
        let source = try ScriptInput.load(file)
        let result = Lexer.tokenize(source)
        Console.out(TokenDumper.dump(result.tokens, in: source))
        Console.report(result.diagnostics)
        if Console.hasErrors(result.diagnostics) { throw CommandFailure.script() }
    }
}
