import Foundation
import Testing

/// `mapscript serve` in a real browser, driven with the mouse as a person uses the page:
/// click, the callout's button, hold to drag, drag the map, the wheel, a broken and a fixed
/// script. The browser side is `Tests/Browser/serve_page.py`; it prints the step that failed.
@Suite(.enabled(if: BrowserDriver.isAvailable,
                "chromium, chromium-driver or python3's selenium is not installed (.ci/run installs them)"))
struct ServePageBrowserTests {
    @Test func thePageAnswersTheMouseAndLiveEdits() throws {
        let run = try BrowserDriver.run("serve_page.py")
        #expect(run.status == 0 && !run.signalled, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("ok\n"))
    }
}
