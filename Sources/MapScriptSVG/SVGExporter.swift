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
        let (snapshot, streamed) = try snapshot(of: map)
        guard let streamed else { return render(snapshot, fileName: fileName) }
        // The body is written straight into the document's array, with room to spare for what
        // goes before it, so that a large picture is never in memory twice.
        let capacity = SceneRenderer.expectedBodySize(of: snapshot, streamingAnnotationsOf: streamed) + (1 << 16)
        var overflow: [UInt8] = []
        let document = try [UInt8](unsafeUninitializedCapacity: capacity) { storage, initialized in
            initialized = 0
            var renderer = SceneRenderer(snapshot: snapshot, fileName: fileName, streamingAnnotationsOf: streamed, bodyStorage: storage)
            initialized = try renderer.render(inPlace: storage, overflow: &overflow) ?? 0
        }
        return document.isEmpty ? overflow : document
    }

    /// `render(_:fileName:)` for a picture that need never be held whole: the body goes to
    /// `spill` in pieces as it is written, and the document is the returned head, the pieces,
    /// then the returned tail. What the picture is, byte for byte, does not depend on the spill.
    public static func render(_ map: MapView, fileName: String? = nil, spillingTo spill: BodySpill) throws -> SpilledDocument {
        let (snapshot, streamed) = try snapshot(of: map)
        var renderer = SceneRenderer(snapshot: snapshot, fileName: fileName, streamingAnnotationsOf: streamed, spill: spill)
        return try renderer.renderInPieces()
    }

    /// The map laid out and recorded for writing. When recording the annotations runs none of
    /// the script's code, the snapshot leaves them out and the map comes back with it, to be
    /// recorded as each is written (a picture of 100,000 pins keeps no records); otherwise
    /// they are all recorded first, their views' `draw` included, and the base map's labels
    /// give way to the views as those left them.
    private static func snapshot(of map: MapView) throws -> (SceneSnapshot, streamed: MapView?) {
        var snapshot = try map.snapshotWithoutAnnotations()
        if map.shownViewsDrawNothing { return (snapshot, map) }
        try map.completeSnapshot(&snapshot)
        return (snapshot, nil)
    }

    /// Writes a snapshot already taken. Writing never fails: every value that cannot be
    /// written as it is (a non-finite number, a refused link) is left out.
    public static func render(_ snapshot: consuming SceneSnapshot, fileName: String? = nil) -> [UInt8] {
        var renderer = SceneRenderer(snapshot: snapshot, fileName: fileName)
        return renderer.render()
    }
}
