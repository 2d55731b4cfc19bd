import MapScriptGeometry

/// Draws a `TileOverlay` as linked tile images (MKTileOverlayRenderer).
open class TileOverlayRenderer: OverlayRenderer {
    public let tileOverlay: TileOverlay

    public init(tileOverlay: TileOverlay) {
        self.tileOverlay = tileOverlay
        super.init(overlay: tileOverlay)
    }

    /// How far each tile reaches over its right and bottom neighbours, in view points. Tiles
    /// meet at fractional positions, and a renderer that anti-aliases each edge on its own
    /// (librsvg, browsers) leaves a hairline of background where two half-covered pixels meet;
    /// a half-point overlap covers it, as web maps do, at the price of that half point being
    /// drawn twice under a translucent tile.
    static let seamOverlap = 0.5

    /// Links one image per tile of the zoom level for `zoomScale` that overlaps `mapRect`.
    open override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
        for tile in tileOverlay.tiles(in: mapRect, zoomScale: zoomScale) {
            let url = try tileOverlay.dispatchURL(forTile: tile.path)
            // The context's units are map points; `zoomScale` is view points per map point.
            let frame = rect(for: tile.mapRect), overlap = Self.seamOverlap / zoomScale
            let overlapping = Rect(x: frame.minX, y: frame.minY, width: frame.width + overlap, height: frame.height + overlap)
            context.drawUpright(Image(linkTo: url, size: tileOverlay.tileSize), in: overlapping)
        }
    }
}
