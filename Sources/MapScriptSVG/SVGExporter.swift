import MapScriptScene

/// The entry point: a map as an SVG document (svg.md).
public enum SVGExporter {
    /// Lays the map out and records it (`MapView.snapshot()`, which may run delegate hooks and
    /// overridden methods, and so may throw: the error comes out unchanged and nothing is
    /// written), then writes the whole picture.
    ///
    /// - Parameters:
    ///   - map: the map to draw, as it is now.
    ///   - fileName: the name of the script or file the picture comes from, used as the
    ///     document's `<title>` when the map has no title of its own.
    /// - Returns: the UTF-8 bytes of the SVG document.
    public static func render(_ map: MapView, fileName: String? = nil) throws -> [UInt8] {
        render(try map.snapshot(), fileName: fileName)
    }

    /// Writes a snapshot already taken. Writing never fails: every value that cannot be
    /// written as it is (a non-finite number, a refused link) is left out.
    public static func render(_ snapshot: consuming SceneSnapshot, fileName: String? = nil) -> [UInt8] {
        var renderer = SceneRenderer(snapshot: snapshot, fileName: fileName)
        return renderer.render()
    }
}
