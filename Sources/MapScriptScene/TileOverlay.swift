import Foundation
import MapScriptGeometry

/// A raster layer of square tiles fetched by URL (MKTileOverlay). The URL template names the
/// tile with `{x}`, `{y}`, `{z}` and `{scale}`; tiles are linked, never downloaded.
open class TileOverlay: Overlay {
    public var urlTemplate: String?
    public var tileSize = Size(width: 256, height: 256)
    public var minimumZ = 0
    public var maximumZ = 21
    /// True when row 0 is the southernmost row (TMS) instead of the northernmost (XYZ).
    public var isGeometryFlipped = false

    /// The most tiles one drawing links; a `minimumZ` far above the view's zoom would otherwise
    /// ask for billions.
    public static let maximumTileCount = 4096

    public init(urlTemplate: String?) {
        self.urlTemplate = urlTemplate
        super.init(kind: .tile, coordinate: MapRect.world.center.coordinate, boundingMapRect: .world)
    }

    /// The URL of one tile: the template with its placeholders replaced (MKTileOverlay.url(forTilePath:)).
    /// Open so a subclass can compute URLs itself.
    open func url(forTile path: TilePath) throws -> String {
        guard let template = urlTemplate else { return "" }
        // A path may come from a script with any integers: a row outside the zoom level wraps
        // rather than overflowing, and only a scale an Int holds exactly is written as one.
        let y = isGeometryFlipped ? ((1 << max(0, min(path.z, 30))) - 1) &- path.y : path.y
        let factor = path.contentScaleFactor
        let scale = factor == factor.rounded() && abs(factor) < 0x1p53 ? String(Int(factor)) : String(factor)
        return template
            .replacingOccurrences(of: "{x}", with: String(path.x))
            .replacingOccurrences(of: "{y}", with: String(y))
            .replacingOccurrences(of: "{z}", with: String(path.z))
            .replacingOccurrences(of: "{scale}", with: scale)
    }

    /// `url(forTile:)` as the map calls it: the override slot's version when it has one.
    func dispatchURL(forTile path: TilePath) throws -> String {
        if let overrides, case .string(let url)? = try overrides.perform(.url(path), on: self) { return url }
        return try url(forTile: path)
    }

    /// The zoom level drawn at a zoom scale: `round(log2(zoomScale * 2^28 / tileSize))`, at
    /// most `maximumZ` (past it the tiles of `maximumZ` are drawn larger), and nil below
    /// `minimumZ`, where MapKit loads no tiles: the overlay draws nothing there. A `maximumZ`
    /// below `minimumZ` draws `minimumZ`'s tiles from there on.
    public func zoomLevel(forZoomScale zoomScale: Double) -> Int? {
        let low = max(0, minimumZ), high = min(30, max(minimumZ, maximumZ))
        let raw = viewZoomLevel(forZoomScale: zoomScale)
        guard raw >= low else { return nil }
        return min(raw, high)
    }

    /// The zoom level of a view at `zoomScale` for tiles of this overlay's size, unbounded by
    /// `minimumZ` and `maximumZ` (0 for a scale no level matches).
    public func viewZoomLevel(forZoomScale zoomScale: Double) -> Int {
        let tile = max(tileSize.width, 1)
        let raw = log2(zoomScale * MapProjection.worldSize / tile).rounded()
        return raw.isFinite ? Int(min(max(raw, -64), 64)) : 0
    }

    /// The tiles of the zoom level for `zoomScale` that overlap `mapRect` with a non-zero area,
    /// row by row from the top, with the map rect each covers: at most `maximumTileCount`, and
    /// the count the area holds past that (`leftOut`); none below `minimumZ`.
    public func tiles(in mapRect: MapRect, zoomScale: Double) -> (tiles: [(path: TilePath, mapRect: MapRect)], leftOut: Int) {
        let area = mapRect.intersection(boundingMapRect).intersection(.world)
        guard !area.isEmpty, let z = zoomLevel(forZoomScale: zoomScale) else { return ([], 0) }
        let count = 1 << z
        let side = MapProjection.worldSize / Double(count)
        func range(_ low: Double, _ high: Double) -> ClosedRange<Int>? {
            let first = max(0, Int((low / side).rounded(.down)))
            let last = min(count - 1, Int((high / side).rounded(.up)) - 1)
            return first <= last ? first...last : nil
        }
        guard let columns = range(area.minX, area.maxX), let rows = range(area.minY, area.maxY) else { return ([], 0) }
        var result: [(path: TilePath, mapRect: MapRect)] = []
        // At most 2^30 a side, so the product fits.
        let inArea = columns.count * rows.count
        result.reserveCapacity(min(inArea, TileOverlay.maximumTileCount))
        for row in rows {
            for column in columns {
                if result.count >= TileOverlay.maximumTileCount {
                    return (result, inArea - result.count)
                }
                result.append((TilePath(x: column, y: row, z: z),
                               MapRect(x: Double(column) * side, y: Double(row) * side, width: side, height: side)))
            }
        }
        return (result, 0)
    }
}
