import ArgumentParser

/// The root of the command tree. Its default subcommand is `render`, so `mapscript park.map`
/// renders while `mapscript check park.map` checks; `render` without a script starts the REPL,
/// so a bare `mapscript` is the REPL.
struct MapScriptCommand: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "mapscript",
        abstract: "Write map scenes in a small language and render them to SVG.",
        usage: """
        mapscript FILE.map [-o OUT.svg] [render options]
        mapscript <subcommand> [arguments]
        mapscript                    (the REPL)
        """,
        discussion: """
        Render options (see 'mapscript render --help'): --size WxH, --seed N,
        --set NAME=VALUE (repeatable), --format svg|png|pdf|geojson, --scale N,
        --max-steps N, --allow-read DIR (repeatable). repl and watch take them too.

        Examples:
          mapscript park.map                   writes park.svg beside park.map
          mapscript park.map -o - | less       the SVG on standard output
          mapscript park.map --size 1200x800 --seed 7 --set showRoute=false
          mapscript park.map --format geojson  writes park.geojson
          mapscript check park.map             reports errors, writes nothing
          mapscript fmt --check .              exit 1 naming unformatted files
          mapscript watch park.map -o out.svg  renders again on every save
          mapscript serve park.map             the map live in a browser
          mapscript repl park.map              the REPL, park.map run first
          mapscript lsp                        the language server for editors

        Exit status:
          0  success
          1  an error in the script or its data, shown on standard error as
             FILE:LINE:COL: error: MESSAGE, the line, and a caret line
          2  a usage error: an unknown option, a malformed value (--size 10x,
             --set without '='), a script that cannot be read, an output
             folder that does not exist or takes no new files, or an output
             that would replace a file the run read (the script, an import,
             its data)

        A failed run writes nothing and leaves an existing output untouched.
        Errors are coloured only on a terminal, and never when NO_COLOR is
        set. The REPL keeps its history in $XDG_STATE_HOME/mapscript/history
        (by default ~/.local/state/mapscript/history).
        """,
        version: version,
        subcommands: [
            RenderCommand.self, CheckCommand.self, FormatCommand.self, WatchCommand.self, ServeCommand.self,
            REPLCommand.self, TokensCommand.self, ASTCommand.self, LSPCommand.self,
        ],
        defaultSubcommand: RenderCommand.self
    )
}
