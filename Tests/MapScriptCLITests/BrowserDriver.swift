import Foundation

/// The browser side of the page tests: Python scripts in `Tests/Browser` that drive headless
/// Chromium through selenium (Debian's chromium and chromium-driver, selenium from PyPI).
enum BrowserDriver {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Browser")

    /// Whether the browser, its driver and selenium are there to drive a page.
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") else { return false }
        return MapScriptProcess.succeeds(["python3", "-c", "import selenium"])
    }()
}
