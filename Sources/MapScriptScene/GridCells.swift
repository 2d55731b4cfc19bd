import MapScriptGeometry

/// The square cells a collision grid lays over the views' extent, in view points: which cells
/// a rectangle covers. Shared by `CollisionGrid` (cells filled as views are shown) and
/// `ClusterGrid` (cells filled once, for clustering).
struct GridCells {
    let originX, originY: Double
    let cellSize: Double
    let columns, rows: Int

    /// The most cells a grid makes, so that a few huge or far-flung views cannot make it large.
    static let maximumCellCount = 1 << 18

    /// Cells over `extent` of about `typicalSize` points (never finer than 8).
    init(extent: Rect, typicalSize: Double) {
        var size = max(typicalSize.isFinite ? typicalSize : 8, 8)
        let width = extent.width.isFinite ? max(extent.width, 1) : 1
        let height = extent.height.isFinite ? max(extent.height, 1) : 1
        while (width / size + 1) * (height / size + 1) > Double(GridCells.maximumCellCount) { size *= 2 }
        originX = extent.minX.isFinite ? extent.minX : 0
        originY = extent.minY.isFinite ? extent.minY : 0
        cellSize = size
        columns = Int(width / size) + 1
        rows = Int(height / size) + 1
    }

    /// Cells over the frames of `items`, each about the size of an average one.
    init(for items: [CollisionItem]) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var extent = 0.0
        for item in items {
            let f = item.frame
            guard f.minX.isFinite, f.minY.isFinite, f.maxX.isFinite, f.maxY.isFinite else { continue }
            minX = min(minX, f.minX); minY = min(minY, f.minY)
            maxX = max(maxX, f.maxX); maxY = max(maxY, f.maxY)
            extent += max(f.width, f.height)
        }
        let area = minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
        self.init(extent: area, typicalSize: extent / Double(max(items.count, 1)))
    }

    var count: Int { columns * rows }

    /// The cell range a rectangle covers, clamped to the grid (nothing of a view lies outside
    /// the extent the grid was made for, and a non-finite rectangle falls in the edge cells).
    func cells(of rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let c0 = column(of: rect.minX), c1 = column(of: rect.maxX)
        let r0 = row(of: rect.minY), r1 = row(of: rect.maxY)
        return (min(c0, c1)...max(c0, c1), min(r0, r1)...max(r0, r1))
    }

    /// The cell a point falls in, clamped to the grid; nil for a point that is not finite.
    func cell(containing point: Point) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return row(of: point.y) * columns + column(of: point.x)
    }

    private func column(of x: Double) -> Int { index(x, originX, columns) }
    private func row(of y: Double) -> Int { index(y, originY, rows) }

    private func index(_ value: Double, _ origin: Double, _ count: Int) -> Int {
        let cell = ((value - origin) / cellSize).rounded(.down)
        guard cell.isFinite else { return 0 }
        return Int(min(max(cell, 0), Double(count - 1)))
    }
}
