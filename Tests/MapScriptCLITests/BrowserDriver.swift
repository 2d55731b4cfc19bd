import Foundation

/// The browser side of the page tests: Python scripts in `Tests/Browser` that drive headless
/// Chromium through selenium (Debian's chromium and chromium-driver, selenium from PyPI).
enum BrowserDriver {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Browser")

    /// Runs `Tests/Browser/NAME` with the built mapscript and a fresh folder; the script prints
    /// `ok` when every step passed, or the step that failed.
    static func run(_ name: String, timeout: TimeInterval = 120) throws -> MapScriptProcess.Outcome {
        let scratch = try TemporaryFolder()
        return try MapScriptProcess.run(
            ["python3", folder.appendingPathComponent(name).path, MapScriptProcess.executable.path, scratch.url.path],
            in: scratch.url, timeout: timeout, program: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// Whether the browser, its driver and selenium are there to drive a page.
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") else { return false }
        return MapScriptProcess.succeeds(["python3", "-c", "import selenium"])
    }()
}
