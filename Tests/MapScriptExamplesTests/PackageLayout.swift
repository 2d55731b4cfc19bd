import Foundation

/// Where the package and the built command are.
enum PackageLayout {
    /// The package root, found from this file's path (Tests/MapScriptExamplesTests/Support.swift).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `mapscript` executable that `swift test` built beside the test bundle.
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On some toolchains the test binary sits inside a bundle folder one level deeper.
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("mapscript")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mapscript")
    }()
}
