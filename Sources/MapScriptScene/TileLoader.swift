import MapScriptGeometry

/// Where the picture of a tile comes from: the reading half of MKTileOverlay's
/// `loadTile(at:result:)`. The scene knows a tile's URL only; the program that owns the map,
/// which reads files, answers with the picture to draw (a local file's bytes, so the output
/// stands alone) or leaves the tile out. A map without a loader draws tiles as links to their
/// URLs.
public protocol TileLoader: AnyObject {
    /// The picture of the tile at `url` of `overlay`, or nil to leave that tile out.
    func loadTile(url: String, of overlay: TileOverlay) -> Image?
    /// Told when a drawing of `overlay` leaves out tiles of the view, and why.
    func leftOut(_ omission: TileOmission, of overlay: TileOverlay)
}
