import MapScriptGeometry

/// Draws a `TileOverlay` as linked tile images (MKTileOverlayRenderer).
open class TileOverlayRenderer: OverlayRenderer {
    public let tileOverlay: TileOverlay

    public init(tileOverlay: TileOverlay) {
        self.tileOverlay = tileOverlay
        super.init(overlay: tileOverlay)
    }

    /// Links one image per tile of the zoom level for `zoomScale` that overlaps `mapRect`.
    open override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
        for tile in tileOverlay.tiles(in: mapRect, zoomScale: zoomScale) {
            let url = try tileOverlay.dispatchURL(forTile: tile.path)
            context.drawUpright(Image(linkTo: url, size: tileOverlay.tileSize), in: rect(for: tile.mapRect))
        }
    }
}
