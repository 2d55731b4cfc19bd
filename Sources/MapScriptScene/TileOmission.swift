/// Why a tile overlay's drawing leaves tiles out that are not a loader's to leave out, for the
/// program that owns the map to warn of: an overlay that draws nothing, or less than the view
/// holds, would otherwise look like a bug of the map.
public enum TileOmission: Equatable, Sendable {
    /// The view's zoom level is below the overlay's `minimumZ`: as MapKit's, the map loads
    /// no tile below it, so the overlay draws nothing at this zoom.
    case belowMinimumZ(zoomLevel: Int, minimumZ: Int)
    /// The view holds more tiles than one drawing draws (`TileOverlay.maximumTileCount`):
    /// the rows past it are left out.
    case pastTileLimit(drawn: Int, inView: Int)
}
