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
    /// (librsvg, browsers) leaves a hairline of background where two partly covered pixels
    /// meet. Reaching one whole point further, each tile covers the pixel its edge falls in
    /// entirely (half a point still left Chromium a faint line), at the price of that strip
    /// being drawn twice under a translucent tile.
    static let seamOverlap = 1.0

    /// Draws one image per tile of the zoom level for `zoomScale` that overlaps `mapRect`: what
    /// the context's tile loader gives for the tile's URL, or a link to that URL.
    /// Tiles below `minimumZ` or past the most one drawing draws are told to the loader.
    open override func draw(mapRect: MapRect, zoomScale: Double, context: DrawingContext) throws {
        let (tiles, leftOut) = tileOverlay.tiles(in: mapRect, zoomScale: zoomScale)
        if let loader = context.tileLoader {
            // Asked again only when there are no tiles, the one case it can explain.
            if tiles.isEmpty, tileOverlay.zoomLevel(forZoomScale: zoomScale) == nil, !mapRect.intersection(tileOverlay.boundingMapRect).isEmpty {
                loader.leftOut(.belowMinimumZ(zoomLevel: tileOverlay.viewZoomLevel(forZoomScale: zoomScale), minimumZ: tileOverlay.minimumZ),
                               of: tileOverlay)
            }
            if leftOut > 0 { loader.leftOut(.pastTileLimit(drawn: tiles.count, inView: tiles.count + leftOut), of: tileOverlay) }
        }
        for tile in tiles {
            let url = try tileOverlay.dispatchURL(forTile: tile.path)
            let image: Image
            if let loader = context.tileLoader {
                guard let loaded = loader.loadTile(url: url, of: tileOverlay) else { continue }
                image = loaded
            } else {
                image = Image(linkTo: url, size: tileOverlay.tileSize)
            }
            // The context's units are map points; `zoomScale` is view points per map point.
            let frame = rect(for: tile.mapRect), overlap = Self.seamOverlap / zoomScale
            let overlapping = Rect(x: frame.minX, y: frame.minY, width: frame.width + overlap, height: frame.height + overlap)
            context.drawUpright(image, in: overlapping)
        }
    }
}
