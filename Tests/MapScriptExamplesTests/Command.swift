import Foundation

/// Runs the `mapscript` command from the package root, with colour off.
enum Command {
    static func run(_ arguments: [String]) throws -> ProcessOutcome {
        try ExternalTool.launch(PackageLayout.executable, arguments)
    }
}
