import MapScriptSyntax

/// `mapscript chek park.map`: the root command's default is `render`, so a mistyped command
/// name would be taken for a script (and then for a file that is not there, or for a second
/// script). A first word that names no file, looks nothing like a path and is close to a
/// command's name is reported as that command mistyped, before the arguments are parsed.
enum MistypedCommand {
    /// The command the first argument was probably meant to be, or nil.
    static func suggestion(for arguments: [String]) -> (word: String, command: String)? {
        guard let word = arguments.first, !word.hasPrefix("-"), !word.contains("/"), !word.contains("."),
              !FilePath.exists(word) else { return nil }
        let names = MapScriptCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(word), let command = Suggestions.closest(to: word, among: names) else { return nil }
        return (word, command)
    }
}
