import MapScriptRuntime

/// Whether a run drew a PNG, so took `--scale`: a script's `render("x.png")` does, whatever the
/// format of `-o`, and the warning that `--scale` changes nothing is then wrong.
///
/// Unchecked sendability: the rasterizer that sets it runs on the thread that runs the script,
/// and the command reads it after the run has returned.
final class ScaleUse: @unchecked Sendable {
    private(set) var drewPNG = false

    /// `rasterizer`, noting each PNG it draws.
    func watching(_ rasterizer: RunOptions.Rasterizer?) -> RunOptions.Rasterizer? {
        guard let rasterizer else { return nil }
        return { svg, format in
            if format == .png { self.drewPNG = true }
            return try rasterizer(svg, format)
        }
    }
}
