import Foundation
import Testing

/// Tiles meet without seams in a browser: a uniform tile overlay, scaled so the tiles meet at
/// fractional positions, is one flat colour in a Chromium screenshot. The browser side is
/// `Tests/Browser/tile_seams.py`.
@Suite(.enabled(if: BrowserDriver.isAvailable,
                "chromium, chromium-driver or python3's selenium is not installed (.ci/run installs them)"))
struct TileSeamsBrowserTests {
    @Test func scaledTilesShowNoLineBetweenThem() throws {
        let run = try BrowserDriver.run("tile_seams.py")
        #expect(run.status == 0 && !run.signalled, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == "ok\n")
    }
}
