import ArgumentParser
import MapScriptSyntax

/// `mapscript ast FILE.map`: the parser's syntax tree, for teaching. A script with syntax
/// errors prints them instead, since a tree patched up by error recovery would mislead.
struct ASTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ast",
        abstract: "Print the script's syntax tree."
    )

    @ArgumentParser.Argument(help: ArgumentHelp("The script.", valueName: "file.map"))
    var file: String

    func run() throws {
        let source = try ScriptInput.load(file)
        let result = Parser.parse(source)
        Console.report(result.diagnostics)
        if Console.hasErrors(result.diagnostics) { throw CommandFailure.script() }
        Console.out(ASTDumper.dump(result.program))
    }
}
