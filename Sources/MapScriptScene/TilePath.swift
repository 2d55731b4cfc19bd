/// One tile of a tile overlay (MKTileOverlayPath): column `x`, row `y` at zoom `z`, and the
/// content scale the URL asks for.
public struct TilePath: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var z: Int
    public var contentScaleFactor: Double

    public init(x: Int, y: Int, z: Int, contentScaleFactor: Double = 1) {
        self.x = x
        self.y = y
        self.z = z
        self.contentScaleFactor = contentScaleFactor
    }
}
