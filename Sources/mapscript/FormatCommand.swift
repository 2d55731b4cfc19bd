import ArgumentParser
import MapScriptSyntax

/// `mapscript fmt FILE.map`: the canonical layout of a script. By default the formatted text
/// goes to standard output; `--check` only reports (exit 1 naming each file that is not
/// formatted, for CI), and `--write` replaces the file (atomically, and only when it changes).
/// `-` reads the script from standard input, as an editor formatting a buffer hands it over;
/// a folder stands for the `.map` files below it (`fmt --check .`).
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Print the script in its canonical formatting.",
        discussion: "Without --check or --write, the formatted script goes to standard output."
    )

    @ArgumentParser.Argument(help: ArgumentHelp("The scripts to format; '-' reads one from standard input, and a folder stands for the .map files below it.",
                                                valueName: "file.map"))
    var files: [String]

    @Flag(help: "Write nothing; exit 1 and name each script that is not formatted.")
    var check = false

    @Flag(help: "Replace each script with its formatted text.")
    var write = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<file.map> ...'") }
        if check && write { throw ValidationError("--check and --write cannot be used together") }
        if write && files.contains("-") { throw ValidationError("--write cannot replace standard input; leave it out to print the result") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input ('-') can be read once") }
    }

    func run() throws {
        try ScriptPaths.forEach(in: files, format)
    }

    private func format(_ file: String) throws {
        let source = file == "-" ? try ScriptInput.loadStandardInput() : try ScriptInput.load(file)
        switch ScriptFormatter.format(source) {
        case .failure(let diagnostics):
            Console.report(diagnostics)
            throw CommandFailure.script()
        case .success(let formatted):
            if check {
                if formatted != source.text {
                    throw CommandFailure.script(file == "-" ? "standard input is not formatted"
                                                : "\(file) is not formatted (mapscript fmt --write \(file) formats it)")
                }
            } else if write {
                if formatted != source.text {
                    // The one writer that replaces the file it read, on purpose.
                    try OutputDestination.file(file).write(Array(formatted.utf8), protecting: [])
                }
            } else {
                Console.out(formatted)
            }
        }
    }
}
