import Foundation
import Testing

/// Pictures in a browser in dark mode: the style sheet's dark rules reach the background, the
/// callout, the scale bar and the base map. The browser side is `Tests/Browser/dark_mode.py`, which
/// compares computed colours under the emulated light and dark colour schemes.
@Suite(.enabled(if: BrowserDriver.isAvailable,
                "chromium, chromium-driver or python3's selenium is not installed (.ci/run installs them)"))
struct DarkModeBrowserTests {
    @Test func theDarkRulesReachEveryPartOfThePicture() throws {
        let run = try BrowserDriver.run("dark_mode.py")
        #expect(run.status == 0 && !run.signalled, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == "ok\n")
    }
}
