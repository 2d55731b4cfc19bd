import MapScriptGeometry

/// Which of the views laid out so far lie near a rectangle, in view points: a uniform grid of
/// square cells over the views' extent, each cell a linked list of the items whose rectangle
/// meets it. Collision resolution asks it once per view, so finding a view's neighbours costs
/// the few items of a few cells rather than a scan of every view: with cells about the size of
/// a view, the resolution of n views is the sort that orders them plus linear work.
///
/// Items may be added while queries run (a view is added once it is shown), which is why the
/// cells are linked lists in flat arrays rather than buckets filled ahead.
struct CollisionGrid {
    private let originX, originY: Double
    private let cellSize: Double
    private let columns, rows: Int
    /// The first entry of each cell, -1 when empty.
    private var cellHeads: [Int32]
    /// Per entry: the item it holds and the next entry of the same cell.
    private var entryItems: [Int32] = []
    private var entryNext: [Int32] = []

    /// The most cells a grid makes, so that a few huge or far-flung views cannot make it large.
    static let maximumCellCount = 1 << 18

    /// A grid over `extent` with cells of about `typicalSize` points (never finer than 8).
    init(extent: Rect, typicalSize: Double, expectedItems: Int) {
        var size = max(typicalSize.isFinite ? typicalSize : 8, 8)
        let width = extent.width.isFinite ? max(extent.width, 1) : 1
        let height = extent.height.isFinite ? max(extent.height, 1) : 1
        while (width / size + 1) * (height / size + 1) > Double(CollisionGrid.maximumCellCount) { size *= 2 }
        originX = extent.minX.isFinite ? extent.minX : 0
        originY = extent.minY.isFinite ? extent.minY : 0
        cellSize = size
        columns = Int(width / size) + 1
        rows = Int(height / size) + 1
        cellHeads = Array(repeating: -1, count: columns * rows)
        entryItems.reserveCapacity(expectedItems)
        entryNext.reserveCapacity(expectedItems)
    }

    /// The cell range a rectangle covers, clamped to the grid (nothing of a view lies outside
    /// the extent the grid was made for, and a non-finite rectangle falls in the edge cells).
    private func cells(of rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        func index(_ value: Double, _ origin: Double, _ count: Int) -> Int {
            let cell = ((value - origin) / cellSize).rounded(.down)
            guard cell.isFinite else { return 0 }
            return Int(min(max(cell, 0), Double(count - 1)))
        }
        let c0 = index(rect.minX, originX, columns), c1 = index(rect.maxX, originX, columns)
        let r0 = index(rect.minY, originY, rows), r1 = index(rect.maxY, originY, rows)
        return (min(c0, c1)...max(c0, c1), min(r0, r1)...max(r0, r1))
    }

    mutating func insert(_ item: Int, rect: Rect) {
        let range = cells(of: rect)
        for row in range.rows {
            for column in range.columns {
                let cell = row * columns + column
                entryItems.append(Int32(item))
                entryNext.append(cellHeads[cell])
                cellHeads[cell] = Int32(entryItems.count - 1)
            }
        }
    }

    /// Calls `body` with each item whose cells meet `rect`, as `forEachItem(near:_:)` does,
    /// except that entries of items `isGone` says are gone for good are unlinked from their
    /// cells instead. Clustering takes each view once: in a dense cell, later queries would
    /// otherwise walk every view taken before them again, and gathering 100,000 pins into a
    /// few hundred clusters was mostly that walk.
    mutating func forEachItem(near rect: Rect, droppingGone isGone: (Int) -> Bool, _ body: (Int) -> Bool) {
        let range = cells(of: rect)
        for row in range.rows {
            for column in range.columns {
                let cell = row * columns + column
                var previous: Int32 = -1
                var entry = cellHeads[cell]
                while entry >= 0 {
                    let item = Int(entryItems[Int(entry)])
                    let next = entryNext[Int(entry)]
                    if isGone(item) {
                        if previous < 0 { cellHeads[cell] = next } else { entryNext[Int(previous)] = next }
                    } else {
                        if !body(item) { return }
                        previous = entry
                    }
                    entry = next
                }
            }
        }
    }

    /// Calls `body` with each item whose cells meet `rect` (an item spanning several cells may
    /// come more than once) until it returns false.
    func forEachItem(near rect: Rect, _ body: (Int) -> Bool) {
        let range = cells(of: rect)
        for row in range.rows {
            for column in range.columns {
                var entry = cellHeads[row * columns + column]
                while entry >= 0 {
                    if !body(Int(entryItems[Int(entry)])) { return }
                    entry = entryNext[Int(entry)]
                }
            }
        }
    }
}
