/// The REPL's own commands, typed at the start of an entry: `:render park.svg`.
enum REPLCommandName: String, CaseIterable {
    case help, render, scene, tokens, ast, load, reset, quit

    /// What `:help` shows for each, in this order.
    var usage: (syntax: String, summary: String) {
        switch self {
        case .help: return (":help", "this list")
        case .render: return (":render [FILE]", "write the scene as it is now (.svg, .png, .pdf or .geojson, by the name)")
        case .scene: return (":scene", "the scene graph as a tree")
        case .tokens: return (":tokens EXPR", "the tokens of EXPR")
        case .ast: return (":ast EXPR", "the syntax tree of EXPR")
        case .load: return (":load FILE", "run a script in this session")
        case .reset: return (":reset", "forget everything the session defined")
        case .quit: return (":quit", "end the session (so does Ctrl-D)")
        }
    }

    /// Whether it is followed by anything: a file name or an expression (`:render` may be
    /// given none). The others refuse one rather than drop it.
    var takesArgument: Bool { takesFileName || self == .tokens || self == .ast }

    /// Whether the argument is a file name (Tab completes it as one).
    var takesFileName: Bool { self == .load || self == .render }

    /// Every command with its summary, one a line, aligned: for `:help` and `repl --help`.
    static var table: String {
        let width = allCases.map { $0.usage.syntax.count }.max() ?? 0
        var text = ""
        for name in allCases {
            let (syntax, summary) = name.usage
            text += "  " + syntax + String(repeating: " ", count: width - syntax.count + 2) + summary + "\n"
        }
        return text
    }

    /// `:q` and `:exit` are what hands trained elsewhere type.
    static func named(_ name: String) -> REPLCommandName? {
        switch name {
        case "q", "exit": return .quit
        case "h", "?": return .help
        default: return REPLCommandName(rawValue: name)
        }
    }
}
